package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import kemkit.game.Setup;

/**
 * What a run of simulated games comes to. Everything but {@link #elapsed()} depends only on the
 * plan: the same rules, seed and number of games give an equal summary on any number of threads.
 *
 * @param setup the rules' setup: game, preset, options, seating
 * @param seed the run's seed
 * @param games how many games were played
 * @param elapsed how long they took, wall clock
 * @param finished how many ended by the rules
 * @param capped how many were stopped at the cap on actions
 * @param failed how many were stopped by a rules bug
 * @param meanRounds the mean of the round each game was in at its end
 * @param meanPlayerActions the mean number of player actions per game
 * @param side what the scores are counted by: {@code team} or {@code seat}
 * @param winRates for each team or seat, the share of finished games it won (a shared win counts
 *     for each winner)
 * @param meanScores for each team or seat, its mean final score over all games
 * @param firstProblem the first rules bug met, with its game's seed, if any
 */
public record Summary(
    Setup setup,
    long seed,
    int games,
    Duration elapsed,
    int finished,
    int capped,
    int failed,
    double meanRounds,
    double meanPlayerActions,
    String side,
    ImmutableList<Double> winRates,
    ImmutableList<Double> meanScores,
    Optional<String> firstProblem) {

  /** {@return the summary of {@code results}, a run of {@code plan} that took {@code elapsed}} */
  public static Summary of(Plan plan, List<GameResult> results, Duration elapsed) {
    int sides = results.isEmpty() ? 0 : results.get(0).scores().size();
    long[] wins = new long[sides];
    long[] scores = new long[sides];
    long rounds = 0;
    long actions = 0;
    int finished = 0;
    int capped = 0;
    int failed = 0;
    Optional<String> firstProblem = Optional.empty();
    for (GameResult result : results) {
      rounds += result.rounds();
      actions += result.playerActions();
      finished += result.over() ? 1 : 0;
      capped += result.capped() ? 1 : 0;
      if (result.problem().isPresent()) {
        failed++;
        if (firstProblem.isEmpty()) {
          firstProblem = Optional.of("game " + result.index() + " (seed " + result.seed() + "): " + result.problem().get());
        }
      }
      for (int side = 0; side < sides && side < result.scores().size(); side++) {
        scores[side] += result.scores().get(side);
      }
      result.winners().forEach(w -> wins[w]++);
    }
    ImmutableList.Builder<Double> winRates = ImmutableList.builder();
    ImmutableList.Builder<Double> meanScores = ImmutableList.builder();
    for (int side = 0; side < sides; side++) {
      winRates.add(finished == 0 ? 0.0 : (double) wins[side] / finished);
      meanScores.add((double) scores[side] / results.size());
    }
    boolean bySeat = plan.rules().start().seating().teamSize() == 1;
    return new Summary(plan.rules().setup(), plan.seed(), results.size(), elapsed, finished, capped, failed,
        (double) rounds / results.size(), (double) actions / results.size(), bySeat ? "seat" : "team",
        winRates.build(), meanScores.build(), firstProblem);
  }

  /** {@return games played per second of wall clock} */
  public double gamesPerSecond() {
    double seconds = elapsed.toNanos() / 1e9;
    return seconds <= 0 ? 0 : games / seconds;
  }

  /** {@return the setup in one line: {@code kemps, preset kemps, option target=7, teams 2…}} */
  public String describeSetup() {
    StringBuilder out = new StringBuilder(setup.game());
    setup.preset().ifPresent(p -> out.append(", preset ").append(p));
    setup.options().forEach((name, value) -> out.append(", option ").append(name).append('=').append(value));
    setup.seating().forEach((name, value) -> out.append(", ").append(name).append(' ').append(value));
    return out.toString();
  }
}
