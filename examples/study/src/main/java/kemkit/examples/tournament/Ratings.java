package kemkit.examples.tournament;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Ratings fitted on every comparison of a tournament: a Bradley–Terry model, where a side whose
 * players have strengths {@code β} places ahead of another with probability {@code σ(mean β of
 * the one − mean β of the other)}, a level placing counting half. For Khamul's many players each
 * finished game's placing is broken into the comparisons of every pair of seats (full rank
 * breaking, the placement-based Bradley–Terry of Plackett–Luce's pairs); for teams of partners
 * that differ, a team's strength is its partners' mean. The fit is the maximum of the likelihood
 * with a weak prior ({@code β ~ N(0, 10²)}, which only keeps an unbeaten entrant finite), by
 * Newton's method; the strengths are shown on Elo's scale ({@code 400/ln 10} points per unit, 0 the
 * mean entrant).
 *
 * <p>Intervals: a grouped jackknife over {@value TournamentAggregate#GROUPS} groups of deals (deal
 * mod the groups). It refits without each group in turn; since every game of a deal is in one
 * group, it counts a duplicate deal's pairing as it is, which a per-game formula would not.
 *
 * <p>Why fitted here and not by a library: TrueSkill and Glicko (JSkills, glicko2 on Maven
 * Central, unmaintained for a decade) update online, one game after another, so their ratings
 * depend on the order games finish in: on threads or Spark partitions that order is not fixed, and
 * the results would differ from run to run. A Bradley–Terry fit on all games at once is order-free
 * and is some eighty lines.
 */
public final class Ratings {

  /** Elo points per unit of log-odds. */
  public static final double ELO = 400 / Math.log(10);

  private static final double PRIOR = 0.01;
  private static final double Z = 1.959963984540054;

  private Ratings() {}

  /**
   * A player's rating with its 95% interval, on Elo's scale.
   *
   * @param rating the rating, 0 the mean player
   * @param low the interval's lower bound
   * @param high the interval's upper bound
   */
  public record Rating(double rating, double low, double high) {}

  /**
   * {@return each player's rating with its interval}
   *
   * @param aggregate the tournament's comparisons
   * @param players how many players the fit rates
   * @param player each entrant list of a side (one entrant, or partners) as the players that count
   *     for it: itself as a list of entrants for entrant ratings, or the team as one player for team
   *     ratings
   */
  public static ImmutableList<Rating> fit(TournamentAggregate aggregate, int players,
      Function<List<Integer>, List<Integer>> player) {
    List<Map<Matchup, long[]>> groups = new ArrayList<>();
    for (int g = 0; g < TournamentAggregate.GROUPS; g++) {
      Map<Matchup, long[]> mapped = new TreeMap<>();
      for (Map.Entry<Matchup, long[]> e : aggregate.group(g).entrySet()) {
        Matchup m = new Matchup(ImmutableList.copyOf(player.apply(e.getKey().first())),
            ImmutableList.copyOf(player.apply(e.getKey().second())));
        long[] into = mapped.computeIfAbsent(m, k -> new long[2]);
        into[0] += e.getValue()[0];
        into[1] += e.getValue()[1];
      }
      groups.add(mapped);
    }
    double[] all = solve(players, groups, -1);
    List<double[]> leaveOut = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      if (!groups.get(g).isEmpty()) {
        leaveOut.add(solve(players, groups, g));
      }
    }
    ImmutableList.Builder<Rating> out = ImmutableList.builder();
    int k = leaveOut.size();
    for (int p = 0; p < players; p++) {
      double mean = 0;
      for (double[] fit : leaveOut) {
        mean += fit[p] / k;
      }
      double variance = 0;
      for (double[] fit : leaveOut) {
        variance += (fit[p] - mean) * (fit[p] - mean);
      }
      double sd = k < 2 ? Double.POSITIVE_INFINITY : Math.sqrt(variance * (k - 1) / k);
      double half = Z * sd;
      out.add(new Rating(ELO * all[p], ELO * (all[p] - half), ELO * (all[p] + half)));
    }
    return out.build();
  }

  /** {@return the strengths fitted on every group but {@code without} (-1: all), by Newton's method} */
  static double[] solve(int players, List<Map<Matchup, long[]>> groups, int without) {
    Map<Matchup, long[]> counts = new TreeMap<>();
    for (int g = 0; g < groups.size(); g++) {
      if (g == without) {
        continue;
      }
      for (Map.Entry<Matchup, long[]> e : groups.get(g).entrySet()) {
        long[] into = counts.computeIfAbsent(e.getKey(), m -> new long[2]);
        into[0] += e.getValue()[0];
        into[1] += e.getValue()[1];
      }
    }
    List<double[]> designs = new ArrayList<>();
    List<long[]> data = new ArrayList<>();
    for (Map.Entry<Matchup, long[]> e : counts.entrySet()) {
      double[] d = new double[players];
      for (int p : e.getKey().first()) {
        d[p] += 1.0 / e.getKey().first().size();
      }
      for (int p : e.getKey().second()) {
        d[p] -= 1.0 / e.getKey().second().size();
      }
      designs.add(d);
      data.add(e.getValue());
    }
    double[] beta = new double[players];
    for (int iteration = 0; iteration < 100; iteration++) {
      double[] gradient = new double[players];
      double[][] hessian = new double[players][players];
      for (int p = 0; p < players; p++) {
        gradient[p] = -PRIOR * beta[p];
        hessian[p][p] = PRIOR;
      }
      for (int m = 0; m < designs.size(); m++) {
        double[] d = designs.get(m);
        double z = 0;
        for (int p = 0; p < players; p++) {
          z += d[p] * beta[p];
        }
        double sigma = 1 / (1 + Math.exp(-z));
        double wins = data.get(m)[0] / 2.0;
        double n = data.get(m)[1];
        double weight = n * sigma * (1 - sigma);
        for (int p = 0; p < players; p++) {
          if (d[p] == 0) {
            continue;
          }
          gradient[p] += (wins - n * sigma) * d[p];
          for (int q = 0; q < players; q++) {
            hessian[p][q] += weight * d[p] * d[q];
          }
        }
      }
      double[] step = Linear.solve(hessian, gradient);
      double size = 0;
      for (int p = 0; p < players; p++) {
        beta[p] += step[p];
        size = Math.max(size, Math.abs(step[p]));
      }
      if (size < 1e-10) {
        break;
      }
    }
    double mean = 0;
    for (double b : beta) {
      mean += b / players;
    }
    for (int p = 0; p < players; p++) {
      beta[p] -= mean;
    }
    return beta;
  }

  /** Gaussian elimination with partial pivoting, for the small symmetric systems of the fit. */
  static final class Linear {
    private Linear() {}

    static double[] solve(double[][] matrix, double[] right) {
      int n = right.length;
      double[][] a = new double[n][];
      for (int i = 0; i < n; i++) {
        a[i] = java.util.Arrays.copyOf(matrix[i], n + 1);
        a[i][n] = right[i];
      }
      for (int col = 0; col < n; col++) {
        int pivot = col;
        for (int row = col + 1; row < n; row++) {
          if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) {
            pivot = row;
          }
        }
        double[] t = a[col];
        a[col] = a[pivot];
        a[pivot] = t;
        for (int row = col + 1; row < n; row++) {
          double f = a[row][col] / a[col][col];
          for (int k = col; k <= n; k++) {
            a[row][k] -= f * a[col][k];
          }
        }
      }
      double[] x = new double[n];
      for (int row = n - 1; row >= 0; row--) {
        double sum = a[row][n];
        for (int k = row + 1; k < n; k++) {
          sum -= a[row][k] * x[k];
        }
        x[row] = sum / a[row][row];
      }
      return x;
    }
  }
}
