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
import kemkit.bots.search.SearchOptions;
import kemkit.examples.cli.GameFlags.BadArgument;
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

/**
 * {@code kemkit simulate --game G …}: plays many games between bots and prints a summary: games
 * per second, rounds and actions per game, win rates and mean scores per team or seat and per kind
 * of bot, and how the rounds went, counted from the events. The same seed gives the same summary
 * (but for the timing) on any number of threads; {@code --record DIR} writes every game as a
 * record that {@code kemkit validate} accepts.
 */
public final class Simulate implements Command {

  private static final int DEFAULT_GAMES = 100;
  private static final long DEFAULT_SEED = 1;
  private static final int DEFAULT_MAX_ACTIONS = 10_000;

  /** Creates the command. */
  public Simulate() {}

  @Override
  public String name() {
    return "simulate";
  }

  @Override
  public String arguments() {
    return "--game G [OPTIONS…]";
  }

  @Override
  public String summary() {
    return "play games between bots and summarize them";
  }

  @Override
  public String help() {
    return String.join("\n",
        "usage: kemkit simulate --game G [--preset P] [--option NAME=VALUE]… [SEATING…]",
        "                       [--bots KIND,…] [--games N] [--seed S] [--threads T] [--max-actions N]",
        "                       [--record DIR] [--format text|csv|json]",
        "                       [--search-iterations N] [--search-millis N] [--search-rollout KIND]",
        "",
        "Plays N games (default " + DEFAULT_GAMES + ") of game G between bots and prints a summary. Options and",
        "presets are those of the rule books; SEATING is --teams N, --team-size N and --dealer N (Kem's",
        "family) or --players N (Khamul).",
        "  --bots KIND,…    the bots of team (or seat) 0, 1, … in turn: heuristic (plays to win),",
        "                   random (any legal action) or search (searches sampled deals); default",
        "                   heuristic. From game to game the kinds move on by one team, so that none",
        "                   always deals first",
        "  --seed S         the run's seed (default " + DEFAULT_SEED + "); game i is seeded from S and i alone,",
        "                   so the summary does not depend on --threads",
        "  --threads T      games played at once (default: every core, here " + defaultThreads() + ")",
        "  --max-actions N  player actions after which a game is stopped and counted as capped",
        "                   (default " + DEFAULT_MAX_ACTIONS + ")",
        "  --record DIR     write each game to DIR/game-NNNNN.rec",
        SearchFlags.HELP,
        "",
        "Exit status: 0 done, 1 a game was stopped by a rules bug (the summary names its seed),",
        "2 a bad command line or setup, 3 an internal error.");
  }

  @Override
  public Exit run(List<String> args, Console console) {
    return GameFlags.run(this, args, console, flags -> simulate(flags, console));
  }

  private Exit simulate(GameFlags flags, Console console) throws BadArgument {
    Game game = flags.game();
    Setup setup = flags.setup(game);
    int games = flags.integer("games", 1, DEFAULT_GAMES);
    long seed = flags.longInteger("seed", DEFAULT_SEED);
    int threads = flags.integer("threads", 1, defaultThreads());
    Optional<String> bots = flags.take("bots");
    Lineup lineup = bots.isEmpty() ? Lineup.of(BotKind.HEURISTIC) : Lineup.parse(bots.get())
        .orElseThrow(() -> new BadArgument("--bots takes kinds separated by commas (heuristic, random, search), not '"
            + bots.get() + "'"));
    int maxActions = flags.integer("max-actions", 1, DEFAULT_MAX_ACTIONS);
    Optional<Path> recordDir = flags.path("record", "a directory");
    Format format = format(flags.take("format"));
    SearchOptions search = SearchFlags.parse(flags);
    flags.noneLeft(game);

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

    Plan plan = new Plan(rules, lineup, games, seed, threads, maxActions, recordDir.isPresent(), search);
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

  private static int defaultThreads() {
    return Runtime.getRuntime().availableProcessors();
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

  private static Format format(Optional<String> value) throws BadArgument {
    if (value.isEmpty()) {
      return Format.TEXT;
    }
    try {
      return Format.valueOf(Ascii.toUpperCase(value.get()));
    } catch (IllegalArgumentException e) {
      throw new BadArgument("--format is text, csv or json, not '" + value.get() + "'");
    }
  }
}
