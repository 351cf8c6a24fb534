package kemkit.spark;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.Plan;
import kemkit.examples.study.Cell;
import kemkit.examples.study.CellResult;
import kemkit.examples.study.CellTable;
import kemkit.examples.study.Report;
import kemkit.examples.study.Study;
import kemkit.examples.study.StudyException;
import kemkit.examples.study.StudyFile;
import kemkit.examples.study.StudyRunner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * A study as an Apache Spark job. The driver reads and checks the study file (nothing runs if it
 * is wrong), cuts each cell's games into ranges of game indices, and hands the ranges to Spark's
 * partitions; each task plays its range with the study engine ({@link StudyRunner#playRange}) and
 * gives the cell's {@link Aggregate}, and the aggregates of a cell are merged by {@code
 * reduceByKey}. A game's seed depends on the study's seed, its cell and its index alone, and
 * merging is exact and in any order, so the results are the same for any number of partitions or
 * executors, and equal to {@code kemkit study}'s on threads.
 *
 * <pre>{@code
 * spark-submit --master local[2] examples/spark/target/kemkit-spark.jar study.json out/ --partitions 8
 * }</pre>
 *
 * <p>Writes {@code OUT/cells.parquet} and {@code OUT/cells.csv} with Spark's own writers (so
 * {@code OUT} may be on HDFS or an object store), and, when {@code --report FILE} is given, the
 * HTML report to a file of the driver's machine.
 */
public final class StudyJob {

  private StudyJob() {}

  /**
   * One range of games of one cell: the unit of work of a task.
   *
   * @param cell the cell's index
   * @param from the first game's index
   * @param to one past the last game's index
   * @serial exclude
   */
  public record Range(int cell, int from, int to) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /**
   * {@return the ranges that split every cell of {@code study} into {@code pieces} ranges at most}
   * The ranges depend on the study and {@code pieces} only, never on the cluster.
   *
   * @param study the study
   * @param pieces how many ranges a cell is cut into, at least 1
   */
  public static ImmutableList<Range> ranges(Study study, int pieces) {
    ImmutableList.Builder<Range> out = ImmutableList.builder();
    int games = study.gamesPerCell();
    int size = Math.max(1, (int) Math.ceil((double) games / pieces));
    for (Cell cell : study.cells()) {
      for (int from = 0; from < games; from += size) {
        out.add(new Range(cell.index(), from, (int) Math.min(games, (long) from + size)));
      }
    }
    return out.build();
  }

  /**
   * Plays {@code study} on Spark.
   *
   * @param spark the Spark context
   * @param studyText the study file's text; every executor reads it again (rules are not shipped)
   * @param partitions how many partitions the ranges are spread over, at least 1
   * @return each cell's result, in cell order
   * @throws StudyException if the study file is wrong: before any task starts
   */
  public static ImmutableList<CellResult> run(JavaSparkContext spark, String studyText, int partitions)
      throws StudyException {
    if (partitions < 1) {
      throw new IllegalArgumentException("partitions must be at least 1, not " + partitions);
    }
    Study study = StudyFile.parse(studyText);
    // Each cell in as many ranges as there are partitions: every partition gets a share of every cell.
    List<Range> ranges = ranges(study, partitions);
    JavaPairRDD<Integer, Aggregate> aggregates = spark.parallelize(ranges, partitions)
        .mapToPair(range -> new Tuple2<>(range.cell(), play(studyText, range)))
        .reduceByKey(Aggregate::plus);
    Map<Integer, Aggregate> byCell = aggregates.collectAsMap();
    ImmutableList.Builder<CellResult> results = ImmutableList.builder();
    for (Cell cell : study.cells()) {
      results.add(CellResult.of(study, cell, byCell.get(cell.index())));
    }
    return results.build();
  }

  /** Studies already read on this executor, by their text: a task reads its study once per JVM. */
  private static final Map<String, Study> STUDIES = new ConcurrentHashMap<>();

  private static Aggregate play(String studyText, Range range) throws StudyException {
    Study study = STUDIES.get(studyText);
    if (study == null) {
      study = StudyFile.parse(studyText);
      STUDIES.put(studyText, study);
    }
    Cell cell = study.cells().get(range.cell());
    Plan plan = study.plan(cell, 1);
    return StudyRunner.playRange(plan, cell.index(), range.from(), range.to(), () -> {});
  }

  /**
   * {@return the cell table as a Spark data frame: a column per table column, typed}
   *
   * @param session the Spark session
   * @param table the cell table
   */
  public static Dataset<Row> frame(SparkSession session, CellTable table) {
    List<StructField> fields = new ArrayList<>();
    for (CellTable.Column column : table.columns()) {
      DataType type = switch (column.type()) {
        case TEXT -> DataTypes.StringType;
        case LONG -> DataTypes.LongType;
        case DOUBLE -> DataTypes.DoubleType;
      };
      fields.add(DataTypes.createStructField(column.name(), type, true));
    }
    List<Row> rows = new ArrayList<>();
    for (Map<String, Object> row : table.rows()) {
      Object[] values = new Object[table.columns().size()];
      for (int i = 0; i < values.length; i++) {
        CellTable.Column column = table.columns().get(i);
        Object value = row.get(column.name());
        values[i] = value == null ? null : column.type() == CellTable.Type.TEXT ? value.toString() : value;
      }
      rows.add(RowFactory.create(values));
    }
    return session.createDataFrame(rows, DataTypes.createStructType(fields));
  }

  /**
   * Runs the job: {@code STUDY_FILE OUT_DIR [--partitions N] [--report FILE]}.
   *
   * @param args the command line
   * @throws Exception if the study cannot be read or run; the message says why
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: spark-submit kemkit-spark.jar STUDY_FILE OUT_DIR [--partitions N] [--report FILE]");
      System.exit(2);
    }
    Path file = Path.of(args[0]);
    String out = args[1];
    Optional<Integer> partitions = Optional.empty();
    Optional<Path> report = Optional.empty();
    for (int i = 2; i < args.length; i++) {
      switch (args[i]) {
        case "--partitions" -> partitions = Optional.of(Integer.parseInt(args[++i]));
        case "--report" -> report = Optional.of(Path.of(args[++i]));
        default -> {
          System.err.println("kemkit-spark: unknown argument '" + args[i] + "'");
          System.exit(2);
        }
      }
    }
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      System.err.println("kemkit-spark: cannot read " + file + ": " + e.getMessage());
      System.exit(2);
      return;
    }
    SparkSession session = SparkSession.builder().appName("kemkit study " + file.getFileName()).getOrCreate();
    try {
      JavaSparkContext spark = JavaSparkContext.fromSparkContext(session.sparkContext());
      int parts = partitions.orElse(Math.max(1, spark.defaultParallelism() * 4));
      long start = System.nanoTime();
      ImmutableList<CellResult> results;
      try {
        results = run(spark, text, parts);
      } catch (StudyException e) {
        System.err.println("kemkit-spark: " + file + " " + e.getMessage());
        System.exit(2);
        return;
      }
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
      Study study = StudyFile.parse(text);
      CellTable table = CellTable.of(results);
      Dataset<Row> frame = frame(session, table).coalesce(1);
      frame.write().mode(SaveMode.Overwrite).parquet(out + "/cells.parquet");
      frame.write().mode(SaveMode.Overwrite).option("header", "true").csv(out + "/cells.csv");
      if (report.isPresent()) {
        Files.writeString(report.get(), Report.html(study, results, "Spark " + spark.master() + ", " + parts
            + " partitions", elapsed), StandardCharsets.UTF_8);
      }
      System.out.printf(java.util.Locale.ROOT, "kemkit-spark: %d cells, %d games in %.1f s on %s (%d partitions)%n",
          study.cells().size(), study.games(), elapsed.toNanos() / 1e9, spark.master(), parts);
    } finally {
      session.stop();
    }
  }
}
