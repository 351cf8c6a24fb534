package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kemkit tournament FILE}: ratings and a cross table, the table and report written, a bad file refused at its line. */
class TournamentCommandTest {

  private static final String TOURNAMENT = """
      {
        "name": "Khamul: three bots",
        "seed": 2,
        "deals": 3,
        "setup": {"game": "khamul", "options": {"target": 25}, "seating": {"players": 3}},
        "entrants": [
          {"name": "heuristic", "bot": "heuristic"},
          {"name": "random", "bot": "random"},
          {"name": "search 2", "bot": "search", "iterations": 2}
        ]
      }
      """;

  @TempDir Path dir;

  @Test
  @DisplayName("a tournament: ratings, the cross table, duplicate's saving; CSV equal on 1 and 2 threads; report written")
  void runs() throws IOException {
    Path file = Files.writeString(dir.resolve("tournament.json"), TOURNAMENT);
    CliRun one = CliRun.of("tournament", file.toString(), "--threads", "1", "--format", "csv");
    CliRun two = CliRun.of("tournament", file.toString(), "--threads", "2", "--csv", dir.resolve("t.csv").toString(),
        "--json", dir.resolve("t.json").toString(), "--report", dir.resolve("t.html").toString());

    assertThat(one.exit()).as(one.err()).isEqualTo(Exit.OK);
    assertThat(two.exit()).as(two.err()).isEqualTo(Exit.OK);
    assertThat(two.outLines().get(0)).startsWith("Khamul: three bots: khamul, target 25, players 3, rotations seating,"
        + " duplicate deals, seed 2: 3 deals × 3 tables = 9 games");
    assertThat(two.out()).contains("  ratings (Bradley–Terry on every game, Elo scale, 95% interval):",
        "  cross table (the row's score against the column", "  duplicate deals: a ±2-point interval");
    assertThat(Files.readString(dir.resolve("t.csv"))).as("the table does not depend on the threads").isEqualTo(one.out());
    assertThat(Files.readString(dir.resolve("t.json"))).startsWith("[\n  {\"entrant\":\"heuristic\",\"opponent\":\"all\"");
    assertThat(Files.readString(dir.resolve("t.html"))).startsWith("<!DOCTYPE html>").contains("<h2>Cross table</h2>");
  }

  @Test
  @DisplayName("a bad file: exit 2, every mistake in one run, a line each naming the file, the line and the JSON path")
  void badFile() throws IOException {
    Path file = Files.writeString(dir.resolve("bad.json"), TOURNAMENT.replace("\"bot\": \"random\"", "\"bot\": \"genius\"")
        .replace("\"deals\": 3", "\"deals\": \"three\""));
    CliRun run = CliRun.of("tournament", file.toString()).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).containsExactly(
        "kemkit tournament: " + file + " line 4 ($.deals): deals is a whole number from 1 to 2147483647, not the text \"three\"",
        "kemkit tournament: " + file + " line 8 ($.entrants[1].bot): bot is heuristic, random or search, not 'genius'");
  }

  @Test
  @DisplayName("study and tournament --help print their help and no picocli warning (a '%' is escaped)")
  void help() {
    // picocli's own warnings go to System.err, not to the program's console.
    java.io.PrintStream before = System.err;
    java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
    System.setErr(new java.io.PrintStream(warnings, true, java.nio.charset.StandardCharsets.UTF_8));
    try {
      for (String command : new String[] {"study", "tournament"}) {
        CliRun run = CliRun.of(command, "--help");
        assertThat(run.exit()).isEqualTo(Exit.OK);
        assertThat(run.out()).contains("95% interval");
        assertThat(run.err()).doesNotContain("WARN");
      }
    } finally {
      System.setErr(before);
    }
    assertThat(warnings.toString(java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
  }
}
