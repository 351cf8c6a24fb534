package kemkit.examples.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import kemkit.examples.study.CellTable;
import kemkit.examples.study.StudyException;
import kemkit.examples.tournament.Entrant;
import kemkit.examples.tournament.Standings;
import kemkit.examples.tournament.Tournament;
import kemkit.examples.tournament.TournamentAggregate;
import kemkit.examples.tournament.TournamentFile;
import kemkit.examples.tournament.TournamentReport;
import kemkit.examples.tournament.TournamentRunner;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code kemkit tournament FILE}: plays a tournament between bots on this machine's threads, with a
 * progress bar, and prints the ratings, the cross table and what duplicate deals saved (or the
 * table as CSV or JSON); {@code --csv}, {@code --json} and {@code --report} write the table and the
 * HTML report. The same file gives the same numbers on any number of threads, and on the Spark job.
 */
@CommandLine.Command(name = "tournament", mixinStandardHelpOptions = true, versionProvider = Version.class,
    sortOptions = false,
    description = {"Plays a tournament between bots: duplicate deals, ratings, a cross table.",
        "%nReads FILE (JSON, see docs/bots.md and tournament.schema.json), checks it all before playing, plays"
            + " every deal at every table of its seating on this machine's threads and prints each entrant's"
            + " rating with its 95%% interval, the cross table, and how many games duplicate deals saved."},
    footer = "%nExit status: 0 done, 1 a game was stopped by a rules bug (the report names its seed),"
        + " 2 a bad file or command line, 3 an internal error.")
public final class TournamentCommand implements Command {

  @Parameters(index = "0", paramLabel = "FILE", description = "the tournament file")
  private Path file = Path.of("");

  @Option(names = "--threads", paramLabel = "T", description = "games played at once (default: every core, here ${DEFAULT-VALUE})")
  private int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--csv", paramLabel = "FILE", description = "write the ratings and cross table as CSV to FILE")
  private Optional<Path> csv = Optional.empty();

  @Option(names = "--json", paramLabel = "FILE", description = "write the ratings and cross table as JSON to FILE")
  private Optional<Path> json = Optional.empty();

  @Option(names = "--report", paramLabel = "FILE", description = "write the HTML report, with its charts, to FILE")
  private Optional<Path> report = Optional.empty();

  @Option(names = "--format", paramLabel = "FORMAT", description = "what to print: text, csv or json (the table);"
      + " default text", completionCandidates = Simulate.FormatNames.class)
  private String format = "text";

  /** Creates the command; picocli sets its options. */
  public TournamentCommand() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    if (threads < 1) {
      throw new BadArgument("--threads must be at least 1, not " + threads);
    }
    if (!format.equals("text") && !format.equals("csv") && !format.equals("json")) {
      throw new BadArgument("--format is text, csv or json, not '" + OneLine.of(format) + "'");
    }
    Tournament tournament;
    try {
      tournament = TournamentFile.parse(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      console.err().println("kemkit tournament: cannot read " + file + ": " + OneLine.of(String.valueOf(e.getMessage())));
      return Exit.BAD_INPUT;
    } catch (StudyException e) {
      // Every mistake the file holds, one line each, so that one run is enough to fix them all.
      for (StudyException mistake : e.mistakes()) {
        console.err().println("kemkit tournament: " + file + " " + OneLine.of(mistake.located()));
      }
      return Exit.BAD_INPUT;
    }
    long start = System.nanoTime();
    TournamentAggregate aggregate;
    try {
      if (console.terminal()) {
        try (ProgressBar bar = ProgressBar.start(console.err(), tournament.games())) {
          aggregate = TournamentRunner.run(tournament, threads, bar::step);
        }
      } else {
        aggregate = TournamentRunner.run(tournament, threads, () -> {});
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.err().println("kemkit tournament: interrupted");
      return Exit.INTERNAL_ERROR;
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    Standings standings = Standings.of(tournament, aggregate);
    CellTable table = standings.table();
    try {
      if (csv.isPresent()) {
        Files.writeString(csv.get(), table.csv(), StandardCharsets.UTF_8);
      }
      if (json.isPresent()) {
        Files.writeString(json.get(), table.json(), StandardCharsets.UTF_8);
      }
      if (report.isPresent()) {
        Files.writeString(report.get(), TournamentReport.html(standings,
            threads + (threads == 1 ? " thread" : " threads"), elapsed), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      console.err().println("kemkit tournament: cannot write: " + OneLine.of(String.valueOf(e.getMessage())));
      return Exit.BAD_INPUT;
    }
    switch (format) {
      case "csv" -> console.out().print(table.csv());
      case "json" -> console.out().print(table.json());
      default -> console.out().print(text(standings, elapsed));
    }
    return aggregate.failed() > 0 ? Exit.FAILED : Exit.OK;
  }

  /** {@return the standings for a person: ratings, the cross table, duplicate's saving} */
  static String text(Standings standings, Duration elapsed) {
    Tournament t = standings.tournament();
    StringBuilder out = new StringBuilder(t.name()).append(": ").append(TournamentReport.summary(standings))
        .append(String.format(Locale.ROOT, " %.1f s.%n", elapsed.toNanos() / 1e9));
    out.append("  ratings (Bradley–Terry on every game, Elo scale, 95% interval):\n");
    int width = t.entrants().stream().mapToInt(e -> e.name().length()).max().orElse(8);
    for (Standings.EntrantLine line : standings.entrants().stream()
        .sorted((a, b) -> Double.compare(b.rating().rating(), a.rating().rating())).toList()) {
      out.append(String.format(Locale.ROOT, "    %-" + width + "s %+6.0f (%s)  won %.1f%% of %,d sides%n",
          line.entrant().name(), line.rating().rating(), Double.isFinite(line.rating().low())
              ? String.format(Locale.ROOT, "%+.0f to %+.0f", line.rating().low(), line.rating().high()) : "no interval",
          line.played() == 0 ? 0 : 100.0 * line.won() / line.played(), line.played()));
    }
    out.append("  cross table (the row's score against the column, %, ± half the 95% interval):\n");
    List<Entrant> entrants = t.entrants();
    out.append("    ").append(" ".repeat(width));
    for (Entrant e : entrants) {
      out.append(String.format(Locale.ROOT, " %14s", e.name().length() > 14 ? e.name().substring(0, 14) : e.name()));
    }
    out.append('\n');
    for (int i = 0; i < entrants.size(); i++) {
      out.append(String.format(Locale.ROOT, "    %-" + width + "s", entrants.get(i).name()));
      for (int j = 0; j < entrants.size(); j++) {
        Optional<Standings.Pair> pair = standings.pair(i, j);
        out.append(pair.map(p -> String.format(Locale.ROOT, " %7.1f ± %4.1f", 100 * p.score().rate(),
            50 * (p.score().high() - p.score().low()))).orElse(String.format(Locale.ROOT, " %14s", "-")));
      }
      out.append('\n');
    }
    double[] all = standings.gamesNeededInAll();
    out.append(String.format(Locale.ROOT, "  %s: a ±2-point interval on every pair's score needs %,.0f games, %,.0f"
        + " with a fresh deal at every game (%.2f times as many)%n", t.duplicate() ? "duplicate deals" : "fresh deals",
        all[0], all[1], all[0] == 0 ? 1 : all[1] / all[0]));
    standings.aggregate().firstProblem().ifPresent(p -> out.append("  first failure: ").append(p).append('\n'));
    return out.toString();
  }
}
