package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import io.javalin.Javalin;
import io.javalin.util.JavalinBindException;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.io.PrintStream;
import java.net.BindException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
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
import kemkit.host.SeatAnswer;
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
 *       "seats": ["bot", "person", …], "botDelayMs": 800, "public": false}} creates a table and answers one join
 *       link per person seat ({@code /play.html#TOKEN}). The token (160 random bits) is the seat:
 *       the server keeps only its hash.
 *   <li>{@code GET /api/lobby}: the public tables ({@code "public": true}) served here with person
 *       seats nobody has opened yet, and those seats' links.
 *   <li>{@code /ws}: a WebSocket; the first message {@code {"type":"join","token":…}} seats the
 *       connection, which then hears only its seat's events and view (C-6) and may act only for
 *       its seat ({@code {"type":"act","line":"1 exchange 2C 5D","id":7}}). Each {@code update}
 *       carries, besides the events, view and legal actions, the library's hints for the seat
 *       (K-11, H-7: what it may do now and why, from its view alone), the game's legend (Khamul:
 *       H-2, H-8, H-12, H-13), the round score sheet with its reasons, and who is online.
 *   <li>{@code /} and {@code /play.html}: the page, plain HTML, CSS and JavaScript.
 * </ul>
 *
 * <p>Every accepted action is written to the database before any seat hears of it; a server
 * started on the same database replays every table's record and every link works again.
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
  /** The headers every answer carries, Jetty's own error pages included. */
  private static final Map<String, String> SECURITY_HEADERS = Map.of(
      "X-Content-Type-Options", "nosniff",
      "Referrer-Policy", "no-referrer",
      "X-Frame-Options", "DENY",
      "Content-Security-Policy",
      "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none';"
          + " form-action 'self'");

  private final ServerOptions options;
  private final Store store;
  /** This process's name in the database: new at every start, so a restarted server is a new owner. */
  private final String serverId = "s-" + SeatToken.tableId();
  private final Timings timings = new Timings();
  private final Metrics metrics = new Metrics();
  private final Javalin app;
  private final String address;
  private final Map<String, LiveTable<?, ?, ?, ?>> tables = new ConcurrentHashMap<>();
  private final Map<String, List<String>> tokenHashesByTable = new ConcurrentHashMap<>();
  private final Map<String, Connection.Seat> seatsByTokenHash = new ConcurrentHashMap<>();
  private final Map<String, Connection> connections = new ConcurrentHashMap<>();
  private final Map<String, ScheduledFuture<?>> clocks = new ConcurrentHashMap<>();
  /**
   * The tables their creators made public, by id, with the tokens of their person seats: the
   * lobby hands out the links of the seats nobody has taken yet. In memory, on the server that
   * created the table: a public table's links are meant for anyone, but the database keeps only
   * hashes, so after a restart (or on another server) the table is no longer listed.
   */
  private final Map<String, Map<Integer, String>> lobby = new ConcurrentHashMap<>();
  /** The most tables the lobby lists at once. */
  private static final int LOBBY_SIZE = 50;
  private final Cache<String, CreationBucket> creators = CacheBuilder.newBuilder().maximumSize(100_000)
      .expireAfterAccess(Duration.ofMinutes(10)).build();
  private final ScheduledExecutorService clock = Executors.newScheduledThreadPool(2, daemon("kemkit-bot-clock"));
  private final ScheduledExecutorService upkeep = Executors.newSingleThreadScheduledExecutor(daemon("kemkit-lease"));
  /** Joins that wait for the database, a takeover or the owner: off the WebSocket's threads. */
  private final ExecutorService joiner = Executors.newFixedThreadPool(8, daemon("kemkit-join"));
  private final CountDownLatch stopped = new CountDownLatch(1);
  private volatile long lastExpiry;

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }

  private WebServer(ServerOptions options) throws SQLException, BindException {
    this.options = options;
    this.store = new Store(options.database());
    try {
      metrics.watch(tables::size, timings);
      if (store.sqlite()) {
        // One server per file: it takes every table (fencing a killed predecessor) and serves them.
        for (Map.Entry<String, Long> owned : store.claimAll(serverId).entrySet()) {
          store.table(owned.getKey()).ifPresent(row -> restore(row, owned.getValue()));
        }
      }
      this.app = Javalin.create(config -> {
        config.startup.showJavalinBanner = false;
        config.http.maxRequestSize = MAX_REQUEST_BYTES;
        config.staticFiles.add("/kemkit/server/web", Location.CLASSPATH);
        config.jetty.modifyHttpConfiguration(http -> {
          http.setSendServerVersion(false);
          http.addCustomizer((request, headers) -> {
            SECURITY_HEADERS.forEach(headers::put);
            return request;
          });
        });
        config.jetty.modifyServer(server -> server.setErrorHandler(new HeadedErrorHandler()));
        config.routes.get("/api/health", ctx -> ctx.result("ok"));
        config.routes.post("/api/tables", this::createTable);
        config.routes.get("/api/lobby", this::listLobby);
        config.routes.exception(Exception.class, (e, ctx) -> {
          LOG.log(System.Logger.Level.WARNING, "request failed: " + e);
          ctx.status(500).json(Messages.error("internal", "the server could not answer this request"));
        });
        config.routes.ws("/ws", ws -> {
          ws.onConnect(ctx -> connections.put(ctx.sessionId(), new Connection(ctx)));
          ws.onMessage(this::message);
          ws.onClose(ctx -> closed(ctx));
          ws.onError(ctx -> closed(ctx));
        });
      });
      app.start(options.host(), options.port());
      String shownHost = options.host().equals("0.0.0.0") ? "127.0.0.1" : options.host();
      this.address = options.advertise().orElse("http://" + shownHost + ":" + app.port());
      if (!store.sqlite()) {
        store.renew(serverId, address, options.lease().toMillis());
        upkeep();
      }
      long every = Math.max(100, options.lease().toMillis() / 3);
      var unused = upkeep.scheduleWithFixedDelay(this::upkeepSafely, every, every, TimeUnit.MILLISECONDS);
      if (options.metricsPort().isPresent()) {
        metrics.serve(options.metricsHost(), options.metricsPort().get());
      }
    } catch (JavalinBindException e) {
      // The port comes from outside (a flag): a checked exception the caller turns into a message.
      close();
      BindException busy = new BindException(
          "port " + options.port() + " on " + options.host() + " is in use (another server?)");
      busy.initCause(e);
      throw busy;
    } catch (SQLException | RuntimeException | java.io.IOException e) {
      close();
      throw e instanceof SQLException sql ? sql : new SQLException("the server could not start: " + e.getMessage(), e);
    }
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
   * @throws SQLException if the database cannot be opened or read
   * @throws BindException if the port is in use (or the address is not this machine's)
   */
  public static WebServer start(String host, int port, String jdbcUrl) throws SQLException, BindException {
    return start(ServerOptions.of(host, port, Database.of(jdbcUrl)));
  }

  /**
   * {@return a running server with {@code options}}
   *
   * @param options where to listen, the database, the limits
   * @throws SQLException if the database cannot be opened or read
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
   * @throws SQLException if the database cannot be opened
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
   * 127.0.0.1, 8080, {@code kemkit-tables.db}.
   *
   * @param args the flags above
   * @throws Exception if the server cannot start or is interrupted
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
    serve(options, System.out);
  }

  /** {@return the port the server listens on} */
  public int port() {
    return app.port();
  }

  /** {@return the port of the Prometheus endpoint, if serving it} */
  Optional<Integer> metricsPort() {
    return metrics.port() > 0 ? Optional.of(metrics.port()) : Optional.empty();
  }

  /** Stops renewing the lease, as a server paused or cut off would: for tests. */
  void pauseLeaseForTest() {
    upkeep.shutdownNow();
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
    upkeep.shutdownNow();
    clock.shutdownNow();
    joiner.shutdownNow();
    if (app != null) {
      app.stop();
    }
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
  }

  /**
   * What a new table answers: its id and, per person seat, the seat and its token.
   *
   * @param table the table's id
   * @param tokens seat number to token, person seats only
   */
  public record Created(String table, Map<Integer, String> tokens) {}

  /**
   * Creates a table: the programmatic form of {@code POST /api/tables}.
   *
   * @param setup the game, preset, options and seating
   * @param kinds per seat, {@code person} or {@code bot}
   * @param botDelayMillis how long the bots wait between two actions
   * @return the table's id and one seat token per person seat
   * @throws IllegalArgumentException if the setup or the kinds are refused; the message says why
   * @throws SQLException if the table cannot be stored
   */
  public Created create(Setup setup, List<String> kinds, int botDelayMillis) throws SQLException {
    Game game = Games.named(setup.game()).orElseThrow(() -> new IllegalArgumentException(
        "unknown game '" + setup.game() + "' (known: " + String.join(", ", Games.all().keySet()) + ")"));
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
    if (botDelayMillis < 1 || botDelayMillis > 60_000) {
      throw new IllegalArgumentException("'botDelayMs' is between 1 and 60000, not " + botDelayMillis);
    }
    if (store.count() >= options.maxTables()) {
      metrics.refusedCreations.increment();
      throw new IllegalArgumentException("the server holds " + options.maxTables()
          + " tables already: finished and idle ones are deleted in time; try later");
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
    Store.TableRow row = new Store.TableRow(id, RecordWriter.write(rules, List.of()),
        seatKinds.stream().map(SeatKind::word).collect(ImmutableList.toImmutableList()),
        ImmutableList.copyOf(hashes), botDelayMillis);
    store.createTable(row, serverId);
    LiveTable<?, ?, ?, ?> table = LiveTable.open(id, rules, seatKinds, botDelayMillis, store, timings, 1, List.of());
    seat(row, table);
    return new Created(id, Map.copyOf(tokens));
  }

  /**
   * {@return the record of table {@code id}, if this server serves it} For tests and the operator.
   *
   * @param id the table's id
   */
  public Optional<String> record(String id) {
    return Optional.ofNullable(tables.get(id)).map(LiveTable::record);
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
      GameRecord record = RecordReader.read(row.header() + String.join("\n", store.lines(row.id())) + "\n");
      List<Action> actions = new ArrayList<>();
      for (Statement statement : record.body()) {
        if (statement instanceof Statement.Play play) {
          actions.add(play.action());
        }
      }
      List<SeatKind> kinds = row.kinds().stream().map(w -> SeatKind.of(w).orElseThrow()).toList();
      LiveTable<?, ?, ?, ?> table = LiveTable.open(row.id(), record.rules(), kinds, row.botDelayMillis(), store,
          timings, epoch, actions);
      seat(row, table);
      return Optional.of(table);
    } catch (MalformedRecordException | IllegalStateException e) {
      LOG.log(System.Logger.Level.ERROR, "table " + row.id() + " is not resumed: its record does not read: "
          + e.getMessage());
    } catch (SQLException e) {
      metrics.databaseErrors.increment();
      LOG.log(System.Logger.Level.WARNING, "table " + row.id() + " is not resumed now: " + e.getMessage());
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
    if (table.hasBots() && !table.isOver()) {
      int delay = table.botDelayMillis();
      clocks.put(table.id(), clock.scheduleWithFixedDelay(() -> tick(table), delay, delay, TimeUnit.MILLISECONDS));
    }
  }

  /** Stops serving {@code table} here (it moved, or expired): its seats reconnect to wherever it is now. */
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
        Optional.ofNullable(clocks.remove(table.id())).ifPresent(f -> f.cancel(false));
      }
    } catch (NotStoredException e) {
      // The database is away: the bots try again on the next tick.
      metrics.databaseErrors.increment();
    } catch (TableMovedException e) {
      drop(table, e.getMessage());
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "the bots of table " + table.id() + " stopped", e);
      Optional.ofNullable(clocks.remove(table.id())).ifPresent(f -> f.cancel(false));
    }
  }

  // ---- leases (PostgreSQL: several servers on one database) ----

  private void upkeepSafely() {
    try {
      if (!store.sqlite()) {
        store.renew(serverId, address, options.lease().toMillis());
        upkeep();
      }
      expire();
    } catch (SQLException e) {
      metrics.databaseErrors.increment();
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "lease upkeep failed", e);
    }
  }

  /**
   * After the lease is renewed: drops every table the database says is no longer this server's
   * (it was paused past its lease and another took them), then takes the tables whose owner's
   * lease ran out, so their bots play on even before any seat comes back.
   */
  private void upkeep() throws SQLException {
    Map<String, Long> owned = store.owned(serverId);
    for (LiveTable<?, ?, ?, ?> table : List.copyOf(tables.values())) {
      Long epoch = owned.get(table.id());
      if (epoch == null || epoch != table.epoch()) {
        // Asked again, alone: a table taken over since the list was read is not in it, and is ours.
        Optional<Store.Owner> now = store.owner(table.id());
        boolean ours = now.isPresent() && now.get().server().filter(serverId::equals).isPresent()
            && now.get().epoch() == table.epoch();
        if (!ours) {
          drop(table, "this table moved to another server: reconnecting");
        }
      }
    }
    for (String id : store.orphans(25)) {
      take(id);
    }
  }

  /** Takes table {@code id} over, if its owner's lease ran out, and serves it. {@return it, if served here now} */
  private synchronized Optional<LiveTable<?, ?, ?, ?>> take(String id) throws SQLException {
    LiveTable<?, ?, ?, ?> local = tables.get(id);
    if (local != null) {
      return Optional.of(local);
    }
    OptionalLong epoch = store.claim(id, serverId);
    if (epoch.isEmpty()) {
      return Optional.empty();
    }
    Optional<Store.TableRow> row = store.table(id);
    if (row.isEmpty()) {
      return Optional.empty();
    }
    metrics.takeovers.increment();
    return restore(row.get(), epoch.getAsLong());
  }

  /** Deletes the tables finished or idle past their time (every ten seconds, or half the shorter time). */
  private void expire() throws SQLException {
    long now = System.currentTimeMillis();
    long every = Math.min(10_000, Math.min(options.finishedTtl().toMillis(), options.idleTtl().toMillis()) / 2);
    if (now - lastExpiry < every) {
      return;
    }
    lastExpiry = now;
    for (String id : store.expired(serverId, options.finishedTtl().toMillis(), options.idleTtl().toMillis(), 500)) {
      Optional.ofNullable(tables.get(id)).ifPresent(t -> drop(t, "this table expired"));
      store.delete(id);
    }
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

  /** One client address's allowance of new tables: a token bucket. */
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

  /** {@return whether the request may come from its page: no Origin (not a browser), its own, or an allowed one} */
  private boolean originAllowed(Context ctx) {
    String origin = ctx.header("Origin");
    if (origin == null) {
      String site = ctx.header("Sec-Fetch-Site");
      return site == null || site.equals("same-origin") || site.equals("none");
    }
    if (options.allowedOrigins().contains(origin)) {
      return true;
    }
    try {
      java.net.URI uri = java.net.URI.create(origin);
      String host = ctx.header("Host");
      String authority = uri.getRawAuthority();
      return host != null && authority != null && authority.equalsIgnoreCase(host)
          && (uri.getScheme().equals("http") || uri.getScheme().equals("https"));
    } catch (IllegalArgumentException e) {
      return false;
    }
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
    CreationBucket bucket;
    try {
      bucket = creators.get(clientAddress(ctx), () -> new CreationBucket(options.createBurst()));
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException(e);
    }
    if (!bucket.take(options.createPerMinute(), options.createBurst())) {
      metrics.refusedCreations.increment();
      ctx.header("Retry-After", "60");
      ctx.status(429).result(Messages.error("rate", "too many new tables from your address: at most "
          + options.createPerMinute() + " a minute; try again later"));
      return;
    }
    try {
      JsonNode body = Messages.codec().parse(ctx.body());
      if (!body.isObject() || !body.has("setup") || !body.path("seats").isArray()) {
        throw new JsonFormatException("$", "a table is {\"setup\": {…}, \"seats\": [\"bot\", \"person\", …], \"botDelayMs\": 800}");
      }
      Setup setup = Messages.codec().setup(body.get("setup"), "$.setup");
      List<String> kinds = new ArrayList<>();
      for (JsonNode kind : body.get("seats")) {
        kinds.add(kind.asText());
      }
      int delay = body.path("botDelayMs").asInt(800);
      Created created;
      try {
        created = create(setup, kinds, delay);
      } catch (SQLException e) {
        metrics.databaseErrors.increment();
        ctx.status(503).header("Retry-After", "2").result(Messages.error("not-stored",
            "the table was not stored: the database is out of reach for a moment; try again"));
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
      connection.closed();
      connection.seat().ifPresent(s -> s.table().leave(s.seat(), connection));
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
      // Another server owns this seat's table: pass the message on, unread.
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
        default -> connection.send(Messages.error("malformed",
            "a message's 'type' is 'join', 'act' or 'ping', not '" + clip(type) + "'"));
      }
    } catch (JsonFormatException e) {
      connection.send(Messages.error("malformed", e.getMessage()));
    } catch (NotStoredException e) {
      metrics.notStored.increment();
      metrics.databaseErrors.increment();
      ObjectNode error = Messages.object("error").put("code", "not-stored").put("message", e.getMessage());
      connection.send(Messages.write(error));
    } catch (TableMovedException e) {
      connection.seat().ifPresent(s -> drop(s.table(), e.getMessage()));
      connection.moved(Messages.error("moved", e.getMessage()));
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "a message failed", e);
      connection.send(Messages.error("internal", "the server could not handle this message; the table goes on"));
    }
  }

  private void join(Connection connection, JsonNode message, String text) {
    String token = message.path("token").asText("");
    int since = message.path("since").canConvertToInt() ? message.path("since").asInt() : -1;
    Optional<String> name = Messages.seatName(message.path("name"));
    if (connection.seat().isPresent() || connection.joining()) {
      connection.send(Messages.error("joined", "this connection already plays a seat; open the other link in another window"));
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
      local.table().join(local.seat(), connection, since, name);
      return;
    }
    // Not served here (yet): find the table in the database, then take it over or pass the seat on
    // to its owner, off the WebSocket's thread (an owner that just died keeps its lease a while).
    connection.joining(true);
    joiner.execute(() -> {
      try {
        joinAnywhere(connection, hash, since, name, text);
      } catch (SQLException e) {
        metrics.databaseErrors.increment();
        connection.moved(Messages.error("not-stored", "the database is out of reach for a moment: reconnecting"));
      } catch (RuntimeException e) {
        LOG.log(System.Logger.Level.WARNING, "a join failed", e);
        connection.moved(Messages.error("internal", "the seat could not be opened: reconnecting"));
      } finally {
        connection.joining(false);
      }
    });
  }

  private void badToken(Connection connection) {
    // Before the answer: the client may send its next try as soon as it reads it.
    connection.joining(false);
    if (connection.badToken()) {
      connection.send(Messages.error("bad-token", "this link opens no seat here: check that it was copied whole"));
    } else {
      connection.close(Messages.error("bad-token", "too many wrong links: this connection is closed"), "wrong links");
    }
  }

  /** Seats {@code connection} wherever its table lives: here (taken over if its owner is gone), or relayed to the owner. */
  private void joinAnywhere(Connection connection, String hash, int since, Optional<String> name, String text)
      throws SQLException {
    Optional<Store.SeatRef> ref = store.seat(hash);
    if (ref.isEmpty()) {
      badToken(connection);
      return;
    }
    String tableId = ref.get().tableId();
    // An owner killed a moment ago keeps its lease until it runs out: wait that long, and a little.
    long deadline = System.nanoTime() + options.lease().toNanos() * 2 + TimeUnit.SECONDS.toNanos(2);
    while (System.nanoTime() < deadline && stopped.getCount() > 0) {
      LiveTable<?, ?, ?, ?> table = tables.get(tableId);
      if (table != null) {
        connection.seat(new Connection.Seat(table, ref.get().seat()));
        table.join(ref.get().seat(), connection, since, name);
        return;
      }
      Optional<Store.Owner> owner = store.owner(tableId);
      if (owner.isEmpty()) {
        badToken(connection);
        return;
      }
      boolean mine = owner.get().server().filter(serverId::equals).isPresent();
      if (mine || !owner.get().alive() || owner.get().address().isEmpty()) {
        if (take(tableId).isPresent()) {
          continue;
        }
      } else {
        try {
          connection.relay(Relay.open(owner.get().address().get(), connection, text));
          return;
        } catch (Exception unreachable) {
          // The owner is dying or paused: its lease runs out soon, then this server takes the table.
        }
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
    SeatAnswer<?> result = seat.table().act(move);
    answer.put("accepted", result.isAccepted());
    result.rejection().ifPresent(r -> answer.set("rejection", Messages.codec().rejection(r)));
    answer.put("line", RecordWriter.line(rules, action));
    connection.send(Messages.write(answer));
  }

  private static String clip(String text) {
    return text.length() <= 20 ? text : text.substring(0, 20) + "…";
  }

}
