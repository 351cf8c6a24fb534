package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code kemkit bench}: options, the benchmark list the jar carries, and one tiny real run. */
class BenchCommandTest {

  @BeforeAll
  static void shareTheMachine() {
    // Other builds on this machine may be benchmarking; these tiny in-process runs measure nothing
    // that JMH's lock protects.
    System.setProperty("jmh.ignoreLock", "true");
  }

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final Console console = new Console(new ByteArrayInputStream(new byte[0]),
      new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

  @Test
  @DisplayName("bench --help prints every line of its description and footer whole: nothing wraps mid-phrase")
  void helpDoesNotWrap() {
    CliRun run = CliRun.of("bench", "--help");
    assertThat(run.exit()).isEqualTo(Exit.OK);
    picocli.CommandLine.Command command = BenchCommand.class.getAnnotation(picocli.CommandLine.Command.class);
    List<String> written = new java.util.ArrayList<>(List.of(command.description()));
    written.addAll(List.of(command.footer()));
    for (String line : written) {
      assertThat(run.outLines()).as("help output").contains(line.replace("%n", ""));
    }
    assertThat(run.outLines()).allSatisfy(line -> assertThat(line.length()).as(line).isLessThan(80));
  }

  @Test
  @DisplayName("an option JMH refuses exits 2 with one line, no stack trace")
  void badOption() {
    Exit exit = Cli.standard().run(List.of("bench", "--short", "-f", "many"), console);
    assertThat(exit).isEqualTo(Exit.BAD_INPUT);
    assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("kemkit bench: ").doesNotContain("\tat ");
  }

  @Test
  @DisplayName("a pattern that matches no benchmark exits 2 and says so")
  void noMatch() {
    Exit exit = Cli.standard().run(List.of("bench", "--short", "NoSuchBenchmark"), console);
    assertThat(exit).isEqualTo(Exit.BAD_INPUT);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("no benchmark matches NoSuchBenchmark");
  }

  @Test
  @DisplayName("one short in-process run of one benchmark prints the Markdown table with its ratio, and no JMH chatter")
  void tinyRun() {
    Exit exit = Cli.standard().run(List.of("bench", "--short", "-f", "0", "-wi", "0", "-i", "1", "-r", "200ms",
        "ApplyBenchmark.kempsExchange"), console);
    String printed = out.toString(StandardCharsets.UTF_8);
    assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Exit.OK);
    assertThat(printed).contains("| benchmark | params | threads | median | allocated | time vs baseline |")
        .containsPattern("\\| ApplyBenchmark\\.kempsExchange \\|  \\| 1 \\| [\\d.,]+ ns/op \\| \\d+ B/op \\| [\\d.]+× \\|")
        .containsPattern("\\| ApplyBenchmark\\.kempsExchangeMutableBaseline \\|  \\| 1 \\| [\\d.,]+ ns/op \\| \\d+ B/op \\| 1\\.0× \\|")
        .contains("Regenerate: `java -jar examples/cli/target/kemkit.jar bench --short")
        .doesNotContain("# Warmup", "Iteration   1");
    assertThat(printed.lines().count()).as(printed).isLessThan(20);
  }

  @Test
  @DisplayName("a profiler asked for prints its report after the table, without --verbose; gc's figures stay in the table")
  void profilerReport() {
    Exit exit = Cli.standard().run(List.of("bench", "-f", "0", "-wi", "0", "-i", "1", "-r", "100ms",
        "ApplyBenchmark.kempsExchangeMutableBaseline", "-prof", "stack"), console);
    String printed = out.toString(StandardCharsets.UTF_8);
    assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Exit.OK);
    assertThat(printed).contains("| benchmark | params |")
        .contains("## kemkit.examples.bench.ApplyBenchmark.kempsExchangeMutableBaseline: stack")
        .contains("Thread state distributions")
        .doesNotContain(": gc.alloc.rate", "Iteration   1");
  }

  @Test
  @DisplayName("--verbose shows JMH's own output before the table")
  void verbose() {
    Exit exit = Cli.standard().run(List.of("bench", "--short", "--verbose", "-f", "0", "-wi", "0", "-i", "1", "-r", "100ms",
        "ApplyBenchmark.kempsExchangeMutableBaseline"), console);
    assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(Exit.OK);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Iteration   1", "| benchmark | params |");
  }
}
