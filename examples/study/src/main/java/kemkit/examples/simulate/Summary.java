package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.game.Setup;

/**
 * What a run of simulated games comes to. Everything but {@link #elapsed()} and {@link
 * #searchTimes()} depends only on the plan: the same rules, bots, seed and number of games give an equal summary on any number of
 * threads.
 *
 * @param setup the rules' setup: game, preset, options, seating
 * @param lineup the kinds of bot, as given
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
 * @param kinds for each kind of bot in the lineup, how it did
 * @param perRound each count of the games' tallies ({@link Tally}), divided by the rounds that
 *     ended in all games
 * @param firstProblem the first rules bug met, with its game's seed, if any
 * @param searchTimes the CPU time of each decision of the search bots, over all games; empty
 *     without search bots
 */
public record Summary(
    Setup setup,
    Lineup lineup,
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
    ImmutableList<KindResult> kinds,
    ImmutableMap<String, Double> perRound,
    Optional<String> firstProblem,
    DecisionTimes searchTimes) {

  /**
   * How one kind of bot did over a run.
   *
   * @param kind the kind
   * @param winRate the share of finished games that a side of this kind won (once per game, however
   *     many of its sides won)
   * @param meanScore the mean final score of the sides it played
   */
  public record KindResult(BotKind kind, double winRate, double meanScore) {}

  /**
   * {@return the summary of {@code results}, a run of {@code plan} that took {@code elapsed}}
   *
   * @param plan the run
   * @param results each game's result, in game order
   * @param elapsed how long the run took
   */
  public static Summary of(Plan plan, List<GameResult> results, Duration elapsed) {
    return of(plan, Aggregate.of(plan.rules(), results), elapsed);
  }

  /**
   * {@return the summary of the games that {@code aggregate} adds up, a run of {@code plan} that
   * took {@code elapsed}} The one place where a run's numbers come from, for {@code kemkit
   * simulate} as for a study's cells.
   *
   * @param plan the run
   * @param aggregate its games, added up
   * @param elapsed how long the run took
   */
  public static Summary of(Plan plan, Aggregate aggregate, Duration elapsed) {
    ImmutableList.Builder<Double> winRates = ImmutableList.builder();
    ImmutableList.Builder<Double> meanScores = ImmutableList.builder();
    for (int side = 0; side < aggregate.sides(); side++) {
      winRates.add(aggregate.winRate(side).rate());
      meanScores.add(aggregate.meanScore(side));
    }
    ImmutableList.Builder<KindResult> kinds = ImmutableList.builder();
    for (BotKind kind : plan.lineup().distinct()) {
      kinds.add(new KindResult(kind, aggregate.winRate(kind).rate(), aggregate.meanScore(kind)));
    }
    boolean bySeat = plan.rules().start().seating().teamSize() == 1;
    return new Summary(plan.rules().setup(), plan.lineup(), plan.seed(), Math.toIntExact(aggregate.games()), elapsed,
        Math.toIntExact(aggregate.finished()), Math.toIntExact(aggregate.capped()), Math.toIntExact(aggregate.failed()),
        aggregate.meanRounds(), aggregate.meanPlayerActions(), bySeat ? "seat" : "team", winRates.build(),
        meanScores.build(), kinds.build(), aggregate.perRound(), aggregate.firstProblem(), aggregate.searchTimes());
  }

  /**
   * {@return the 95% interval ({@link Wilson}) of a win rate of this summary, over its finished
   * games}
   *
   * @param winRate one of this summary's win rates, from 0 to 1
   */
  public Wilson interval(double winRate) {
    return Wilson.of(Math.round(winRate * finished), finished);
  }

  /** {@return games played per second of wall clock} */
  public double gamesPerSecond() {
    double seconds = elapsed.toNanos() / 1e9;
    return seconds <= 0 ? 0 : games / seconds;
  }

  /**
   * {@return the setup and the bots in one line: {@code kemps, preset kemps, option target=7,
   * teams 2, bots heuristic,random}}
   */
  public String describeSetup() {
    StringBuilder out = new StringBuilder(setup.game());
    setup.preset().ifPresent(p -> out.append(", preset ").append(p));
    setup.options().forEach((name, value) -> out.append(", option ").append(name).append('=').append(value));
    setup.seating().forEach((name, value) -> out.append(", ").append(name).append(' ').append(value));
    return out.append(", bots ").append(lineup.label()).toString();
  }
}
