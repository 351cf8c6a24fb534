package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How a web table server runs: where it listens, where its tables live, how it shares them with
 * other servers on one PostgreSQL, and the limits that keep anyone from filling it.
 *
 * @param host the address to listen on (127.0.0.1: this machine only; 0.0.0.0: every interface)
 * @param port the port, 0 for any free one
 * @param database where the tables live, and the password apart
 * @param advertise how the other servers reach this one ({@code http://HOST:PORT}), if not the
 *     listening address: a server that does not own a table forwards its seats to the owner there
 * @param lease how long a server's hold on its tables lasts unrenewed (renewed every third of it):
 *     a dead server's tables are taken over within about this, plus a third of it
 * @param maxTables the most tables stored at once, every server's together
 * @param createPerMinute tables one client address may create a minute, on average
 * @param createBurst tables one client address may create at once
 * @param finishedTtl how long a finished table is kept after its last action, then deleted
 * @param idleTtl how long an unfinished table is kept without an action, then deleted
 * @param allowedOrigins the origins a page that creates tables may come from, besides the server's own
 * @param trustForwarded whether the client's address is the last of {@code X-Forwarded-For} (behind a
 *     proxy that sets it) rather than the connection's
 * @param metricsPort the port of the Prometheus endpoint ({@code /metrics}), if any
 * @param metricsHost the address of the Prometheus endpoint: 127.0.0.1 unless said otherwise
 * @param bounds the bounds on a table's bots' pace, target, length and life
 */
public record ServerOptions(String host, int port, Database database, Optional<String> advertise, Duration lease,
    int maxTables, int createPerMinute, int createBurst, Duration finishedTtl, Duration idleTtl,
    ImmutableList<String> allowedOrigins, boolean trustForwarded, Optional<Integer> metricsPort, String metricsHost,
    TableBounds bounds) {

  /**
   * Checks the values.
   *
   * @param host the address to listen on
   * @param port the port, 0 for any free one
   * @param database where the tables live
   * @param advertise how the other servers reach this one
   * @param lease how long a server's hold on its tables lasts unrenewed
   * @param maxTables the most tables stored at once
   * @param createPerMinute tables one client address may create a minute
   * @param createBurst tables one client address may create at once
   * @param finishedTtl how long a finished table is kept
   * @param idleTtl how long an idle table is kept
   * @param allowedOrigins other origins that may create tables
   * @param trustForwarded whether to read the client's address from X-Forwarded-For
   * @param metricsPort the port of the Prometheus endpoint, if any
   * @param metricsHost the address of the Prometheus endpoint
   * @param bounds the bounds on a table's bots' pace, target, length and life
   */
  public ServerOptions {
    requireNonNull(host, "host");
    requireNonNull(bounds, "bounds");
    requireNonNull(database, "database");
    requireNonNull(advertise, "advertise");
    if (lease.toMillis() < 300 || lease.toMinutes() > 10) {
      throw new IllegalArgumentException("the lease is between 300 ms and 10 minutes, not " + lease.toMillis() + " ms");
    }
    if (maxTables < 1 || createPerMinute < 1 || createBurst < 1) {
      throw new IllegalArgumentException("--max-tables, --create-rate and its burst are at least 1");
    }
  }

  /**
   * {@return the defaults for {@code host}:{@code port} on {@code database}: a 3 s lease, 10,000
   * tables, 30 a minute per address (bursts of 10), finished tables kept a day and idle ones a week}
   *
   * @param host the address to listen on
   * @param port the port, 0 for any free one
   * @param database where the tables live
   */
  public static ServerOptions of(String host, int port, Database database) {
    return new ServerOptions(host, port, database, Optional.empty(), Duration.ofSeconds(3), 10_000, 30, 10,
        Duration.ofDays(1), Duration.ofDays(7), ImmutableList.of(), false, Optional.empty(), "127.0.0.1",
        TableBounds.DEFAULT);
  }

  /** The flags of {@code WebServer} and {@code kemkit serve --http}, for the usage line. */
  public static final String USAGE = "[--host H] [--port P] [--db FILE | --jdbc URL] [--db-password-file F]"
      + " [--advertise http://HOST:PORT] [--lease 3s] [--max-tables N] [--create-rate N/min] [--create-burst N]"
      + " [--finished-ttl 1d] [--idle-ttl 7d] [--allowed-origin ORIGIN]... [--trust-forwarded]"
      + " [--metrics-port P] [--metrics-host H] [--min-bot-delay 20ms] [--max-target N] [--max-actions N]"
      + " [--max-life 2d]   (password: $" + Database.PASSWORD_ENV + ")";

  /**
   * {@return the options of {@code args}} {@code --jdbc} defaults to {@code $KEMKIT_JDBC_URL}, then to
   * SQLite in {@code kemkit-tables.db}.
   *
   * @param args the flags
   * @param environment the process's environment ({@code KEMKIT_JDBC_URL}, {@code KEMKIT_DB_PASSWORD})
   * @throws IllegalArgumentException on an unknown flag or a bad value, saying which
   */
  public static ServerOptions parse(List<String> args, java.util.Map<String, String> environment) {
    String host = "127.0.0.1";
    int port = 8080;
    Optional<String> jdbc = Optional.ofNullable(environment.get(Database.URL_ENV)).filter(u -> !u.isEmpty());
    Optional<java.nio.file.Path> passwordFile = Optional.empty();
    ServerOptions d = of(host, port, new Database("jdbc:sqlite:kemkit-tables.db", Optional.empty()));
    Optional<String> advertise = Optional.empty();
    Duration lease = d.lease();
    int maxTables = d.maxTables();
    int rate = d.createPerMinute();
    int burst = d.createBurst();
    Duration finished = d.finishedTtl();
    Duration idle = d.idleTtl();
    List<String> origins = new ArrayList<>();
    boolean forwarded = false;
    Optional<Integer> metricsPort = Optional.empty();
    String metricsHost = d.metricsHost();
    TableBounds b = d.bounds();
    Duration minBotDelay = b.minBotDelay();
    int maxTarget = b.maxTarget();
    int maxActions = b.maxActions();
    Duration maxLife = b.maxLife();
    for (int i = 0; i < args.size(); i++) {
      String flag = args.get(i);
      if (flag.equals("--trust-forwarded")) {
        forwarded = true;
        continue;
      }
      if (i + 1 >= args.size()) {
        throw new IllegalArgumentException(flag + " needs a value");
      }
      String value = args.get(++i);
      switch (flag) {
        case "--host" -> host = value;
        case "--port" -> port = number(flag, value);
        case "--db" -> {
          if (value.startsWith("jdbc:")) {
            throw new IllegalArgumentException("--db takes a SQLite file; for a JDBC URL (" + clip(value)
                + ") use --jdbc URL");
          }
          jdbc = Optional.of("jdbc:sqlite:" + value);
        }
        case "--jdbc" -> jdbc = Optional.of(value);
        case "--db-password-file" -> passwordFile = Optional.of(java.nio.file.Path.of(value));
        case "--advertise" -> advertise = Optional.of(value);
        case "--lease" -> lease = duration(flag, value);
        case "--max-tables" -> maxTables = number(flag, value);
        case "--create-rate" -> rate = number(flag, value);
        case "--create-burst" -> burst = number(flag, value);
        case "--finished-ttl" -> finished = duration(flag, value);
        case "--idle-ttl" -> idle = duration(flag, value);
        case "--allowed-origin" -> origins.add(value);
        case "--metrics-port" -> metricsPort = Optional.of(number(flag, value));
        case "--metrics-host" -> metricsHost = value;
        case "--min-bot-delay" -> minBotDelay = duration(flag, value);
        case "--max-target" -> maxTarget = number(flag, value);
        case "--max-actions" -> maxActions = number(flag, value);
        case "--max-life" -> maxLife = duration(flag, value);
        default -> throw new IllegalArgumentException("unknown flag '" + flag + "'");
      }
    }
    Database database = Database.of(jdbc.orElse("jdbc:sqlite:kemkit-tables.db"), environment, passwordFile);
    return new ServerOptions(host, port, database, advertise, lease, maxTables, rate, burst, finished, idle,
        ImmutableList.copyOf(origins), forwarded, metricsPort, metricsHost,
        new TableBounds(minBotDelay, maxTarget, maxActions, maxLife));
  }

  /** {@return a value as a message may quote it: the scheme and host of a URL, never its parameters} */
  private static String clip(String value) {
    String shown = Database.scrubPatterns(value.replaceAll("[?;].*$", ""));
    return shown.length() <= 60 ? shown : shown.substring(0, 60) + "…";
  }

  private static int number(String flag, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(flag + " takes a whole number, not '" + value + "'");
    }
  }

  /** {@return {@code 250ms}, {@code 3s}, {@code 10m}, {@code 24h} or {@code 7d} as a duration} */
  static Duration duration(String flag, String value) {
    String v = value.toLowerCase(Locale.ROOT).trim();
    try {
      if (v.endsWith("ms")) {
        return Duration.ofMillis(Long.parseLong(v.substring(0, v.length() - 2)));
      }
      long n = Long.parseLong(v.substring(0, v.length() - 1));
      return switch (v.charAt(v.length() - 1)) {
        case 's' -> Duration.ofSeconds(n);
        case 'm' -> Duration.ofMinutes(n);
        case 'h' -> Duration.ofHours(n);
        case 'd' -> Duration.ofDays(n);
        default -> throw new NumberFormatException();
      };
    } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
      throw new IllegalArgumentException(flag + " takes a duration such as 500ms, 3s, 10m, 24h or 7d, not '"
          + value + "'");
    }
  }

  /**
   * {@return these options with {@code lease}}
   *
   * @param lease how long a server's hold on its tables lasts unrenewed
   */
  public ServerOptions withLease(Duration lease) {
    return new ServerOptions(host, port, database, advertise, lease, maxTables, createPerMinute, createBurst,
        finishedTtl, idleTtl, allowedOrigins, trustForwarded, metricsPort, metricsHost, bounds);
  }

  /**
   * {@return these options with {@code bounds}}
   *
   * @param bounds the bounds on a table's bots' pace, target, length and life
   */
  public ServerOptions withBounds(TableBounds bounds) {
    return new ServerOptions(host, port, database, advertise, lease, maxTables, createPerMinute, createBurst,
        finishedTtl, idleTtl, allowedOrigins, trustForwarded, metricsPort, metricsHost, bounds);
  }

  /**
   * {@return these options with {@code port}}
   *
   * @param port the port, 0 for any free one
   */
  public ServerOptions withPort(int port) {
    return new ServerOptions(host, port, database, advertise, lease, maxTables, createPerMinute, createBurst,
        finishedTtl, idleTtl, allowedOrigins, trustForwarded, metricsPort, metricsHost, bounds);
  }
}
