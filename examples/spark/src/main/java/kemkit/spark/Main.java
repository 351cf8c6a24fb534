package kemkit.spark;

/**
 * The entry point of {@code kemkit-spark.jar}. It names no Spark class itself, so that {@code java
 * -jar kemkit-spark.jar} without Spark on the class path prints a usage line (exit 2) instead of
 * a {@code NoClassDefFoundError}; under {@code spark-submit} it runs {@link StudyJob}.
 */
public final class Main {

  /** What the jar takes. */
  static final String USAGE = "usage: spark-submit [--master URL] [--conf K=V…] kemkit-spark.jar FILE OUT_DIR"
      + " [--partitions N] [--max-task-games N] [--progress SECONDS] [--report FILE]\n"
      + "  FILE: a study or a tournament file (docs/studies.md, docs/bots.md): a path, a file: or hdfs:// URI (any"
      + " Hadoop file system), or the name of a file shipped with --files";

  private Main() {}

  /**
   * Runs the job, or says how when Spark is not there.
   *
   * @param args {@code FILE OUT_DIR [options]}
   * @throws Exception if the job fails; its message says why
   */
  public static void main(String[] args) throws Exception {
    try {
      Class.forName("org.apache.spark.sql.SparkSession", false, Main.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      System.err.println("kemkit-spark: Spark is not on the class path: this jar runs under spark-submit, which"
          + " brings Spark (4.0, Scala 2.13).");
      System.err.println(USAGE);
      System.exit(2);
      return;
    }
    StudyJob.main(args);
  }
}
