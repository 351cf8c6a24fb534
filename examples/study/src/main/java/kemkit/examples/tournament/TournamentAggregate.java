package kemkit.examples.tournament;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import kemkit.examples.simulate.GameResult;

/**
 * What a set of whole deals of a tournament comes to, in sums that merge exactly: {@link #plus} is
 * associative and commutative and {@link #empty} its identity, so deals may be played on any
 * threads or Spark partitions and added up in any order.
 *
 * <p>It holds, per entrant, the sides it played and won and its scores; per side of the table,
 * its wins, and per position from the first side; per ordered pair of entrants that met (on
 * opposite sides), the games they met in and their comparisons (one per pair of sides at a
 * finished game: ahead, behind or level by the final placing, so a Khamul game of four seats gives
 * six), with the sums of squares of each deal's and each game's points that give the intervals
 * with and without the pairing of duplicate deals; and, for the ratings, the comparisons of each
 * {@link Matchup} in {@value #GROUPS} groups of deals (deal mod {@value #GROUPS}), which a grouped
 * jackknife turns into intervals that respect the deals' pairing.
 *
 * <p>Points are kept doubled (a win 2, a tie 1), so that every sum is a whole number and merging
 * is exact.
 *
 * @serial exclude
 */
public final class TournamentAggregate implements Serializable {

  private static final long serialVersionUID = 1L;

  /** The groups of deals of the ratings' jackknife. */
  public static final int GROUPS = 32;

  private final int entrants;
  private final int sides;
  private final long deals;
  private final long games;
  private final long finished;
  private final long capped;
  private final long failed;
  private final long rounds;
  private final long playerActions;
  private final long problemKey;
  private final String problem;
  private final long[] played;
  private final long[] won;
  private final long[] scores;
  private final long[] sideWins;
  private final long firstKnown;
  private final long[] positionWins;
  private final long[] met;
  private final long[] points2;
  private final long[] comparisons;
  private final long[] dealA2;
  private final long[] dealAm;
  private final long[] dealM2;
  private final long[] gameA2;
  private final long[] gameAm;
  private final long[] gameM2;
  private final ImmutableList<ImmutableSortedMap<Matchup, long[]>> groups;

  private TournamentAggregate(Sums s) {
    this.entrants = s.entrants;
    this.sides = s.sides;
    this.deals = s.deals;
    this.games = s.games;
    this.finished = s.finished;
    this.capped = s.capped;
    this.failed = s.failed;
    this.rounds = s.rounds;
    this.playerActions = s.playerActions;
    this.problemKey = s.problemKey;
    this.problem = s.problem;
    this.played = s.played;
    this.won = s.won;
    this.scores = s.scores;
    this.sideWins = s.sideWins;
    this.firstKnown = s.firstKnown;
    this.positionWins = s.positionWins;
    this.met = s.met;
    this.points2 = s.points2;
    this.comparisons = s.comparisons;
    this.dealA2 = s.dealA2;
    this.dealAm = s.dealAm;
    this.dealM2 = s.dealM2;
    this.gameA2 = s.gameA2;
    this.gameAm = s.gameAm;
    this.gameM2 = s.gameM2;
    ImmutableList.Builder<ImmutableSortedMap<Matchup, long[]>> g = ImmutableList.builder();
    for (TreeMap<Matchup, long[]> group : s.groups) {
      g.add(ImmutableSortedMap.copyOf(group));
    }
    this.groups = g.build();
  }

  /**
   * {@return no deals yet}
   *
   * @param entrants how many entrants the tournament has
   * @param sides how many sides score at a table (teams, or seats in Khamul)
   */
  public static TournamentAggregate empty(int entrants, int sides) {
    return new TournamentAggregate(new Sums(entrants, sides));
  }

  /**
   * {@return these deals and {@code other}'s together} Associative and commutative, exactly.
   *
   * @param other other deals of the same tournament
   */
  public TournamentAggregate plus(TournamentAggregate other) {
    if (entrants != other.entrants || sides != other.sides) {
      throw new IllegalArgumentException("aggregates of different tournaments");
    }
    Sums s = new Sums(entrants, sides);
    s.deals = deals + other.deals;
    s.games = games + other.games;
    s.finished = finished + other.finished;
    s.capped = capped + other.capped;
    s.failed = failed + other.failed;
    s.rounds = rounds + other.rounds;
    s.playerActions = playerActions + other.playerActions;
    boolean mine = problemKey < other.problemKey
        || (problemKey == other.problemKey && problem.compareTo(other.problem) <= 0);
    s.problemKey = mine ? problemKey : other.problemKey;
    s.problem = mine ? problem : other.problem;
    add(s.played, played, other.played);
    add(s.won, won, other.won);
    add(s.scores, scores, other.scores);
    add(s.sideWins, sideWins, other.sideWins);
    s.firstKnown = firstKnown + other.firstKnown;
    add(s.positionWins, positionWins, other.positionWins);
    add(s.met, met, other.met);
    add(s.points2, points2, other.points2);
    add(s.comparisons, comparisons, other.comparisons);
    add(s.dealA2, dealA2, other.dealA2);
    add(s.dealAm, dealAm, other.dealAm);
    add(s.dealM2, dealM2, other.dealM2);
    add(s.gameA2, gameA2, other.gameA2);
    add(s.gameAm, gameAm, other.gameAm);
    add(s.gameM2, gameM2, other.gameM2);
    for (int g = 0; g < GROUPS; g++) {
      s.merge(g, groups.get(g));
      s.merge(g, other.groups.get(g));
    }
    return new TournamentAggregate(s);
  }

  private static void add(long[] into, long[] a, long[] b) {
    for (int i = 0; i < into.length; i++) {
      into[i] = a[i] + b[i];
    }
  }

  /** {@return how many entrants the tournament has} */
  public int entrants() {
    return entrants;
  }

  /** {@return how many sides score at a table} */
  public int sides() {
    return sides;
  }

  /** {@return how many deals were played} */
  public long deals() {
    return deals;
  }

  /** {@return how many games were played} */
  public long games() {
    return games;
  }

  /** {@return how many ended by the rules: the games that count} */
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

  /** {@return the mean round the games ended in} */
  public double meanRounds() {
    return games == 0 ? 0 : (double) rounds / games;
  }

  /** {@return the mean player actions per game} */
  public double meanPlayerActions() {
    return games == 0 ? 0 : (double) playerActions / games;
  }

  /** {@return the first rules bug met (the first deal and table), with its game's seed} */
  public Optional<String> firstProblem() {
    return problemKey == Long.MAX_VALUE ? Optional.empty() : Optional.of(problem);
  }

  /**
   * {@return how many sides {@code entrant} played at finished games (a team it shared with a
   * partner counts once)}
   *
   * @param entrant an entrant's index
   */
  public long played(int entrant) {
    return played[entrant];
  }

  /**
   * {@return how many of those its side won (a shared win counts)}
   *
   * @param entrant an entrant's index
   */
  public long won(int entrant) {
    return won[entrant];
  }

  /**
   * {@return the sum of its sides' final scores}
   *
   * @param entrant an entrant's index
   */
  public long scoreSum(int entrant) {
    return scores[entrant];
  }

  /**
   * {@return how many finished games side {@code side} of the table won, whoever played it}
   *
   * @param side a team, or a seat in Khamul
   */
  public long sideWins(int side) {
    return sideWins[side];
  }

  /** {@return the finished games whose first side is known} */
  public long firstKnown() {
    return firstKnown;
  }

  /**
   * {@return how many of those the side {@code position} places after the first won}
   *
   * @param position from 0, the first side
   */
  public long positionWins(int position) {
    return positionWins[position];
  }

  private int at(int i, int j) {
    return i * entrants + j;
  }

  /**
   * {@return in how many finished games {@code i} and {@code j} sat on opposite sides}
   *
   * @param i an entrant
   * @param j another
   */
  public long met(int i, int j) {
    return met[at(i, j)];
  }

  /**
   * {@return {@code i}'s points against {@code j}, doubled: 2 per comparison ahead, 1 level}
   *
   * @param i an entrant
   * @param j another
   */
  public long points2(int i, int j) {
    return points2[at(i, j)];
  }

  /**
   * {@return how many comparisons {@code i} and {@code j} had}
   *
   * @param i an entrant
   * @param j another
   */
  public long comparisons(int i, int j) {
    return comparisons[at(i, j)];
  }

  /**
   * {@return the sums over deals of {@code (A², A·m, m²)}, where {@code A} is {@code i}'s doubled
   * points against {@code j} in the deal and {@code m} their comparisons}
   *
   * @param i an entrant
   * @param j another
   */
  public long[] dealSquares(int i, int j) {
    return new long[] {dealA2[at(i, j)], dealAm[at(i, j)], dealM2[at(i, j)]};
  }

  /**
   * {@return the same sums over single games}
   *
   * @param i an entrant
   * @param j another
   */
  public long[] gameSquares(int i, int j) {
    return new long[] {gameA2[at(i, j)], gameAm[at(i, j)], gameM2[at(i, j)]};
  }

  /**
   * {@return the comparisons of each matchup in group {@code group} of deals: doubled points of its
   * first side, and the comparisons}
   *
   * @param group from 0 to {@value #GROUPS} - 1
   */
  public ImmutableSortedMap<Matchup, long[]> group(int group) {
    return groups.get(group);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof TournamentAggregate that) || entrants != that.entrants || sides != that.sides
        || deals != that.deals || games != that.games || finished != that.finished || capped != that.capped
        || failed != that.failed || rounds != that.rounds || playerActions != that.playerActions
        || problemKey != that.problemKey || !problem.equals(that.problem) || firstKnown != that.firstKnown) {
      return false;
    }
    List<long[][]> arrays = List.of(
        new long[][] {played, that.played}, new long[][] {won, that.won}, new long[][] {scores, that.scores},
        new long[][] {sideWins, that.sideWins}, new long[][] {positionWins, that.positionWins},
        new long[][] {met, that.met}, new long[][] {points2, that.points2},
        new long[][] {comparisons, that.comparisons}, new long[][] {dealA2, that.dealA2},
        new long[][] {dealAm, that.dealAm}, new long[][] {dealM2, that.dealM2}, new long[][] {gameA2, that.gameA2},
        new long[][] {gameAm, that.gameAm}, new long[][] {gameM2, that.gameM2});
    for (long[][] pair : arrays) {
      if (!Arrays.equals(pair[0], pair[1])) {
        return false;
      }
    }
    for (int g = 0; g < GROUPS; g++) {
      Map<Matchup, long[]> a = groups.get(g);
      Map<Matchup, long[]> b = that.groups.get(g);
      if (!a.keySet().equals(b.keySet())) {
        return false;
      }
      for (Map.Entry<Matchup, long[]> e : a.entrySet()) {
        if (!Arrays.equals(e.getValue(), b.get(e.getKey()))) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Objects.hash(deals, games, finished, Arrays.hashCode(won), Arrays.hashCode(points2));
  }

  @Override
  public String toString() {
    return "TournamentAggregate[" + deals + " deals, " + games + " games, " + finished + " finished, won "
        + Arrays.toString(won) + " of " + Arrays.toString(played) + firstProblem().map(p -> ", first problem " + p)
        .orElse("") + "]";
  }

  /**
   * Adds up the games of whole deals, one deal after the other: {@link #startDeal}, {@link #add}
   * for each of its games, and the next deal (or {@link #build}) closes it.
   */
  public static final class Builder {
    private final Sums sums;
    private final long[] dealA;
    private final long[] dealM;
    private final long[] gameA;
    private final long[] gameM;
    private int deal = -1;

    /**
     * Starts with no deals.
     *
     * @param entrants how many entrants the tournament has
     * @param sides how many sides score at a table
     */
    public Builder(int entrants, int sides) {
      this.sums = new Sums(entrants, sides);
      this.dealA = new long[entrants * entrants];
      this.dealM = new long[entrants * entrants];
      this.gameA = new long[entrants * entrants];
      this.gameM = new long[entrants * entrants];
    }

    /**
     * Closes the deal before, if any, and opens deal {@code deal}.
     *
     * @param deal the deal's index
     */
    public void startDeal(int deal) {
      closeDeal();
      this.deal = deal;
      sums.deals++;
    }

    private void closeDeal() {
      for (int k = 0; k < dealA.length; k++) {
        sums.dealA2[k] += dealA[k] * dealA[k];
        sums.dealAm[k] += dealA[k] * dealM[k];
        sums.dealM2[k] += dealM[k] * dealM[k];
      }
      Arrays.fill(dealA, 0);
      Arrays.fill(dealM, 0);
    }

    /**
     * Adds one game of the open deal.
     *
     * @param table the game's table in the deal (for the order of rules bugs)
     * @param tables how many tables the deal has
     * @param result how it went
     * @param sideEntrants the entrants of each side (a team's partners may be two entrants)
     */
    public void add(int table, int tables, GameResult result, List<List<Integer>> sideEntrants) {
      Sums s = sums;
      s.games++;
      s.rounds += result.rounds();
      s.playerActions += result.playerActions();
      if (result.capped()) {
        s.capped++;
      }
      if (result.problem().isPresent()) {
        s.failed++;
        long key = (long) deal * tables + table;
        if (key < s.problemKey) {
          s.problemKey = key;
          s.problem = "deal " + deal + ", table " + table + " (seed " + result.seed() + "): " + result.problem().get();
        }
      }
      if (!result.over()) {
        return;
      }
      s.finished++;
      List<Integer> scores = result.scores();
      for (int side = 0; side < s.sides && side < scores.size(); side++) {
        boolean wins = result.winners().contains(side);
        s.sideWins[side] += wins ? 1 : 0;
        for (int entrant : sideEntrants.get(side).stream().distinct().toList()) {
          s.played[entrant]++;
          s.won[entrant] += wins ? 1 : 0;
          s.scores[entrant] += scores.get(side);
        }
      }
      if (result.firstSide() >= 0) {
        s.firstKnown++;
        for (int position = 0; position < s.sides; position++) {
          s.positionWins[position] += result.winners().contains((result.firstSide() + position) % s.sides) ? 1 : 0;
        }
      }
      boolean lowerWins = lowerWins(result);
      Arrays.fill(gameA, 0);
      Arrays.fill(gameM, 0);
      TreeMap<Matchup, long[]> group = s.groups.get(Math.floorMod(deal, GROUPS));
      boolean[] together = new boolean[s.entrants * s.entrants];
      for (int a = 0; a < s.sides; a++) {
        for (int b = a + 1; b < s.sides; b++) {
          int order = placing(result, a, b, lowerWins);
          Matchup matchup = Matchup.of(sideEntrants.get(a), sideEntrants.get(b));
          if (!matchup.mirrored()) {
            boolean aFirst = matchup.first().equals(sideEntrants.get(a).stream().sorted().toList());
            long[] counts = group.computeIfAbsent(matchup, m -> new long[2]);
            counts[0] += aFirst ? 1 + order : 1 - order;
            counts[1]++;
          }
          for (int i : sideEntrants.get(a)) {
            for (int j : sideEntrants.get(b)) {
              if (i == j) {
                continue;
              }
              gameA[i * s.entrants + j] += 1 + order;
              gameM[i * s.entrants + j]++;
              gameA[j * s.entrants + i] += 1 - order;
              gameM[j * s.entrants + i]++;
              together[i * s.entrants + j] = true;
              together[j * s.entrants + i] = true;
            }
          }
        }
      }
      for (int k = 0; k < gameA.length; k++) {
        s.met[k] += together[k] ? 1 : 0;
        s.points2[k] += gameA[k];
        s.comparisons[k] += gameM[k];
        s.gameA2[k] += gameA[k] * gameA[k];
        s.gameAm[k] += gameA[k] * gameM[k];
        s.gameM2[k] += gameM[k] * gameM[k];
        dealA[k] += gameA[k];
        dealM[k] += gameM[k];
      }
    }

    /** {@return the deals added so far} */
    public TournamentAggregate build() {
      closeDeal();
      return new TournamentAggregate(sums);
    }
  }

  /**
   * {@return whether the lowest score wins this game (Khamul, H-14) rather than the highest (the
   * Kem's family, K-24)}, read from its winners so that no game's name is needed
   */
  private static boolean lowerWins(GameResult result) {
    if (result.winners().isEmpty()) {
      return false;
    }
    int best = result.scores().get(result.winners().iterator().next());
    return result.scores().stream().allMatch(score -> score >= best);
  }

  /** {@return 1 if side {@code a} placed ahead of {@code b}, -1 behind, 0 level} */
  private static int placing(GameResult result, int a, int b, boolean lowerWins) {
    boolean aWon = result.winners().contains(a);
    boolean bWon = result.winners().contains(b);
    if (aWon != bWon) {
      return aWon ? 1 : -1;
    }
    int c = Integer.compare(result.scores().get(a), result.scores().get(b));
    return lowerWins ? -c : c;
  }

  /** The mutable sums that the builder fills and {@link #plus} combines into, before they freeze. */
  private static final class Sums {
    final int entrants;
    final int sides;
    long deals;
    long games;
    long finished;
    long capped;
    long failed;
    long rounds;
    long playerActions;
    long problemKey = Long.MAX_VALUE;
    String problem = "";
    final long[] played;
    final long[] won;
    final long[] scores;
    final long[] sideWins;
    long firstKnown;
    final long[] positionWins;
    final long[] met;
    final long[] points2;
    final long[] comparisons;
    final long[] dealA2;
    final long[] dealAm;
    final long[] dealM2;
    final long[] gameA2;
    final long[] gameAm;
    final long[] gameM2;
    final List<TreeMap<Matchup, long[]>> groups = new java.util.ArrayList<>();

    Sums(int entrants, int sides) {
      this.entrants = entrants;
      this.sides = sides;
      this.played = new long[entrants];
      this.won = new long[entrants];
      this.scores = new long[entrants];
      this.sideWins = new long[sides];
      this.positionWins = new long[sides];
      int pairs = entrants * entrants;
      this.met = new long[pairs];
      this.points2 = new long[pairs];
      this.comparisons = new long[pairs];
      this.dealA2 = new long[pairs];
      this.dealAm = new long[pairs];
      this.dealM2 = new long[pairs];
      this.gameA2 = new long[pairs];
      this.gameAm = new long[pairs];
      this.gameM2 = new long[pairs];
      for (int g = 0; g < GROUPS; g++) {
        groups.add(new TreeMap<>());
      }
    }

    void merge(int group, Map<Matchup, long[]> counts) {
      for (Map.Entry<Matchup, long[]> e : counts.entrySet()) {
        long[] into = groups.get(group).computeIfAbsent(e.getKey(), m -> new long[2]);
        into[0] += e.getValue()[0];
        into[1] += e.getValue()[1];
      }
    }
  }
}
