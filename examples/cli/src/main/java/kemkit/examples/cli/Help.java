package kemkit.examples.cli;

import java.util.List;
import java.util.Optional;

/**
 * {@code kemkit help [COMMAND]}: the usage of the program, or the full help of one command.
 */
public final class Help implements Command {

  private final Cli cli;

  /**
   * Creates the command.
   *
   * @param cli the program whose commands it describes
   */
  public Help(Cli cli) {
    this.cli = cli;
  }

  @Override
  public String name() {
    return "help";
  }

  @Override
  public String arguments() {
    return "[COMMAND]";
  }

  @Override
  public String summary() {
    return "show this help, or a command's";
  }

  @Override
  public String help() {
    return "usage: kemkit help [COMMAND]\n\nPrints the program's usage, or the full help of COMMAND.";
  }

  @Override
  public Exit run(List<String> args, Console console) {
    if (args.isEmpty()) {
      console.out().println(cli.usage());
      return Exit.OK;
    }
    if (args.size() > 1) {
      console.err().println("kemkit help: one command at most (usage: kemkit help [COMMAND])");
      return Exit.BAD_INPUT;
    }
    Optional<Command> command = cli.command(args.get(0));
    if (command.isEmpty()) {
      console.err().println(cli.unknown(args.get(0)));
      return Exit.BAD_INPUT;
    }
    console.out().println(command.get().help());
    return Exit.OK;
  }
}
