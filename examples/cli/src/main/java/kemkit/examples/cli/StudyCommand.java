package kemkit.examples.cli;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.study.CellResult;
import kemkit.examples.study.CellTable;
import kemkit.examples.study.Report;
import kemkit.examples.study.Study;
import kemkit.examples.study.StudyException;
import kemkit.examples.study.StudyFile;
import kemkit.examples.study.StudyRunner;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code kemkit study FILE}: runs a balance study on this machine's threads, with a progress bar
 * and the time left, and prints a line per cell (or the cell table as CSV or JSON); {@code --csv},
 * {@code --json} and {@code --report} write the table and the HTML report with its charts. The
 * same file gives the same numbers on any number of threads, and on the Spark job
 * (kemkit-spark).
 */
@CommandLine.Command(name = "study", mixinStandardHelpOptions = true, versionProvider = Version.class,
    sortOptions = false,
    description = {"Runs a balance study: a grid of setups and bot mixes, many games a cell.",
        "%nReads FILE (JSON, see docs/studies.md and study.schema.json), checks it all before playing, plays"
            + " every cell's games on this machine's threads and prints a line per cell: games, game length,"
            + " the first side's advantage and each side's win rate with 95%% intervals."},
    footer = "%nExit status: 0 done, 1 a game was stopped by a rules bug (the table names its seed),"
        + " 2 a bad file or command line, 3 an internal error.")
public final class StudyCommand implements Command {

  @Parameters(index = "0", paramLabel = "FILE", description = "the study file")
  private Path file = Path.of("");

  @Option(names = "--threads", paramLabel = "T", description = "games played at once (default: every core, here ${DEFAULT-VALUE})")
  private int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--csv", paramLabel = "FILE", description = "write the cell table as CSV to FILE")
  private Optional<Path> csv = Optional.empty();

  @Option(names = "--json", paramLabel = "FILE", description = "write the cell table as JSON to FILE")
  private Optional<Path> json = Optional.empty();

  @Option(names = "--report", paramLabel = "FILE", description = "write the HTML report, with its charts, to FILE")
  private Optional<Path> report = Optional.empty();

  @Option(names = "--format", paramLabel = "FORMAT", description = "what to print: text (a line per cell), csv or json"
      + " (the cell table); default text", completionCandidates = Simulate.FormatNames.class)
  private String format = "text";

  /** Creates the command; picocli sets its options. */
  public StudyCommand() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    if (threads < 1) {
      throw new BadArgument("--threads must be at least 1, not " + threads);
    }
    if (!format.equals("text") && !format.equals("csv") && !format.equals("json")) {
      throw new BadArgument("--format is text, csv or json, not '" + OneLine.of(format) + "'");
    }
    Study study;
    try {
      study = StudyFile.parse(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      console.err().println("kemkit study: cannot read " + file + ": " + OneLine.of(String.valueOf(e.getMessage())));
      return Exit.BAD_INPUT;
    } catch (StudyException e) {
      // Every mistake the file holds, one line each, so that one run is enough to fix them all.
      for (StudyException mistake : e.mistakes()) {
        console.err().println("kemkit study: " + file + " " + OneLine.of(mistake.located()));
      }
      return Exit.BAD_INPUT;
    }
    long start = System.nanoTime();
    ImmutableList<CellResult> results;
    try {
      if (console.terminal()) {
        try (ProgressBar bar = ProgressBar.start(console.err(), study.games())) {
          results = StudyRunner.run(study, threads, bar::step);
        }
      } else {
        results = StudyRunner.run(study, threads, () -> {});
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.err().println("kemkit study: interrupted");
      return Exit.INTERNAL_ERROR;
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    CellTable table = CellTable.of(results);
    try {
      if (csv.isPresent()) {
        Files.writeString(csv.get(), table.csv(), StandardCharsets.UTF_8);
      }
      if (json.isPresent()) {
        Files.writeString(json.get(), table.json(), StandardCharsets.UTF_8);
      }
      if (report.isPresent()) {
        Files.writeString(report.get(), Report.html(study, results, threads + (threads == 1 ? " thread" : " threads"),
            elapsed), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      console.err().println("kemkit study: cannot write: " + OneLine.of(String.valueOf(e.getMessage())));
      return Exit.BAD_INPUT;
    }
    switch (format) {
      case "csv" -> console.out().print(table.csv());
      case "json" -> console.out().print(table.json());
      default -> console.out().print(text(study, results, elapsed));
    }
    boolean failed = results.stream().anyMatch(r -> r.aggregate().failed() > 0);
    return failed ? Exit.FAILED : Exit.OK;
  }

  private static String text(Study study, ImmutableList<CellResult> results, Duration elapsed) {
    StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "%s, seed %d: %d cells, %d games in %.2f s (%.0f games/s)%n",
        study.name(), study.seed(), study.cells().size(), study.games(), elapsed.toNanos() / 1e9,
        study.games() / Math.max(1e-9, elapsed.toNanos() / 1e9)));
    if (study.dependsOnTheMachine()) {
      out.append("  (search.millis stops the searches by the clock: these numbers depend on the machine and its load)\n");
    }
    for (CellResult result : results) {
      Aggregate a = result.aggregate();
      Aggregate.Rate advantage = a.firstSideAdvantage();
      out.append(String.format(Locale.ROOT,
          "  %s: %d finished, %d capped, %d failed; %.2f rounds, %.1f actions; first %s's win rate %+.1f percentage"
              + " points from a side's mean (95%% CI %+.1f to %+.1f)%n",
          result.cell().label(), a.finished(), a.capped(), a.failed(), a.meanRounds(), a.meanPlayerActions(),
          result.side(), 100 * advantage.rate(), 100 * advantage.low(), 100 * advantage.high()));
      a.firstProblem().ifPresent(p -> out.append("    first failure: ").append(p).append('\n'));
    }
    return out.toString();
  }
}
