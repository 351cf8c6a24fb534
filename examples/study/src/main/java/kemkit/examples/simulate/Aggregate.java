package kemkit.examples.simulate;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedMap;
import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import kemkit.bots.BotKind;
import kemkit.game.RuleSet;

/**
 * What a set of games of one cell comes to, kept as sums, counts and histograms so that two sets
 * merge exactly: {@link #plus} is associative and commutative, and {@link #empty} is its identity.
 * A study splits a cell's games any way it likes (threads, Spark partitions, executors) and adds
 * the parts up in any order: the aggregate is equal to the one of all games played in a row.
 *
 * <p>It holds: games finished, capped and failed; wins and final scores per side (team, or seat in
 * Khamul) and per kind of bot; the wins of the side that went first ({@link Tally#firstSide()}: the
 * starting seat in Khamul, H-6; the first dealer's team in the Kem's family, K-7); histograms of
 * final scores, rounds (C-8) and player actions, for exact quantiles; every count of the games'
 * tallies (calls right and wrong, marks, announcements…); the first rules bug met (by game index,
 * so the same whatever the order); and the search bots' decision times (which alone depend on
 * the machine). Immutable and serializable (a Spark job ships it between machines; its serialized
 * form is no API).
 *
 * @serial exclude
 */
public final class Aggregate implements Serializable {

  private static final long serialVersionUID = 1L;
  private static final int KINDS = BotKind.values().length;

  private final int sides;
  private final ImmutableList<String> tallyNames;
  private final long games;
  private final long finished;
  private final long capped;
  private final long failed;
  private final long rounds;
  private final long roundsEnded;
  private final long playerActions;
  private final long chanceActions;
  private final long[] wins;
  private final long[] scores;
  private final long[] kindWins;
  private final long[] kindScores;
  private final long[] kindSides;
  private final long firstSideGames;
  private final long firstSideWins;
  private final long[] winsFromFirst;
  private final ImmutableSortedMap<Integer, Long> scoreHistogram;
  private final ImmutableSortedMap<Integer, Long> roundHistogram;
  private final ImmutableSortedMap<Integer, Long> actionHistogram;
  private final long[] tally;
  private final int problemIndex;
  private final String problem;
  private final DecisionTimes searchTimes;

  private Aggregate(Sums s) {
    this.sides = s.sides;
    this.tallyNames = s.tallyNames;
    this.games = s.games;
    this.finished = s.finished;
    this.capped = s.capped;
    this.failed = s.failed;
    this.rounds = s.rounds;
    this.roundsEnded = s.roundsEnded;
    this.playerActions = s.playerActions;
    this.chanceActions = s.chanceActions;
    this.wins = s.wins;
    this.scores = s.scores;
    this.kindWins = s.kindWins;
    this.kindScores = s.kindScores;
    this.kindSides = s.kindSides;
    this.firstSideGames = s.firstSideGames;
    this.firstSideWins = s.firstSideWins;
    this.winsFromFirst = s.winsFromFirst;
    this.scoreHistogram = ImmutableSortedMap.copyOf(s.scoreHistogram);
    this.roundHistogram = ImmutableSortedMap.copyOf(s.roundHistogram);
    this.actionHistogram = ImmutableSortedMap.copyOf(s.actionHistogram);
    this.tally = s.tally;
    this.problemIndex = s.problemIndex;
    this.problem = s.problem;
    this.searchTimes = s.searchTimes;
  }

  /**
   * {@return no games yet, for a cell with {@code sides} sides and the given tally counts}
   *
   * @param sides how many teams (or seats in Khamul) score
   * @param tallyNames the names of the tally's counts ({@link Tally#counts()}), in order
   */
  public static Aggregate empty(int sides, List<String> tallyNames) {
    return new Aggregate(new Sums(sides, ImmutableList.copyOf(tallyNames)));
  }

  /**
   * {@return no games yet, for a cell played with {@code rules}}
   *
   * @param rules the cell's rules
   */
  public static Aggregate empty(RuleSet<?, ?, ?, ?> rules) {
    return empty(rules.start().scores().size(), Tally.of(rules).counts().keySet().asList());
  }

  /**
   * {@return the aggregate of {@code results}, games of a cell played with {@code rules}}
   *
   * @param rules the cell's rules
   * @param results the games, in any order
   */
  public static Aggregate of(RuleSet<?, ?, ?, ?> rules, List<GameResult> results) {
    Aggregate empty = empty(rules);
    Sums sums = new Sums(empty.sides, empty.tallyNames);
    for (GameResult result : results) {
      sums.add(result);
    }
    return new Aggregate(sums);
  }

  /**
   * {@return these games and {@code other}'s together} Associative and commutative, exactly.
   *
   * @param other games of the same cell (the same sides and tallies)
   * @throws IllegalArgumentException if {@code other} is of a cell of another shape
   */
  public Aggregate plus(Aggregate other) {
    if (sides != other.sides || !tallyNames.equals(other.tallyNames)) {
      throw new IllegalArgumentException("aggregates of different cells: " + sides + " sides " + tallyNames
          + " and " + other.sides + " sides " + other.tallyNames);
    }
    Sums s = new Sums(sides, tallyNames);
    s.games = games + other.games;
    s.finished = finished + other.finished;
    s.capped = capped + other.capped;
    s.failed = failed + other.failed;
    s.rounds = rounds + other.rounds;
    s.roundsEnded = roundsEnded + other.roundsEnded;
    s.playerActions = playerActions + other.playerActions;
    s.chanceActions = chanceActions + other.chanceActions;
    add(s.wins, wins, other.wins);
    add(s.scores, scores, other.scores);
    add(s.kindWins, kindWins, other.kindWins);
    add(s.kindScores, kindScores, other.kindScores);
    add(s.kindSides, kindSides, other.kindSides);
    s.firstSideGames = firstSideGames + other.firstSideGames;
    s.firstSideWins = firstSideWins + other.firstSideWins;
    add(s.winsFromFirst, winsFromFirst, other.winsFromFirst);
    merge(s.scoreHistogram, scoreHistogram, other.scoreHistogram);
    merge(s.roundHistogram, roundHistogram, other.roundHistogram);
    merge(s.actionHistogram, actionHistogram, other.actionHistogram);
    add(s.tally, tally, other.tally);
    // The first bug by game index, and on a tie (two partial runs of one game) the smaller text:
    // a choice that does not depend on which side is 'this'.
    boolean mine = problemIndex < other.problemIndex
        || (problemIndex == other.problemIndex && problem.compareTo(other.problem) <= 0);
    s.problemIndex = mine ? problemIndex : other.problemIndex;
    s.problem = mine ? problem : other.problem;
    s.searchTimes = searchTimes.plus(other.searchTimes);
    return new Aggregate(s);
  }

  private static void add(long[] into, long[] a, long[] b) {
    for (int i = 0; i < into.length; i++) {
      into[i] = a[i] + b[i];
    }
  }

  private static void merge(Map<Integer, Long> into, Map<Integer, Long> a, Map<Integer, Long> b) {
    into.putAll(a);
    b.forEach((value, count) -> into.merge(value, count, Long::sum));
  }

  /** {@return how many teams (or seats in Khamul) score} */
  public int sides() {
    return sides;
  }

  /** {@return how many games were played} */
  public long games() {
    return games;
  }

  /** {@return how many ended by the rules} */
  public long finished() {
    return finished;
  }

  /** {@return how many were stopped at the cap on actions} */
  public long capped() {
    return capped;
  }

  /** {@return how many were stopped by a rules bug} */
  public long failed() {
    return failed;
  }

  /** {@return the sum over games of the round each game was in at its end (C-8)} */
  public long rounds() {
    return rounds;
  }

  /** {@return how many rounds ended (scored or blocked), over all games} */
  public long roundsEnded() {
    return roundsEnded;
  }

  /** {@return the player actions applied, over all games} */
  public long playerActions() {
    return playerActions;
  }

  /** {@return the chance actions applied, over all games} */
  public long chanceActions() {
    return chanceActions;
  }

  /**
   * {@return how many finished games side {@code side} won (a shared win counts for each winner)}
   *
   * @param side a team, or a seat in Khamul
   */
  public long wins(int side) {
    return wins[side];
  }

  /**
   * {@return the sum of side {@code side}'s final scores over all games}
   *
   * @param side a team, or a seat in Khamul
   */
  public long scoreSum(int side) {
    return scores[side];
  }

  /**
   * {@return in how many finished games a side played by {@code kind} won (once per game)}
   *
   * @param kind a kind of bot
   */
  public long kindWins(BotKind kind) {
    return kindWins[kind.ordinal()];
  }

  /**
   * {@return the sum of the final scores of the sides {@code kind} played}
   *
   * @param kind a kind of bot
   */
  public long kindScoreSum(BotKind kind) {
    return kindScores[kind.ordinal()];
  }

  /**
   * {@return how many sides {@code kind} played, over all games}
   *
   * @param kind a kind of bot
   */
  public long kindSides(BotKind kind) {
    return kindSides[kind.ordinal()];
  }

  /** {@return the finished games where the side that went first is known} */
  public long firstSideGames() {
    return firstSideGames;
  }

  /** {@return how many of those the side that went first won} */
  public long firstSideWins() {
    return firstSideWins;
  }

  /**
   * {@return how many of those the side {@code position} places after the first won: 0 is the
   * first side, 1 the next (clockwise in Khamul, the next team in the Kem's family)…}
   *
   * @param position from 0 to {@link #sides()} - 1
   */
  public long winsFromFirst(int position) {
    return winsFromFirst[position];
  }

  /**
   * {@return the share of the games where the first side is known that the side {@code position}
   * places after it won, with its interval}
   *
   * @param position from 0 to {@link #sides()} - 1
   */
  public Rate winRateFromFirst(int position) {
    return Rate.of(winsFromFirst[position], firstSideGames);
  }

  /** {@return how many times each final score was reached, by any side, over all games} */
  public ImmutableSortedMap<Integer, Long> scoreHistogram() {
    return scoreHistogram;
  }

  /** {@return how many games ended in each round (C-8)} */
  public ImmutableSortedMap<Integer, Long> roundHistogram() {
    return roundHistogram;
  }

  /** {@return how many games took each number of player actions} */
  public ImmutableSortedMap<Integer, Long> actionHistogram() {
    return actionHistogram;
  }

  /** {@return every count of the games' tallies, summed, in the rules' order} */
  public ImmutableMap<String, Long> tally() {
    ImmutableMap.Builder<String, Long> out = ImmutableMap.builderWithExpectedSize(tally.length);
    for (int i = 0; i < tally.length; i++) {
      out.put(tallyNames.get(i), tally[i]);
    }
    return out.buildOrThrow();
  }

  /** {@return the first rules bug met (the lowest game index), with its game's seed} */
  public Optional<String> firstProblem() {
    return problemIndex == Integer.MAX_VALUE ? Optional.empty() : Optional.of(problem);
  }

  /** {@return the search bots' decision times, over all games (machine-dependent)} */
  public DecisionTimes searchTimes() {
    return searchTimes;
  }

  /**
   * {@return the share of finished games that side {@code side} won, with its 95% interval}
   *
   * @param side a team, or a seat in Khamul
   */
  public Rate winRate(int side) {
    return Rate.of(wins[side], finished);
  }

  /**
   * {@return the share of finished games that a side played by {@code kind} won}
   *
   * @param kind a kind of bot
   */
  public Rate winRate(BotKind kind) {
    return Rate.of(kindWins[kind.ordinal()], finished);
  }

  /** {@return the share of finished games won by the side that went first, with its interval} */
  public Rate firstSideWinRate() {
    return Rate.of(firstSideWins, firstSideGames);
  }

  /**
   * {@return the first side's win rate less the mean win rate of a side, with its interval
   * shifted alike} Positive when going first helps; 0 when it does not matter. The mean win rate
   * of a side is the wins of all sides over their finished games, so shared wins do not bias it.
   */
  public Rate firstSideAdvantage() {
    Rate first = firstSideWinRate();
    long allWins = Arrays.stream(wins).sum();
    double mean = finished == 0 || sides == 0 ? 0 : (double) allWins / ((double) finished * sides);
    return new Rate(first.rate() - mean, first.low() - mean, first.high() - mean);
  }

  /**
   * {@return the mean final score of side {@code side}}
   *
   * @param side a team, or a seat in Khamul
   */
  public double meanScore(int side) {
    return ratio(scores[side], games);
  }

  /**
   * {@return the mean final score of the sides played by {@code kind}}
   *
   * @param kind a kind of bot
   */
  public double meanScore(BotKind kind) {
    return ratio(kindScores[kind.ordinal()], kindSides[kind.ordinal()]);
  }

  /** {@return the mean of the round each game was in at its end} */
  public double meanRounds() {
    return ratio(rounds, games);
  }

  /** {@return the mean player actions per game} */
  public double meanPlayerActions() {
    return ratio(playerActions, games);
  }

  /**
   * {@return each tally count divided by the rounds that ended, in the rules' order}
   */
  public ImmutableMap<String, Double> perRound() {
    ImmutableMap.Builder<String, Double> out = ImmutableMap.builderWithExpectedSize(tally.length);
    for (int i = 0; i < tally.length; i++) {
      out.put(tallyNames.get(i), ratio(tally[i], roundsEnded));
    }
    return out.buildOrThrow();
  }

  /**
   * {@return the nearest-rank quantile of a histogram: the smallest value that at least {@code
   * share} of the counts are at or under; 0 for an empty histogram}
   *
   * @param histogram counts by value
   * @param share from 0 to 1
   */
  public static int quantile(Map<Integer, Long> histogram, double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("a share is between 0 and 1, not " + share);
    }
    long total = histogram.values().stream().mapToLong(Long::longValue).sum();
    long needed = Math.max(1, (long) Math.ceil(share * total));
    long seen = 0;
    for (Map.Entry<Integer, Long> entry : new TreeMap<>(histogram).entrySet()) {
      seen += entry.getValue();
      if (seen >= needed) {
        return entry.getKey();
      }
    }
    return 0;
  }

  private static double ratio(long part, long whole) {
    return whole == 0 ? 0.0 : (double) part / whole;
  }

  /**
   * A share and its 95% interval ({@link Wilson}).
   *
   * @param rate the share, or a difference of shares
   * @param low the interval's lower bound
   * @param high the interval's upper bound
   * @serial exclude
   */
  public record Rate(double rate, double low, double high) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * {@return {@code part} of {@code whole} with its Wilson interval; 0 in [0, 1] when {@code whole} is 0}
     *
     * @param part the successes
     * @param whole the trials
     */
    public static Rate of(long part, long whole) {
      Wilson wilson = Wilson.of(part, whole);
      return new Rate(ratio(part, whole), wilson.low(), wilson.high());
    }

    /**
     * {@return this share less {@code other}, with the 95% interval of the difference by
     * Newcombe's hybrid score method (1998), from the two Wilson intervals} For shares of
     * independent sets of games, as two cells of a study are.
     *
     * @param other a share of other games
     */
    public Rate minus(Rate other) {
      double difference = rate - other.rate;
      double below = Math.sqrt(sq(rate - low) + sq(other.high - other.rate));
      double above = Math.sqrt(sq(high - rate) + sq(other.rate - other.low));
      return new Rate(difference, difference - below, difference + above);
    }

    private static double sq(double x) {
      return x * x;
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Aggregate that && sides == that.sides && tallyNames.equals(that.tallyNames)
        && games == that.games && finished == that.finished && capped == that.capped && failed == that.failed
        && rounds == that.rounds && roundsEnded == that.roundsEnded && playerActions == that.playerActions
        && chanceActions == that.chanceActions && Arrays.equals(wins, that.wins) && Arrays.equals(scores, that.scores)
        && Arrays.equals(kindWins, that.kindWins) && Arrays.equals(kindScores, that.kindScores)
        && Arrays.equals(kindSides, that.kindSides) && firstSideGames == that.firstSideGames
        && firstSideWins == that.firstSideWins && Arrays.equals(winsFromFirst, that.winsFromFirst)
        && scoreHistogram.equals(that.scoreHistogram)
        && roundHistogram.equals(that.roundHistogram) && actionHistogram.equals(that.actionHistogram)
        && Arrays.equals(tally, that.tally) && problemIndex == that.problemIndex
        && Objects.equals(problem, that.problem) && searchTimes.equals(that.searchTimes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(games, finished, rounds, playerActions, Arrays.hashCode(wins), Arrays.hashCode(scores),
        roundHistogram, Arrays.hashCode(tally));
  }

  @Override
  public String toString() {
    return "Aggregate[" + games + " games, " + finished + " finished, wins " + Arrays.toString(wins) + ", rounds "
        + rounds + ", actions " + playerActions + ", first side " + firstSideWins + "/" + firstSideGames
        + ", tally " + tally() + firstProblem().map(p -> ", first problem " + p).orElse("") + "]";
  }

  /** The mutable sums that {@link #of} fills and {@link #plus} combines into, before they freeze. */
  private static final class Sums {
    final int sides;
    final ImmutableList<String> tallyNames;
    long games;
    long finished;
    long capped;
    long failed;
    long rounds;
    long roundsEnded;
    long playerActions;
    long chanceActions;
    final long[] wins;
    final long[] scores;
    final long[] kindWins = new long[KINDS];
    final long[] kindScores = new long[KINDS];
    final long[] kindSides = new long[KINDS];
    long firstSideGames;
    long firstSideWins;
    final long[] winsFromFirst;
    final TreeMap<Integer, Long> scoreHistogram = new TreeMap<>();
    final TreeMap<Integer, Long> roundHistogram = new TreeMap<>();
    final TreeMap<Integer, Long> actionHistogram = new TreeMap<>();
    final long[] tally;
    int problemIndex = Integer.MAX_VALUE;
    String problem = "";
    DecisionTimes searchTimes = DecisionTimes.none();

    Sums(int sides, ImmutableList<String> tallyNames) {
      this.sides = sides;
      this.tallyNames = requireNonNull(tallyNames);
      this.wins = new long[sides];
      this.scores = new long[sides];
      this.winsFromFirst = new long[sides];
      this.tally = new long[tallyNames.size()];
    }

    void add(GameResult result) {
      games++;
      finished += result.over() ? 1 : 0;
      capped += result.capped() ? 1 : 0;
      rounds += result.rounds();
      roundsEnded += result.roundsEnded();
      playerActions += result.playerActions();
      chanceActions += result.chanceActions();
      roundHistogram.merge(result.rounds(), 1L, Long::sum);
      actionHistogram.merge(result.playerActions(), 1L, Long::sum);
      if (result.problem().isPresent()) {
        failed++;
        if (result.index() < problemIndex) {
          problemIndex = result.index();
          problem = "game " + result.index() + " (seed " + result.seed() + "): " + result.problem().get();
        }
      }
      boolean[] kindWon = new boolean[KINDS];
      for (int side = 0; side < sides && side < result.scores().size(); side++) {
        int score = result.scores().get(side);
        scores[side] += score;
        scoreHistogram.merge(score, 1L, Long::sum);
        BotKind kind = result.sides().get(side);
        kindScores[kind.ordinal()] += score;
        kindSides[kind.ordinal()]++;
        if (result.winners().contains(side)) {
          wins[side]++;
          kindWon[kind.ordinal()] = true;
        }
      }
      for (int k = 0; k < KINDS; k++) {
        kindWins[k] += kindWon[k] ? 1 : 0;
      }
      if (result.over() && result.firstSide() >= 0) {
        firstSideGames++;
        firstSideWins += result.winners().contains(result.firstSide()) ? 1 : 0;
        for (int position = 0; position < sides; position++) {
          winsFromFirst[position] += result.winners().contains((result.firstSide() + position) % sides) ? 1 : 0;
        }
      }
      for (int i = 0; i < tally.length; i++) {
        tally[i] += result.tally().getOrDefault(tallyNames.get(i), 0L);
      }
      searchTimes = searchTimes.plus(result.searchTimes());
    }
  }
}
