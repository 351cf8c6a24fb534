package kemkit.examples.cli;

/**
 * One subcommand of the {@code kemkit} program: {@code validate}, {@code simulate}… Each is a small
 * class annotated with picocli's {@link picocli.CommandLine.Command} (its name, its help) whose
 * fields picocli fills from the command line; {@link Cli} then calls {@link #run} with the
 * program's streams.
 */
public interface Command {

  /**
   * Runs the command on the arguments picocli has set. Never throws for bad input: a file that
   * cannot be read is one line on {@code console.err()} and {@link Exit#BAD_INPUT}; an argument
   * that parses but makes no sense is a {@link BadArgument}.
   *
   * @param console where to read and print
   * @return how the program should exit
   * @throws BadArgument for arguments that make no sense together (no such seat, a seating flag
   *     of another game), which {@link Cli} prints as one line like a parse error, exit 2
   */
  Exit run(Console console) throws BadArgument;

  /** A command line argument that does not make sense; its message says why, in one line. */
  final class BadArgument extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what is wrong, in one line, lower case first
     */
    public BadArgument(String message) {
      super(message);
    }
  }
}
