package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.kemps.Kemps;
import kemkit.record.RecordWriter;
import kemkit.record.Validator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The JSON Schema files of {@code examples/json/schema} describe what the codec and the server
 * really write: every encoding of seeded games of every preset, and every answer of a protocol
 * session (errors included), validates; a value with an extra field or a bad card does not.
 *
 * <p>Checked with networknt's json-schema-validator (draft 2020-12), a test dependency: a real
 * validator proves the files are standard JSON Schema that any language's validator reads, which a
 * home-made checker of the keywords we happen to use would not.
 */
class SchemaTest {

  private static final String ID = "https://github.com/kemkit/kemkit/schema/";
  private static final int GAMES = 5;

  private static SchemaRegistry registry;
  private static final Map<String, Schema> SCHEMAS = new HashMap<>();

  private final JsonCodec codec = new JsonCodec();

  /** The schemas as a user's program finds them: in the jar (the class path here), by {@code $id}. */
  @BeforeAll
  static void load() {
    JsonCodec codec = new JsonCodec();
    Map<String, String> files = new HashMap<>();
    for (String id : codec.schemaIds()) {
      files.put(id, codec.schema(id).orElseThrow());
    }
    registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12, b -> b.schemas(files));
  }

  @Test
  @DisplayName("the jar holds every schema file of examples/json/schema, found by its $id, byte for byte")
  void schemasShipped() throws IOException, JsonFormatException {
    assertThat(codec.schemaIds()).containsExactlyInAnyOrder(JsonCodec.CODEC_SCHEMA_ID, JsonCodec.PROTOCOL_SCHEMA_ID);
    try (var files = Files.list(Path.of("schema"))) {
      List<Path> sources = files.filter(f -> f.toString().endsWith(".schema.json")).toList();
      assertThat(sources).hasSameSizeAs(codec.schemaIds());
      for (Path source : sources) {
        String text = Files.readString(source);
        String id = codec.parse(text).get("$id").textValue();
        assertThat(codec.schema(id)).as(id).contains(text);
      }
    }
    assertThat(codec.schema(ID + "nope.schema.json")).isEmpty();
  }

  private static void valid(String file, String def, JsonNode node) {
    Schema schema = SCHEMAS.computeIfAbsent(file + def,
        k -> registry.getSchema(SchemaLocation.of(ID + file + "#/$defs/" + def)));
    List<Error> errors = schema.validate(node);
    assertThat(errors).as("%s against %s#/$defs/%s", node, file, def).isEmpty();
  }

  private static boolean isValid(String file, String def, JsonNode node) {
    return registry.getSchema(SchemaLocation.of(ID + file + "#/$defs/" + def)).validate(node).isEmpty();
  }

  @Test
  @DisplayName("C-5, C-6, K-25, H-15: every encoding of seeded games validates against codec.schema.json")
  void codecEncodings() {
    for (RuleSet<?, ?, ?, ?> rules : Playouts.presets()) {
      valid("codec.schema.json", "setup", codec.setup(rules.setup()));
      for (int seed = 0; seed < GAMES; seed++) {
        check(rules, Playouts.play(rules, seed));
      }
    }
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> void check(
      RuleSet<S, A, E, V> rules, ImmutableList<Action> actions) {
    String events = rules.game().equals("khamul") ? "khamulEvent" : "familyEvent";
    String views = rules.game().equals("khamul") ? "khamulView" : "familyView";
    GameCodec<A, E, V> game = codec.game(rules);
    S state = rules.start();
    for (Action action : actions) {
      valid("codec.schema.json", "action", Playouts.encode(game, action));
      Outcome<S, E> outcome = rules.apply(state, action);
      if (outcome instanceof Outcome.Accepted<S, E> accepted) {
        for (int seat = 0; seat < state.seating().seats(); seat++) {
          for (E event : rules.eventsSeenBy(seat, accepted.events())) {
            valid("codec.schema.json", events, game.event(event, seat));
          }
        }
      } else {
        valid("codec.schema.json", "rejection", codec.rejection(outcome.rejection().orElseThrow()));
      }
      state = outcome.state();
      valid("codec.schema.json", views, game.view(rules.view(state, 0)));
    }
    valid("codec.schema.json", "verdict", codec.verdict(Validator.validate(RecordWriter.write(rules, actions))));
  }

  @Test
  @DisplayName("every request and answer of a protocol session validates against protocol.schema.json")
  void protocolSession() throws JsonFormatException {
    RuleSet<?, ?, ?, ?> rules = Playouts.presets().get(5);
    StringBuilder requests = new StringBuilder();
    requests.append("{\"op\":\"open\",\"id\":\"a\",\"header\":\"record 1\\ngame khamul\\n\",\"req\":1}\n");
    requests.append("{\"op\":\"open\",\"setup\":{\"game\":\"kemps\"}}\n");
    requests.append("{\"op\":\"open\",\"id\":\"capped\",\"setup\":{\"game\":\"kemps\"},\"maxMoves\":5}\n");
    for (Action action : Playouts.play(rules, 3)) {
      requests.append("{\"op\":\"move\",\"id\":\"a\",\"line\":\"").append(RecordWriter.line(rules, action)).append("\"}\n");
      requests.append("{\"op\":\"legal\",\"id\":\"a\",\"seat\":1}\n{\"op\":\"view\",\"id\":\"a\",\"seat\":2}\n");
    }
    requests.append("{\"op\":\"move\",\"id\":\"g1\",\"action\":{\"type\":\"top\",\"seat\":0}}\n");
    requests.append("{\"op\":\"view\",\"id\":\"g1\",\"seat\":0}\n{\"op\":\"verdict\",\"id\":\"g1\"}\n");
    requests.append("{\"op\":\"worlds\",\"id\":\"g1\",\"seat\":0,\"worlds\":2,\"seed\":4,"
        + "\"query\":{\"place\":\"stock\",\"cards\":[\"AS\"]},\"samples\":10}\n");
    requests.append("{\"op\":\"validate\",\"record\":\"record 1\\ngame kemps\\nexpect round 2\\n\"}\n");
    requests.append("{\"op\":\"validate\",\"record\":\"record 1\\ngame kemps\\nexpect round 2\\n\",\"req\":\"f\"}\n");
    requests.append("{\"op\":\"close\",\"id\":\"a\"}\n{\"op\":\"close\",\"id\":\"a\"}\nnot json\n{\"op\":\"dance\"}\n");
    requests.append("{\"op\":\"env-open\",\"id\":\"e\",\"setup\":{\"game\":\"khamul\",\"seating\":{\"players\":2}},"
        + "\"learners\":[0],\"opponents\":\"random\",\"tensor\":\"information-state\",\"reward\":\"points\",\"maxMoves\":3,\"req\":2}\n");
    requests.append("{\"op\":\"env-reset\",\"id\":\"e\",\"seed\":5}\n{\"op\":\"env-observe\",\"id\":\"e\"}\n");
    // A peek, then passes (2879) until the episode is cut at three moves; the last steps are errors.
    requests.append("{\"op\":\"env-step\",\"id\":\"e\",\"action\":6}\n");
    for (int i = 0; i < 4; i++) {
      requests.append("{\"op\":\"env-step\",\"id\":\"e\",\"action\":2879}\n");
    }
    requests.append("{\"op\":\"env-record\",\"id\":\"e\"}\n{\"op\":\"env-close\",\"id\":\"e\"}\n");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new StdioServer().run(new ByteArrayInputStream(requests.toString().getBytes(StandardCharsets.UTF_8)), out);
    String[] sent = requests.toString().split("\n");
    String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(answers).hasSameSizeAs(sent);
    for (int i = 0; i < sent.length; i++) {
      if (!sent[i].equals("not json") && !sent[i].contains("dance")) {
        valid("protocol.schema.json", "request", codec.parse(sent[i]));
      }
      valid("protocol.schema.json", "answer", codec.parse(answers[i]));
    }
  }

  @Test
  @DisplayName("the schemas are strict: an extra field, a missing field or a bad card does not validate")
  void strict() {
    ObjectNode exchange = codec.family(Kemps.rules()).action(new FamilyAction.Exchange(1, Card.of("2C"), Card.of("5D")));
    assertThat(isValid("codec.schema.json", "action", exchange)).isTrue();
    assertThat(isValid("codec.schema.json", "action", exchange.deepCopy().put("extra", 1))).isFalse();
    assertThat(isValid("codec.schema.json", "action", exchange.deepCopy().put("give", "1Z"))).isFalse();
    ObjectNode missing = exchange.deepCopy();
    missing.remove("take");
    assertThat(isValid("codec.schema.json", "action", missing)).isFalse();
  }
}
