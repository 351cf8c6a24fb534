package kemkit.examples.cli;

import java.util.List;
import kemkit.json.StdioServer;

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
public final class Serve implements Command {

  /** Creates the command. */
  public Serve() {}

  @Override
  public String name() {
    return "serve";
  }

  @Override
  public String arguments() {
    return "--stdio";
  }

  @Override
  public String summary() {
    return "check moves for another engine: one JSON request per line in, one answer per line out";
  }

  @Override
  public String help() {
    return String.join("\n",
        "usage: kemkit serve --stdio",
        "",
        "Reads one JSON request per line on standard input and writes one JSON answer per line on",
        "standard output: open a game (a record header or a setup object), send each move (a record",
        "line or an action object), ask for a seat's view or legal actions, close it for its verdict.",
        "A malformed request gets one error answer and the session goes on. The protocol, with a",
        "whole session, is examples/json/PROTOCOL.md.",
        "",
        "Exit status: 0 when standard input ends, 2 a bad command line, 3 standard output failed.");
  }

  @Override
  public Exit run(List<String> args, Console console) {
    if (args.equals(List.of("-h")) || args.equals(List.of("--help"))) {
      console.out().println(help());
      return Exit.OK;
    }
    if (!args.equals(List.of("--stdio"))) {
      console.err().println("kemkit serve: expected '--stdio', the only transport (usage: kemkit serve --stdio)");
      return Exit.BAD_INPUT;
    }
    // The server reads the bytes itself and answers through its own buffer: nothing goes to the console.
    return new StdioServer().run(console.in(), console.out()) == 0 ? Exit.OK : Exit.INTERNAL_ERROR;
  }
}
