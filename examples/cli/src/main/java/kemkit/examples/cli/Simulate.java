package kemkit.examples.cli;

import com.google.common.base.Ascii;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.examples.simulate.Format;
import kemkit.examples.simulate.GameResult;
import kemkit.examples.simulate.Lineup;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;
import kemkit.examples.simulate.Summary;
import kemkit.game.Game;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code kemkit simulate --game G …}: plays many games between bots and prints a summary: games
 * per second, rounds and actions per game, win rates and mean scores per team or seat and per kind
 * of bot, and how the rounds went, counted from the events. The same seed gives the same summary
 * (but for the timing) on any number of threads; {@code --record DIR} writes every game as a
 * record that {@code kemkit validate} accepts.
 */
@CommandLine.Command(name = "simulate", mixinStandardHelpOptions = true, versionProvider = Version.class,
    sortOptions = false,
    description = {"Plays games between bots and summarizes them.",
        "%nPlays N games of game G between bots and prints games per second, rounds and actions per game,"
            + " win rates and mean scores per team (or seat) and per kind of bot, and how rounds ended."
            + " Options and presets are those of the rule books."},
    footer = "%nExit status: 0 done, 1 a game was stopped by a rules bug (the summary names its seed),"
        + " 2 a bad command line or setup, 3 an internal error.")
public final class Simulate implements Command {

  @Mixin private GameFlags game;

  @Mixin private SearchFlags search;

  @Option(names = "--bots", paramLabel = "KIND,…", completionCandidates = GameFlags.BotNames.class, description = "the bots of team (or seat) 0, 1, … in turn:"
      + " heuristic (plays to win), random (any legal action) or search (searches sampled deals); default heuristic. From game to game the kinds"
      + " move on by one team, so that none always deals first")
  private Optional<String> bots = Optional.empty();

  @Option(names = "--games", paramLabel = "N", description = "games to play (default: ${DEFAULT-VALUE})")
  private int games = 100;

  @Option(names = "--seed", paramLabel = "S", description = "the run's seed (default: ${DEFAULT-VALUE}); game i is seeded"
      + " from S and i alone, so the summary does not depend on --threads")
  private long seed = 1;

  @Option(names = "--threads", paramLabel = "T", description = "games played at once (default: every core, here ${DEFAULT-VALUE})")
  private int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--max-actions", paramLabel = "N", description =
      "player actions after which a game is stopped and counted as capped (default: ${DEFAULT-VALUE})")
  private int maxActions = 10_000;

  @Option(names = "--record", paramLabel = "DIR", description = "write each game to DIR/game-NNNNN.rec")
  private Optional<Path> recordDir = Optional.empty();

  @Option(names = "--format", paramLabel = "FORMAT", description = "text, csv or json (default: text)",
      converter = FormatConverter.class, completionCandidates = FormatNames.class)
  private Format format = Format.TEXT;

  /** Creates the command; picocli sets its options. */
  public Simulate() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    Game game = this.game.game();
    Setup setup = this.game.setup(game);
    atLeast("--games", games, 1);
    atLeast("--threads", threads, 1);
    atLeast("--max-actions", maxActions, 1);
    Lineup lineup = bots.isEmpty() ? Lineup.of(BotKind.HEURISTIC) : Lineup.parse(bots.get())
        .orElseThrow(() -> new BadArgument("--bots takes kinds separated by commas (heuristic, random, search), not '"
            + bots.get() + "'"));
    if (recordDir.isPresent() && recordDir.get().toString().isBlank()) {
      throw new BadArgument("--record takes a directory, not an empty word");
    }
    RuleSet<?, ?, ?, ?> rules;
    try {
      rules = game.create(setup);
    } catch (SetupException e) {
      console.err().println("kemkit simulate: " + OneLine.of(e.getMessage()));
      return Exit.BAD_INPUT;
    }
    if (!lineup.fits(rules.start().seating())) {
      console.err().println("kemkit simulate: --bots names " + lineup.kinds().size() + " kinds of bot for "
          + rules.start().seating().teams() + " sides (usage: kemkit help simulate)");
      return Exit.BAD_INPUT;
    }
    if (recordDir.isPresent()) {
      try {
        Files.createDirectories(recordDir.get());
      } catch (IOException e) {
        console.err().println("kemkit simulate: cannot create " + recordDir.get() + ": " + e.getMessage());
        return Exit.BAD_INPUT;
      }
    }

    Plan plan = new Plan(rules, lineup, games, seed, threads, maxActions, recordDir.isPresent(), search.options());
    long start = System.nanoTime();
    List<GameResult> results;
    try {
      results = console.terminal() ? runWithProgressBar(plan, console) : Simulator.run(plan, () -> {});
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.err().println("kemkit simulate: interrupted");
      return Exit.INTERNAL_ERROR;
    }
    Summary summary = Summary.of(plan, results, Duration.ofNanos(System.nanoTime() - start));
    if (recordDir.isPresent()) {
      Optional<String> failure = writeRecords(recordDir.get(), results);
      if (failure.isPresent()) {
        console.err().println("kemkit simulate: " + failure.get());
        return Exit.BAD_INPUT;
      }
    }
    console.out().print(format.render(summary));
    return summary.failed() > 0 ? Exit.FAILED : Exit.OK;
  }

  private static List<GameResult> runWithProgressBar(Plan plan, Console console) throws InterruptedException {
    try (ProgressBar bar = ProgressBar.start(console.err(), plan.games())) {
      return Simulator.run(plan, bar::step);
    }
  }

  private static Optional<String> writeRecords(Path dir, List<GameResult> results) {
    for (GameResult result : results) {
      Path file = dir.resolve(String.format(Locale.ROOT, "game-%05d.rec", result.index()));
      try {
        Files.writeString(file, result.record().orElseThrow());
      } catch (IOException e) {
        return Optional.of("cannot write " + file + ": " + e.getMessage());
      }
    }
    return Optional.empty();
  }

  private static void atLeast(String flag, int value, int min) throws BadArgument {
    if (value < min) {
      throw new BadArgument(flag + " must be at least " + min + ", not " + value);
    }
  }

  /** Reads {@code --format} in any case. */
  static final class FormatConverter implements CommandLine.ITypeConverter<Format> {
    @Override
    public Format convert(String value) {
      try {
        return Format.valueOf(Ascii.toUpperCase(value));
      } catch (IllegalArgumentException e) {
        throw new CommandLine.TypeConversionException("--format is text, csv or json, not '" + value + "'");
      }
    }
  }

  /** The formats, for shell completion. */
  static final class FormatNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return List.of("text", "csv", "json").iterator();
    }
  }
}
