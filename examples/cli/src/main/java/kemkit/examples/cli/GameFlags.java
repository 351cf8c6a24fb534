package kemkit.examples.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.Setup;

/**
 * The command line of a command that sets a game up as a record header does ({@code simulate},
 * {@code play}): {@code --game G}, {@code --preset P}, {@code --option NAME=VALUE} (repeatable),
 * the game's seating statements ({@code --teams N}, {@code --players N}…), and the command's own
 * flags, each written {@code --name value} or {@code --name=value}, once. A command takes the flags
 * it knows; {@link #noneLeft} refuses the rest.
 */
final class GameFlags {

  /** A command line argument that does not make sense; its message says why, in one line. */
  static final class BadArgument extends Exception {
    private static final long serialVersionUID = 1L;

    BadArgument(String message) {
      super(message);
    }
  }

  /** What a command does with its flags. */
  interface Body {
    /** {@return how the command ends} */
    Exit run(GameFlags flags) throws BadArgument;
  }

  private final Map<String, String> flags;
  private final List<String> options;

  private GameFlags(Map<String, String> flags, List<String> options) {
    this.flags = flags;
    this.options = options;
  }

  /**
   * Runs {@code body} on the flags of {@code args}. {@code -h} or {@code --help} prints the
   * command's help instead; a bad argument is one line on standard error that says what is wrong
   * and where the usage is, and exit 2.
   *
   * @param command the command, for its name and help
   * @param args its arguments
   * @param console where to print
   * @param body what the command does with its flags
   * @return how the command ends
   */
  static Exit run(Command command, List<String> args, Console console, Body body) {
    try {
      Optional<GameFlags> flags = parse(args);
      if (flags.isEmpty()) {
        console.out().println(command.help());
        return Exit.OK;
      }
      return body.run(flags.get());
    } catch (BadArgument e) {
      console.err().println("kemkit " + command.name() + ": " + OneLine.of(e.getMessage())
          + " (usage: kemkit help " + command.name() + ")");
      return Exit.BAD_INPUT;
    }
  }

  /**
   * {@return the flags of {@code args}, or empty when they ask for help ({@code -h}, {@code --help})}
   *
   * @throws BadArgument for a word that is no flag, a flag without a value, or one given twice
   */
  private static Optional<GameFlags> parse(List<String> args) throws BadArgument {
    Map<String, String> flags = new LinkedHashMap<>();
    List<String> options = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.equals("-h") || arg.equals("--help")) {
        return Optional.empty();
      }
      if (!arg.startsWith("--") || arg.length() == 2) {
        throw new BadArgument("unexpected argument '" + arg + "'");
      }
      String name = arg.substring(2);
      String value;
      int eq = name.indexOf('=');
      if (eq >= 0) {
        value = name.substring(eq + 1);
        name = name.substring(0, eq);
      } else if (i + 1 < args.size()) {
        value = args.get(++i);
      } else {
        throw new BadArgument("--" + name + " needs a value");
      }
      if (name.equals("option")) {
        options.add(value);
      } else if (flags.put(name, value) != null) {
        throw new BadArgument("--" + name + " is given twice");
      }
    }
    return Optional.of(new GameFlags(flags, options));
  }

  /** {@return the game that {@code --game} names} */
  Game game() throws BadArgument {
    String name = take("game").orElseThrow(() -> new BadArgument("--game is required"));
    return Games.named(name).orElseThrow(() -> new BadArgument("unknown game '" + name
        + "' (games on the class path: " + String.join(", ", Games.all().keySet()) + ")"));
  }

  /**
   * {@return the setup of {@code game} that {@code --preset}, the {@code --option}s and the seating
   * flags describe} The game checks it when it is created.
   */
  Setup setup(Game game) throws BadArgument {
    Setup setup = Setup.of(game.name());
    Optional<String> preset = take("preset");
    if (preset.isPresent()) {
      setup = setup.withPreset(preset.get());
    }
    for (String option : options) {
      int eq = option.indexOf('=');
      if (eq <= 0 || eq == option.length() - 1) {
        throw new BadArgument("an option is NAME=VALUE, not '" + option + "'");
      }
      setup = setup.withOption(option.substring(0, eq), option.substring(eq + 1));
    }
    for (String statement : game.seatingStatements()) {
      Optional<String> value = take(statement);
      if (value.isPresent()) {
        setup = setup.withSeating(statement, integer(statement, value.get(), Integer.MIN_VALUE));
      }
    }
    return setup;
  }

  /** {@return the value of {@code --flag}, if given; the flag counts as known from then on} */
  Optional<String> take(String flag) {
    return Optional.ofNullable(flags.remove(flag));
  }

  /** {@return the whole number {@code --flag} gives, at least {@code min}, or {@code fallback}} */
  int integer(String flag, int min, int fallback) throws BadArgument {
    Optional<String> value = take(flag);
    return value.isEmpty() ? fallback : integer(flag, value.get(), min);
  }

  /** {@return the whole number {@code --flag} gives, or {@code fallback}} */
  long longInteger(String flag, long fallback) throws BadArgument {
    Optional<String> value = take(flag);
    if (value.isEmpty()) {
      return fallback;
    }
    try {
      return Long.parseLong(value.get());
    } catch (NumberFormatException e) {
      throw new BadArgument("--" + flag + " takes a whole number, not '" + value.get() + "'");
    }
  }

  /** {@return the path {@code --flag} gives, if given} */
  Optional<Path> path(String flag, String what) throws BadArgument {
    Optional<String> value = take(flag);
    if (value.isPresent() && value.get().isBlank()) {
      throw new BadArgument("--" + flag + " takes " + what + ", not an empty word");
    }
    try {
      return value.map(Path::of);
    } catch (InvalidPathException e) {
      throw new BadArgument("--" + flag + " takes " + what + ", and '" + value.get() + "' is not a valid path");
    }
  }

  /**
   * Refuses the flags no one took, naming the first; a seating flag of another game says how
   * {@code game} is seated.
   */
  void noneLeft(Game game) throws BadArgument {
    if (flags.isEmpty()) {
      return;
    }
    String flag = flags.keySet().iterator().next();
    boolean seatsAnotherGame = Games.all().values().stream().anyMatch(g -> g.seatingStatements().contains(flag));
    throw new BadArgument("unknown option '--" + flag + "'" + (seatsAnotherGame
        ? " (game " + game.name() + " is seated with " + String.join(", ", game.seatingStatements()) + ")" : ""));
  }

  private static int integer(String flag, String value, int min) throws BadArgument {
    try {
      int number = Integer.parseInt(value);
      if (number < min) {
        throw new BadArgument("--" + flag + " must be at least " + min + ", not " + number);
      }
      return number;
    } catch (NumberFormatException e) {
      throw new BadArgument("--" + flag + " takes a whole number, not '" + value + "'");
    }
  }
}
