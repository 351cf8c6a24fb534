/**
 * kemkit on the wire, for engines and interfaces in other languages: a JSON codec ({@link
 * kemkit.json.JsonCodec}) for setups, actions, a seat's view (K-25, H-15), events as a seat heard
 * them (C-6), rejections (§R) and verdicts; and {@link kemkit.json.StdioServer}, a JSON-lines
 * protocol on standard input and output ({@code examples/json/PROTOCOL.md}).
 *
 * <pre>{@code
 * JsonCodec codec = new JsonCodec();
 * RuleSet<?, ?, ?, ?> rules = Kemps.rules();
 * String json = codec.write(JsonCodec.view(rules.view(rules.start(), 0)));
 * Action action = JsonCodec.line(rules, "shuffle AC 2C …", "$.line");   // or JsonCodec.action(…)
 * }</pre>
 *
 * <p>The JSON Schema files in {@code examples/json/schema} describe every encoding.
 */
package kemkit.json;
