package kemkit.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import kemkit.examples.simulate.Lineup;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;
import kemkit.examples.simulate.Summary;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Heuristic bots in whole games (seeded): every move they pick is legal, games end, and they beat
 * random bots by a wide margin in every game and preset.
 */
class BotPlayTest {

  static Stream<Arguments> setups() {
    return Stream.of(
        Arguments.of(Setup.of("kemps")),
        Arguments.of(Setup.of("kemps").withSeating("teams", 3)),
        Arguments.of(Setup.of("kems").withPreset("kems-en")),
        Arguments.of(Setup.of("kems").withPreset("kems-fr32")),
        Arguments.of(Setup.of("kems").withPreset("kems-classic")),
        Arguments.of(Setup.of("kems").withPreset("kems-expert").withSeating("team-size", 3)),
        Arguments.of(Setup.of("khamul")),
        Arguments.of(Setup.of("khamul").withSeating("players", 6)));
  }

  private static RuleSet<?, ?, ?, ?> rules(Setup setup) throws Exception {
    return Games.named(setup.game()).orElseThrow().create(setup);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void everyMoveIsLegalAndGamesEnd(Setup setup) throws Exception {
    RuleSet<?, ?, ?, ?> rules = rules(setup);
    for (long seed = 0; seed < 6; seed++) {
      assertThat(playOut(rules, seed, 20_000)).as("seed %d ends", seed).isTrue();
    }
  }

  /** Plays heuristic bots against each other, checking every move; {@return whether the game ended} */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> boolean playOut(
      RuleSet<S, A, E, V> rules, long seed, int cap) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<Bot<A, E, V>> bots = new ArrayList<>();
    S state = rules.start();
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      bots.add(Bots.create(BotKind.HEURISTIC, rules, seat, rng.split()));
    }
    Scheduler<S, A, E, V> scheduler = Scheduler.allBots(rules, bots, rng.split());
    for (int step = 0; step < cap && !state.isOver(); step++) {
      Outcome<S, E> outcome;
      if (state.chanceDue().isPresent()) {
        outcome = rules.apply(state, Chance.roll(state.chanceDue().get(), rng));
      } else {
        Scheduler.Move<A> move = scheduler.next(state).orElseThrow();
        ImmutableList<A> legal = rules.legalActions(state, move.seat());
        assertThat(legal).as("seed %d step %d", seed, step).contains(move.action());
        outcome = rules.apply(state, move.action());
      }
      assertThat(outcome.isAccepted()).isTrue();
      ImmutableList<E> events = outcome.events();
      for (int seat = 0; seat < bots.size(); seat++) {
        for (E event : rules.eventsSeenBy(seat, events)) {
          bots.get(seat).observe(event);
        }
      }
      state = outcome.state();
    }
    return state.isOver();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("setups")
  void heuristicBeatsRandom(Setup setup) throws Exception {
    RuleSet<?, ?, ?, ?> rules = rules(setup);
    Plan plan = new Plan(rules, Lineup.parse("heuristic,random").orElseThrow(), 16, 7, 2, 100_000, false);
    Summary summary = Summary.of(plan, Simulator.run(plan, () -> {}), java.time.Duration.ZERO);

    assertThat(summary.failed()).isZero();
    assertThat(summary.finished()).isGreaterThanOrEqualTo(15);
    Optional<Summary.KindResult> heuristic = summary.kinds().stream()
        .filter(kind -> kind.kind() == BotKind.HEURISTIC).findFirst();
    assertThat(heuristic.orElseThrow().winRate()).as(summary.toString()).isGreaterThanOrEqualTo(0.9);
  }
}
