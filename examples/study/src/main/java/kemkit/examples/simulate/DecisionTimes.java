package kemkit.examples.simulate;

import java.util.Arrays;

/**
 * How much CPU time the search bots of a run took per decision: every call of {@code intention}
 * or {@code choose}, measured on the thread that made it. It depends on the machine, as {@link
 * Summary#elapsed()} does, not on the plan alone. Kept as a histogram of 0.1 ms buckets up to 50
 * ms (longer decisions share the last bucket, and the maximum is kept apart), so that runs of any
 * length merge in constant space, exactly and in any order (a Spark job ships it between
 * machines, hence serializable). Immutable.
 *
 * @serial exclude
 */
public final class DecisionTimes implements java.io.Serializable {

  private static final long serialVersionUID = 1L;

  private static final long BUCKET_NANOS = 100_000;
  private static final int BUCKETS = 501;
  private static final DecisionTimes NONE = new DecisionTimes(new long[BUCKETS], 0, 0);

  private final long[] buckets;
  private final long totalNanos;
  private final long maxNanos;

  private DecisionTimes(long[] buckets, long totalNanos, long maxNanos) {
    this.buckets = buckets;
    this.totalNanos = totalNanos;
    this.maxNanos = maxNanos;
  }

  /** {@return no decisions at all} */
  public static DecisionTimes none() {
    return NONE;
  }

  /**
   * {@return the times of {@code nanos}, one decision each}
   *
   * @param nanos each decision's CPU time, in nanoseconds, not negative
   */
  public static DecisionTimes of(long... nanos) {
    long[] buckets = new long[BUCKETS];
    long total = 0;
    long max = 0;
    for (long time : nanos) {
      if (time < 0) {
        throw new IllegalArgumentException("a decision cannot take " + time + " ns");
      }
      buckets[(int) Math.min(BUCKETS - 1, time / BUCKET_NANOS)]++;
      total += time;
      max = Math.max(max, time);
    }
    return new DecisionTimes(buckets, total, max);
  }

  /**
   * {@return these decisions and {@code other}'s together}
   *
   * @param other more decisions
   */
  public DecisionTimes plus(DecisionTimes other) {
    long[] sum = buckets.clone();
    for (int i = 0; i < BUCKETS; i++) {
      sum[i] += other.buckets[i];
    }
    return new DecisionTimes(sum, totalNanos + other.totalNanos, Math.max(maxNanos, other.maxNanos));
  }

  /** {@return how many decisions were timed} */
  public long decisions() {
    return Arrays.stream(buckets).sum();
  }

  /** {@return the mean CPU time per decision, in milliseconds; 0 without decisions} */
  public double meanMillis() {
    long decisions = decisions();
    return decisions == 0 ? 0 : totalNanos / 1e6 / decisions;
  }

  /** {@return the longest decision, in milliseconds} */
  public double maxMillis() {
    return maxNanos / 1e6;
  }

  /**
   * {@return a bound that {@code share} of the decisions stayed within, in milliseconds: the upper
   * edge of the 0.1 ms bucket where that share is reached, or the maximum past 50 ms}
   *
   * @param share between 0 and 1, for example 0.99
   */
  public double percentileMillis(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("a share is between 0 and 1, not " + share);
    }
    long decisions = decisions();
    long needed = (long) Math.ceil(share * decisions);
    long seen = 0;
    for (int i = 0; i < BUCKETS - 1; i++) {
      seen += buckets[i];
      if (seen >= needed) {
        return Math.min((i + 1) * BUCKET_NANOS, maxNanos) / 1e6;
      }
    }
    return maxMillis();
  }

  /**
   * {@return how many decisions took longer than {@code millis} (to the 0.1 ms bucket)}
   *
   * @param millis a time in milliseconds, up to 50
   */
  public long over(double millis) {
    int first = (int) Math.min(BUCKETS - 1, Math.ceil(millis * 1e6 / BUCKET_NANOS));
    return Arrays.stream(buckets, first, BUCKETS).sum();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DecisionTimes that && Arrays.equals(buckets, that.buckets)
        && totalNanos == that.totalNanos && maxNanos == that.maxNanos;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(buckets) * 31 + Long.hashCode(totalNanos);
  }

  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT, "DecisionTimes[%d decisions, mean %.2f ms, p99 %.1f ms, max %.1f ms]",
        decisions(), meanMillis(), percentileMillis(0.99), maxMillis());
  }
}
