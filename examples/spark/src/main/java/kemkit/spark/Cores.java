package kemkit.spark;

import java.time.Duration;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;

/**
 * The cores the cluster granted the job, read once its executors have registered. Spark's {@code
 * defaultParallelism} on a cluster is the cores of the executors registered <em>so far</em> (at
 * least 2), and right after the session starts none are: read then, it says 2 whatever the
 * cluster, which made 8 partitions of a study given 100 cores. So the job waits, at most Spark's
 * {@code spark.scheduler.maxRegisteredResourcesWaitingTime} (30 s): for the cores it asked for
 * ({@code spark.cores.max}, or {@code spark.executor.instances} × {@code spark.executor.cores}),
 * or, when it asked for no number, until some executors have registered and the count holds for
 * two seconds. An explicit {@code spark.default.parallelism}, and local mode, need no wait.
 */
final class Cores {

  private Cores() {}

  /**
   * {@return the cores granted: the parallelism the job's default partition count follows}
   *
   * @param sc the job's Spark context
   * @param log where to say what it waits for
   */
  static int granted(SparkContext sc, Consumer<String> log) {
    SparkConf conf = sc.getConf();
    if (conf.contains("spark.default.parallelism") || sc.isLocal()) {
      return sc.defaultParallelism();
    }
    int expected = expected(conf);
    Duration wait = Duration.ofMillis(conf.getTimeAsMs("spark.scheduler.maxRegisteredResourcesWaitingTime", "30s"));
    long deadline = System.nanoTime() + wait.toNanos();
    log.accept("waiting for executors" + (expected > 0 ? " (" + expected + " cores asked for)" : ""));
    int seen = -1;
    long stableSince = System.nanoTime();
    while (System.nanoTime() < deadline) {
      int executors = sc.statusTracker().getExecutorInfos().length - 1;
      int cores = executors > 0 ? sc.defaultParallelism() : 0;
      if (expected > 0 && cores >= expected) {
        return cores;
      }
      if (cores != seen) {
        seen = cores;
        stableSince = System.nanoTime();
      } else if (expected == 0 && cores > 0 && System.nanoTime() - stableSince > 2_000_000_000L) {
        return cores;
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return Math.max(1, sc.defaultParallelism());
  }

  /** {@return the cores the job asked for, or 0 if it named no number} */
  static int expected(SparkConf conf) {
    if (conf.contains("spark.cores.max")) {
      return conf.getInt("spark.cores.max", 0);
    }
    if (conf.contains("spark.executor.instances") && !conf.getBoolean("spark.dynamicAllocation.enabled", false)) {
      return conf.getInt("spark.executor.instances", 0) * conf.getInt("spark.executor.cores", 1);
    }
    return 0;
  }
}
