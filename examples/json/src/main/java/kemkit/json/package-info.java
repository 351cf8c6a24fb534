/**
 * kemkit on the wire, for engines and interfaces in other languages: a JSON codec ({@link
 * kemkit.json.JsonCodec}) for setups, rejections (§R) and verdicts, with a typed codec per game
 * ({@link kemkit.json.FamilyCodec}, {@link kemkit.json.KhamulCodec}, any of them as a {@link
 * kemkit.json.GameCodec}) for its actions, a seat's view (K-25, H-15) and events as a seat heard
 * them (C-6); and {@link kemkit.json.StdioServer}, a JSON-lines protocol on standard input and
 * output ({@code examples/json/PROTOCOL.md}).
 *
 * <pre>{@code
 * JsonCodec codec = new JsonCodec();
 * FamilyRules rules = Kemps.rules();
 * FamilyCodec kemps = codec.family(rules);
 * String json = codec.write(kemps.view(rules.view(rules.start(), 0)));
 * FamilyView view = kemps.view(codec.parse(json), "$");
 * Action action = kemps.line("1 exchange 2C 5D", "$.line");        // or kemps.action(node, "$")
 * }</pre>
 *
 * <p>The JSON Schemas that describe every encoding are in the jar, found by their {@code $id}
 * ({@link kemkit.json.JsonCodec#schema}); their source is {@code examples/json/schema}.
 */
package kemkit.json;
