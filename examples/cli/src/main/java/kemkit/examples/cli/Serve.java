package kemkit.examples.cli;

import java.util.Optional;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.json.StdioServer;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code kemkit serve --stdio}: the JSON-lines move-checking protocol of {@code kemkit-json} on
 * standard input and output ({@code examples/json/PROTOCOL.md}), so that an engine in any language
 * checks each move as it is made: accepted with the events every seat heard (C-6), or rejected with
 * the §R code, the rule id and a sentence (C-5). {@code kemkit serve --http PORT}: the web tables of
 * {@code kemkit-server}, where people and bots play in a browser, each seat seeing only its own
 * view (C-6), every accepted action stored before it is broadcast.
 *
 * <pre>{@code
 * $ java -jar kemkit.jar serve --stdio
 * {"op":"open","id":"t1","header":"record 1\ngame khamul\nplayers 2\n"}
 * {"op":"open","ok":true,"id":"t1",…}
 * }</pre>
 */
@CommandLine.Command(name = "serve", mixinStandardHelpOptions = true, versionProvider = Version.class,
    sortOptions = false,
    description = {"Checks moves for another engine (--stdio), or serves web tables (--http PORT).",
        "%nWith --stdio: reads one JSON request per line on standard input and writes one JSON answer per line"
            + " on standard output: open a game (a record header or a setup object), send each move (a record"
            + " line or an action object), ask for a seat's view or legal actions, close it for its verdict. A"
            + " malformed request gets one error answer and the session goes on. The protocol, with a whole"
            + " session, is examples/json/PROTOCOL.md.",
        "%nWith --http PORT: serves the web tables on http://HOST:PORT/ until stopped; a page creates a table"
            + " and gives one link per person seat."},
    footer = "%nExit status: 0 when standard input ends, 2 a bad command line, database or a port in use,"
        + " 3 standard output failed.")
public final class Serve implements Command {

  @Option(names = "--stdio", description = "check moves on standard input and output")
  boolean stdio;

  @Option(names = "--http", paramLabel = "PORT", description = "serve web tables on this port")
  Optional<Integer> http = Optional.empty();

  @Option(names = "--host", paramLabel = "HOST",
      description = "with --http, the address to listen on (default: ${DEFAULT-VALUE}, this machine only;"
          + " 0.0.0.0 lets other machines join)")
  String host = "127.0.0.1";

  @Option(names = "--db", paramLabel = "FILE",
      description = "with --http, the SQLite file of the tables (default: ${DEFAULT-VALUE})")
  String db = "kemkit-tables.db";

  @Option(names = "--jdbc", paramLabel = "URL",
      description = "with --http, a JDBC URL instead of --db (PostgreSQL: jdbc:postgresql://…, without its"
          + " password; default: $KEMKIT_JDBC_URL). Several servers may share one PostgreSQL database")
  Optional<String> jdbc = Optional.empty();

  @Option(names = "--db-password-file", paramLabel = "FILE",
      description = "with --jdbc, a file whose first line is the database's password (else $KEMKIT_DB_PASSWORD);"
          + " never printed")
  Optional<java.nio.file.Path> passwordFile = Optional.empty();

  @Option(names = "--advertise", paramLabel = "URL",
      description = "with --jdbc, how the other servers reach this one (http://HOST:PORT; default: the listening"
          + " address): a seat whose table another server owns is passed on to it there")
  Optional<String> advertise = Optional.empty();

  @Option(names = "--lease", paramLabel = "DURATION", description = "with --jdbc, how long this server's hold on"
      + " its tables lasts unrenewed; a dead server's tables move within about 4/3 of it (default: ${DEFAULT-VALUE})")
  String lease = "3s";

  @Option(names = "--max-tables", paramLabel = "N", description = "the most tables stored, every server's"
      + " together (default: ${DEFAULT-VALUE})")
  int maxTables = 10_000;

  @Option(names = "--create-rate", paramLabel = "N", description = "new tables a minute per client address"
      + " (default: ${DEFAULT-VALUE})")
  int createRate = 30;

  @Option(names = "--create-burst", paramLabel = "N", description = "new tables at once per client address"
      + " (default: ${DEFAULT-VALUE})")
  int createBurst = 10;

  @Option(names = "--finished-ttl", paramLabel = "DURATION", description = "a finished table is deleted this"
      + " long after its last action (default: ${DEFAULT-VALUE})")
  String finishedTtl = "1d";

  @Option(names = "--idle-ttl", paramLabel = "DURATION", description = "an unfinished table is deleted after"
      + " this long without an action (default: ${DEFAULT-VALUE})")
  String idleTtl = "7d";

  @Option(names = "--allowed-origin", paramLabel = "ORIGIN", description = "another origin whose pages may"
      + " create tables (https://example.org); the server's own always may")
  java.util.List<String> origins = new java.util.ArrayList<>();

  @Option(names = "--trust-forwarded", description = "behind a proxy: the client's address is the last of"
      + " X-Forwarded-For (for the creation limit)")
  boolean trustForwarded;

  @Option(names = "--metrics-port", paramLabel = "PORT", description = "serve Prometheus metrics on"
      + " http://METRICS-HOST:PORT/metrics (default: none)")
  Optional<Integer> metricsPort = Optional.empty();

  @Option(names = "--metrics-host", paramLabel = "HOST", description = "the address of the metrics endpoint"
      + " (default: ${DEFAULT-VALUE}: not on the public port)")
  String metricsHost = "127.0.0.1";

  @Option(names = "--min-bot-delay", paramLabel = "DURATION", description = "the shortest wait between two bot"
      + " moves a table may ask for (default: ${DEFAULT-VALUE})")
  String minBotDelay = "20ms";

  @Option(names = "--max-target", paramLabel = "N", description = "the highest 'target' option a table may ask for"
      + " (default: ${DEFAULT-VALUE})")
  int maxTarget = 1_000;

  @Option(names = "--max-actions", paramLabel = "N", description = "the most actions a table stores; past it the"
      + " table is closed and expires like a finished one (default: ${DEFAULT-VALUE})")
  int maxActions = 20_000;

  @Option(names = "--max-life", paramLabel = "DURATION", description = "a table is deleted this long after its"
      + " creation, playing or not (default: ${DEFAULT-VALUE})")
  String maxLife = "2d";

  @Option(names = "--verbose", description = "with --http, show the web server's own log (Javalin, Jetty)")
  boolean verbose;

  /** Creates the command; picocli sets its options. */
  public Serve() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    if (stdio == http.isPresent()) {
      throw new BadArgument("expected '--stdio' or '--http PORT', one of the two");
    }
    if (stdio) {
      // The server reads the bytes itself and answers through its own buffer: nothing goes to the console.
      return new StdioServer().run(console.in(), console.out()) == 0 ? Exit.OK : Exit.INTERNAL_ERROR;
    }
    int port = http.get();
    if (port < 0 || port > 65_535) {
      throw new BadArgument("--http takes a port from 0 to 65535, not " + port);
    }
    Optional<Web> web = NotInThisJar.load("kemkit.examples.cli.WebServe", Web.class);
    if (web.isEmpty()) {
      console.err().println("kemkit serve: --http: " + NotInThisJar.WHY);
      return Exit.BAD_INPUT;
    }
    return web.get().serve(this, console);
  }

  /**
   * The web tables of kemkit-server ({@link WebServe}), which a jar built for the terminal game
   * alone ({@code -Dplay}) lacks: the one seam between this command and the server's classes.
   */
  interface Web {
    /**
     * Serves the web tables until stopped.
     *
     * @param flags this command, its options set
     * @param console where to print
     * @return how the program should exit
     * @throws BadArgument for options the server refuses
     */
    Exit serve(Serve flags, Console console) throws BadArgument;
  }
}
