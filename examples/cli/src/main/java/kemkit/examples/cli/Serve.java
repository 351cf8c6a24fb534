package kemkit.examples.cli;

import kemkit.examples.cli.Command.BadArgument;
import kemkit.json.StdioServer;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code kemkit serve --stdio}: the JSON-lines move-checking protocol of {@code kemkit-json} on
 * standard input and output ({@code examples/json/PROTOCOL.md}), so that an engine in any language
 * checks each move as it is made: accepted with the events every seat heard (C-6), or rejected with
 * the §R code, the rule id and a sentence (C-5).
 *
 * <pre>{@code
 * $ java -jar kemkit.jar serve --stdio
 * {"op":"open","id":"t1","header":"record 1\ngame khamul\nplayers 2\n"}
 * {"op":"open","ok":true,"id":"t1",…}
 * }</pre>
 */
@CommandLine.Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {"Checks moves for another engine: one JSON request per line in, one answer per line out.",
        "%nReads one JSON request per line on standard input and writes one JSON answer per line on standard"
            + " output: open a game (a record header or a setup object), send each move (a record line or an"
            + " action object), ask for a seat's view or legal actions, close it for its verdict. A malformed"
            + " request gets one error answer and the session goes on. The protocol, with a whole session, is"
            + " examples/json/PROTOCOL.md."},
    footer = "%nExit status: 0 when standard input ends, 2 a bad command line, 3 standard output failed.")
public final class Serve implements Command {

  @Option(names = "--stdio", description = "serve on standard input and output (the only transport)")
  private boolean stdio;

  /** Creates the command; picocli sets its options. */
  public Serve() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    if (!stdio) {
      throw new BadArgument("expected '--stdio', the only transport");
    }
    // The server reads the bytes itself and answers through its own buffer: nothing goes to the console.
    return new StdioServer().run(console.in(), console.out()) == 0 ? Exit.OK : Exit.INTERNAL_ERROR;
  }
}
