package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import com.google.common.collect.ImmutableList;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.staticfiles.Location;
import io.javalin.util.JavalinBindException;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.io.PrintStream;
import java.net.BindException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import kemkit.game.Action;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.json.GameCodec;
import kemkit.json.JsonFormatException;
import kemkit.record.GameRecord;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.record.Statement;

/**
 * The web table server: people play in a browser, bots on the server, every game of Kem's, Kemps
 * and Khamul, many tables at once, each on its own {@link kemkit.host.TableHost}.
 *
 * <ul>
 *   <li>{@code POST /api/tables} with {@code {"setup": {"game", "preset", "options", "seating"},
 *       "seats": ["bot", "person", …], "botDelayMs": 800, "public": false, "undo": "off"}} creates a table and answers one join
 *       link per person seat ({@code /play.html#TOKEN}). The token (160 random bits) is the seat:
 *       the server keeps only its hash.
 *       An optional {@code "clock": {"profile": "realtime"}} gives each person seat a time bank; a
 *       bot plays a seat out of time or away until its person sends {@code {"type":"reclaim"}}
 *       ({@link ClockSettings}).
 *   <li>{@code GET /api/lobby}: the public tables ({@code "public": true}) served here with person
 *       seats nobody has opened yet, and those seats' links.
 *   <li>{@code /ws}: a WebSocket; the first message {@code {"type":"join","token":…}} seats the
 *       connection, which then hears only its seat's events and view (C-6) and may act only for
 *       its seat ({@code {"type":"act","line":"1 exchange 2C 5D","id":7}}). Each {@code update}
 *       carries, besides the events, view and legal actions, the library's hints for the seat
 *       (K-11, H-7: what it may do now and why, from its view alone), the game's legend (Khamul:
 *       H-2, H-8, H-12, H-13), the round score sheet with its reasons, and who is online.
 *       {@code {"type":"undo"}} takes the seat's last move back if the rules and the table's
 *       {@code "undo"} option allow it (rules C-10, {@link TakeBackDesk}); each update says whether
 *       they do.
 *   <li>{@code /} and {@code /play.html}: the page, plain HTML, CSS and JavaScript.
 * </ul>
 *
 * <p>Every accepted action is written to the database before any seat hears of it; a server
 * started on the same database replays every table's record and every link works again. On
 * PostgreSQL a server holds its tables under a lease it renews every third of it; a server whose
 * lease ran out unrenewed (by its own monotonic clock) stops serving them at once, closing their
 * seats (1012: reconnect) until it renews, so a server cut off from the database never keeps
 * players waiting on it while another takes its tables.
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:kemkit.db")) {
 *   int port = server.port();
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {

  private static final System.Logger LOG = System.getLogger("kemkit.server");
  /** The largest HTTP request body: a table's setup is a few hundred bytes. */
  private static final int MAX_REQUEST_BYTES = 16 * 1024;
  /** The most time a client has to send a request's whole head (request line and headers). */
  private static final Duration HEADER_DEADLINE = Duration.ofSeconds(10);
  /** The headers every answer carries, Jetty's own error pages included. */
  private static final Map<String, String> SECURITY_HEADERS = Map.of(
      "X-Content-Type-Options", "nosniff",
      "Referrer-Policy", "no-referrer",
      "X-Frame-Options", "DENY",
      "Content-Security-Policy",
      "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none';"
          + " form-action 'self'");

  private final ServerOptions options;
  /** SQLite: the lock that keeps a second server off the file. */
  private final Optional<SingleServerLock> fileLock;
  private final Store store;
  /** This process's name in the database: new at every start, so a restarted server is a new owner. */
  private final String serverId = "s-" + SeatToken.tableId();
  private final Timings timings = new Timings();
  private final Metrics metrics = new Metrics();
  private final Origins origins;
  private final Javalin app;
  private final HeaderDeadline headerDeadline;
  private final String address;
  private final Map<String, LiveTable<?, ?, ?, ?>> tables = new ConcurrentHashMap<>();
  private final Map<String, List<String>> tokenHashesByTable = new ConcurrentHashMap<>();
  private final Map<String, Connection.Seat> seatsByTokenHash = new ConcurrentHashMap<>();
  private final Map<String, Connection> connections = new ConcurrentHashMap<>();
  private final Map<String, ScheduledFuture<?>> clocks = new ConcurrentHashMap<>();
  /** Tables being created here: stored, not yet served, and not to be reloaded meanwhile. */
  private final Set<String> opening = ConcurrentHashMap.newKeySet();
  /** The seats this server passes on to other servers, each with the table and epoch it reaches. */
  private final Set<Relay> relays = ConcurrentHashMap.newKeySet();
  /**
   * The tables their creators made public, by id, with the tokens of their person seats: the
   * lobby hands out the links of the seats nobody has taken yet. In memory, on the server that
   * created the table: a public table's links are meant for anyone, but the database keeps only
   * hashes, so after a restart (or on another server) the table is no longer listed.
   */
  private final Map<String, Map<Integer, String>> lobby = new ConcurrentHashMap<>();
  /** The most tables the lobby lists at once. */
  private static final int LOBBY_SIZE = 50;
  /** A first, local line of the creation limit: a flood is refused before it costs the database a transaction. */
  private final Cache<String, CreationBucket> creators = CacheBuilder.newBuilder().maximumSize(100_000)
      .expireAfterAccess(Duration.ofMinutes(10)).build();
  private final ScheduledExecutorService clock = Executors.newScheduledThreadPool(2, daemon("kemkit-bot-clock"));
  /** Three tasks that must not wait on each other: renewing the lease, fencing, and the upkeep (takeovers, expiry). */
  private final ScheduledExecutorService leases = Executors.newScheduledThreadPool(3, daemon("kemkit-lease"));
  /** Joins that wait for the database, a takeover or the owner: off the WebSocket's threads. */
  private final ExecutorService joiner = Executors.newFixedThreadPool(8, daemon("kemkit-join"));
  /**
   * Where each connection's joins and actions are handled, one connection's in order
   * ({@link Connection#serially}): off the WebSocket's threads, which go on reading (and answering
   * pings) while an action waits for its table or the database.
   */
  private final ExecutorService handlers = Executors.newCachedThreadPool(daemon("kemkit-seat"));
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile long lastExpiry;
  /** This server's lease as its own monotonic clock sees it: due, lapsed (fenced), holding takeovers. */
  private final Lease lease;

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }

  private WebServer(ServerOptions options) throws SQLException, BindException {
    this.options = options;
    this.origins = new Origins(options.allowedOrigins(), options.advertise());
    this.lease = new Lease(options.lease());
    this.fileLock = options.database().sqlite() ? SingleServerLock.take(options.database()) : Optional.empty();
    try {
      this.store = new Store(options.database(), Store.Timeouts.forLease(options.lease()));
    } catch (SQLException | RuntimeException e) {
      fileLock.ifPresent(SingleServerLock::close);
      throw e;
    }
    HeaderDeadline[] deadline = new HeaderDeadline[1];
    try {
      metrics.watch(tables::size, timings);
      if (store.sqlite()) {
        // One server per file: it takes every table (fencing a killed predecessor) and serves them.
        for (Map.Entry<String, Store.Owned> owned : store.claimAll(serverId).entrySet()) {
          store.table(owned.getKey()).ifPresent(row -> restore(row, owned.getValue().epoch()));
        }
      }
      this.app = Javalin.create(config -> {
        config.startup.showJavalinBanner = false;
        config.http.maxRequestSize = MAX_REQUEST_BYTES;
        // A path served for other methods answers 405 (with Allow), not 404.
        config.http.prefer405over404 = true;
        config.staticFiles.add("/kemkit/server/web", Location.CLASSPATH);
        config.jetty.modifyHttpConfiguration(http -> {
          http.setSendServerVersion(false);
          http.addCustomizer((request, headers) -> {
            SECURITY_HEADERS.forEach(headers::put);
            return request;
          });
        });
        config.jetty.modifyServer(server -> {
          server.setErrorHandler(new HeadedErrorHandler());
          deadline[0] = new HeaderDeadline(server, HEADER_DEADLINE);
        });
        config.routes.get("/api/health", ctx -> ctx.result("ok"));
        config.routes.post("/api/tables", this::createTable);
        config.routes.get("/api/lobby", this::listLobby);
        // Spectators and replays, from the stored records (Replays).
        Replays replays = new Replays(store);
        config.routes.get("/api/watch/{id}", replays::watch);
        config.routes.get("/api/replay/{id}", replays::replay);
        config.routes.exception(Exception.class, (e, ctx) -> {
          LOG.log(System.Logger.Level.WARNING, "request failed: " + store.database().describe(e));
          ctx.status(500).json(Messages.error("internal", "the server could not answer this request"));
        });
        // A page of another site may open a WebSocket to any server it likes: only this server's
        // own pages (and the allowed origins) may, so a visited site cannot play a seat whose link it holds.
        config.routes.wsBeforeUpgrade("/ws", ctx -> {
          if (!originAllowed(ctx)) {
            throw new ForbiddenResponse("seats are opened from this server's own page");
          }
        });
        config.routes.ws("/ws", ws -> {
          ws.onConnect(ctx -> connections.put(ctx.sessionId(), new Connection(ctx)));
          ws.onMessage(this::message);
          ws.onClose(ctx -> closed(ctx));
          ws.onError(ctx -> closed(ctx));
        });
      });
      app.start(options.host(), options.port());
      this.headerDeadline = deadline[0];
      String shownHost = options.host().equals("0.0.0.0") ? "127.0.0.1" : options.host();
      this.address = options.advertise().orElse("http://" + shownHost + ":" + app.port());
      long third = Math.max(100, options.lease().toMillis() / 3);
      if (!store.sqlite()) {
        renew();
        upkeep();
        var renewing = leases.scheduleWithFixedDelay(this::renewSafely, 10, 10, TimeUnit.MILLISECONDS);
        long every = Math.max(50, options.lease().toMillis() / 10);
        var fencing = leases.scheduleWithFixedDelay(this::fence, every, every, TimeUnit.MILLISECONDS);
      }
      var upkeeping = leases.scheduleWithFixedDelay(this::upkeepSafely, third, third, TimeUnit.MILLISECONDS);
      if (options.metricsPort().isPresent()) {
        metrics.serve(options.metricsHost(), options.metricsPort().get(), HEADER_DEADLINE);
      }
    } catch (JavalinBindException e) {
      // The port comes from outside (a flag): a checked exception the caller turns into a message.
      close();
      BindException busy = new BindException(
          "port " + options.port() + " on " + options.host() + " is in use (another server?)");
      busy.initCause(e);
      throw busy;
    } catch (SQLException | RuntimeException e) {
      close();
      if (e instanceof JavalinBindException || rootIsBind(e)) {
        BindException busy = new BindException("port " + options.port() + " on " + options.host()
            + " is in use (another server?)");
        busy.initCause(e);
        throw busy;
      }
      throw e instanceof SQLException sql ? sql
          : new SQLException("the server could not start: " + store.database().describe(e), e);
    }
  }

  private static boolean rootIsBind(Throwable e) {
    for (Throwable at = e; at != null; at = at.getCause() == at ? null : at.getCause()) {
      if (at instanceof BindException) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return a running server on {@code host}:{@code port} (0: any free port) with its tables in
   * {@code jdbcUrl}} Every table stored there is resumed first (SQLite), or taken over as its owner's
   * lease runs out (PostgreSQL).
   *
   * @param host the address to listen on (127.0.0.1: this machine only)
   * @param port the port, 0 for any free one
   * @param jdbcUrl where the tables live (a SQLite file or a PostgreSQL database; a password in it is
   *     taken out, {@code $KEMKIT_DB_PASSWORD} is read)
   * @throws SQLException if the database cannot be opened or read, or another server serves its SQLite file
   * @throws BindException if the port is in use (or the address is not this machine's)
   */
  public static WebServer start(String host, int port, String jdbcUrl) throws SQLException, BindException {
    return start(ServerOptions.of(host, port, Database.of(jdbcUrl)));
  }

  /**
   * {@return a running server with {@code options}}
   *
   * @param options where to listen, the database, the limits
   * @throws SQLException if the database cannot be opened or read, or another server serves its SQLite file
   * @throws BindException if the port is in use (or the address is not this machine's)
   */
  public static WebServer start(ServerOptions options) throws SQLException, BindException {
    return new WebServer(options);
  }

  /**
   * Serves until the process stops, on {@code host} (127.0.0.1 for this machine only, 0.0.0.0 for
   * every interface): what {@code kemkit serve --http} runs.
   *
   * @param host the address to listen on
   * @param port the port, 0 for any free one
   * @param jdbcUrl where the tables live
   * @param out where the server says where it listens
   * @throws SQLException if the database cannot be opened
   * @throws BindException if the port is in use (or the address is not this machine's)
   * @throws InterruptedException if the thread is interrupted while serving
   */
  public static void serve(String host, int port, String jdbcUrl, PrintStream out)
      throws SQLException, BindException, InterruptedException {
    serve(ServerOptions.of(host, port, Database.of(jdbcUrl)), out);
  }

  /**
   * Serves with {@code options} until the process stops. The start-up line names the database
   * without its password (never printed).
   *
   * @param options where to listen, the database, the limits
   * @param out where the server says where it listens
   * @throws SQLException if the database cannot be opened, or another server serves its SQLite file
   * @throws BindException if the port is in use
   * @throws InterruptedException if the thread is interrupted while serving
   */
  public static void serve(ServerOptions options, PrintStream out)
      throws SQLException, BindException, InterruptedException {
    WebServer server = start(options);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close));
    String host = options.host().equals("0.0.0.0") ? "localhost" : options.host();
    int served = server.tables.size();
    out.println("kemkit web tables on http://" + host + ":" + server.port() + "/ (" + served
        + (served == 1 ? " table" : " tables") + " served, from " + options.database().shown()
        + (options.database().sqlite() ? "" : "; server " + server.serverId + " reached at " + server.address
            + ", lease " + options.lease().toMillis() + " ms")
        + (options.metricsPort().isPresent() ? "; metrics on http://" + options.metricsHost() + ":"
            + server.metrics.port() + "/metrics" : "") + ")");
    out.flush();
    server.stopped.await();
  }

  /**
   * {@code WebServer} with the flags of {@link ServerOptions#USAGE}: serves until killed. Defaults:
   * 127.0.0.1, 8080, {@code kemkit-tables.db}. A server that cannot start (its SQLite file served by
   * another, its port in use, its database out of reach) says why in one line and exits with 2.
   *
   * @param args the flags above
   * @throws Exception if the server is interrupted
   */
  public static void main(String[] args) throws Exception {
    ServerOptions options;
    try {
      options = ServerOptions.parse(List.of(args), System.getenv());
    } catch (IllegalArgumentException e) {
      System.err.println("WebServer: " + e.getMessage() + "\nusage: WebServer " + ServerOptions.USAGE);
      System.exit(2);
      return;
    }
    if (Database.urlHoldsPassword(String.join(" ", args))) {
      System.err.println("WebServer: warning: the password in --jdbc is visible to every user of this machine (ps);"
          + " give it in $" + Database.PASSWORD_ENV + " or --db-password-file");
    }
    try {
      serve(options, System.out);
    } catch (SQLException | BindException e) {
      System.err.println("WebServer: " + options.database().scrub(String.valueOf(e.getMessage()))
          .replaceAll("\\s+", " "));
      System.exit(2);
    }
  }

  /** {@return the port the server listens on} */
  public int port() {
    return app.port();
  }

  /** {@return the port of the Prometheus endpoint, if serving it} */
  Optional<Integer> metricsPort() {
    return metrics.port() > 0 ? Optional.of(metrics.port()) : Optional.empty();
  }

  /** Stops renewing the lease (and fencing), as a server paused would: for tests. */
  void pauseLeaseForTest() {
    leases.shutdownNow();
  }

  /**
   * Forgets table {@code id} here without telling the database, as a takeover whose replay failed
   * (the database out of reach a moment) used to leave it: owned by this live server, served by
   * none. For the test that the upkeep reloads such a table.
   */
  void forgetForTest(String id) {
    Optional.ofNullable(tables.get(id)).ifPresent(table -> drop(table, "forgotten for a test"));
  }

  /** {@return this server's id in the database} */
  String serverId() {
    return serverId;
  }

  /** Stops serving, the bot clocks and the database; a shared database's other servers take the tables at once. Idempotent. */
  @Override
  public void close() {
    if (stopped.getCount() == 0) {
      return;
    }
    stopped.countDown();
    leases.shutdownNow();
    clock.shutdownNow();
    joiner.shutdownNow();
    handlers.shutdownNow();
    if (app != null) {
      app.stop();
    }
    if (headerDeadline != null) {
      headerDeadline.close();
    }
    relays.forEach(Relay::close);
    if (store != null) {
      if (!store.sqlite()) {
        try {
          store.release(serverId);
        } catch (SQLException e) {
          // Its lease runs out by itself.
        }
      }
      store.close();
    }
    metrics.close();
    fileLock.ifPresent(SingleServerLock::close);
  }

  /**
   * What a new table answers: its id and, per person seat, the seat and its token.
   *
   * @param table the table's id
   * @param tokens seat number to token, person seats only
   */
  public record Created(String table, Map<Integer, String> tokens) {}

  /**
   * Sets how far the table {@code id} lets a seat take its moves back (rules C-10): stored, and
   * told to the table's seats if this server holds it.
   *
   * @param id the table
   * @param reach how far: {@code OFF}, {@code LAST} (a seat's own last move) or {@code BARRIER}
   * @throws SQLException if the database did not take it
   */
  public void undo(String id, kemkit.undo.Reach reach) throws SQLException {
    store.setUndo(id, reach.word());
    Optional.ofNullable(tables.get(id)).ifPresent(table -> table.undo(reach));
  }

  /**
   * Creates a table: the programmatic form of {@code POST /api/tables}.
   *
   * @param setup the game, preset, options and seating
   * @param kinds per seat, {@code person} or {@code bot}
   * @param botDelayMillis how long the bots wait between two actions
   * @return the table's id and one seat token per person seat
   * @throws IllegalArgumentException if the setup, the kinds or the bots' pace are refused (or the
   *     target is beyond the server's bound); the message says why
   * @throws TablesFullException if the database holds {@code --max-tables} tables already
   * @throws SQLException if the table cannot be stored (the database is out of reach)
   */
  public Created create(Setup setup, List<String> kinds, int botDelayMillis) throws SQLException {
    return create(setup, kinds, botDelayMillis, Optional.empty(), Optional.empty());
  }

  /**
   * {@link #create(Setup, List, int)}, with a clock: each person seat's time bank and increment, and
   * the bot that plays a seat whose time ran out or whose page is gone ({@link ClockSettings}).
   *
   * @param setup the game, preset, options and seating
   * @param kinds per seat, {@code person} or {@code bot}
   * @param botDelayMillis how long the bots (stand-ins too) wait between two actions
   * @param clock the table's clock
   * @return the table's id and one seat token per person seat
   * @throws IllegalArgumentException as {@link #create(Setup, List, int)}
   * @throws TablesFullException if the database holds {@code --max-tables} tables already
   * @throws SQLException if the table cannot be stored (the database is out of reach)
   */
  public Created create(Setup setup, List<String> kinds, int botDelayMillis, ClockSettings clock) throws SQLException {
    return create(setup, kinds, botDelayMillis, Optional.of(clock), Optional.empty());
  }

  private Created create(Setup setup, List<String> kinds, int botDelayMillis, Optional<ClockSettings> clock,
      Optional<String> client) throws SQLException {
    Game game = Games.named(setup.game()).orElseThrow(() -> new IllegalArgumentException(
        "unknown game '" + setup.game() + "' (known: " + String.join(", ", Games.all().keySet()) + ")"));
    TableBounds bounds = options.bounds();
    String target = setup.options().get("target");
    if (target != null) {
      long value;
      try {
        value = Long.parseLong(target.trim());
      } catch (NumberFormatException e) {
        value = -1;
      }
      if (value > bounds.maxTarget()) {
        throw new IllegalArgumentException("'target' is at most " + bounds.maxTarget() + " on this server, not "
            + target + ": every table must end");
      }
    }
    RuleSet<?, ?, ?, ?> rules;
    try {
      rules = game.create(setup);
    } catch (SetupException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
    List<SeatKind> seatKinds = new ArrayList<>();
    for (String word : kinds) {
      seatKinds.add(SeatKind.of(word).orElseThrow(() -> new IllegalArgumentException(
          "a seat is 'person' or 'bot', not '" + word + "'")));
    }
    int seats = rules.start().seating().seats();
    if (seatKinds.size() != seats) {
      throw new IllegalArgumentException("this table has " + seats + " seats; 'seats' names " + seatKinds.size());
    }
    long slowest = 60_000;
    long fastest = bounds.minBotDelay().toMillis();
    if (botDelayMillis < fastest || botDelayMillis > slowest) {
      throw new IllegalArgumentException("'botDelayMs' is between " + fastest + " and " + slowest + " on this server, not "
          + botDelayMillis);
    }
    if (!store.sqlite() && lease.lapsed()) {
      throw new SQLException("this server cannot reach the database now");
    }
    String id = SeatToken.tableId();
    Map<Integer, String> tokens = new java.util.TreeMap<>();
    List<String> hashes = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      if (seatKinds.get(seat) == SeatKind.PERSON) {
        String token = SeatToken.create();
        tokens.put(seat, token);
        hashes.add(SeatToken.hash(token));
      } else {
        hashes.add("-");
      }
    }
    // The clock, if any, is kept in the record's header as a comment: any server that opens the table reads it.
    Store.TableRow row = new Store.TableRow(id,
        RecordWriter.write(rules, List.of()) + clock.map(c -> c.comment() + "\n").orElse(""),
        seatKinds.stream().map(SeatKind::word).collect(ImmutableList.toImmutableList()),
        ImmutableList.copyOf(hashes), botDelayMillis);
    opening.add(id);
    try {
      Optional<Store.Refusal> refused = store.createTable(row, serverId, new Store.Admission(options.maxTables(),
          client, options.createPerMinute(), options.createBurst()));
      if (refused.isPresent()) {
        metrics.refusedCreations.increment();
        switch (refused.get()) {
          case RATE -> throw new RateLimitedException();
          case FULL -> throw new TablesFullException(options.maxTables());
        }
      }
      LiveTable<?, ?, ?, ?> table = LiveTable.open(id, rules, seatKinds, botDelayMillis, bounds.maxActions(),
          pingMillis(), store, timings, 1, List.of());
      clock.ifPresent(c -> table.clock(c, List.of()));
      seat(row, table);
    } finally {
      opening.remove(id);
    }
    return new Created(id, Map.copyOf(tokens));
  }

  /** A client address that created too many tables lately, over every server. */
  private static final class RateLimitedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RateLimitedException() {
      super("too many new tables from this address");
    }
  }

  /**
   * How often a page should make sure its connection still answers: a third of the lease (at
   * least half a second), so that a page on a server that froze reconnects before its tables are
   * taken over; a second on SQLite.
   */
  private int pingMillis() {
    return store.sqlite() ? 1000 : (int) Math.max(500, Math.min(5000, options.lease().toMillis() / 3));
  }

  /**
   * {@return the record of table {@code id}, if this server serves it} For tests and the operator.
   *
   * @param id the table's id
   */
  public Optional<String> record(String id) {
    return Optional.ofNullable(tables.get(id)).map(LiveTable::record);
  }

  /**
   * {@return table {@code id}'s record as the database keeps it: its header and stored lines, with the
   * clock's comments (the banks, and which moves a stand-in bot made)} For tests and the operator.
   *
   * @param id the table's id
   * @throws SQLException if the database is out of reach
   */
  Optional<String> storedRecord(String id) throws SQLException {
    Optional<Store.TableRow> row = store.table(id);
    if (row.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(row.get().header() + String.join("\n", store.lines(id)) + "\n");
  }

  /** {@return how many actions table {@code id} has stored, chance actions included; 0 if there is no such table} */
  int actions(String id) {
    LiveTable<?, ?, ?, ?> table = tables.get(id);
    return table == null ? 0 : table.size();
  }

  /** {@return where the actions' time went, stage by stage} For the load test and the operator. */
  Timings timings() {
    return timings;
  }

  /** {@return the ids of every table this server serves} */
  public ImmutableList<String> tableIds() {
    return ImmutableList.sortedCopyOf(tables.keySet());
  }

  /** Loads a stored table under {@code epoch}; a record that does not read or replay is logged and left. */
  private Optional<LiveTable<?, ?, ?, ?>> restore(Store.TableRow row, long epoch) {
    try {
      List<String> lines = store.lines(row.id());
      GameRecord record = RecordReader.read(row.header() + String.join("\n", lines) + "\n");
      List<Action> actions = new ArrayList<>();
      for (Statement statement : record.body()) {
        if (statement instanceof Statement.Play play) {
          actions.add(play.action());
        }
      }
      List<SeatKind> kinds = row.kinds().stream().map(w -> SeatKind.of(w).orElseThrow()).toList();
      LiveTable<?, ?, ?, ?> table = LiveTable.open(row.id(), record.rules(), kinds, row.botDelayMillis(),
          options.bounds().maxActions(), pingMillis(), store, timings, epoch, actions);
      ClockSettings.fromHeader(row.header()).ifPresent(c -> table.clock(c, lines));
      seat(row, table);
      return Optional.of(table);
    } catch (MalformedRecordException | IllegalStateException e) {
      LOG.log(System.Logger.Level.ERROR, "table " + row.id() + " is not resumed: its record does not read: "
          + e.getMessage());
    } catch (SQLException e) {
      metrics.databaseErrors.increment();
      // Still this server's in the database: the upkeep tries again (reloadOwn), and so does a join.
      LOG.log(System.Logger.Level.DEBUG, "table " + row.id() + " is not resumed now: " + store.database().describe(e));
    }
    return Optional.empty();
  }

  private void seat(Store.TableRow row, LiveTable<?, ?, ?, ?> table) {
    tables.put(table.id(), table);
    List<String> hashes = new ArrayList<>();
    for (int seat = 0; seat < row.tokenHashes().size(); seat++) {
      if (!row.tokenHashes().get(seat).equals("-")) {
        hashes.add(row.tokenHashes().get(seat));
        seatsByTokenHash.put(row.tokenHashes().get(seat), new Connection.Seat(table, seat));
      }
    }
    tokenHashesByTable.put(table.id(), hashes);
    if ((table.hasBots() || table.clocked()) && !table.isOver()) {
      int delay = table.tickMillis();
      clocks.put(table.id(), clock.scheduleWithFixedDelay(() -> tick(table), delay, delay, TimeUnit.MILLISECONDS));
    }
  }

  /** Stops serving {@code table} here (it moved, expired, or must be reloaded): its seats reconnect to wherever it is now. */
  private void drop(LiveTable<?, ?, ?, ?> table, String why) {
    if (!tables.remove(table.id(), table)) {
      return;
    }
    metrics.losses.increment();
    Optional.ofNullable(clocks.remove(table.id())).ifPresent(f -> f.cancel(false));
    for (String hash : tokenHashesByTable.getOrDefault(table.id(), List.of())) {
      seatsByTokenHash.remove(hash);
    }
    tokenHashesByTable.remove(table.id());
    table.drop(why);
  }

  private void tick(LiveTable<?, ?, ?, ?> table) {
    try {
      if (!table.tick()) {
        clocks.computeIfPresent(table.id(), (id, f) -> {
          f.cancel(false);
          return null;
        });
      }
    } catch (NotStoredException e) {
      // The database is away: the bots try again on the next tick.
      metrics.databaseErrors.increment();
    } catch (TableMovedException e) {
      moved(table, e);
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "the bots of table " + table.id() + " stopped", e);
      Optional.ofNullable(clocks.remove(table.id())).ifPresent(f -> f.cancel(false));
    }
  }

  /** A table gave itself up (moved, or reloading): it is dropped here; if it is still this server's, the upkeep reloads it. */
  private void moved(LiveTable<?, ?, ?, ?> table, TableMovedException e) {
    if (e.getMessage().contains("reloaded")) {
      metrics.reloads.increment();
    }
    drop(table, e.getMessage());
  }

  // ---- leases (PostgreSQL: several servers on one database) ----

  /** Renews the lease, waiting at most half of it for the database ({@link Lease} says what follows from it). */
  private void renew() throws SQLException {
    long start = System.nanoTime();
    store.renew(serverId, address, options.lease().toMillis(),
        Duration.ofMillis(Math.max(250, options.lease().toMillis() / 2)));
    if (lease.renewed(start)) {
      LOG.log(System.Logger.Level.WARNING, "the lease is renewed: this server serves its tables again");
    }
  }

  /**
   * Every 10 ms: renews the lease once a third of it has passed since the last renewal; a renewal
   * that failed is tried again at once (on another connection: the pool drops a broken one), so a
   * lost connection or a slow answer under load does not cost the lease.
   */
  private void renewSafely() {
    if (!lease.due()) {
      return;
    }
    try {
      renew();
    } catch (SQLException e) {
      metrics.databaseErrors.increment();
      try {
        Thread.sleep(50);
      } catch (InterruptedException interrupted) {
        Thread.currentThread().interrupt();
      }
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "lease renewal failed: " + store.database().describe(e));
    }
  }

  /**
   * Self-fencing ({@link Lease#lapse}): once the lease ran out unrenewed, this server serves none of
   * its tables: each is dropped, its seats closed with 1012 (reconnect: they find the table's next
   * owner), its bots stopped, until a renewal succeeds (then the upkeep reloads the tables still its
   * own). Runs on a thread of its own: a renewal stuck on a black-holed connection does not delay it.
   */
  private void fence() {
    if (stopped.getCount() == 0 || !lease.lapsed()) {
      return;
    }
    if (lease.lapse()) {
      metrics.fenced.increment();
      LOG.log(System.Logger.Level.WARNING, "the lease ran out unrenewed: this server stops serving its "
          + tables.size() + " tables until it renews");
    }
    for (LiveTable<?, ?, ?, ?> table : List.copyOf(tables.values())) {
      drop(table, "this table's server lost touch with the database: reconnecting");
    }
  }

  private void upkeepSafely() {
    try {
      if (!store.sqlite() && !lease.lapsed()) {
        upkeep();
      } else if (store.sqlite()) {
        reloadOwn(store.owned(serverId));
      }
      expire();
    } catch (SQLException e) {
      metrics.databaseErrors.increment();
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "upkeep failed: " + store.database().describe(e));
    }
  }

  /**
   * Drops every table the database says is no longer this server's (it was paused past its lease
   * and another took them), closes the relays whose table moved on, reloads this server's tables
   * it does not serve (dropped after an append of unknown outcome, or while fenced), then takes the
   * tables whose owner's lease ran out, so their bots play on even before any seat comes back.
   */
  private void upkeep() throws SQLException {
    Map<String, Store.Owned> owned = store.owned(serverId);
    for (LiveTable<?, ?, ?, ?> table : List.copyOf(tables.values())) {
      Store.Owned mine = owned.get(table.id());
      if (mine == null || mine.epoch() != table.epoch()) {
        // Asked again, alone: a table taken over since the list was read is not in it, and is ours.
        Optional<Store.Owner> now = store.owner(table.id());
        boolean ours = now.isPresent() && now.get().server().filter(serverId::equals).isPresent()
            && now.get().epoch() == table.epoch();
        if (!ours) {
          drop(table, "this table moved to another server: reconnecting");
        }
      }
    }
    checkRelays();
    reloadOwn(owned);
    if (lease.mayTakeOthers()) {
      for (String id : store.orphans(25)) {
        take(id);
      }
    }
  }

  /** Reloads the unfinished tables the database says are this server's and that it does not serve. */
  private void reloadOwn(Map<String, Store.Owned> owned) throws SQLException {
    for (Map.Entry<String, Store.Owned> entry : owned.entrySet()) {
      if (!entry.getValue().finished() && !tables.containsKey(entry.getKey())) {
        take(entry.getKey());
      }
    }
  }

  /**
   * Closes the relays whose table moved on since they opened (another epoch), or whose owner's
   * lease ran out (paused, cut off, dead): their seats reconnect and find where the table lives
   * now, rather than wait on a server that no longer answers for it.
   */
  private void checkRelays() throws SQLException {
    if (relays.isEmpty()) {
      return;
    }
    List<String> ids = relays.stream().map(Relay::tableId).distinct().toList();
    Map<String, Store.Owner> owners = store.owners(ids);
    for (Relay relay : List.copyOf(relays)) {
      Store.Owner owner = owners.get(relay.tableId());
      if (owner == null || owner.epoch() != relay.epoch() || !owner.alive()) {
        relays.remove(relay);
        relay.moved();
      }
    }
  }

  /** Closes this server's relays to table {@code id}: it just took the table. */
  private void closeRelays(String id) {
    for (Relay relay : List.copyOf(relays)) {
      if (relay.tableId().equals(id)) {
        relays.remove(relay);
        relay.moved();
      }
    }
  }

  /**
   * Takes table {@code id} over, if its owner's lease ran out (or it is this server's), and serves
   * it; never while this server's own lease ran out, and, while this server's access to the
   * database just came back, only its own tables. {@return it, if served here now}
   */
  private synchronized Optional<LiveTable<?, ?, ?, ?>> take(String id) throws SQLException {
    LiveTable<?, ?, ?, ?> local = tables.get(id);
    if (local != null) {
      return Optional.of(local);
    }
    if ((!store.sqlite() && lease.lapsed()) || stopped.getCount() == 0 || opening.contains(id)) {
      return Optional.empty();
    }
    OptionalLong epoch = store.sqlite() ? store.reclaim(id, serverId)
        : store.claim(id, serverId, lease.mayTakeOthers());
    if (epoch.isEmpty()) {
      return Optional.empty();
    }
    closeRelays(id);
    Optional<Store.TableRow> row = store.table(id);
    if (row.isEmpty()) {
      return Optional.empty();
    }
    metrics.takeovers.increment();
    return restore(row.get(), epoch.getAsLong());
  }

  /** Deletes the tables finished, idle or alive past their time (every ten seconds, or half the shortest time). */
  private void expire() throws SQLException {
    long now = System.currentTimeMillis();
    long every = Math.min(10_000, Math.min(options.finishedTtl().toMillis(),
        Math.min(options.idleTtl().toMillis(), options.bounds().maxLife().toMillis())) / 2);
    if (now - lastExpiry < every) {
      return;
    }
    lastExpiry = now;
    for (String id : store.expired(serverId, options.finishedTtl().toMillis(), options.idleTtl().toMillis(),
        options.bounds().maxLife().toMillis(), 500)) {
      Optional.ofNullable(tables.get(id)).ifPresent(t -> drop(t, "this table expired"));
      store.delete(id);
    }
    // An allowance untouched this long is whole again: its row says nothing more.
    store.forgetCreators((long) Math.ceil(options.createBurst() * 60_000.0 / options.createPerMinute()));
  }

  // ---- HTTP ----

  /** Jetty's own error pages (a malformed request that never reaches Javalin) carry the headers too. */
  private static final class HeadedErrorHandler extends org.eclipse.jetty.server.handler.ErrorHandler {
    @Override
    public boolean handle(org.eclipse.jetty.server.Request request, org.eclipse.jetty.server.Response response,
        org.eclipse.jetty.util.Callback callback) throws Exception {
      SECURITY_HEADERS.forEach((name, value) -> response.getHeaders().put(name, value));
      return super.handle(request, response, callback);
    }
  }

  /** One client address's allowance of new tables on this server: a token bucket (the database keeps the shared one). */
  private static final class CreationBucket {
    private double tokens;
    private long refilled = System.nanoTime();

    CreationBucket(int burst) {
      this.tokens = burst;
    }

    synchronized boolean take(int perMinute, int burst) {
      long now = System.nanoTime();
      tokens = Math.min(burst, tokens + (now - refilled) * perMinute / 60e9);
      refilled = now;
      if (tokens >= 1) {
        tokens--;
        return true;
      }
      return false;
    }
  }

  private String clientAddress(Context ctx) {
    if (options.trustForwarded()) {
      String forwarded = Optional.ofNullable(ctx.header("X-Forwarded-For")).orElse("");
      String[] hops = forwarded.split(",", -1); // a trailing comma leaves an empty last hop: not trusted
      String last = hops[hops.length - 1].trim();
      if (!last.isEmpty()) {
        return last;
      }
    }
    return ctx.ip();
  }

  /** {@return the scheme the client used: the connection's, or, behind a trusted proxy, its X-Forwarded-Proto} */
  private String scheme(Context ctx) {
    if (options.trustForwarded()) {
      String proto = ctx.header("X-Forwarded-Proto");
      if (proto != null && (proto.equals("http") || proto.equals("https"))) {
        return proto;
      }
    }
    return ctx.scheme();
  }

  /** {@return whether the request may come from its page: no Origin (not a browser), its own, or an allowed one} */
  private boolean originAllowed(Context ctx) {
    String origin = ctx.header("Origin");
    if (origin == null) {
      String site = ctx.header("Sec-Fetch-Site");
      return site == null || site.equals("same-origin") || site.equals("none");
    }
    return origins.allows(origin, ctx.header("Host"), scheme(ctx));
  }

  private void createTable(Context ctx) throws SQLException {
    ctx.contentType("application/json");
    String type = Optional.ofNullable(ctx.header("Content-Type")).orElse("").toLowerCase(java.util.Locale.ROOT);
    if (!type.equals("application/json") && !type.startsWith("application/json;")) {
      metrics.refusedCreations.increment();
      ctx.status(415).result(Messages.error("unsupported", "a table is created with Content-Type: application/json"));
      return;
    }
    if (!originAllowed(ctx)) {
      metrics.refusedCreations.increment();
      ctx.status(403).result(Messages.error("origin", "tables are created from this server's own page"));
      return;
    }
    String client = clientAddress(ctx);
    CreationBucket bucket;
    try {
      bucket = creators.get(client, () -> new CreationBucket(options.createBurst()));
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException(e);
    }
    if (!bucket.take(options.createPerMinute(), options.createBurst())) {
      refuseRate(ctx);
      return;
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(ctx.bodyAsBytes())).toString();
    } catch (CharacterCodingException e) {
      ctx.status(400).result(Messages.error("malformed", "the body is not UTF-8 text"));
      return;
    }
    try {
      JsonNode body = Messages.codec().parse(text);
      if (!body.isObject() || !body.has("setup") || !body.path("seats").isArray()) {
        throw new JsonFormatException("$", "a table is {\"setup\": {…}, \"seats\": [\"bot\", \"person\", …], \"botDelayMs\": 800}");
      }
      Setup setup = Messages.codec().setup(body.get("setup"), "$.setup");
      List<String> kinds = new ArrayList<>();
      for (JsonNode kind : body.get("seats")) {
        kinds.add(kind.asText());
      }
      JsonNode delayNode = body.path("botDelayMs");
      int delay = delayNode.isMissingNode() ? 800 : delayNode.canConvertToInt() ? delayNode.asInt() : -1;
      kemkit.undo.Reach undo = TakeBackDesk.reach(body.path("undo"));
      Created created;
      try {
        Optional<ClockSettings> clock = body.has("clock") && !body.get("clock").isNull()
            ? Optional.of(ClockSettings.of(body.get("clock"))) : Optional.empty();
        created = create(setup, kinds, delay, clock, Optional.of(client));
        if (undo != kemkit.undo.Reach.OFF) {
          undo(created.table(), undo);
        }
      } catch (SQLException e) {
        metrics.databaseErrors.increment();
        ctx.status(503).header("Retry-After", "2").result(Messages.error("not-stored",
            "the table was not stored: the database is out of reach for a moment; try again"));
        return;
      } catch (RateLimitedException e) {
        refuseRate(ctx);
        return;
      } catch (TablesFullException e) {
        ctx.status(503).header("Retry-After", "60").result(Messages.error("full", e.getMessage()));
        return;
      }
      if (body.path("public").asBoolean(false)) {
        lobby.put(created.table(), created.tokens());
      }
      ObjectNode answer = Messages.object("created").put("table", created.table());
      ArrayNode links = answer.putArray("links");
      created.tokens().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> links.addObject()
          .put("seat", e.getKey()).put("token", e.getValue()).put("path", "/play.html#" + e.getValue()));
      ctx.status(201).result(Messages.write(answer));
    } catch (JsonFormatException e) {
      ctx.status(400).result(Messages.error("malformed", e.getMessage()));
    } catch (IllegalArgumentException e) {
      ctx.status(400).result(Messages.error("refused", e.getMessage()));
    }
  }

  private void refuseRate(Context ctx) {
    metrics.refusedCreations.increment();
    ctx.header("Retry-After", "60");
    ctx.status(429).result(Messages.error("rate", "too many new tables from your address: at most "
        + options.createPerMinute() + " a minute; try again later"));
  }

  /**
   * {@code GET /api/lobby}: the public tables served here that are not over and have person seats
   * nobody has opened yet, each with the links of those seats (anyone may take one: the newest
   * window on a seat wins, as always).
   */
  private void listLobby(Context ctx) {
    ObjectNode answer = Messages.object("lobby");
    ArrayNode list = answer.putArray("tables");
    // Tables gone or over leave the lobby first (the map is concurrent; removing apart reads plainer).
    lobby.keySet().removeIf(id -> tables.get(id) == null || tables.get(id).isOver());
    for (Map.Entry<String, Map<Integer, String>> entry : lobby.entrySet()) {
      LiveTable<?, ?, ?, ?> table = tables.get(entry.getKey());
      if (table == null) {
        continue; // gone meanwhile
      }
      List<Integer> free = entry.getValue().keySet().stream().sorted().filter(seat -> !table.claimed(seat)).toList();
      if (free.isEmpty() || list.size() >= LOBBY_SIZE) {
        continue;
      }
      ObjectNode item = list.addObject().put("table", table.id()).put("game", table.rules().game())
          .put("seats", table.kinds().size());
      item.put("preset", table.rules().setup().preset().orElse(null));
      ArrayNode kinds = item.putArray("kinds");
      table.kinds().forEach(k -> kinds.add(k.word()));
      ArrayNode links = item.putArray("free");
      free.forEach(seat -> links.addObject().put("seat", seat)
          .put("path", "/play.html#" + entry.getValue().get(seat)));
    }
    ctx.contentType("application/json").result(Messages.write(answer));
  }

  // ---- WebSocket ----

  private void closed(WsContext ctx) {
    Connection connection = connections.remove(ctx.sessionId());
    if (connection != null) {
      connection.relay().ifPresent(relays::remove);
      connection.closed();
      // Off this thread: the table's lock may be held by an append (up to the append wait), and
      // whoever closed the socket (a table dropping its seats, a fence) must not wait for it.
      connection.seat().ifPresent(s -> {
        try {
          handlers.execute(() -> s.table().leave(s.seat(), connection));
        } catch (java.util.concurrent.RejectedExecutionException stopping) {
          // The server is stopping: nobody is told who left.
        }
      });
    }
  }

  private void message(WsMessageContext ctx) {
    long arrived = System.nanoTime();
    Connection connection = connections.get(ctx.sessionId());
    if (connection == null || !connection.admit()) {
      return;
    }
    String text = ctx.message();
    if (text.length() > Messages.MAX_CLIENT_CHARS) {
      connection.send(Messages.error("too-long", "a message has at most " + Messages.MAX_CLIENT_CHARS
          + " characters; this one has " + text.length()));
      return;
    }
    if (connection.relay().isPresent()) {
      // Another server owns this seat's table: pass the message on, unread (its pings too: they
      // tell the page whether the owner answers).
      connection.relay().get().send(text);
      return;
    }
    if (text.length() < 64 && text.replace(" ", "").equals("{\"type\":\"ping\"}")) {
      // At once, whatever waits: the page's liveness check asks whether this server answers.
      connection.send(Messages.write(Messages.object("pong")));
      return;
    }
    try {
      if (!connection.serially(() -> handle(connection, text, arrived), handlers)) {
        connection.send(Messages.error("rate", "too many messages waiting for their answer; the extra ones were dropped"));
      }
    } catch (java.util.concurrent.RejectedExecutionException stopping) {
      // The server is stopping: its connections close.
    }
  }

  private void handle(Connection connection, String text, long arrived) {
    if (connection.relay().isPresent()) {
      // Relayed since this message came (its join was looked up meanwhile): the owner answers it.
      connection.relay().get().send(text);
      return;
    }
    try {
      JsonNode message = Messages.codec().parse(text);
      String type = message.path("type").asText("");
      switch (type) {
        case "join" -> join(connection, message, text);
        case "act" -> {
          act(connection, message);
          timings.record(Timings.Stage.TOTAL, System.nanoTime() - arrived);
        }
        case "ping" -> connection.send(Messages.write(Messages.object("pong")));
        case "reclaim" -> reclaim(connection);
        case "undo" -> TakeBackDesk.answer(connection, message);
        default -> connection.send(Messages.error("malformed",
            "a message's 'type' is 'join', 'act', 'reclaim', 'undo' or 'ping', not '" + clip(type) + "'"));
      }
    } catch (JsonFormatException e) {
      connection.send(Messages.error("malformed", e.getMessage()));
    } catch (NotStoredException e) {
      metrics.notStored.increment();
      metrics.databaseErrors.increment();
      ObjectNode error = Messages.object("error").put("code", "not-stored").put("message", e.getMessage())
          .put("actions", e.actions());
      if (e.seq() >= 0) {
        error.put("seq", e.seq());
      }
      connection.send(Messages.write(error));
    } catch (TableClosedException e) {
      connection.send(Messages.error("closed", e.getMessage()));
    } catch (TableMovedException e) {
      connection.seat().ifPresent(s -> moved(s.table(), e));
      connection.moved(Messages.error("moved", e.getMessage()));
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "a message failed", e);
      connection.send(Messages.error("internal", "the server could not handle this message; the table goes on"));
    }
  }

  /** A person takes their seat back from its stand-in bot ({@link ClockSettings}); every seat hears it. */
  private void reclaim(Connection connection) {
    Optional<Connection.Seat> seat = connection.seat();
    if (seat.isEmpty()) {
      connection.send(Messages.error("not-joined", "join a seat before taking it back"));
    } else if (!seat.get().table().reclaim(seat.get().seat())) {
      connection.send(Messages.error("not-stood-in", "no bot plays this seat: it is yours already"));
    }
  }

  private void join(Connection connection, JsonNode message, String text) {
    String token = message.path("token").asText("");
    int since = message.path("since").canConvertToInt() ? message.path("since").asInt() : -1;
    Optional<String> name = Messages.seatName(message.path("name"));
    if (connection.seat().isPresent() || connection.relay().isPresent()) {
      connection.send(Messages.error("joined", "this connection already plays a seat; open the other link in another window"));
      return;
    }
    if (connection.deferJoin(text)) {
      // An earlier join is being looked up: this one is handled once that one is settled.
      return;
    }
    if (!SeatToken.wellFormed(token)) {
      badToken(connection);
      return;
    }
    String hash = SeatToken.hash(token);
    Connection.Seat local = seatsByTokenHash.get(hash);
    if (local != null) {
      connection.seat(local);
      local.table().join(local.seat(), connection, since, name, Dial.of(message));
      return;
    }
    // Not served here (yet): find the table in the database, then take it over or pass the seat on
    // to its owner, off the WebSocket's thread (an owner that just died keeps its lease a while).
    connection.joining(true);
    try {
      Optional<Dial> dial = Dial.of(message);
      joiner.execute(() -> lookUp(connection, hash, since, name, dial, text));
    } catch (java.util.concurrent.RejectedExecutionException stopping) {
      connection.finishJoining();
      connection.moved(Messages.error("stopped", "this server is stopping: reconnecting"));
    }
  }

  private void lookUp(Connection connection, String hash, int since, Optional<String> name, Optional<Dial> dial,
      String text) {
    try {
      joinAnywhere(connection, hash, since, name, dial, text);
    } catch (SQLException e) {
      metrics.databaseErrors.increment();
      connection.moved(Messages.error("not-stored", "the database is out of reach for a moment: reconnecting"));
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "a join failed", e);
      connection.moved(Messages.error("internal", "the seat could not be opened: reconnecting"));
    } finally {
      connection.finishJoining().ifPresent(next -> handle(connection, next, System.nanoTime()));
    }
  }

  private void badToken(Connection connection) {
    if (connection.badToken()) {
      connection.send(Messages.error("bad-token", "this link opens no seat here: check that it was copied whole"));
    } else {
      connection.close(Messages.error("bad-token", "too many wrong links: this connection is closed"), "wrong links");
    }
  }

  /** Seats {@code connection} wherever its table lives: here (taken over if its owner is gone), or relayed to the owner. */
  private void joinAnywhere(Connection connection, String hash, int since, Optional<String> name,
      Optional<Dial> dial, String text) throws SQLException {
    if (!store.sqlite() && lease.lapsed()) {
      connection.moved(Messages.error("moving", "this server cannot reach the database now: reconnecting"));
      return;
    }
    Optional<Store.SeatRef> ref = store.seat(hash);
    if (ref.isEmpty()) {
      badToken(connection);
      return;
    }
    String tableId = ref.get().tableId();
    // An owner killed a moment ago keeps its lease until it runs out: wait that long, and a little.
    long deadline = System.nanoTime() + options.lease().toNanos() * 2 + TimeUnit.SECONDS.toNanos(2);
    while (System.nanoTime() < deadline && stopped.getCount() > 0 && !connection.isClosed()) {
      LiveTable<?, ?, ?, ?> table = tables.get(tableId);
      if (table != null) {
        connection.seat(new Connection.Seat(table, ref.get().seat()));
        table.join(ref.get().seat(), connection, since, name, dial);
        return;
      }
      Optional<Store.Owner> owner = store.owner(tableId);
      if (owner.isEmpty()) {
        badToken(connection);
        return;
      }
      boolean mine = owner.get().server().filter(serverId::equals).isPresent();
      if (store.sqlite() || mine || !owner.get().alive() || owner.get().address().isEmpty()) {
        if (take(tableId).isPresent()) {
          continue;
        }
      } else {
        try {
          Relay relay = Relay.open(owner.get().address().get(), tableId, owner.get().epoch(), connection, text,
              Duration.ofMillis(Math.max(500, Math.min(3000, options.lease().toMillis() / 2))));
          relays.add(relay);
          connection.relay(relay);
          if (connection.isClosed()) {
            relays.remove(relay);
          }
          return;
        } catch (Exception unreachable) {
          // The owner is dying or paused: its lease runs out soon, then this server takes the table.
        }
      }
      if (!store.sqlite() && lease.lapsed()) {
        break;
      }
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
    connection.moved(Messages.error("moving", "this table is moving to another server: reconnecting"));
  }

  private void act(Connection connection, JsonNode message) throws JsonFormatException {
    if (connection.seat().isEmpty()) {
      connection.send(Messages.error("not-joined", "join a seat (with its link) before acting"));
      return;
    }
    Connection.Seat seat = connection.seat().get();
    RuleSet<?, ?, ?, ?> rules = seat.table().rules();
    if (message.has("line") == message.has("action")) {
      // Never prefer one: a client that sends both has a bug, and the two may name different moves.
      throw new JsonFormatException("$", "act takes exactly one of 'line' (a record line) and 'action' (an object)");
    }
    GameCodec<?, ?, ?> game = Messages.codec().game(rules);
    Action action = message.has("line")
        ? game.line(message.path("line").asText(""), "$.line")
        : game.action(message.path("action"), "$.action");
    ObjectNode answer = Messages.object("answer");
    if (message.path("id").canConvertToInt()) {
      answer.put("id", message.path("id").asInt());
    }
    if (!(action instanceof PlayerAction move)) {
      connection.send(Messages.error("not-yours", "shuffles and starters are the server's to make"));
      return;
    }
    if (move.seat() != seat.seat()) {
      connection.send(Messages.error("not-yours", "you play seat " + seat.seat() + "; an action of seat "
          + move.seat() + " is not yours to make"));
      return;
    }
    LiveTable.Answer<?> result = seat.table().act(move);
    answer.put("accepted", result.answer().isAccepted());
    result.answer().rejection().ifPresent(r -> answer.set("rejection", Messages.codec().rejection(r)));
    answer.put("line", RecordWriter.line(rules, action));
    if (result.seq() >= 0) {
      // Where the action stands in the table's record: a client (or a test) can check it there.
      answer.put("seq", result.seq());
    }
    connection.send(Messages.write(answer));
  }

  private static String clip(String text) {
    return text.length() <= 20 ? text : text.substring(0, 20) + "…";
  }

}
