package kemkit.examples.cli;

import java.net.BindException;
import java.sql.SQLException;
import java.util.Optional;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.json.StdioServer;
import kemkit.server.ServerOptions;
import kemkit.server.WebServer;
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

  /** slf4j-simple's level for every logger, and for Javalin's own. */
  private static final String LOG_LEVEL = "org.slf4j.simpleLogger.defaultLogLevel";

  private static final String JAVALIN_LOG_LEVEL = "org.slf4j.simpleLogger.log.io.javalin.Javalin";

  @Option(names = "--stdio", description = "check moves on standard input and output")
  private boolean stdio;

  @Option(names = "--http", paramLabel = "PORT", description = "serve web tables on this port")
  private Optional<Integer> http = Optional.empty();

  @Option(names = "--host", paramLabel = "HOST",
      description = "with --http, the address to listen on (default: ${DEFAULT-VALUE}, this machine only;"
          + " 0.0.0.0 lets other machines join)")
  private String host = "127.0.0.1";

  @Option(names = "--db", paramLabel = "FILE",
      description = "with --http, the SQLite file of the tables (default: ${DEFAULT-VALUE})")
  private String db = "kemkit-tables.db";

  @Option(names = "--jdbc", paramLabel = "URL",
      description = "with --http, a JDBC URL instead of --db (PostgreSQL: jdbc:postgresql://…, without its"
          + " password; default: $KEMKIT_JDBC_URL). Several servers may share one PostgreSQL database")
  private Optional<String> jdbc = Optional.empty();

  @Option(names = "--db-password-file", paramLabel = "FILE",
      description = "with --jdbc, a file whose first line is the database's password (else $KEMKIT_DB_PASSWORD);"
          + " never printed")
  private Optional<java.nio.file.Path> passwordFile = Optional.empty();

  @Option(names = "--advertise", paramLabel = "URL",
      description = "with --jdbc, how the other servers reach this one (http://HOST:PORT; default: the listening"
          + " address): a seat whose table another server owns is passed on to it there")
  private Optional<String> advertise = Optional.empty();

  @Option(names = "--lease", paramLabel = "DURATION", description = "with --jdbc, how long this server's hold on"
      + " its tables lasts unrenewed; a dead server's tables move within about 4/3 of it (default: ${DEFAULT-VALUE})")
  private String lease = "3s";

  @Option(names = "--max-tables", paramLabel = "N", description = "the most tables stored, every server's"
      + " together (default: ${DEFAULT-VALUE})")
  private int maxTables = 10_000;

  @Option(names = "--create-rate", paramLabel = "N", description = "new tables a minute per client address"
      + " (default: ${DEFAULT-VALUE})")
  private int createRate = 30;

  @Option(names = "--create-burst", paramLabel = "N", description = "new tables at once per client address"
      + " (default: ${DEFAULT-VALUE})")
  private int createBurst = 10;

  @Option(names = "--finished-ttl", paramLabel = "DURATION", description = "a finished table is deleted this"
      + " long after its last action (default: ${DEFAULT-VALUE})")
  private String finishedTtl = "1d";

  @Option(names = "--idle-ttl", paramLabel = "DURATION", description = "an unfinished table is deleted after"
      + " this long without an action (default: ${DEFAULT-VALUE})")
  private String idleTtl = "7d";

  @Option(names = "--allowed-origin", paramLabel = "ORIGIN", description = "another origin whose pages may"
      + " create tables (https://example.org); the server's own always may")
  private java.util.List<String> origins = new java.util.ArrayList<>();

  @Option(names = "--trust-forwarded", description = "behind a proxy: the client's address is the last of"
      + " X-Forwarded-For (for the creation limit)")
  private boolean trustForwarded;

  @Option(names = "--metrics-port", paramLabel = "PORT", description = "serve Prometheus metrics on"
      + " http://METRICS-HOST:PORT/metrics (default: none)")
  private Optional<Integer> metricsPort = Optional.empty();

  @Option(names = "--metrics-host", paramLabel = "HOST", description = "the address of the metrics endpoint"
      + " (default: ${DEFAULT-VALUE}: not on the public port)")
  private String metricsHost = "127.0.0.1";
  @Option(names = "--min-bot-delay", paramLabel = "DURATION", description = "the shortest wait between two bot"
      + " moves a table may ask for (default: ${DEFAULT-VALUE})")
  private String minBotDelay = "20ms";

  @Option(names = "--max-target", paramLabel = "N", description = "the highest 'target' option a table may ask for"
      + " (default: ${DEFAULT-VALUE})")
  private int maxTarget = 1_000;

  @Option(names = "--max-actions", paramLabel = "N", description = "the most actions a table stores; past it the"
      + " table is closed and expires like a finished one (default: ${DEFAULT-VALUE})")
  private int maxActions = 20_000;

  @Option(names = "--max-life", paramLabel = "DURATION", description = "a table is deleted this long after its"
      + " creation, playing or not (default: ${DEFAULT-VALUE})")
  private String maxLife = "2d";

  @Option(names = "--verbose", description = "with --http, show the web server's own log (Javalin, Jetty)")
  private boolean verbose;

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
    java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of("--host", host, "--port",
        String.valueOf(port), "--lease", lease, "--max-tables", String.valueOf(maxTables), "--create-rate",
        String.valueOf(createRate), "--create-burst", String.valueOf(createBurst), "--finished-ttl", finishedTtl,
        "--idle-ttl", idleTtl, "--metrics-host", metricsHost, "--min-bot-delay", minBotDelay, "--max-target",
        String.valueOf(maxTarget), "--max-actions", String.valueOf(maxActions), "--max-life", maxLife));
    args.addAll(jdbc.map(url -> java.util.List.of("--jdbc", url)).orElse(
        System.getenv(kemkit.server.Database.URL_ENV) == null ? java.util.List.of("--db", db) : java.util.List.of()));
    passwordFile.ifPresent(f -> args.addAll(java.util.List.of("--db-password-file", f.toString())));
    advertise.ifPresent(a -> args.addAll(java.util.List.of("--advertise", a)));
    origins.forEach(o -> args.addAll(java.util.List.of("--allowed-origin", o)));
    metricsPort.ifPresent(p -> args.addAll(java.util.List.of("--metrics-port", String.valueOf(p))));
    if (trustForwarded) {
      args.add("--trust-forwarded");
    }
    ServerOptions options;
    quietWebServer(verbose);
    try {
      options = ServerOptions.parse(args, System.getenv());
    } catch (IllegalArgumentException e) {
      throw new BadArgument(e.getMessage());
    }
    if (jdbc.isPresent() && kemkit.server.Database.urlHoldsPassword(jdbc.get())) {
      console.err().println("kemkit serve: warning: the password in --jdbc is visible to every user of this machine"
          + " (ps); give it in $" + kemkit.server.Database.PASSWORD_ENV + " or --db-password-file");
    }
    try {
      WebServer.serve(options, console.out());
      return Exit.OK;
    } catch (BindException e) {
      console.err().println("kemkit serve: " + OneLine.of(String.valueOf(e.getMessage())));
      return Exit.BAD_INPUT;
    } catch (SQLException e) {
      console.err().println("kemkit serve: cannot open the database: " + OneLine.of(String.valueOf(e.getMessage())));
      return Exit.BAD_INPUT;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Exit.OK;
    }
  }

  /**
   * Sets the level of the web server's log (slf4j-simple, read when the first logger is made, so
   * before the server starts). Quiet by default: warnings and errors only, and none from Javalin's
   * own start-up logger, whose failures reach this command as exceptions and are told in one line.
   * A level set with {@code -D} on the command line wins.
   */
  private static void quietWebServer(boolean verbose) {
    if (System.getProperty(LOG_LEVEL) == null) {
      System.setProperty(LOG_LEVEL, verbose ? "info" : "warn");
    }
    if (!verbose && System.getProperty(JAVALIN_LOG_LEVEL) == null) {
      System.setProperty(JAVALIN_LOG_LEVEL, "off");
    }
  }
}
