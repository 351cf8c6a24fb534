package kemkit.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Pattern;
import kemkit.family.FamilyRules;
import kemkit.game.Event;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.khamul.KhamulRules;
import kemkit.record.Verdict;

/**
 * kemkit's values as JSON, for engines and interfaces written in other languages: the text (one
 * document in, one line out, within limits), what every game shares (setups, rejections (§R),
 * record verdicts), the JSON Schemas that describe every encoding, and a typed codec per game for
 * its actions, its events as a seat heard them (C-6) and a seat's view (K-25, H-15): {@link
 * #family}, {@link #khamul}, or {@link #game} for any rule set.
 *
 * <p>One style: every method is an instance method, so one codec (its limits) is passed around
 * and nothing is static but the constants. Encoding is explicit, one writer per record: only what
 * a seat's view or event stream holds goes on the wire, and nothing is found by reflection.
 * Decoding is strict: a document that is not JSON, larger than the limit or nested too deep, with
 * an unknown, missing or mistyped field, is refused with a {@link JsonFormatException} that names
 * the field, the only exception the decoding methods throw. For every value {@code x}, {@code
 * decode(encode(x))} equals {@code x}.
 *
 * <pre>{@code
 * JsonCodec codec = new JsonCodec();
 * FamilyCodec kemps = codec.family(Kemps.rules());
 * String heard = codec.write(kemps.event(event, 2));                  // the event as seat 2 heard it
 * Action action = kemps.action(codec.parse("{\"type\":\"top\",\"seat\":0}"), "$");
 * String schema = codec.schema(JsonCodec.CODEC_SCHEMA_ID).orElseThrow();   // the schema, by its $id
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class JsonCodec {

  /** The default largest document, in characters: far above any game's largest value. */
  public static final int DEFAULT_MAX_CHARS = 1 << 20;

  /** The {@code $id} of the schema of every encoding this codec writes ({@code codec.schema.json}). */
  public static final String CODEC_SCHEMA_ID = "https://github.com/kemkit/kemkit/schema/codec.schema.json";

  /** The {@code $id} of the schema of {@code serve --stdio}'s requests and answers ({@code protocol.schema.json}). */
  public static final String PROTOCOL_SCHEMA_ID = "https://github.com/kemkit/kemkit/schema/protocol.schema.json";

  /** Where the jar holds the schema files: copied from {@code examples/json/schema} by the build. */
  private static final String SCHEMA_FOLDER = "/kemkit/json/schema/";

  /** The schema files by {@code $id}: the id's last segment is the file's name. */
  private static final ImmutableMap<String, String> SCHEMA_FILES = ImmutableMap.of(
      CODEC_SCHEMA_ID, "codec.schema.json", PROTOCOL_SCHEMA_ID, "protocol.schema.json");

  /** How deep objects and arrays may nest: the deepest encoding (an event's call) needs 4. */
  private static final int MAX_DEPTH = 16;

  /** The longest number, in characters: far above a 32-bit int's 11. */
  private static final int MAX_NUMBER_CHARS = 64;

  /** Where the parser says an unclosed object or array began: "(start marker at [Source: …])". */
  private static final Pattern START_MARKER = Pattern.compile("\\s*\\(start marker at \\[[^\\]]*\\]\\)");

  /** A bracketed aside that names a parser class, feature or setting: "(… `StreamReadFeature.X` …)". */
  private static final Pattern INTERNALS_IN_BRACKETS = Pattern.compile(
      "\\s*\\([^()]*(?:Feature|StreamReadConstraints|fasterxml|for input source|Source:)[^()]*\\)");

  /** Advice to turn a parser feature on or off, or a setting named: ": enable `JsonReadFeature.X` to allow". */
  private static final Pattern NAMED_INTERNAL = Pattern.compile(
      "[:;,]?\\s*(?:(?:enable|disable)\\s+|not allowed as per\\s+|from\\s+)`[^`]*`[^.;:]*");

  /** Any other name in backquotes that holds a dot: a Java class, field or method. */
  private static final Pattern DOTTED_NAME = Pattern.compile("`[^`]*\\.[^`]*`");

  private final int maxChars;
  private final ObjectMapper mapper;

  /** Creates a codec that refuses documents over {@link #DEFAULT_MAX_CHARS} characters. */
  public JsonCodec() {
    this(DEFAULT_MAX_CHARS);
  }

  /**
   * Creates a codec that refuses documents over {@code maxChars} characters.
   *
   * @param maxChars the largest document, in characters; strings are held to it too
   * @throws IllegalArgumentException if {@code maxChars} is not positive
   */
  public JsonCodec(int maxChars) {
    if (maxChars <= 0) {
      throw new IllegalArgumentException("maxChars must be positive, not " + maxChars);
    }
    this.maxChars = maxChars;
    this.mapper = JsonMapper.builder()
        .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
        .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .build();
    mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
        .maxNestingDepth(MAX_DEPTH)
        .maxStringLength(maxChars)
        .maxDocumentLength(maxChars)
        .maxNumberLength(MAX_NUMBER_CHARS)
        .build());
  }

  // ---- text ----

  /**
   * {@return the JSON value of {@code text}: one document, no duplicate keys, within the limits}
   *
   * @param text the document, untrusted
   * @throws JsonFormatException naming {@code $} if {@code text} is over the limit, empty, not
   *     JSON, nested too deep or holds a key twice
   */
  public JsonNode parse(String text) throws JsonFormatException {
    if (text.length() > maxChars) {
      throw new JsonFormatException("$", "the document has " + text.length() + " characters, over the limit of " + maxChars);
    }
    try {
      JsonNode node = mapper.readTree(text);
      if (node == null || node.isMissingNode()) {
        throw new JsonFormatException("$", "empty document");
      }
      return node;
    } catch (StreamConstraintsException e) {
      throw new JsonFormatException("$", overLimit(e.getOriginalMessage()));
    } catch (JsonProcessingException e) {
      String where = e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")";
      throw new JsonFormatException("$", "not JSON: " + protocolWords(firstLine(e.getOriginalMessage())) + where);
    }
  }

  /** {@return which limit of PROTOCOL.md a document broke, in its words, not the parser's} */
  private String overLimit(String message) {
    String text = message == null ? "" : message;
    if (text.contains("nesting depth")) {
      return "objects and arrays nest deeper than " + MAX_DEPTH + " levels, the limit";
    }
    if (text.startsWith("Number")) {
      return "a number longer than " + MAX_NUMBER_CHARS + " characters, the limit";
    }
    if (text.startsWith("String") || text.startsWith("Name")) {
      return "a string or a name longer than " + maxChars + " characters, the limit";
    }
    return "the document is over the limit of " + maxChars + " characters";
  }

  /**
   * {@return a parser's sentence without the names of its internals} Jackson says how to enable a
   * feature of its own ({@code JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS}) or which of its settings
   * was not set; an engine in another language can do nothing with either.
   */
  static String protocolWords(String message) {
    if (message.startsWith("Trailing token")) {
      return "more than one JSON value (a request is one object on one line)";
    }
    String text = START_MARKER.matcher(message).replaceAll("");
    // Asides nest ("(… at [Source: REDACTED (`StreamReadFeature.X` disabled); …])"): inner ones first.
    for (String before = null; !text.equals(before); ) {
      before = text;
      text = INTERNALS_IN_BRACKETS.matcher(text).replaceAll("");
    }
    text = NAMED_INTERNAL.matcher(text).replaceAll("");
    text = DOTTED_NAME.matcher(text).replaceAll("a value");
    text = text.replace('`', '\'');
    return text.strip();
  }

  /**
   * {@return {@code node} as compact JSON text, on one line}
   *
   * @param node a value this codec encoded, or any tree of plain nodes
   */
  public String write(JsonNode node) {
    try {
      return mapper.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e); // a tree of plain nodes always writes
    }
  }

  /**
   * {@return a generator of compact JSON text on {@code out}, as {@link #write} makes it} For text
   * written as it is made, without a tree: the same generator writes the same bytes for the same
   * fields.
   */
  JsonGenerator generator(Writer out) throws IOException {
    return mapper.createGenerator(out);
  }

  private static String firstLine(String message) {
    String text = message == null ? "unreadable" : message;
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline);
  }

  // ---- the games ----

  /**
   * {@return the codec of a Kem's or Kemps game's own values}
   *
   * @param rules the game's rule set: its dialect names the calls (K-16), its seats the narration
   */
  public FamilyCodec family(FamilyRules rules) {
    return new FamilyCodec(rules);
  }

  /**
   * {@return the codec of a Khamul game's own values}
   *
   * @param rules the game's rule set
   */
  public KhamulCodec khamul(KhamulRules rules) {
    return new KhamulCodec(rules);
  }

  /**
   * {@return the codec of {@code rules}' own values, typed as {@code rules} is} For code generic
   * in the game, such as a server holding a {@code RuleSet<S, A, E, V>}.
   *
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> a seat's view of the game
   * @param rules a rule set of Kem's, Kemps or Khamul
   * @throws IllegalArgumentException if no game of this module has such a rule set
   */
  @SuppressWarnings("unchecked") // FamilyRules is a RuleSet<?, FamilyAction, FamilyEvent, FamilyView>: A, E, V are those
  public <A extends PlayerAction, E extends Event, V> GameCodec<A, E, V> game(RuleSet<?, A, E, V> rules) {
    if (rules instanceof FamilyRules familyRules) {
      return (GameCodec<A, E, V>) (GameCodec<?, ?, ?>) family(familyRules);
    }
    if (rules instanceof KhamulRules khamulRules) {
      return (GameCodec<A, E, V>) (GameCodec<?, ?, ?>) khamul(khamulRules);
    }
    throw new IllegalArgumentException("no JSON codec for game " + rules.game());
  }

  // ---- setups ----

  /**
   * {@return {@code setup} as {@code {"game", "preset", "options", "seating"}}; no preset is null}
   * The seating is written statement by statement, as a record header writes it ({@code teams},
   * {@code team-size}, {@code players}, {@code dealer}).
   *
   * @param setup a game, its preset, its options and its seating, as a record header gives them
   */
  public ObjectNode setup(Setup setup) {
    return Wire.setup(setup);
  }

  /**
   * {@return the setup {@code node} encodes} Only {@code game} is required: a missing (or null)
   * preset is the game's default, missing options and seating are none.
   *
   * @param node the encoded setup, untrusted
   * @param path where {@code node} lies in the document, from its root ({@code $.setup}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code node} is not a setup object: a missing {@code game}, an
   *     unknown field, a value of the wrong type, naming the field at fault
   */
  public Setup setup(JsonNode node, String path) throws JsonFormatException {
    return Wire.setup(node, path);
  }

  // ---- rejections and verdicts ----

  /**
   * {@return {@code rejection} as {@code {"code", "rule", "message"}}: its §R code, the id of the
   * rule it enforces ({@code K-9}) and its sentence}
   *
   * @param rejection a §R code, a rule id and a sentence
   */
  public ObjectNode rejection(Rejection rejection) {
    return Wire.rejection(rejection);
  }

  /**
   * {@return the rejection {@code node} encodes}
   *
   * @param node the encoded rejection, untrusted
   * @param path where {@code node} lies in the document, named by every {@link JsonFormatException}
   * @throws JsonFormatException if {@code node} is not a rejection: an unknown §R code, a rule that
   *     is no rule id, a missing message, an unknown field, naming the field at fault
   */
  public Rejection rejection(JsonNode node, String path) throws JsonFormatException {
    return Wire.rejection(node, path);
  }

  /**
   * {@return {@code verdict} as a tagged object: {@code ok}, {@code illegal}, {@code mismatch},
   * {@code malformed}}
   *
   * @param verdict a {@link kemkit.record.Validator}'s verdict on a record
   */
  public ObjectNode verdict(Verdict verdict) {
    return Wire.VERDICTS.write(verdict);
  }

  /**
   * {@return the verdict {@code node} encodes}
   *
   * @param node the encoded verdict, a tagged object, untrusted
   * @param path where {@code node} lies in the document, named by every {@link JsonFormatException}
   * @throws JsonFormatException if {@code node} is not a verdict: an unknown tag, a missing or
   *     mistyped field, naming the field at fault
   */
  public Verdict verdict(JsonNode node, String path) throws JsonFormatException {
    return Wire.VERDICTS.read(node, path);
  }

  // ---- schemas ----

  /** {@return the {@code $id} of every JSON Schema this jar holds: {@link #CODEC_SCHEMA_ID}, {@link #PROTOCOL_SCHEMA_ID}} */
  public ImmutableSet<String> schemaIds() {
    return SCHEMA_FILES.keySet();
  }

  /**
   * {@return the text of the JSON Schema (draft 2020-12) whose {@code $id} is {@code id}, from the
   * jar; empty for an unknown id} A schema's {@code $ref}s to the other name it by its {@code $id},
   * so a validator given both texts resolves them without the network.
   *
   * @param id a schema's {@code $id}, as {@link #schemaIds()} gives it
   * @throws UncheckedIOException if the jar cannot be read
   */
  public Optional<String> schema(String id) {
    String file = SCHEMA_FILES.get(id);
    if (file == null) {
      return Optional.empty();
    }
    try (InputStream in = JsonCodec.class.getResourceAsStream(SCHEMA_FOLDER + file)) {
      if (in == null) {
        throw new IllegalStateException("the jar lacks " + SCHEMA_FOLDER + file + ": a broken build");
      }
      return Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---- for the coverage test ----

  /** {@return every record class this codec encodes, for the test that compares them with the sealed families} */
  static ImmutableList<Class<?>> encodedClasses() {
    return ImmutableList.<Class<?>>builder()
        .addAll(Wire.CHANCE.classes()).addAll(Wire.VERDICTS.classes())
        .addAll(FamilyWire.ACTIONS.classes()).addAll(FamilyWire.EVENTS.classes())
        .addAll(KhamulWire.ACTIONS.classes()).addAll(KhamulWire.EVENTS.classes())
        .build();
  }
}
