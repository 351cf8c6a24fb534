package kemkit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kemkit.examples.study.CellResult;
import kemkit.examples.study.CellTable;
import kemkit.examples.study.Study;
import kemkit.examples.study.StudyFile;
import kemkit.examples.study.StudyRunner;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job in local mode ({@code local[2]}, no network but the loopback) on a small Khamul
 * study: the same aggregates for 1, 3 and 7 partitions, equal to the thread runner's; the cell
 * table written as Parquet and CSV by Spark and read back.
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
        .getOrCreate();
    spark = JavaSparkContext.fromSparkContext(session.sparkContext());
  }

  @AfterAll
  static void stop() {
    if (session != null) {
      session.stop();
    }
  }

  private static String study() throws Exception {
    return Files.readString(Path.of("src", "test", "resources", "khamul-small.json"), StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("1, 3 and 7 partitions give the same aggregates, equal to the thread runner's")
  void partitionsDoNotMatter() throws Exception {
    String text = study();
    ImmutableList<CellResult> one = StudyJob.run(spark, text, 1);
    ImmutableList<CellResult> three = StudyJob.run(spark, text, 3);
    ImmutableList<CellResult> seven = StudyJob.run(spark, text, 7);
    ImmutableList<CellResult> threads = StudyRunner.run(StudyFile.parse(text), 2, () -> {});

    assertThat(one).hasSize(4).allSatisfy(cell -> assertThat(cell.aggregate().games()).isEqualTo(8));
    assertThat(three).isEqualTo(one);
    assertThat(seven).isEqualTo(one);
    assertThat(threads).isEqualTo(one);
    assertThat(StudyJob.ranges(StudyFile.parse(text), 7)).as("8 games a cell in ranges of 2").hasSize(4 * 4);
  }

  @Test
  @DisplayName("the cell table as Parquet and CSV, by Spark's own writers, reads back as the table")
  void parquetAndCsv() throws Exception {
    String text = study();
    Study study = StudyFile.parse(text);
    CellTable table = CellTable.of(StudyJob.run(spark, text, 2));
    Dataset<Row> frame = StudyJob.frame(session, table).coalesce(1);
    frame.write().parquet(dir.resolve("cells.parquet").toString());
    frame.write().option("header", "true").csv(dir.resolve("cells.csv").toString());

    Dataset<Row> parquet = session.read().parquet(dir.resolve("cells.parquet").toString());
    assertThat(parquet.count()).isEqualTo(study.cells().size());
    assertThat(List.of(parquet.columns())).containsExactlyElementsOf(
        table.columns().stream().map(CellTable.Column::name).toList());
    Row first = parquet.orderBy("cell").first();
    assertThat(first.getLong(first.fieldIndex("games"))).isEqualTo(8);
    assertThat(first.getDouble(first.fieldIndex("firstSideAdvantage")))
        .isEqualTo(table.rows().get(0).get("firstSideAdvantage"));
    assertThat(first.getString(first.fieldIndex("label"))).isEqualTo(study.cells().get(0).label());
    Dataset<Row> csv = session.read().option("header", "true").csv(dir.resolve("cells.csv").toString());
    assertThat(csv.count()).isEqualTo(study.cells().size());
  }
}
