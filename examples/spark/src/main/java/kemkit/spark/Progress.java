package kemkit.spark;

import java.time.Duration;
import java.util.Locale;
import java.util.function.Consumer;
import org.apache.spark.SparkStageInfo;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Says how far the job is, every so often, on the driver's standard error: the tasks done of the
 * games' stage, the games they hold (every task is about the same size) and the time left at the
 * pace so far. Spark's UI shows the tasks too; this line is for a person watching spark-submit,
 * and for a log.
 */
final class Progress implements AutoCloseable {

  private final Thread thread;

  private Progress(Thread thread) {
    this.thread = thread;
  }

  /**
   * {@return a reporter that, every {@code every}, reads the stages of job group {@code group} and
   * tells {@code log} how far they are}
   *
   * @param spark the Spark context
   * @param group the job group the games run in
   * @param games how many games the job plays
   * @param every how often to report
   * @param log where the lines go
   */
  static Progress start(JavaSparkContext spark, String group, long games, Duration every, Consumer<String> log) {
    long start = System.nanoTime();
    Thread thread = new Thread(() -> {
      try {
        while (!Thread.currentThread().isInterrupted()) {
          Thread.sleep(every.toMillis());
          int done = 0;
          int total = 0;
          for (int job : spark.statusTracker().getJobIdsForGroup(group)) {
            var info = spark.statusTracker().getJobInfo(job);
            if (info == null) {
              continue;
            }
            for (int stage : info.stageIds()) {
              SparkStageInfo s = spark.statusTracker().getStageInfo(stage);
              if (s != null && s.numTasks() > total) {
                // The widest stage is the games'; the merge after it has a few tasks.
                total = s.numTasks();
                done = s.numCompletedTasks();
              }
            }
          }
          if (total > 0) {
            log.accept(line(done, total, games, Duration.ofNanos(System.nanoTime() - start)));
          }
        }
      } catch (InterruptedException e) {
        // Closed.
      }
    }, "kemkit-progress");
    thread.setDaemon(true);
    thread.start();
    return new Progress(thread);
  }

  /** {@return the progress line: tasks, games and the time left} */
  static String line(int done, int total, long games, Duration elapsed) {
    double share = total == 0 ? 0 : (double) done / total;
    String left = done == 0 ? "" : String.format(Locale.ROOT, ", about %s left",
        clock((long) (elapsed.toSeconds() * (1 - share) / share)));
    return String.format(Locale.ROOT, "kemkit-spark: %d of %d tasks done (%.0f%%, about %,d of %,d games) in %s%s",
        done, total, 100 * share, Math.round(share * games), games, clock(elapsed.toSeconds()), left);
  }

  private static String clock(long seconds) {
    return seconds >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
        : String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }

  @Override
  public void close() {
    thread.interrupt();
  }
}
