package kemkit.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import kemkit.examples.study.CellResult;
import kemkit.examples.study.CellTable;
import kemkit.examples.study.Study;
import kemkit.examples.study.StudyFile;
import kemkit.examples.study.StudyRunner;
import kemkit.examples.tournament.Standings;
import kemkit.examples.tournament.Tournament;
import kemkit.examples.tournament.TournamentAggregate;
import kemkit.examples.tournament.TournamentFile;
import kemkit.examples.tournament.TournamentRunner;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job in local mode ({@code local[2]}, no network but the loopback), with Spark's Kryo
 * serializer and the job's registrator, as a cluster configured for speed has it: a small Khamul
 * study gives the same aggregates for 1, 3 and 7 partitions, equal to the thread runner's; so does a
 * small tournament; the table is written as CSV byte for byte the thread runner's, and as Parquet
 * with numbers as numbers; tasks are cut in long arithmetic and mix every cell.
 */
class StudyJobTest {

  private static SparkSession session;
  private static JavaSparkContext spark;

  @TempDir Path dir;

  @BeforeAll
  static void start() {
    session = SparkSession.builder().appName("kemkit StudyJobTest").master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.driver.bindAddress", "127.0.0.1")
        .config("spark.sql.shuffle.partitions", "2")
        .config("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
        .config("spark.kryo.registrator", KemkitKryo.class.getName())
        .getOrCreate();
    spark = JavaSparkContext.fromSparkContext(session.sparkContext());
  }

  @AfterAll
  static void stop() {
    if (session != null) {
      session.stop();
    }
  }

  private static String resource(String name) throws IOException {
    return Files.readString(Path.of("src", "test", "resources", name), StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("a study: 1, 3 and 7 partitions give the same aggregates, equal to the thread runner's (Kryo)")
  void partitionsDoNotMatter() throws Exception {
    String text = resource("khamul-small.json");
    ImmutableList<CellResult> one = StudyJob.run(spark, text, 1, StudyJob.MAX_TASK_GAMES);
    ImmutableList<CellResult> three = StudyJob.run(spark, text, 3, StudyJob.MAX_TASK_GAMES);
    ImmutableList<CellResult> seven = StudyJob.run(spark, text, 7, 3);
    ImmutableList<CellResult> threads = StudyRunner.run(StudyFile.parse(text), 2, () -> {});

    assertThat(one).hasSize(4).allSatisfy(cell -> assertThat(cell.aggregate().games()).isEqualTo(8));
    assertThat(three).isEqualTo(one);
    assertThat(seven).isEqualTo(one);
    assertThat(threads).isEqualTo(one);
  }

  @Test
  @DisplayName("a tournament: 1 and 3 partitions give the thread runner's aggregate (Kryo)")
  void tournament() throws Exception {
    String text = resource("khamul-tournament.json");
    Tournament tournament = TournamentFile.parse(text);
    TournamentAggregate threads = TournamentRunner.run(tournament, 2, () -> {});
    assertThat(StudyJob.runTournament(spark, text, 1, StudyJob.MAX_TASK_GAMES)).isEqualTo(threads);
    assertThat(StudyJob.runTournament(spark, text, 3, 7)).isEqualTo(threads);
    assertThat(threads.games()).isEqualTo(4 * 3);
  }

  @Test
  @DisplayName("tasks: bounded in size, every one a share of every cell, in long arithmetic at 2^31 - 1 games a cell")
  void tasks() throws Exception {
    assertThat(StudyJob.tasks(32, 7, 1000)).extracting(StudyJob.Task::from).containsExactly(0L, 5L, 10L, 15L, 20L,
        25L, 30L);
    assertThat(StudyJob.tasks(32, 1, 10)).hasSize(4).last().isEqualTo(new StudyJob.Task(30, 32));
    // The study's games make one sequence, cells taking turns: a task of 4 games of a 4-cell study plays one of each.
    List<scala.Tuple2<Integer, kemkit.examples.simulate.Aggregate>> part = StudyJob.playStudy(
        resource("khamul-small.json"), new StudyJob.Task(8, 12));
    assertThat(part).extracting(t -> t._1()).containsExactly(0, 1, 2, 3);

    Study huge = StudyFile.parse(resource("khamul-small.json").replace("\"gamesPerCell\": 8", "\"gamesPerCell\": 2147483647"));
    long start = System.nanoTime();
    ImmutableList<StudyJob.Task> tasks = StudyJob.tasks(huge.games(), 8, StudyJob.MAX_TASK_GAMES);
    assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    assertThat(tasks).hasSize((int) ((huge.games() + StudyJob.MAX_TASK_GAMES - 1) / StudyJob.MAX_TASK_GAMES));
    assertThat(tasks.get(tasks.size() - 1).to()).isEqualTo(4L * Integer.MAX_VALUE);
    assertThatThrownBy(() -> StudyJob.tasks(huge.games(), 8, 1)).hasMessageContaining("raise --max-task-games");
  }

  @Test
  @DisplayName("the table: CSV and JSON through Hadoop's file system byte for byte the thread runner's; Parquet typed")
  void tables() throws Exception {
    String text = resource("khamul-small.json");
    Study study = StudyFile.parse(text);
    CellTable threads = CellTable.of(StudyRunner.run(study, 1, () -> {}));
    CellTable table = CellTable.of(StudyJob.run(spark, text, 2, StudyJob.MAX_TASK_GAMES));
    String out = dir.resolve("out").toUri().toString();
    StudyJob.write(session, new Configuration(), out, "cells", table);

    assertThat(Files.readString(dir.resolve("out/cells.csv"))).isEqualTo(threads.csv());
    assertThat(Files.readString(dir.resolve("out/cells.json"))).isEqualTo(threads.json());
    assertThat(dir.resolve("out/.cells.csv.crc")).doesNotExist();
    Dataset<Row> parquet = session.read().parquet(dir.resolve("out/cells.parquet").toString());
    assertThat(parquet.count()).isEqualTo(study.cells().size());
    assertThat(List.of(parquet.columns())).containsExactlyElementsOf(
        table.columns().stream().map(CellTable.Column::name).toList());
    assertThat(parquet.schema().apply("threshold").dataType()).as("a numeric dimension").isEqualTo(DataTypes.LongType);
    assertThat(parquet.schema().apply("games").dataType()).isEqualTo(DataTypes.LongType);
    assertThat(parquet.schema().apply("firstSideAdvantage").dataType()).isEqualTo(DataTypes.DoubleType);
    Row first = parquet.orderBy("cell").first();
    assertThat(first.getLong(first.fieldIndex("threshold"))).isEqualTo(3);
    assertThat(first.getDouble(first.fieldIndex("firstSideAdvantage")))
        .isEqualTo(table.rows().get(0).get("firstSideAdvantage"));
    assertThat(first.getString(first.fieldIndex("label"))).isEqualTo(study.cells().get(0).label());

    String tournamentText = resource("khamul-tournament.json");
    Tournament tournament = TournamentFile.parse(tournamentText);
    CellTable standings = Standings.of(tournament, StudyJob.runTournament(spark, tournamentText, 2, 100)).table();
    StudyJob.write(session, new Configuration(), dir.resolve("out").toString(), "standings", standings);
    assertThat(Files.readString(dir.resolve("out/standings.csv")))
        .isEqualTo(Standings.of(tournament, TournamentRunner.run(tournament, 1, () -> {})).table().csv());
  }

  @Test
  @DisplayName("the file: a path, a file: URI through Hadoop, or a name shipped with --files; the cores of local mode")
  void input() throws Exception {
    Path file = Files.writeString(dir.resolve("study.json"), resource("khamul-small.json"));
    Configuration hadoop = new Configuration();
    assertThat(Input.read(file.toString(), hadoop)).contains(resource("khamul-small.json"));
    assertThat(Input.read(file.toUri().toString(), hadoop)).contains(resource("khamul-small.json"));
    assertThatThrownBy(() -> Input.read(dir.resolve("none.json").toString(), hadoop)).hasMessageContaining("no such file");
    String before = System.getProperty("spark.files");
    try {
      System.setProperty("spark.files", "file:/elsewhere/shipped.json");
      assertThat(Input.read("shipped.json", hadoop)).as("read once Spark has fetched it").isEqualTo(Optional.empty());
    } finally {
      if (before == null) {
        System.clearProperty("spark.files");
      } else {
        System.setProperty("spark.files", before);
      }
    }
    assertThat(Cores.granted(spark.sc(), line -> { })).isEqualTo(2);
    assertThat(Progress.line(3, 12, 1200, Duration.ofSeconds(30)))
        .isEqualTo("kemkit-spark: 3 of 12 tasks done (25%, about 300 of 1,200 games) in 0:30, about 1:30 left");
  }
}
