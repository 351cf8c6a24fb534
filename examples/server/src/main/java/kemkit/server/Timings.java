package kemkit.server;

import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * Where an action's time goes on the server, stage by stage, as log-scaled histograms (eight
 * buckets per power of two, so a percentile is read to within 12.5 %): what an operator, or the load
 * test, reads to find a latency's tail. Recording is a few atomic increments and allocates nothing.
 */
final class Timings {

  /** The stages of an action on the server, in order. */
  enum Stage {
    /** Waiting for the table's lock: another action of the same table (a bot, another seat) runs. */
    TABLE_LOCK("table lock wait"),
    /** The bots' scheduler choosing a move (bot ticks only). */
    BOT("bot choice"),
    /** The rules judging the action, and the server dealing what chance then requires. */
    RULES("rules + deal"),
    /** Writing the record lines: waiting for the database, then the commit. */
    STORE("store (wait + commit)"),
    /** Building each seat's update (events, view, legal actions) and handing it to its socket. */
    BROADCAST("broadcast"),
    /** The whole of a seat's action on the server, from its message to its answer sent. */
    TOTAL("total (client actions)");

    private final String label;

    Stage(String label) {
      this.label = label;
    }

    String label() {
      return label;
    }
  }

  private static final int SUB_BUCKETS = 8;
  private static final int BUCKETS = 40 * SUB_BUCKETS;

  /** One stage's histogram of durations in nanoseconds. */
  static final class Histogram {
    private final AtomicLongArray counts = new AtomicLongArray(BUCKETS);
    private final LongAdder count = new LongAdder();
    private final LongAdder sum = new LongAdder();
    private final LongAccumulator max = new LongAccumulator(Math::max, 0);

    void record(long nanos) {
      long value = Math.max(1, nanos);
      counts.incrementAndGet(bucket(value));
      count.increment();
      sum.add(value);
      max.accumulate(value);
    }

    long count() {
      return count.sum();
    }

    /** {@return the mean, in nanoseconds} */
    double mean() {
      long n = count.sum();
      return n == 0 ? Double.NaN : (double) sum.sum() / n;
    }

    long max() {
      return max.get();
    }

    /** {@return the upper bound of the bucket holding the {@code p}-th percentile, in nanoseconds} */
    long percentile(double p) {
      long n = count.sum();
      if (n == 0) {
        return 0;
      }
      long rank = (long) Math.ceil(p / 100 * n);
      long seen = 0;
      for (int b = 0; b < BUCKETS; b++) {
        seen += counts.get(b);
        if (seen >= rank) {
          return Math.min(upper(b), max());
        }
      }
      return max();
    }

    private static int bucket(long value) {
      int power = 63 - Long.numberOfLeadingZeros(value);
      if (power < 3) {
        return (int) value;
      }
      int sub = (int) ((value >>> (power - 3)) & (SUB_BUCKETS - 1));
      return Math.min(BUCKETS - 1, (power - 2) * SUB_BUCKETS + sub);
    }

    private static long upper(int bucket) {
      if (bucket < SUB_BUCKETS) {
        return bucket;
      }
      int power = bucket / SUB_BUCKETS + 2;
      long sub = bucket % SUB_BUCKETS;
      return ((SUB_BUCKETS + sub + 1) << (power - 3)) - 1;
    }
  }

  /** Accepted actions stored, chance actions included, since the start (never reset). */
  private final LongAdder actions = new LongAdder();

  /** Counts {@code n} actions stored. */
  void stored(int n) {
    actions.add(n);
  }

  /** {@return the actions stored since the start} */
  long actionsStored() {
    return actions.sum();
  }

  /** Per stage, by ordinal; replaced whole by {@link #reset()}. */
  private volatile Histogram[] stages = fresh();

  private static Histogram[] fresh() {
    Histogram[] all = new Histogram[Stage.values().length];
    for (int i = 0; i < all.length; i++) {
      all[i] = new Histogram();
    }
    return all;
  }

  /** Records {@code nanos} spent in {@code stage}. */
  @SuppressWarnings("EnumOrdinal") // the stages index a plain array: no EnumMap lookup on every action
  void record(Stage stage, long nanos) {
    stages[stage.ordinal()].record(nanos);
  }

  /** {@return the histogram of {@code stage}} */
  @SuppressWarnings("EnumOrdinal") // as in record
  Histogram of(Stage stage) {
    return stages[stage.ordinal()];
  }

  /** Forgets everything recorded (after a warm-up): an action running meanwhile may count in either. */
  void reset() {
    stages = fresh();
  }

  /** {@return one line per stage: count, mean, p50, p99, p99.9 and max, in milliseconds} */
  String report() {
    StringBuilder out = new StringBuilder();
    for (Stage stage : Stage.values()) {
      Histogram h = of(stage);
      out.append(String.format("  %-24s n=%-8d mean %7.3f  p50 %7.3f  p99 %7.3f  p99.9 %7.3f  max %8.3f ms%n",
          stage.label(), h.count(), h.mean() / 1e6, h.percentile(50) / 1e6, h.percentile(99) / 1e6,
          h.percentile(99.9) / 1e6, h.max() / 1e6));
    }
    return out.toString();
  }
}
