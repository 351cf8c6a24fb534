package kemkit.world;

/**
 * The answer to a belief query ({@link Worlds#estimate}): in how many of the sampled worlds the
 * predicate held, with a 95% Wilson score interval for the probability.
 *
 * @param hits the samples in which the predicate held
 * @param samples how many worlds were sampled
 */
public record Estimate(int hits, int samples) {

  private static final double Z = 1.959963984540054;

  /**
   * Checks the counts.
   *
   * @param hits the samples in which the predicate held
   * @param samples how many worlds were sampled
   */
  public Estimate {
    if (samples < 1 || hits < 0 || hits > samples) {
      throw new IllegalArgumentException("hits " + hits + " of " + samples + " samples");
    }
  }

  /** {@return the share of samples in which the predicate held} */
  public double probability() {
    return (double) hits / samples;
  }

  /** {@return the low end of the 95% Wilson interval} */
  public double low() {
    return wilson(-1);
  }

  /** {@return the high end of the 95% Wilson interval} */
  public double high() {
    return wilson(1);
  }

  private double wilson(int sign) {
    double n = samples;
    double p = probability();
    double centre = p + Z * Z / (2 * n);
    double spread = Z * Math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n));
    return Math.min(1, Math.max(0, (centre + sign * spread) / (1 + Z * Z / n)));
  }

  /** {@return {@code 0.231 [0.205, 0.259] (231 of 1000)}} */
  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT, "%.3f [%.3f, %.3f] (%d of %d)", probability(), low(), high(), hits,
        samples);
  }
}
