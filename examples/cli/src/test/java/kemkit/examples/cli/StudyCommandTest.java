package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kemkit study FILE}: a line per cell, the table and the report written, a bad file refused at its line. */
class StudyCommandTest {

  private static final String STUDY = """
      {
        "name": "Kemps target 3, two mixes",
        "seed": 5,
        "gamesPerCell": 6,
        "maxActions": 1500,
        "setups": [{"game": "kemps", "options": {"target": 3}}],
        "bots": ["heuristic", "heuristic,random"]
      }
      """;

  @TempDir Path dir;

  @Test
  @DisplayName("a study: a line per cell, CSV and JSON tables and an HTML report, equal on 1 and 2 threads")
  void runs() throws IOException {
    Path file = Files.writeString(dir.resolve("study.json"), STUDY);
    CliRun one = CliRun.of("study", file.toString(), "--threads", "1", "--format", "csv");
    CliRun two = CliRun.of("study", file.toString(), "--threads", "2", "--csv", dir.resolve("cells.csv").toString(),
        "--json", dir.resolve("cells.json").toString(), "--report", dir.resolve("report.html").toString());

    assertThat(one.exit()).as(one.err()).isEqualTo(Exit.OK);
    assertThat(two.exit()).as(two.err()).isEqualTo(Exit.OK);
    assertThat(two.outLines()).hasSize(3);
    assertThat(two.outLines().get(0)).startsWith("Kemps target 3, two mixes, seed 5: 2 cells, 12 games in ");
    assertThat(two.outLines().get(1)).startsWith("  kemps, target 3, bots heuristic: ").contains("first team");
    assertThat(Files.readString(dir.resolve("cells.csv"))).as("the table does not depend on the threads")
        .isEqualTo(one.out());
    assertThat(Files.readString(dir.resolve("cells.json"))).startsWith("[\n  {\"cell\":0,");
    assertThat(Files.readString(dir.resolve("report.html"))).startsWith("<!DOCTYPE html>")
        .contains("data:image/png;base64,");
  }

  @Test
  @DisplayName("a bad file: exit 2, every mistake in one run, a line each naming the file, the line, the JSON path and the rule")
  void badFile() throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), STUDY.replace("\"target\": 3", "\"target\": 0")
        .replace("\"maxActions\": 1500", "\"maxActions\": -1").replace("\"heuristic,random\"", "\"heuristic,genius\""));
    CliRun run = CliRun.of("study", file.toString()).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.errLines()).hasSize(3);
    assertThat(run.errLines().get(0)).startsWith("kemkit study: " + file + " line 5 ($.maxActions): maxActions is a whole number from 1");
    assertThat(run.errLines().get(1)).startsWith("kemkit study: " + file + " line 6 ($.setups[0].options.target): target must be at least 1, not 0 (K-24)");
    assertThat(run.errLines().get(2)).startsWith("kemkit study: " + file + " line 7 ($.bots[1]): bot mix 'heuristic,genius'");
  }

  @Test
  @DisplayName("a file that is not there: exit 2, one line")
  void noFile() {
    CliRun run = CliRun.of("study", dir.resolve("none.json").toString()).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).singleElement().asString().startsWith("kemkit study: cannot read ");
  }
}
