package kemkit.examples.simulate;

/**
 * A 95% confidence interval for a win rate, by Wilson's score method: unlike the normal
 * approximation it stays inside [0, 1] and keeps its coverage for rates near 0 or 1 and for few
 * games. A bot beats another when the lower bound of its interval is above one half.
 *
 * <pre>{@code
 * Wilson interval = Wilson.of(620, 1000);   // [0.589, 0.650]
 * }</pre>
 *
 * @param low the lower bound, from 0 to 1
 * @param high the upper bound, from {@code low} to 1
 */
public record Wilson(double low, double high) {

  /** The normal quantile of a two-sided 95% interval. */
  private static final double Z = 1.959963984540054;

  /**
   * Checks the components.
   *
   * @param low the lower bound, from 0 to 1
   * @param high the upper bound, from {@code low} to 1
   * @throws IllegalArgumentException if the bounds are out of order or outside [0, 1]
   */
  public Wilson {
    if (!(0 <= low && low <= high && high <= 1)) {
      throw new IllegalArgumentException("an interval needs 0 <= low <= high <= 1, not " + low + ", " + high);
    }
  }

  /**
   * {@return the 95% interval of the rate of {@code wins} in {@code games}; [0, 1] when no game}
   *
   * @param wins how many of the games were won, from 0 to {@code games}
   * @param games how many games were finished
   * @throws IllegalArgumentException if {@code wins} is negative or more than {@code games}
   */
  public static Wilson of(long wins, long games) {
    if (wins < 0 || wins > games) {
      throw new IllegalArgumentException(wins + " wins in " + games + " games");
    }
    if (games == 0) {
      return new Wilson(0, 1);
    }
    double n = games;
    double p = wins / n;
    double z2 = Z * Z;
    double center = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    // At 0 or all wins the bound is exactly 0 or 1; rounding would leave it a hair off.
    return new Wilson(wins == 0 ? 0 : Math.max(0, center - half), wins == games ? 1 : Math.min(1, center + half));
  }
}
