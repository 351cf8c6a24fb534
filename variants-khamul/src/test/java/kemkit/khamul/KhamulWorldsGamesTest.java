package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.world.Belief;
import kemkit.world.NoWorldException;
import kemkit.world.SeatHistory;
import kemkit.world.Worlds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Possible worlds on ordinary histories: every seat of seeded random four-player games, whatever
 * the other seats rearranged unseen (H-10) before a snap, a swap, a black king or the reveal showed
 * their cards (H-8, H-9, H-13), gets a belief, and its samples give the seat its own view (H-15).
 * A few histories still get none: the tests record how many, and fail if it grows.
 * {@code -Dkhamul.worlds.games=N} plays more games.
 */
class KhamulWorldsGamesTest {

  private static final KhamulRules RULES = Khamul.rules();
  private static final Worlds<KhamulState, KhamulAction, KhamulEvent, KhamulView> WORLDS = KhamulWorlds.of(RULES);
  private static final int GAMES = Integer.getInteger("khamul.worlds.games", 25);
  private static final int SAMPLES = 3;
  /** Seats of the first 25 games' 60 moves still without a belief (measured: game 24, seats 0 and 3). */
  private static final int KNOWN_SHORT_FAILURES = 2;
  private static final int WHOLE_ROUND_GAMES = 5;
  /** Seats of the first {@link #WHOLE_ROUND_GAMES} whole rounds still without a belief (measured). */
  private static final int KNOWN_FAILURES = 5;

  /**
   * Any seat's legal action, uniformly: rearranges and snaps from every seat, all the time; the
   * first 60 moves of round 1 (about 60 steps, several unseen rearranges, many snaps).
   */
  @Test
  void everySeatOfRoundOneWithRearrangesEverywhereHasABelief() {
    List<String> failures = new ArrayList<>();
    List<Long> micros = new ArrayList<>();
    for (int game = 0; game < GAMES; game++) {
      SplittableRandom rng = new SplittableRandom(game);
      check("round 1, 60 moves, game " + game, play(rng, 1, 63, KhamulWorldsGamesTest::anySeat), failures, micros, rng);
    }
    report("round 1, 60 moves", micros);
    // Measured: game 24 leaves seats 0 and 3 without a belief (the search's budget runs out).
    assertThat(failures).as("seats without a belief, of %d", 4 * GAMES).hasSizeLessThanOrEqualTo(KNOWN_SHORT_FAILURES);
  }

  /**
   * The same games played to the end of round 1 (up to 400 actions): the reveal shows every hand
   * (H-13) after dozens of unseen rearranges. Not solved yet: this records how many seats still get
   * no belief, so that a fix shows here (lower the bound) and a regression fails. About 30 s,
   * most of it the failing seats' searches running out: outside CI, with {@code
   * -Dkhamul.worlds.whole=true}.
   */
  @Test
  @EnabledIfSystemProperty(named = "khamul.worlds.whole", matches = "true")
  void wholeRoundOneWithRearrangesEverywhere() {
    List<String> failures = new ArrayList<>();
    List<Long> micros = new ArrayList<>();
    for (int game = 0; game < WHOLE_ROUND_GAMES; game++) {
      SplittableRandom rng = new SplittableRandom(game);
      check("whole round 1, game " + game, play(rng, 1, 400, KhamulWorldsGamesTest::anySeat), failures, micros, rng);
    }
    report("whole round 1", micros);
    assertThat(failures).as("seats without a belief, of %d", 4 * WHOLE_ROUND_GAMES).hasSizeLessThanOrEqualTo(KNOWN_FAILURES);
  }

  private static List<Action> play(SplittableRandom rng, int rounds, int most,
      BiFunction<KhamulState, SplittableRandom, Action> policy) {
    List<Action> actions = new ArrayList<>();
    KhamulState state = RULES.start();
    while (!state.isOver() && actions.size() < most && state.round() <= rounds) {
      Action action = policy.apply(state, rng);
      state = RULES.apply(state, action).state();
      actions.add(action);
    }
    return actions;
  }

  private static Action anySeat(KhamulState state, SplittableRandom rng) {
    if (state.chanceDue().isPresent()) {
      return Chance.roll(state.chanceDue().get(), rng);
    }
    List<KhamulAction> legal = new ArrayList<>();
    for (int seat = 0; seat < state.players(); seat++) {
      legal.addAll(RULES.legalActions(state, seat));
    }
    return legal.get(rng.nextInt(legal.size()));
  }

  private static void check(String game, List<Action> actions, List<String> failures, List<Long> micros,
      SplittableRandom rng) {
    KhamulState state = RULES.start();
    for (Action action : actions) {
      state = RULES.apply(state, action).state();
    }
    for (int seat = 0; seat < state.players(); seat++) {
      KhamulView view = RULES.view(state, seat);
      SeatHistory<KhamulAction, KhamulEvent> history = SeatHistory.of(RULES, seat, actions);
      long start = System.nanoTime();
      try {
        Belief<KhamulState, KhamulAction, KhamulEvent> belief = WORLDS.belief(view, history);
        micros.add((System.nanoTime() - start) / 1_000);
        if (Boolean.getBoolean("khamul.worlds.verbose")) {
          System.out.println(game + " seat " + seat + " steps " + actions.size() + " ms " + micros.get(micros.size() - 1) / 1000);
        }
        for (int i = 0; i < SAMPLES; i++) {
          if (!RULES.view(belief.sample(rng), seat).equals(view)) {
            failures.add(game + ", seat " + seat + ": a sample gives another view");
            break;
          }
        }
      } catch (NoWorldException | IllegalStateException e) {
        failures.add(game + ", seat " + seat + " (" + actions.size() + " actions): " + e.getMessage());
      }
    }
  }

  /** Prints how long a belief took: a note for the reader, never asserted (timing is JMH's job). */
  private static void report(String what, List<Long> micros) {
    long[] sorted = micros.stream().mapToLong(Long::longValue).sorted().toArray();
    if (sorted.length > 0) {
      System.out.printf("%s: %d beliefs, median %.1f ms, max %.1f ms%n", what, sorted.length,
          sorted[sorted.length / 2] / 1000.0, sorted[sorted.length - 1] / 1000.0);
    }
  }
}
