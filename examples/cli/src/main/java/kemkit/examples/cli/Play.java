package kemkit.examples.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.examples.play.PlaySession;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.SetupException;
import kemkit.record.GameRecord;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordReader;
import kemkit.record.Statement;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.terminal.impl.DumbTerminal;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code kemkit play --game G …}: a person plays one seat in the terminal against bots (heuristic by default, or random or search bots with {@code --bots}).
 * See {@link PlaySession} for how the game runs. {@code --record FILE} is checked before the deal:
 * a game is never played only to be lost for a path that cannot be written.
 */
@CommandLine.Command(name = "play", mixinStandardHelpOptions = true, versionProvider = Version.class,
    sortOptions = false,
    description = {"Plays one seat in the terminal against bots.",
        "%nYou play seat S (seat 0 deals or starts first) against bots (heuristic unless --bots says otherwise). What happens prints above"
            + " your line, which stays as you typed it; your view of the table sits just above it and is drawn again"
            + " whenever it changes (Ctrl-L clears the screen and draws it again).",
        "%nType the record verbs without the seat: 'exchange 2C 5D', 'gesture wink', 'kemps 2' (Kem's family),"
            + " 'peek 0 1', 'draw', 'swap 2', 'khamul' (Khamul). Tab completes verbs, cards and seats; the arrow"
            + " keys bring back earlier lines. 'help' lists what is legal now, 'help VERB' explains a verb with"
            + " its rule; 'quit' or the end of the input ends the game with a summary."},
    footer = "%nExit status: 0 played, 2 a bad command line, setup or --record path, 3 an internal error.")
public final class Play implements Command {

  @Mixin private GameFlags game;

  @Mixin private SearchFlags search;

  @Option(names = "--bots", paramLabel = "KIND", completionCandidates = GameFlags.BotNames.class,
      description = "the other seats' bots: heuristic (default), random or search")
  private String bots = BotKind.HEURISTIC.label();

  @Option(names = "--seat", paramLabel = "S", description = "your seat (default: ${DEFAULT-VALUE})")
  private int seat = 1;

  @Option(names = "--pace", paramLabel = "MS", description = "the bots make one move every MS milliseconds while"
      + " you type (default: ${DEFAULT-VALUE}); 0: they move one step each time you enter an empty line")
  private int pace = 1500;

  @Option(names = "--seed", paramLabel = "N",
      description = "the deals and the bots' choices (default: new each time, printed at the start)")
  private Optional<Long> seed = Optional.empty();

  @Option(names = "--record", paramLabel = "FILE",
      description = "write the game as a record when it ends, for 'kemkit validate'")
  private Optional<Path> record = Optional.empty();

  @Option(names = "--resume", paramLabel = "RECORD",
      description = "go on with the game of a record: its game, options and moves take the place of --game's")
  private Optional<Path> resume = Optional.empty();

  /** Creates the command; picocli sets its options. */
  public Play() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    RuleSet<?, ?, ?, ?> rules;
    List<Action> replay = List.of();
    if (resume.isPresent()) {
      GameRecord resumed = read(resume.get());
      rules = resumed.rules();
      replay = resumed.body().stream().filter(s -> s instanceof Statement.Play)
          .map(s -> ((Statement.Play) s).action()).toList();
    } else {
      Game game = this.game.game();
      try {
        rules = game.create(this.game.setup(game));
      } catch (SetupException e) {
        console.err().println("kemkit play: " + OneLine.of(e.getMessage()));
        return Exit.BAD_INPUT;
      }
    }
    if (pace < 0) {
      throw new BadArgument("--pace must be at least 0, not " + pace);
    }
    if (!rules.start().seating().isSeat(seat)) {
      throw new BadArgument("--seat: there is no seat " + seat + " (seats 0 to "
          + (rules.start().seating().seats() - 1) + ")");
    }
    BotKind kind = BotKind.ofLabel(bots)
        .orElseThrow(() -> new BadArgument("--bots is heuristic, random or search, not '" + OneLine.of(bots) + "'"));
    PlaySession.Opponents opponents = new PlaySession.Opponents(kind, search.options());
    if (record.isPresent()) {
      checkWritable(record.get());
    }
    try (Terminal terminal = terminal(console)) {
      return play(rules, seed.orElseGet(System::nanoTime), opponents, replay, terminal, console);
    } catch (IOException e) {
      console.err().println("kemkit play: cannot open the terminal: " + e.getMessage());
      return Exit.BAD_INPUT;
    }
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> Exit play(
      RuleSet<S, A, E, V> rules, long seed, PlaySession.Opponents opponents, List<Action> replay, Terminal terminal,
      Console console) {
    terminal.writer().println("kemkit play: " + rules.setup().game()
        + rules.setup().preset().map(p -> ", preset " + p).orElse("") + ", seed " + seed
        + (pace > 0 ? ", the bots move every " + seconds(pace) + " (--pace MS sets it; --pace 0: one move per empty line)"
            : ", the bots move when you enter an empty line"));
    // Colour only on a person's terminal, and never when NO_COLOR is set (https://no-color.org).
    String noColor = System.getenv("NO_COLOR");
    boolean colour = console.terminal() && console.in() == System.in && (noColor == null || noColor.isEmpty());
    PlaySession<S, A, E, V> session = new PlaySession<>(rules, seat, seed, pace, opponents, terminal, colour);
    if (!replay.isEmpty()) {
      try {
        session.replay(replay);
      } catch (IllegalArgumentException e) {
        console.err().println("kemkit play: --resume: " + OneLine.of(e.getMessage()));
        return Exit.BAD_INPUT;
      }
      terminal.writer().println("resumed " + resume.orElseThrow() + " after " + replay.size() + " actions");
    }
    try {
      session.run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.err().println("kemkit play: interrupted");
      return Exit.INTERNAL_ERROR;
    } finally {
      terminal.flush();
    }
    if (record.isPresent()) {
      try {
        Files.writeString(record.get(), session.host().record());
        terminal.writer().println("the game is written to " + record.get());
        terminal.flush();
      } catch (IOException e) {
        console.err().println("kemkit play: cannot write " + record.get() + ": " + e.getMessage());
        return Exit.BAD_INPUT;
      }
    }
    return Exit.OK;
  }

  /** {@return {@code millis} as a person reads a pace: "1.5 s", "250 ms"} */
  static String seconds(int millis) {
    if (millis < 1000) {
      return millis + " ms";
    }
    String text = String.format(java.util.Locale.ROOT, "%.1f", millis / 1000.0);
    return (text.endsWith(".0") ? text.substring(0, text.length() - 2) : text) + " s";
  }

  /**
   * The person's terminal when the program runs in one; else (a pipe, a test) a plain terminal
   * over the console's streams, without line editing.
   */
  private static Terminal terminal(Console console) throws IOException {
    if (console.terminal() && console.in() == System.in) {
      return TerminalBuilder.builder().system(true).encoding(UTF_8).build();
    }
    // Built directly: TerminalBuilder would put a pseudo-terminal between, whose output pump may
    // still hold the last lines when the game ends.
    return new DumbTerminal("kemkit", Terminal.TYPE_DUMB, console.in(), console.out(), UTF_8);
  }

  /**
   * {@return why {@code file} cannot be written, or empty} Tried for real: a directory may look
   * writable and still refuse a new file (/proc), which only the attempt shows. A file made for the
   * attempt is removed again.
   */
  private static String tryWriting(Path file) {
    boolean existed = Files.exists(file);
    try {
      if (existed) {
        Files.newOutputStream(file, java.nio.file.StandardOpenOption.APPEND).close();
      } else {
        Files.createFile(file);
        Files.delete(file);
      }
      return "";
    } catch (IOException | RuntimeException e) {
      if (e instanceof java.nio.file.FileSystemException failed && failed.getReason() != null) {
        return OneLine.of(failed.getReason());
      }
      return e instanceof java.nio.file.AccessDeniedException ? "permission denied"
          : e instanceof java.nio.file.NoSuchFileException ? "no file can be made there"
          : e.getMessage() == null ? e.getClass().getSimpleName() : OneLine.of(e.getMessage());
    }
  }

  /** {@return the record to resume, or a one-line refusal with the line at fault} */
  private static GameRecord read(Path file) throws BadArgument {
    String text;
    try {
      text = Files.readString(file);
    } catch (IOException | RuntimeException e) {
      throw new BadArgument("--resume: cannot read " + file + ": " + OneLine.of(String.valueOf(e.getMessage())));
    }
    try {
      return RecordReader.read(text);
    } catch (MalformedRecordException e) {
      throw new BadArgument("--resume: " + file + " line " + e.line() + ": " + OneLine.of(e.problem()));
    }
  }

  /** Refuses a record path that cannot be written, before a game is played for nothing. */
  private static void checkWritable(Path file) throws BadArgument {
    Path dir = file.toAbsolutePath().getParent();
    String why = file.toString().isBlank() ? "an empty name"
        : Files.isDirectory(file) ? "it is a directory"
        : dir == null || !Files.isDirectory(dir) ? "there is no directory " + dir
        : !Files.isWritable(dir) || (Files.exists(file) && !Files.isWritable(file)) ? "permission denied"
        : "";
    if (why.isEmpty()) {
      why = tryWriting(file);
    }
    if (!why.isEmpty()) {
      throw new BadArgument("--record: cannot write " + file + ": " + why);
    }
  }
}
