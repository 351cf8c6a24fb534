package kemkit.examples.cli;

import java.util.List;

/**
 * One subcommand of the {@code kemkit} program: {@code validate}, {@code help}… Each is a small
 * class; {@link Cli} picks one by its first argument and hands it the rest.
 */
public interface Command {

  /** {@return the word that selects this command: {@code validate}} */
  String name();

  /** {@return the arguments this command takes, for usage lines: {@code FILE…}} */
  String arguments();

  /** {@return what the command does, in one line} */
  String summary();

  /** {@return the full help text: what the command does, its arguments and exit codes} */
  String help();

  /**
   * Runs the command. Never throws for bad input: it prints one line that says what is wrong and
   * returns {@link Exit#BAD_INPUT}.
   *
   * @param args the arguments after the command's name
   * @param console where to read and print
   * @return how the program should exit
   */
  Exit run(List<String> args, Console console);
}
