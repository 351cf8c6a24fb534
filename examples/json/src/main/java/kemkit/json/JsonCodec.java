package kemkit.json;

import static kemkit.json.Union.of;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyHints;
import kemkit.family.FamilyNarration;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.game.Action;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.Narration;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulHints;
import kemkit.khamul.KhamulNarration;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulView;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;
import kemkit.record.Verdict;

/**
 * The JSON form of kemkit's values, for engines and interfaces written in other languages: setups,
 * actions (as objects and as record lines), a seat's view (K-25, H-15), events as a seat heard them
 * (C-6), rejections (§R) and record verdicts. The schema files in {@code examples/json/schema}
 * describe every encoding.
 *
 * <p>Encoding is explicit, one writer per record: only what a seat's view or event stream holds
 * goes on the wire, and nothing is found by reflection. Decoding is strict: a document that is not
 * JSON, larger than the limit or nested too deep, with an unknown, missing or mistyped field, is
 * refused with a {@link JsonFormatException} that names the field, the only exception the decoding
 * methods throw. For every value {@code x}, {@code decode(encode(x))} equals {@code x}.
 *
 * <pre>{@code
 * JsonCodec codec = new JsonCodec();
 * String heard = codec.write(JsonCodec.event(rules, event, 2));  // the event as seat 2 heard it
 * Action action = codec.action("kemps", codec.parse("{\"type\":\"top\",\"seat\":0}"));
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class JsonCodec {

  /** The default largest document, in characters: far above any game's largest value. */
  public static final int DEFAULT_MAX_CHARS = 1 << 20;

  /** How deep objects and arrays may nest: the deepest encoding (an event's call) needs 4. */
  private static final int MAX_DEPTH = 16;


  private static final Union<ChanceAction> CHANCE = new Union<>("action", ImmutableList.of(
      of(Shuffle.class, "shuffle", (a, o) -> o.set("cards", Nodes.cards(a.cards())),
          f -> new Shuffle(f.cards("cards"))),
      of(Starter.class, "starter", (a, o) -> o.put("seat", a.seat()),
          f -> new Starter(f.integer("seat")))));

  private static final Union<Verdict> VERDICTS = new Union<>("verdict", ImmutableList.of(
      of(Verdict.Ok.class, "ok",
          (v, o) -> o.put("round", v.round()).put("over", v.over()).set("scores", Nodes.integers(v.scores())),
          f -> new Verdict.Ok(f.integers("scores"), f.integer("round"), f.bool("over"))),
      of(Verdict.Illegal.class, "illegal",
          (v, o) -> o.put("line", v.line()).put("action", v.action()).set("rejection", rejection(v.rejection())),
          f -> new Verdict.Illegal(f.integer("line"), f.string("action"), f.get("rejection", JsonCodec::rejection))),
      of(Verdict.Mismatch.class, "mismatch",
          (v, o) -> o.put("line", v.line()).put("expected", v.expected()).put("actual", v.actual()),
          f -> new Verdict.Mismatch(f.integer("line"), f.string("expected"), f.string("actual"))),
      of(Verdict.Malformed.class, "malformed",
          (v, o) -> o.put("line", v.line()).put("column", v.column()).put("problem", v.problem()),
          f -> new Verdict.Malformed(f.integer("line"), f.integer("column"), f.string("problem")))));

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
        .maxNumberLength(64)
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
    } catch (JsonProcessingException e) {
      String where = e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")";
      throw new JsonFormatException("$", "not JSON: " + firstLine(e.getOriginalMessage()) + where);
    }
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

  private static String firstLine(String message) {
    String text = message == null ? "unreadable" : message;
    int newline = text.indexOf('\n');
    return newline < 0 ? text : text.substring(0, newline);
  }

  // ---- setups ----

  /**
   * {@return {@code setup} as {@code {"game", "preset", "options", "seating"}}; no preset is null}
   *
   * @param setup a game, its preset, its options and its seating, as a record header gives them
   */
  public static ObjectNode setup(Setup setup) {
    ObjectNode o = Nodes.object().put("game", setup.game());
    Nodes.string(o, "preset", setup.preset());
    ObjectNode options = o.putObject("options");
    setup.options().forEach(options::put);
    ObjectNode seating = o.putObject("seating");
    setup.seating().forEach(seating::put);
    return o;
  }

  /**
   * {@return the setup {@code node} encodes} Only {@code game} is required: a missing (or null)
   * preset is the game's default, missing options and seating are none.
   *
   * @param node the encoded setup
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code node} is not a setup object: a missing {@code game}, an
   *     unknown field, a value of the wrong type, naming the field at fault
   */
  public static Setup setup(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    Setup setup = Setup.of(f.string("game"));
    Optional<String> preset = f.ifPresent("preset", Fields.nullable(Fields::string)).flatMap(p -> p);
    if (preset.isPresent()) {
      setup = setup.withPreset(preset.get());
    }
    for (Map.Entry<String, JsonNode> option : entries(f, "options")) {
      setup = setup.withOption(option.getKey(), Fields.string(option.getValue(), path + ".options." + option.getKey()));
    }
    for (Map.Entry<String, JsonNode> seat : entries(f, "seating")) {
      setup = setup.withSeating(seat.getKey(), Fields.integer(seat.getValue(), path + ".seating." + seat.getKey()));
    }
    f.end();
    return setup;
  }

  private static Iterable<Map.Entry<String, JsonNode>> entries(Fields f, String name) throws JsonFormatException {
    if (!f.has(name)) {
      return ImmutableList.of();
    }
    JsonNode object = f.required(name);
    Fields.of(object, f.path() + "." + name); // refuses anything but an object
    return object.properties();
  }

  // ---- actions ----

  /**
   * {@return {@code action} as a tagged object: {@code {"type":"exchange","seat":1,"give":"2C",…}}}
   *
   * @param action a chance action or a player action of Kem's, Kemps or Khamul
   * @throws IllegalArgumentException if no game of this module has such an action
   */
  public static ObjectNode action(Action action) {
    if (action instanceof ChanceAction chance) {
      return CHANCE.write(chance);
    }
    if (action instanceof FamilyAction family) {
      return FamilyCodec.ACTIONS.write(family);
    }
    if (action instanceof KhamulAction khamul) {
      return KhamulCodec.ACTIONS.write(khamul);
    }
    throw new IllegalArgumentException("no JSON codec for action " + action.getClass().getName());
  }

  /**
   * {@return the action of game {@code game} ({@code kems}, {@code kemps}, {@code khamul}) that
   * {@code node} encodes}
   *
   * @param game the game's name, as a record's {@code game} statement gives it
   * @param node the encoded action, a tagged object
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code game} has no codec, or {@code node} is no action of it
   *     (an unknown {@code type}, a missing or mistyped field), naming the field at fault
   */
  public static Action action(String game, JsonNode node, String path) throws JsonFormatException {
    String type = Fields.of(node, path).string("type");
    if (CHANCE.names().contains(type)) {
      return CHANCE.read(Fields.of(node, path));
    }
    return family(game, path) ? FamilyCodec.ACTIONS.read(node, path) : KhamulCodec.ACTIONS.read(node, path);
  }

  /**
   * {@return {@code action} as its record line, {@code 2 exchange 2C 5D} (record-format.md)}
   *
   * @param rules the rule set of the game, whose notation writes the line
   * @param action a chance action or a player action of that game
   */
  public static String line(RuleSet<?, ?, ?, ?> rules, Action action) {
    return RecordWriter.line(rules, action);
  }

  /**
   * {@return the action a record line of a game of {@code rules} writes}
   *
   * @param rules the rule set of the game, whose notation reads the line
   * @param line one body line of a record (record-format.md, Body), without its line end
   * @param path where the line lies in the document, named by the exception
   * @throws JsonFormatException naming {@code path} if the line is not an action line of the game
   */
  public static Action line(RuleSet<?, ?, ?, ?> rules, String line, String path) throws JsonFormatException {
    try {
      return RecordLine.parse(rules, line);
    } catch (MalformedRecordException e) {
      throw new JsonFormatException(path, (e.column() > 0 ? "column " + e.column() + ": " : "") + e.problem());
    }
  }

  private static boolean family(String game, String path) throws JsonFormatException {
    switch (game) {
      case "kems":
      case "kemps":
        return true;
      case "khamul":
        return false;
      default:
        throw new JsonFormatException(path, "no JSON codec for game '" + game + "'");
    }
  }

  // ---- events ----

  /**
   * {@return {@code event} as a tagged object with the {@code sentence} {@code seat} heard and the
   * {@code ruleId} of the rule it comes from} The event must already be as {@code seat} may see it ({@link
   * RuleSet#eventsSeenBy}): the sentence is the game's own narration of it ({@code
   * FamilyNarration}, {@code KhamulNarration}), so it tells no more than the event (C-6).
   *
   * @param rules the game the event is from (Kem's and Kemps name their calls differently)
   * @param event an event of Kem's, Kemps or Khamul, as {@code seat} may see it (C-6)
   * @param seat the seat that heard it, whose sentence it is told in
   * @throws IllegalArgumentException if no game of this module has such an event, or no such seat
   */
  public static ObjectNode event(RuleSet<?, ?, ?, ?> rules, Event event, int seat) {
    ObjectNode o;
    Narration.Sentence sentence;
    if (event instanceof FamilyEvent family && rules instanceof FamilyRules familyRules) {
      o = FamilyCodec.EVENTS.write(family);
      sentence = FamilyNarration.of(familyRules, seat).tell(family);
    } else if (event instanceof KhamulEvent khamul) {
      o = KhamulCodec.EVENTS.write(khamul);
      sentence = KhamulNarration.of(seat).tell(khamul);
    } else {
      throw new IllegalArgumentException("no JSON codec for event " + event.getClass().getName()
          + " of " + rules.setup().game());
    }
    // "ruleId", not "rule": an event may have a component called rule (TripleShown, K-6).
    return o.put("sentence", sentence.text()).put("ruleId", sentence.ruleId());
  }

  /**
   * {@return the event of game {@code game} that {@code node} encodes (its sentence and rule id are not kept)}
   *
   * @param game the game's name, as a record's {@code game} statement gives it
   * @param node the encoded event, a tagged object with its {@code sentence} and {@code ruleId}
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code game} has no codec, or {@code node} is no event of it,
   *     naming the field at fault
   */
  public static Event event(String game, JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    f.string("sentence");
    f.string("ruleId");
    return family(game, path) ? FamilyCodec.EVENTS.read(f) : KhamulCodec.EVENTS.read(f);
  }

  // ---- views ----

  /**
   * {@return what {@code view}'s seat may do now and why, as {@code [{"sentence", "ruleId"}]}, told
   * like events} Built from the view alone ({@code FamilyHints}, {@code KhamulHints}, C-6).
   *
   * @param rules the table's rules
   * @param view the seat's view
   * @throws IllegalArgumentException if the game has no hints
   */
  public static ArrayNode hints(RuleSet<?, ?, ?, ?> rules, Object view) {
    if (rules instanceof FamilyRules family && view instanceof FamilyView v) {
      return sentences(FamilyHints.of(family, v.seat()).hints(v));
    }
    if (rules instanceof KhamulRules khamul && view instanceof KhamulView v) {
      return sentences(KhamulHints.of(khamul, v.seat()).hints(v));
    }
    throw new IllegalArgumentException("no hints for view " + view.getClass().getName());
  }

  /**
   * {@return the rules of the table in short, as {@code [{"sentence", "ruleId"}]}: Khamul's card
   * values, threshold, penalties and powers; empty for the Kem's family}
   *
   * @param rules the table's rules
   */
  public static ArrayNode legend(RuleSet<?, ?, ?, ?> rules) {
    return rules instanceof KhamulRules khamul ? sentences(KhamulHints.of(khamul, 0).legend()) : Nodes.F.arrayNode();
  }

  private static ArrayNode sentences(List<Narration.Sentence> sentences) {
    ArrayNode out = Nodes.F.arrayNode();
    sentences.forEach(s -> out.addObject().put("sentence", s.text()).put("ruleId", s.ruleId()));
    return out;
  }

  /**
   * {@return a seat's view as an object, every component by name}
   *
   * @param view a seat's view of Kem's, Kemps (K-25) or Khamul (H-15)
   * @throws IllegalArgumentException if {@code view} is not a {@link FamilyView} or {@link KhamulView}
   */
  public static ObjectNode view(Object view) {
    if (view instanceof FamilyView family) {
      return FamilyCodec.view(family);
    }
    if (view instanceof KhamulView khamul) {
      return KhamulCodec.view(khamul);
    }
    throw new IllegalArgumentException("no JSON codec for view " + view.getClass().getName());
  }

  /**
   * {@return the view of a seat in game {@code game} that {@code node} encodes}
   *
   * @param game the game's name, as a record's {@code game} statement gives it
   * @param node the encoded view
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code game} has no codec, or {@code node} is no view of it,
   *     naming the field at fault
   */
  public static Object view(String game, JsonNode node, String path) throws JsonFormatException {
    return family(game, path) ? FamilyCodec.view(node, path) : KhamulCodec.view(node, path);
  }

  // ---- rejections and verdicts ----

  /**
   * {@return {@code rejection} as {@code {"code", "rule", "message"}}} {@code rule} is the rule id
   * the message cites last ({@code K-9}), or null when it cites none.
   *
   * @param rejection a §R code and its sentence
   */
  public static ObjectNode rejection(Rejection rejection) {
    ObjectNode out = Nodes.object().put("code", rejection.code().name()).put("rule", rejection.rule())
        .put("message", rejection.message());
    // The second person only when it differs: a rejection read back from a log has one sentence.
    if (!rejection.toActor().equals(rejection.message())) {
      out.put("toActor", rejection.toActor());
    }
    return out;
  }

  /**
   * {@return the rejection {@code node} encodes; its {@code rule} is read from the message again}
   *
   * @param node the encoded rejection
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code node} is not a rejection: an unknown §R code, a missing
   *     message, an unknown field, naming the field at fault
   */
  public static Rejection rejection(JsonNode node, String path) throws JsonFormatException {
    Fields f = Fields.of(node, path);
    RejectionCode code = f.enumeration("code", RejectionCode.class);
    String rule = f.string("rule");
    String message = f.string("message");
    String toActor = f.has("toActor") ? f.string("toActor") : message;
    f.end();
    try {
      return new Rejection(code, rule, message, toActor);
    } catch (IllegalArgumentException e) {
      throw new JsonFormatException(path + ".rule", e.getMessage());
    }
  }

  /**
   * {@return {@code verdict} as a tagged object: {@code ok}, {@code illegal}, {@code mismatch},
   * {@code malformed}}
   *
   * @param verdict a {@link kemkit.record.Validator}'s verdict on a record
   */
  public static ObjectNode verdict(Verdict verdict) {
    return VERDICTS.write(verdict);
  }

  /**
   * {@return the verdict {@code node} encodes}
   *
   * @param node the encoded verdict, a tagged object
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code node} is not a verdict: an unknown tag, a missing or
   *     mistyped field, naming the field at fault
   */
  public static Verdict verdict(JsonNode node, String path) throws JsonFormatException {
    return VERDICTS.read(node, path);
  }

  // ---- for the coverage test ----

  /** {@return every record class this codec encodes, for the test that compares them with the sealed families} */
  static ImmutableList<Class<?>> encodedClasses() {
    return ImmutableList.<Class<?>>builder()
        .addAll(CHANCE.classes()).addAll(VERDICTS.classes())
        .addAll(FamilyCodec.ACTIONS.classes()).addAll(FamilyCodec.EVENTS.classes())
        .addAll(KhamulCodec.ACTIONS.classes()).addAll(KhamulCodec.EVENTS.classes())
        .build();
  }
}
