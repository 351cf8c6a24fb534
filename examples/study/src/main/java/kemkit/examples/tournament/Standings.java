package kemkit.examples.tournament;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.examples.simulate.Aggregate.Rate;
import kemkit.examples.study.CellTable;
import kemkit.examples.tournament.Ratings.Rating;

/**
 * What a tournament comes to: each entrant's rating with its interval, the cross table of every
 * pair's score with its interval, and how many games duplicate deals saved.
 *
 * <p>A pair's score is the share of its comparisons the row's entrant placed ahead (a level placing
 * counts half). Its interval is the normal interval of a ratio estimator clustered by deal: each
 * deal's points less its share of the mean, squared and added up, so the pairing of a duplicate
 * deal's tables (the same shuffles for both) is counted as it is. The same sum over single games
 * is the variance the pair would have with a fresh deal at every game: the ratio of the two is how
 * many times fewer games duplicate deals need for the same interval.
 *
 * @param tournament the tournament
 * @param aggregate its games
 * @param entrants each entrant's line, in order
 * @param pairs each ordered pair of entrants that met
 * @param teams each partnership's rating, when partners differ (empty otherwise)
 */
public record Standings(Tournament tournament, TournamentAggregate aggregate, ImmutableList<EntrantLine> entrants,
    ImmutableList<Pair> pairs, ImmutableList<TeamLine> teams) {

  /** The half width of the interval the "games needed" figures aim at: ±2 points. */
  public static final double TARGET = 0.02;

  private static final double Z = 1.959963984540054;

  /**
   * One entrant's line.
   *
   * @param index its index
   * @param entrant the entrant
   * @param played the sides it played at finished games
   * @param won how many of those its side won
   * @param meanScore its sides' mean final score
   * @param rating its rating, on Elo's scale, with the interval
   */
  public record EntrantLine(int index, Entrant entrant, long played, long won, double meanScore, Rating rating) {}

  /**
   * One ordered pair of the cross table.
   *
   * @param row the entrant whose score it is
   * @param column its opponent
   * @param met the finished games they met in, on opposite sides
   * @param comparisons their comparisons
   * @param score the row's share of the points, with the 95% interval clustered by deal
   * @param gamesNeeded the games they would need to meet in for a ±2-point interval, at this
   *     tournament's variance (with its duplicate deals, if any)
   * @param gamesNeededFresh the same with a fresh deal at every game (the variance of single games)
   */
  public record Pair(int row, int column, long met, long comparisons, Rate score, double gamesNeeded,
      double gamesNeededFresh) {

    /** {@return how many times fewer games the tournament's deals need than fresh ones} */
    public double saving() {
      return gamesNeeded == 0 ? 1 : gamesNeededFresh / gamesNeeded;
    }
  }

  /**
   * A partnership's rating, when partners differ.
   *
   * @param partners the entrants of the team
   * @param rating the team's rating, on Elo's scale, with the interval
   */
  public record TeamLine(ImmutableList<Integer> partners, Rating rating) {}

  /**
   * {@return the standings of {@code tournament} after the games of {@code aggregate}}
   *
   * @param tournament the tournament
   * @param aggregate its games
   */
  public static Standings of(Tournament tournament, TournamentAggregate aggregate) {
    int n = tournament.entrants().size();
    ImmutableList<Rating> ratings = Ratings.fit(aggregate, n, side -> side);
    ImmutableList.Builder<EntrantLine> lines = ImmutableList.builder();
    for (int i = 0; i < n; i++) {
      long played = aggregate.played(i);
      lines.add(new EntrantLine(i, tournament.entrants().get(i), played, aggregate.won(i),
          played == 0 ? 0 : (double) aggregate.scoreSum(i) / played, ratings.get(i)));
    }
    ImmutableList.Builder<Pair> pairs = ImmutableList.builder();
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i == j || aggregate.comparisons(i, j) == 0) {
          continue;
        }
        long m = aggregate.comparisons(i, j);
        double p = aggregate.points2(i, j) / 2.0 / m;
        double dealHalf = half(aggregate.dealSquares(i, j), p, m);
        double gameHalf = half(aggregate.gameSquares(i, j), p, m);
        long met = aggregate.met(i, j);
        pairs.add(new Pair(i, j, met, m, new Rate(p, Math.max(0, p - dealHalf), Math.min(1, p + dealHalf)),
            met * Math.pow(dealHalf / TARGET, 2), met * Math.pow(gameHalf / TARGET, 2)));
      }
    }
    ImmutableList.Builder<TeamLine> teams = ImmutableList.builder();
    boolean mixed = java.util.stream.IntStream.range(0, TournamentAggregate.GROUPS)
        .anyMatch(g -> aggregate.group(g).keySet().stream().anyMatch(m -> m.first().size() > 1));
    if (mixed) {
      Map<List<Integer>, Integer> ids = new LinkedHashMap<>();
      for (int g = 0; g < TournamentAggregate.GROUPS; g++) {
        for (Matchup m : aggregate.group(g).keySet()) {
          ids.putIfAbsent(m.first(), ids.size());
          ids.putIfAbsent(m.second(), ids.size());
        }
      }
      ImmutableList<Rating> teamRatings = Ratings.fit(aggregate, ids.size(), side -> List.of(ids.get(side)));
      ids.forEach((partners, id) -> teams.add(new TeamLine(ImmutableList.copyOf(partners), teamRatings.get(id))));
    }
    return new Standings(tournament, aggregate, lines.build(), pairs.build(), teams.build());
  }

  /** {@return the 95% half width of a clustered ratio estimate from its sums of squares} */
  private static double half(long[] squares, double p, long m) {
    // sum (a - p m)^2 with a the points, kept doubled (A = 2a): (A2 - 4p Am + 4p^2 M2) / 4
    double sum = (squares[0] - 4 * p * squares[1] + 4 * p * p * squares[2]) / 4;
    return Z * Math.sqrt(Math.max(0, sum)) / m;
  }

  /**
   * {@return the pair of {@code row} against {@code column}, if they met}
   *
   * @param row an entrant
   * @param column another
   */
  public Optional<Pair> pair(int row, int column) {
    return pairs.stream().filter(p -> p.row() == row && p.column() == column).findFirst();
  }

  /**
   * {@return over every pair that met, the games a ±2-point interval needs with the tournament's
   * deals and with fresh ones, added up (each unordered pair once)}
   */
  public double[] gamesNeededInAll() {
    double dup = 0;
    double fresh = 0;
    for (Pair pair : pairs) {
      if (pair.row() < pair.column()) {
        dup += pair.gamesNeeded();
        fresh += pair.gamesNeededFresh();
      }
    }
    return new double[] {dup, fresh};
  }

  /**
   * {@return the standings as one table, a row per entrant (opponent {@code all}: its rating) and
   * a row per ordered pair that met (its score, and the games a ±2-point interval needs)}
   */
  public CellTable table() {
    List<CellTable.Column> columns = List.of(
        new CellTable.Column("entrant", CellTable.Type.TEXT), new CellTable.Column("opponent", CellTable.Type.TEXT),
        new CellTable.Column("games", CellTable.Type.LONG), new CellTable.Column("won", CellTable.Type.LONG),
        new CellTable.Column("comparisons", CellTable.Type.LONG), new CellTable.Column("score", CellTable.Type.DOUBLE),
        new CellTable.Column("scoreLow", CellTable.Type.DOUBLE), new CellTable.Column("scoreHigh", CellTable.Type.DOUBLE),
        new CellTable.Column("rating", CellTable.Type.DOUBLE), new CellTable.Column("ratingLow", CellTable.Type.DOUBLE),
        new CellTable.Column("ratingHigh", CellTable.Type.DOUBLE), new CellTable.Column("meanScore", CellTable.Type.DOUBLE),
        new CellTable.Column("gamesFor2Points", CellTable.Type.LONG),
        new CellTable.Column("gamesFor2PointsFreshDeals", CellTable.Type.LONG));
    List<ImmutableMap<String, Object>> rows = new ArrayList<>();
    for (EntrantLine line : entrants) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("entrant", line.entrant().name());
      row.put("opponent", "all");
      row.put("games", line.played());
      row.put("won", line.won());
      row.put("score", line.played() == 0 ? 0.0 : (double) line.won() / line.played());
      // With a single deal there is no interval: the bounds are left out, not written as Infinity.
      for (Map.Entry<String, Double> r : Map.of("rating", line.rating().rating(), "ratingLow", line.rating().low(),
          "ratingHigh", line.rating().high()).entrySet()) {
        if (Double.isFinite(r.getValue())) {
          row.put(r.getKey(), round(r.getValue()));
        }
      }
      row.put("meanScore", line.meanScore());
      rows.add(ImmutableMap.copyOf(row));
    }
    for (Pair pair : pairs) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("entrant", tournament.entrants().get(pair.row()).name());
      row.put("opponent", tournament.entrants().get(pair.column()).name());
      row.put("games", pair.met());
      row.put("comparisons", pair.comparisons());
      row.put("score", pair.score().rate());
      row.put("scoreLow", pair.score().low());
      row.put("scoreHigh", pair.score().high());
      row.put("gamesFor2Points", Math.round(Math.ceil(pair.gamesNeeded())));
      row.put("gamesFor2PointsFreshDeals", Math.round(Math.ceil(pair.gamesNeededFresh())));
      rows.add(ImmutableMap.copyOf(row));
    }
    return new CellTable(ImmutableList.copyOf(columns), ImmutableList.copyOf(rows));
  }

  /** Ratings to a tenth of a point: their intervals are tens of points wide. */
  private static double round(double value) {
    return Math.round(value * 10) / 10.0;
  }
}
