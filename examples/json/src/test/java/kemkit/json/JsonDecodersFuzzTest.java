package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import kemkit.game.Action;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;

/**
 * Any text through every JSON decoder of {@link JsonCodec} (actions, events, views, setups,
 * rejections, verdicts, record lines), for every preset: each decodes or is refused with a {@link
 * JsonFormatException} that names a field and says what is wrong in the protocol's words (never a
 * Jackson class or feature), and nothing else is ever thrown. What decodes encodes back to an
 * equal value; an action that the rules accept in a dealt game has a record line that reads back
 * as itself (C-9).
 *
 * <p>The first byte of the input picks the preset and the decoder; the rest is the document. A
 * plain build replays the empty input and each file of {@code
 * src/test/resources/kemkit/json/JsonDecodersFuzzTestInputs/anyTextDecodesOrIsRefused/}. To fuzz,
 * see {@code docs/fuzzing.md}:
 *
 * <pre>{@code
 * JAZZER_FUZZ=1 ./mvnw -pl examples/json test -Dtest=JsonDecodersFuzzTest -Djazzer.max_duration=10m
 * }</pre>
 */
class JsonDecodersFuzzTest {

  /** The decoders, picked by the first byte. */
  private enum Decoder { ACTION, EVENT, VIEW, SETUP, REJECTION, VERDICT, LINE }

  private static final JsonCodec CODEC = new JsonCodec(1 << 16);
  private static final ImmutableList<RuleSet<?, ?, ?, ?>> RULES = Playouts.presets();
  /** Each preset a few actions in, past its first deal, so that player actions can be accepted. */
  private static final ImmutableList<GameState> DEALT = dealt();

  @FuzzTest(maxDuration = "30s")
  void anyTextDecodesOrIsRefused(byte[] bytes) {
    if (bytes.length == 0) {
      return;
    }
    int pick = bytes[0] & 0xFF;
    int preset = pick % RULES.size();
    Decoder decoder = Decoder.values()[pick / RULES.size() % Decoder.values().length];
    String text = new String(bytes, 1, bytes.length - 1, StandardCharsets.UTF_8);
    try {
      decode(RULES.get(preset), DEALT.get(preset), decoder, text);
    } catch (JsonFormatException e) {
      assertThat(e.field()).startsWith("$");
      assertInProtocolWords(e.problem(), text);
    }
  }

  /** The parser's words that a sentence of the protocol never holds. */
  static final List<String> INTERNALS =
      List.of("StreamReadConstraints", "Feature", "fasterxml", "jackson", "`", "Source:", "REDACTED");

  /**
   * A refusal says what is wrong in the protocol's words: none of the parser's names, unless the
   * input itself held them (a sentence may quote what it refuses: "unknown op 'Feature'").
   */
  static void assertInProtocolWords(String problem, String input) {
    assertThat(problem).isNotBlank();
    for (String internal : INTERNALS) {
      if (!input.contains(internal)) {
        assertThat(problem).doesNotContain(internal);
      }
    }
  }

  private static void decode(RuleSet<?, ?, ?, ?> rules, GameState dealt, Decoder decoder, String text)
      throws JsonFormatException {
    roundTrips(CODEC.game(rules), rules, dealt, decoder, text);
  }

  private static <A extends PlayerAction, E extends Event, V> void roundTrips(GameCodec<A, E, V> game,
      RuleSet<?, ?, ?, ?> rules, GameState dealt, Decoder decoder, String text) throws JsonFormatException {
    if (decoder == Decoder.LINE) {
      Action action = game.line(text, "$.line");
      checkAction(rules, dealt, action);
      return;
    }
    JsonNode node = CODEC.parse(text);
    switch (decoder) {
      case ACTION -> {
        Action action = game.action(node, "$");
        assertThat(game.action(encode(game, action), "$")).isEqualTo(action);
        checkAction(rules, dealt, action);
      }
      case EVENT -> {
        E event = game.event(node, "$");
        assertThat(event).isNotNull();
      }
      case VIEW -> {
        V view = game.view(node, "$");
        assertThat(game.view(game.view(view), "$")).isEqualTo(view);
      }
      case SETUP -> {
        Setup setup = CODEC.setup(node, "$");
        assertThat(CODEC.setup(CODEC.setup(setup), "$")).isEqualTo(setup);
      }
      case REJECTION -> assertThat(CODEC.rejection(CODEC.rejection(CODEC.rejection(node, "$")), "$"))
          .isEqualTo(CODEC.rejection(node, "$"));
      case VERDICT -> assertThat(CODEC.verdict(CODEC.verdict(CODEC.verdict(node, "$")), "$"))
          .isEqualTo(CODEC.verdict(node, "$"));
      default -> throw new AssertionError(decoder);
    }
  }

  /** {@return a decoded action encoded again: a chance action, or one of this game's player actions} */
  @SuppressWarnings("unchecked")
  private static <A extends PlayerAction> ObjectNode encode(GameCodec<A, ?, ?> game, Action action) {
    return action instanceof ChanceAction chance ? game.chance(chance) : game.action((A) action);
  }

  /** C-9: an action accepted in the dealt game has a record line that reads back as itself. */
  private static void checkAction(RuleSet<?, ?, ?, ?> rules, GameState dealt, Action action) {
    if (!accepted(rules, dealt, action)) {
      return;
    }
    String line = RecordWriter.line(rules, action);
    try {
      assertThat(RecordLine.parse(rules, line)).as("the line of %s, accepted", action).isEqualTo(action);
    } catch (MalformedRecordException e) {
      throw new AssertionError("accepted " + action + " is written '" + line + "', which does not read: " + e.getMessage(), e);
    }
  }

  @SuppressWarnings("unchecked")
  private static <S extends GameState> boolean accepted(RuleSet<S, ?, ?, ?> rules, GameState state, Action action) {
    Outcome<S, ?> outcome = rules.apply((S) state, action);
    return outcome.isAccepted();
  }

  private static ImmutableList<GameState> dealt() {
    List<GameState> states = new ArrayList<>();
    for (RuleSet<?, ?, ?, ?> rules : RULES) {
      states.add(replay(rules, Playouts.play(rules, 1, 12)));
    }
    return ImmutableList.copyOf(states);
  }

  private static <S extends GameState> S replay(RuleSet<S, ?, ?, ?> rules, List<Action> actions) {
    S state = rules.start();
    for (Action action : actions) {
      state = rules.apply(state, action).state();
    }
    return state;
  }
}
