package kemkit.examples.cli;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import kemkit.examples.cli.BenchCommand;
import kemkit.game.Games;

/**
 * The {@code kemkit} program: picks a {@link Command} by its first argument and runs it. Whatever
 * happens, it returns an {@link Exit} and prints no stack trace; a bug ends as {@code internal
 * error: …} and {@link Exit#INTERNAL_ERROR}.
 *
 * <pre>{@code
 * Exit exit = Cli.standard().run(List.of("validate", "game.rec"), Console.system());
 * }</pre>
 */
public final class Cli {

  private final ImmutableList<Command> commands;

  // Package-private so that tests can add a command that misbehaves.
  Cli(List<Command> commands) {
    this.commands = ImmutableList.<Command>builder().addAll(commands).add(new Help(this)).build();
  }

  /** {@return the program with its standard commands} */
  public static Cli standard() {
    return new Cli(List.of(new Validate(), new Simulate(), new Play(), new BenchCommand(), new Serve()));
  }

  /** {@return the commands, {@code help} last} */
  public ImmutableList<Command> commands() {
    return commands;
  }

  /**
   * {@return the command called {@code name}, if there is one}
   *
   * @param name the command's name, as typed
   */
  public Optional<Command> command(String name) {
    return commands.stream().filter(c -> c.name().equals(name)).findFirst();
  }

  /**
   * Runs the command that {@code args} names. No argument, or an unknown command, prints the usage
   * and exits {@link Exit#BAD_INPUT}; {@code -h} and {@code --help} are {@code help}.
   *
   * @param args the program's arguments
   * @param console where to read and print
   * @return how the program should exit
   */
  public Exit run(List<String> args, Console console) {
    try {
      if (args.isEmpty()) {
        console.err().println(usage());
        return Exit.BAD_INPUT;
      }
      String name = args.get(0);
      if (name.equals("-h") || name.equals("--help")) {
        name = "help";
      }
      Optional<Command> command = command(name);
      if (command.isEmpty()) {
        console.err().println(unknown(name));
        return Exit.BAD_INPUT;
      }
      return command.get().run(args.subList(1, args.size()), console);
    } catch (RuntimeException | Error e) {
      console.err().println(BugReport.line(e));
      return Exit.INTERNAL_ERROR;
    }
  }

  /** {@return the program's usage: its commands and the games it knows} */
  public String usage() {
    StringBuilder out = new StringBuilder("usage: kemkit COMMAND [ARGUMENTS…]\n\ncommands:\n");
    int width = commands.stream().mapToInt(c -> c.name().length() + 1 + c.arguments().length()).max().orElse(0);
    for (Command command : commands) {
      String synopsis = command.name() + " " + command.arguments();
      out.append("  ").append(synopsis).append(" ".repeat(width - synopsis.length() + 2))
          .append(command.summary()).append('\n');
    }
    String games = String.join(", ", Games.all().keySet());
    out.append("\ngames on the class path: ").append(games.isEmpty() ? "none" : games).append('\n');
    out.append("'kemkit help COMMAND' tells more.");
    return out.toString();
  }

  /** {@return the message for a command that does not exist, with the usage} */
  String unknown(String name) {
    return "kemkit: unknown command '" + OneLine.of(name) + "'\n" + usage();
  }
}
