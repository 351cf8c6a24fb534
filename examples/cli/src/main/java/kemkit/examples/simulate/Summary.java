package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    int sides = results.isEmpty() ? 0 : results.get(0).scores().size();
    ImmutableList<BotKind> kindsInLineup = plan.lineup().distinct();
    long[] wins = new long[sides];
    long[] scores = new long[sides];
    long[] kindWins = new long[BotKind.values().length];
    long[] kindScores = new long[BotKind.values().length];
    long[] kindSides = new long[BotKind.values().length];
    Map<String, Long> tally = new LinkedHashMap<>();
    long rounds = 0;
    long roundsEnded = 0;
    long actions = 0;
    int finished = 0;
    int capped = 0;
    int failed = 0;
    Optional<String> firstProblem = Optional.empty();
    DecisionTimes searchTimes = DecisionTimes.none();
    for (GameResult result : results) {
      searchTimes = searchTimes.plus(result.searchTimes());
      rounds += result.rounds();
      roundsEnded += result.roundsEnded();
      actions += result.playerActions();
      finished += result.over() ? 1 : 0;
      capped += result.capped() ? 1 : 0;
      if (result.problem().isPresent()) {
        failed++;
        if (firstProblem.isEmpty()) {
          firstProblem = Optional.of("game " + result.index() + " (seed " + result.seed() + "): " + result.problem().get());
        }
      }
      boolean[] kindWon = new boolean[BotKind.values().length];
      for (int side = 0; side < sides && side < result.scores().size(); side++) {
        scores[side] += result.scores().get(side);
        BotKind kind = result.sides().get(side);
        kindScores[kind.ordinal()] += result.scores().get(side);
        kindSides[kind.ordinal()]++;
        if (result.winners().contains(side)) {
          wins[side]++;
          kindWon[kind.ordinal()] = true;
        }
      }
      for (BotKind kind : BotKind.values()) {
        kindWins[kind.ordinal()] += kindWon[kind.ordinal()] ? 1 : 0;
      }
      result.tally().forEach((name, count) -> tally.merge(name, count, Long::sum));
    }
    ImmutableList.Builder<Double> winRates = ImmutableList.builder();
    ImmutableList.Builder<Double> meanScores = ImmutableList.builder();
    for (int side = 0; side < sides; side++) {
      winRates.add(ratio(wins[side], finished));
      meanScores.add(ratio(scores[side], results.size()));
    }
    ImmutableList.Builder<KindResult> kinds = ImmutableList.builder();
    for (BotKind kind : kindsInLineup) {
      kinds.add(new KindResult(kind, ratio(kindWins[kind.ordinal()], finished),
          ratio(kindScores[kind.ordinal()], kindSides[kind.ordinal()])));
    }
    ImmutableMap.Builder<String, Double> perRound = ImmutableMap.builder();
    long ended = roundsEnded;
    tally.forEach((name, count) -> perRound.put(name, ratio(count, ended)));
    boolean bySeat = plan.rules().start().seating().teamSize() == 1;
    return new Summary(plan.rules().setup(), plan.lineup(), plan.seed(), results.size(), elapsed, finished, capped,
        failed, ratio(rounds, results.size()), ratio(actions, results.size()), bySeat ? "seat" : "team",
        winRates.build(), meanScores.build(), kinds.build(), perRound.buildOrThrow(), firstProblem, searchTimes);
  }

  private static double ratio(long part, long whole) {
    return whole == 0 ? 0.0 : (double) part / whole;
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
