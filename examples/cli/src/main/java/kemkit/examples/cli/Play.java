package kemkit.examples.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.cli.GameFlags.BadArgument;
import kemkit.examples.play.PlaySession;
import kemkit.game.Event;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * {@code kemkit play --game G …}: a person plays one seat in the terminal against heuristic bots.
 * See {@link PlaySession} for how the game runs.
 */
public final class Play implements Command {

  private static final int DEFAULT_SEAT = 1;
  private static final int DEFAULT_PACE_MILLIS = 1500;

  /** Creates the command. */
  public Play() {}

  @Override
  public String name() {
    return "play";
  }

  @Override
  public String arguments() {
    return "--game G [OPTIONS…]";
  }

  @Override
  public String summary() {
    return "play one seat in the terminal against bots";
  }

  @Override
  public String help() {
    return String.join("\n",
        "usage: kemkit play --game G [--preset P] [--option NAME=VALUE]… [SEATING…]",
        "                   [--seat S] [--pace MS] [--seed N] [--record FILE] [--bots heuristic|search]",
        "                   [--search-iterations N] [--search-millis N] [--search-rollout KIND]",
        "",
        "You play seat S (default " + DEFAULT_SEAT + "; seat 0 deals or starts first) against heuristic bots. After",
        "every action you see what happened and your view of the table. Type the record verbs",
        "without the seat: 'exchange 2C 5D', 'gesture wink', 'kemps 2' (Kem's family), 'peek 0 1',",
        "'draw', 'swap 2', 'khamul' (Khamul). 'help' lists the verbs and what is legal now; 'quit'",
        "or the end of the input ends the game.",
        "  --pace MS       the bots make one move every MS milliseconds while you type (default "
            + DEFAULT_PACE_MILLIS + ");",
        "                  0: they move one step each time you enter an empty line",
        "  --seed N        the deals and the bots' choices (default: new each time, printed at the start)",
        "  --record FILE   write the game as a record when it ends, for 'kemkit validate'",
        "  --bots KIND     the other seats' bots: heuristic (default), random or search",
        SearchFlags.HELP,
        "",
        "Exit status: 0 played, 2 a bad command line or setup, 3 an internal error.");
  }

  @Override
  public Exit run(List<String> args, Console console) {
    return GameFlags.run(this, args, console, flags -> play(flags, console));
  }

  private Exit play(GameFlags flags, Console console) throws BadArgument {
    Game game = flags.game();
    Setup setup = flags.setup(game);
    int seat = flags.integer("seat", Integer.MIN_VALUE, DEFAULT_SEAT);
    long pace = flags.integer("pace", 0, DEFAULT_PACE_MILLIS);
    long seed = flags.longInteger("seed", System.nanoTime());
    Optional<Path> recordFile = flags.path("record", "a file name");
    Optional<String> botsFlag = flags.take("bots");
    BotKind bots = botsFlag.isEmpty() ? BotKind.HEURISTIC : BotKind.ofLabel(botsFlag.get())
        .orElseThrow(() -> new BadArgument("--bots is heuristic, random or search, not '" + botsFlag.get() + "'"));
    SearchOptions search = SearchFlags.parse(flags);
    flags.noneLeft(game);
    RuleSet<?, ?, ?, ?> rules;
    try {
      rules = game.create(setup);
    } catch (SetupException e) {
      console.err().println("kemkit play: " + OneLine.of(e.getMessage()));
      return Exit.BAD_INPUT;
    }
    if (!rules.start().seating().isSeat(seat)) {
      throw new BadArgument("--seat: there is no seat " + seat + " (seats 0 to "
          + (rules.start().seating().seats() - 1) + ")");
    }
    return play(rules, seat, seed, pace, recordFile, new PlaySession.Opponents(bots, search), console);
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Exit play(
      RuleSet<S, A, E, V> rules, int seat, long seed, long pace, Optional<Path> record,
      PlaySession.Opponents opponents, Console console) {
    console.out().println("kemkit play: " + rules.setup().game()
        + rules.setup().preset().map(p -> ", preset " + p).orElse("") + ", seed " + seed
        + (pace > 0 ? ", the bots move every " + pace + " ms" : ", the bots move when you enter an empty line"));
    PlaySession<S, A, E, V> session = new PlaySession<>(rules, seat, seed, pace, opponents, console.in(),
        console.out());
    try {
      session.run();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      console.err().println("kemkit play: interrupted");
      return Exit.INTERNAL_ERROR;
    }
    if (record.isPresent()) {
      try {
        Files.writeString(record.get(), session.host().record());
        console.out().println("the game is written to " + record.get());
      } catch (IOException e) {
        console.err().println("kemkit play: cannot write " + record.get() + ": " + e.getMessage());
        return Exit.BAD_INPUT;
      }
    }
    return Exit.OK;
  }

}
