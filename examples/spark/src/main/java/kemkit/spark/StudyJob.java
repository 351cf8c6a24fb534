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
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.GameResult;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;
import kemkit.examples.study.Cell;
import kemkit.examples.study.CellResult;
import kemkit.examples.study.CellTable;
import kemkit.examples.study.Report;
import kemkit.examples.study.Study;
import kemkit.examples.study.StudyException;
import kemkit.examples.study.StudyFile;
import kemkit.examples.tournament.Standings;
import kemkit.examples.tournament.Tournament;
import kemkit.examples.tournament.TournamentAggregate;
import kemkit.examples.tournament.TournamentFile;
import kemkit.examples.tournament.TournamentReport;
import kemkit.examples.tournament.TournamentRunner;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkFiles;
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
import scala.Tuple2;

/**
 * A study, or a tournament, as an Apache Spark job. The driver reads and checks the file before
 * Spark starts (nothing runs if it is wrong), cuts the games into tasks of at most {@code
 * --max-task-games} games, and hands one task to each partition; a task plays its games with the
 * study engine and gives its aggregates, merged by {@code reduceByKey} (a study's cells) or {@code
 * reduce} (a tournament's deals). Merging is exact and in any order and every game's seed depends
 * on the file alone, so the results are the same for any number of partitions or executors, and
 * equal to {@code kemkit study}'s and {@code kemkit tournament}'s on threads.
 *
 * <p>A study's games make one sequence in which the cells take turns (game {@code g} is game
 * {@code g / cells} of cell {@code g % cells}), and a task is a stretch of it: every task plays a
 * share of every cell, so no task is all slow cells. A tournament's task is a range of whole deals
 * (a deal's tables are paired).
 *
 * <pre>{@code
 * spark-submit --master local[2] examples/spark/target/kemkit-spark.jar study.json out/ --report report.html
 * }</pre>
 *
 * <p>Writes, through Hadoop's file system of {@code OUT} (a path, HDFS, an object store), the
 * table as CSV and JSON, byte for byte those of the thread runner ({@code cells.csv}, {@code
 * cells.json}; a tournament's {@code standings.csv}, {@code standings.json}), and as Parquet by
 * Spark's writer, numbers as numbers ({@code cells.parquet}, {@code standings.parquet}); with
 * {@code --report FILE}, the HTML report on the driver's disk.
 */
public final class StudyJob {

  /** The default bound on a task's games: a few minutes of heuristic bots, so a lost executor loses little. */
  public static final long MAX_TASK_GAMES = 50_000;

  private StudyJob() {}

  /**
   * A task: games {@code from} (included) to {@code to} (excluded) of the study's sequence, or deals
   * of a tournament.
   *
   * @param from the first game or deal
   * @param to one past the last
   * @serial exclude
   */
  public record Task(long from, long to) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /**
   * {@return {@code units} games (or deals) cut into tasks: at least {@code partitions} of them
   * where there are enough units, and none of more than {@code maxUnits}} In order, and depending
   * on the arguments alone, never on the cluster; computed in long arithmetic, so {@code
   * gamesPerCell} 2^31 - 1 gives tasks, not a loop.
   *
   * @param units how many games or deals
   * @param partitions the least number of tasks, at least 1
   * @param maxUnits the most units a task holds, at least 1
   */
  public static ImmutableList<Task> tasks(long units, int partitions, long maxUnits) {
    if (partitions < 1 || maxUnits < 1) {
      throw new IllegalArgumentException("partitions and a task's size are at least 1");
    }
    long size = Math.max(1, Math.min(maxUnits, (units + partitions - 1) / partitions));
    long count = (units + size - 1) / size;
    if (count > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(units + " games in tasks of " + size + " are too many tasks: raise"
          + " --max-task-games");
    }
    ImmutableList.Builder<Task> out = ImmutableList.builderWithExpectedSize((int) count);
    for (long from = 0; from < units; from += size) {
      out.add(new Task(from, Math.min(units, from + size)));
    }
    return out.build();
  }

  /**
   * Plays a study on Spark.
   *
   * @param spark the Spark context
   * @param studyText the study file's text; every executor reads it again (rules are not shipped)
   * @param partitions the least number of tasks, at least 1
   * @param maxTaskGames the most games a task plays
   * @return each cell's result, in cell order
   * @throws StudyException if the study file is wrong: before any task starts
   */
  public static ImmutableList<CellResult> run(JavaSparkContext spark, String studyText, int partitions,
      long maxTaskGames) throws StudyException {
    Study study = StudyFile.parse(studyText);
    List<Task> tasks = tasks(study.games(), partitions, maxTaskGames);
    JavaPairRDD<Integer, Aggregate> aggregates = spark.parallelize(tasks, tasks.size())
        .flatMapToPair(task -> playStudy(studyText, task).iterator())
        .reduceByKey(Aggregate::plus);
    Map<Integer, Aggregate> byCell = aggregates.collectAsMap();
    ImmutableList.Builder<CellResult> results = ImmutableList.builder();
    for (Cell cell : study.cells()) {
      results.add(CellResult.of(study, cell, byCell.get(cell.index())));
    }
    return results.build();
  }

  /**
   * Plays a tournament on Spark.
   *
   * @param spark the Spark context
   * @param text the tournament file's text; every executor reads it again
   * @param partitions the least number of tasks, at least 1
   * @param maxTaskGames the most games a task plays (a task holds at least one deal)
   * @return every deal's games, added up
   * @throws StudyException if the tournament file is wrong: before any task starts
   */
  public static TournamentAggregate runTournament(JavaSparkContext spark, String text, int partitions,
      long maxTaskGames) throws StudyException {
    Tournament tournament = TournamentFile.parse(text);
    List<Task> tasks = tasks(tournament.deals(), partitions, Math.max(1, maxTaskGames / tournament.tablesPerDeal()));
    return spark.parallelize(tasks, tasks.size())
        .map(task -> TournamentRunner.playDeals(tournament(text), (int) task.from(), (int) task.to(), () -> { }))
        .reduce(TournamentAggregate::plus);
  }

  /** A study read on this executor, with its cells' plans: made once per JVM and text. */
  private record Prepared(Study study, List<Plan> plans) {}

  private static final Map<String, Prepared> STUDIES = new ConcurrentHashMap<>();
  private static final Map<String, Tournament> TOURNAMENTS = new ConcurrentHashMap<>();

  private static Prepared prepared(String text) throws StudyException {
    Prepared prepared = STUDIES.get(text);
    if (prepared == null) {
      Study study = StudyFile.parse(text);
      List<Plan> plans = new ArrayList<>();
      for (Cell cell : study.cells()) {
        plans.add(study.plan(cell, 1));
      }
      prepared = new Prepared(study, plans);
      STUDIES.put(text, prepared);
    }
    return prepared;
  }

  private static Tournament tournament(String text) throws StudyException {
    Tournament tournament = TOURNAMENTS.get(text);
    if (tournament == null) {
      tournament = TournamentFile.parse(text);
      TOURNAMENTS.put(text, tournament);
    }
    return tournament;
  }

  /** {@return the aggregates, by cell, of the games of one task} At most 256 results of a cell are held at once. */
  static List<Tuple2<Integer, Aggregate>> playStudy(String text, Task task) throws StudyException {
    Prepared p = prepared(text);
    int cells = p.study().cells().size();
    Aggregate[] totals = new Aggregate[cells];
    List<List<GameResult>> batches = new ArrayList<>();
    for (int cell = 0; cell < cells; cell++) {
      batches.add(new ArrayList<>());
    }
    for (long g = task.from(); g < task.to(); g++) {
      int cell = (int) (g % cells);
      int index = (int) (g / cells);
      Plan plan = p.plans().get(cell);
      List<GameResult> batch = batches.get(cell);
      batch.add(Simulator.play(plan, cell, index));
      if (batch.size() == 256) {
        Aggregate part = Aggregate.of(plan.rules(), batch);
        totals[cell] = totals[cell] == null ? part : totals[cell].plus(part);
        batch.clear();
      }
    }
    List<Tuple2<Integer, Aggregate>> out = new ArrayList<>();
    for (int cell = 0; cell < cells; cell++) {
      List<GameResult> batch = batches.get(cell);
      if (!batch.isEmpty()) {
        Aggregate part = Aggregate.of(p.plans().get(cell).rules(), batch);
        totals[cell] = totals[cell] == null ? part : totals[cell].plus(part);
      }
      if (totals[cell] != null) {
        out.add(new Tuple2<>(cell, totals[cell]));
      }
    }
    return out;
  }

  /**
   * {@return the table as a Spark data frame: a column per table column, typed (numbers as numbers)}
   *
   * @param session the Spark session
   * @param table the table
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

  /** The command line, read. */
  record Arguments(String file, String out, Optional<Integer> partitions, long maxTaskGames, Duration progress,
      Optional<Path> report) {

    static Arguments parse(String[] args) throws IllegalArgumentException {
      if (args.length < 2) {
        throw new IllegalArgumentException("a file and an output directory are needed");
      }
      Optional<Integer> partitions = Optional.empty();
      long maxTaskGames = MAX_TASK_GAMES;
      Duration progress = Duration.ofSeconds(30);
      Optional<Path> report = Optional.empty();
      for (int i = 2; i < args.length; i++) {
        String flag = args[i];
        if (i + 1 == args.length) {
          throw new IllegalArgumentException("'" + flag + "' needs a value");
        }
        String value = args[++i];
        switch (flag) {
          case "--partitions" -> partitions = Optional.of(atLeast(flag, value, 1));
          case "--max-task-games" -> maxTaskGames = atLeast(flag, value, 1);
          case "--progress" -> progress = Duration.ofSeconds(atLeast(flag, value, 1));
          case "--report" -> report = Optional.of(Path.of(value));
          default -> throw new IllegalArgumentException("unknown argument '" + flag + "'");
        }
      }
      return new Arguments(args[0], args[1], partitions, maxTaskGames, progress, report);
    }

    private static int atLeast(String flag, String value, int min) {
      try {
        int n = Integer.parseInt(value);
        if (n >= min) {
          return n;
        }
      } catch (NumberFormatException e) {
        // Said below.
      }
      throw new IllegalArgumentException(flag + " takes a whole number from " + min + ", not '" + value + "'");
    }
  }

  /** A study or a tournament, read and checked. */
  private record Work(String text, Optional<Study> study, Optional<Tournament> tournament) {
    static Work of(String text) throws StudyException {
      return TournamentFile.isTournament(text) ? new Work(text, Optional.empty(), Optional.of(TournamentFile.parse(text)))
          : new Work(text, Optional.of(StudyFile.parse(text)), Optional.empty());
    }

    long games() {
      return study.map(Study::games).orElseGet(() -> tournament.orElseThrow().games());
    }
  }

  /**
   * Runs the job: {@code FILE OUT_DIR [--partitions N] [--max-task-games N] [--progress SECONDS]
   * [--report FILE]}. A bad command line or file is refused before Spark starts, exit 2.
   *
   * @param args the command line
   * @throws Exception if the job fails (exit status 1 under spark-submit); its message says why
   */
  public static void main(String[] args) throws Exception {
    Arguments arguments;
    try {
      arguments = Arguments.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("kemkit-spark: " + e.getMessage());
      System.err.println(Main.USAGE);
      System.exit(2);
      return;
    }
    // Read and check before Spark starts: a mistake costs a second, not Spark's start-up.
    Optional<Work> work;
    try {
      work = Input.read(arguments.file(), new Configuration()).map(text -> {
        try {
          return Work.of(text);
        } catch (StudyException e) {
          throw new BadFile(e);
        }
      });
    } catch (IOException e) {
      System.err.println("kemkit-spark: cannot read " + arguments.file() + ": " + e.getMessage());
      System.exit(2);
      return;
    } catch (BadFile e) {
      for (StudyException mistake : ((StudyException) e.getCause()).mistakes()) {
        System.err.println("kemkit-spark: " + arguments.file() + " " + mistake.located());
      }
      System.exit(2);
      return;
    }
    String registrators = System.getProperty("spark.kryo.registrator", "");
    SparkSession session = SparkSession.builder().appName("kemkit " + Path.of(arguments.file()).getFileName())
        .config("spark.kryo.registrator", (registrators.isBlank() ? "" : registrators + ",") + KemkitKryo.class.getName())
        .getOrCreate();
    try {
      JavaSparkContext spark = JavaSparkContext.fromSparkContext(session.sparkContext());
      if (work.isEmpty()) {
        // Cluster mode: the file came with --files, and is readable once Spark has fetched it.
        String shipped = SparkFiles.get(Path.of(arguments.file()).getFileName().toString());
        try {
          work = Optional.of(Work.of(Files.readString(Path.of(shipped), StandardCharsets.UTF_8)));
        } catch (StudyException e) {
          System.err.println("kemkit-spark: " + arguments.file() + " " + e.getMessage());
          throw new IllegalArgumentException(arguments.file() + " " + e.getMessage(), e);
        }
      }
      run(session, spark, arguments, work.get());
    } finally {
      session.stop();
    }
  }

  private static void run(SparkSession session, JavaSparkContext spark, Arguments arguments, Work work)
      throws IOException, StudyException {
    int cores = Cores.granted(spark.sc(), line -> System.err.println("kemkit-spark: " + line));
    int parts = arguments.partitions().orElse(4 * cores);
    Configuration hadoop = spark.hadoopConfiguration();
    String group = "kemkit-games";
    spark.setJobGroup(group, "kemkit: " + work.games() + " games", false);
    long start = System.nanoTime();
    String runner = "Spark " + spark.master() + ", " + cores + " cores, " + parts + " partitions at least";
    try (Progress progress = Progress.start(spark, group, work.games(), arguments.progress(),
        line -> System.err.println(line))) {
      if (work.study().isPresent()) {
        Study study = work.study().get();
        ImmutableList<CellResult> results = run(spark, work.text(), parts, arguments.maxTaskGames());
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        write(session, hadoop, arguments.out(), "cells", CellTable.of(results));
        if (arguments.report().isPresent()) {
          Files.writeString(arguments.report().get(), Report.html(study, results, runner, elapsed),
              StandardCharsets.UTF_8);
        }
        System.out.printf(Locale.ROOT, "kemkit-spark: %d cells, %d games in %.1f s on %s%n",
            study.cells().size(), study.games(), elapsed.toNanos() / 1e9, runner);
      } else {
        Tournament tournament = work.tournament().orElseThrow();
        TournamentAggregate aggregate = runTournament(spark, work.text(), parts, arguments.maxTaskGames());
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        Standings standings = Standings.of(tournament, aggregate);
        write(session, hadoop, arguments.out(), "standings", standings.table());
        if (arguments.report().isPresent()) {
          Files.writeString(arguments.report().get(), TournamentReport.html(standings, runner, elapsed),
              StandardCharsets.UTF_8);
        }
        System.out.printf(Locale.ROOT, "kemkit-spark: %s %.1f s on %s%n", TournamentReport.summary(standings),
            elapsed.toNanos() / 1e9, runner);
      }
    }
  }

  /** Writes {@code name}.csv and .json as the thread runner does, and {@code name}.parquet by Spark. */
  static void write(SparkSession session, Configuration hadoop, String out, String name, CellTable table)
      throws IOException {
    Input.write(out, name + ".csv", table.csv(), hadoop);
    Input.write(out, name + ".json", table.json(), hadoop);
    String dir = Input.isUri(out) ? out : Path.of(out).toAbsolutePath().toString();
    frame(session, table).coalesce(1).write().mode(SaveMode.Overwrite).parquet(dir + "/" + name + ".parquet");
  }

  /** A study file refused while it is read, carried out of a lambda. */
  private static final class BadFile extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadFile(StudyException cause) {
      super(cause);
    }
  }
}
