package kemkit.examples.cli;

import java.net.BindException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import kemkit.examples.cli.Command.BadArgument;
import kemkit.server.Database;
import kemkit.server.ServerOptions;
import kemkit.server.WebServer;

/**
 * {@code kemkit serve --http PORT}: the web tables of {@code kemkit-server}. Apart from {@link
 * Serve} so that a jar built for the terminal game alone ({@code -Dplay}) compiles without the
 * server, and says so when asked for it; {@link Serve} finds this class by name.
 */
final class WebServe implements Serve.Web {

  /** slf4j-simple's level for every logger, and for Javalin's own. */
  private static final String LOG_LEVEL = "org.slf4j.simpleLogger.defaultLogLevel";

  private static final String JAVALIN_LOG_LEVEL = "org.slf4j.simpleLogger.log.io.javalin.Javalin";

  /** Made by {@link Serve}, by name. */
  WebServe() {}

  @Override
  public Exit serve(Serve flags, Console console) throws BadArgument {
    List<String> args = new ArrayList<>(List.of("--host", flags.host, "--port",
        String.valueOf(flags.http.orElseThrow()), "--lease", flags.lease, "--max-tables", String.valueOf(flags.maxTables),
        "--create-rate", String.valueOf(flags.createRate), "--create-burst", String.valueOf(flags.createBurst),
        "--finished-ttl", flags.finishedTtl, "--idle-ttl", flags.idleTtl, "--metrics-host", flags.metricsHost,
        "--min-bot-delay", flags.minBotDelay, "--max-target", String.valueOf(flags.maxTarget), "--max-actions",
        String.valueOf(flags.maxActions), "--max-life", flags.maxLife));
    args.addAll(flags.jdbc.map(url -> List.of("--jdbc", url)).orElse(
        System.getenv(Database.URL_ENV) == null ? List.of("--db", flags.db) : List.of()));
    flags.passwordFile.ifPresent(f -> args.addAll(List.of("--db-password-file", f.toString())));
    flags.advertise.ifPresent(a -> args.addAll(List.of("--advertise", a)));
    flags.origins.forEach(o -> args.addAll(List.of("--allowed-origin", o)));
    flags.metricsPort.ifPresent(p -> args.addAll(List.of("--metrics-port", String.valueOf(p))));
    if (flags.trustForwarded) {
      args.add("--trust-forwarded");
    }
    ServerOptions options;
    quietWebServer(flags.verbose);
    try {
      options = ServerOptions.parse(args, System.getenv());
    } catch (IllegalArgumentException e) {
      throw new BadArgument(e.getMessage());
    }
    if (flags.jdbc.isPresent() && Database.urlHoldsPassword(flags.jdbc.get())) {
      console.err().println("kemkit serve: warning: the password in --jdbc is visible to every user of this machine"
          + " (ps); give it in $" + Database.PASSWORD_ENV + " or --db-password-file");
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
