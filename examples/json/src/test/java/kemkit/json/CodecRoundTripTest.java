package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * decode(encode(x)) equals x for every value the seeded games of every preset make: each action
 * (as an object and as a record line), each event in full and as every seat heard it (C-6), every
 * seat's view (K-25, H-15), each rejection (§R) and the record's verdict. Everything goes through
 * JSON text, as on the wire.
 */
class CodecRoundTripTest {

  private static final int GAMES = 50;
  private static final int VIEW_EVERY = 5;

  private static final Set<Class<?>> SEEN = new HashSet<>();

  private final JsonCodec codec = new JsonCodec();

  @TestFactory
  @DisplayName("C-5, C-6: decode(encode(x)) == x over seeded games of every preset")
  Stream<DynamicTest> roundTrips() {
    return Playouts.presets().stream().map(rules -> DynamicTest.dynamicTest(
        rules.setup().preset().orElse(rules.game()), () -> {
          for (long seed = 0; seed < GAMES; seed++) {
            check(rules, Playouts.play(rules, seed));
          }
        }));
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> void check(
      RuleSet<S, A, E, V> rules, ImmutableList<Action> actions) throws JsonFormatException {
    GameCodec<A, E, V> game = codec.game(rules);
    S state = rules.start();
    int step = 0;
    for (Action action : actions) {
      SEEN.add(action.getClass());
      assertThat(game.action(text(Playouts.encode(game, action)), "$")).isEqualTo(action);
      assertThat(game.line(game.line(action), "$")).isEqualTo(action);
      Outcome<S, E> outcome = rules.apply(state, action);
      if (outcome instanceof Outcome.Accepted<S, E> accepted) {
        for (E event : accepted.events()) {
          SEEN.add(event.getClass());
          assertThat(game.event(text(game.event(event, 0)), "$")).isEqualTo(event);
        }
        for (int seat = 0; seat < state.seating().seats(); seat++) {
          for (E event : rules.eventsSeenBy(seat, accepted.events())) {
            assertThat(game.event(text(game.event(event, seat)), "$")).isEqualTo(event);
          }
        }
      } else {
        Rejection rejection = outcome.rejection().orElseThrow();
        assertThat(codec.rejection(text(codec.rejection(rejection)), "$")).isEqualTo(rejection);
      }
      state = outcome.state();
      if (step++ % VIEW_EVERY == 0) {
        for (int seat = 0; seat < state.seating().seats(); seat++) {
          V view = rules.view(state, seat);
          assertThat(game.view(text(game.view(view)), "$")).isEqualTo(view);
        }
      }
    }
    Verdict verdict = Validator.validate(RecordWriter.write(rules, actions));
    SEEN.add(verdict.getClass());
    assertThat(codec.verdict(text(codec.verdict(verdict)), "$")).isEqualTo(verdict);
    assertThat(codec.setup(text(codec.setup(rules.setup())), "$")).isEqualTo(rules.setup());
  }

  private JsonNode text(JsonNode node) throws JsonFormatException {
    return codec.parse(codec.write(node));
  }

  /** Which encoded classes the games never made: {@code CodecCoverageTest} gives those a hand-made value. */
  @AfterAll
  static void report() {
    Set<Class<?>> missing = new HashSet<>(JsonCodec.encodedClasses());
    missing.removeAll(SEEN);
    System.out.println("CodecRoundTripTest: classes the seeded games never made: "
        + missing.stream().map(Class::getName).sorted().toList());
  }
}
