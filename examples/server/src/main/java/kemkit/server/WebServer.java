package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;
import io.javalin.websocket.WsMessageContext;
import java.io.PrintStream;
import java.sql.SQLException;
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
import kemkit.json.JsonCodec;
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
 *       "seats": ["bot", "person", …], "botDelayMs": 800}} creates a table and answers one join
 *       link per person seat ({@code /play.html#TOKEN}). The token (160 random bits) is the seat:
 *       the server keeps only its hash.
 *   <li>{@code /ws}: a WebSocket; the first message {@code {"type":"join","token":…}} seats the
 *       connection, which then hears only its seat's events and view (C-6) and may act only for
 *       its seat ({@code {"type":"act","line":"1 exchange 2C 5D","id":7}}).
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
  private static final int MAX_TABLES = 10_000;

  private final Store store;
  private final Timings timings = new Timings();
  private final Javalin app;
  private final Map<String, LiveTable<?, ?, ?, ?>> tables = new ConcurrentHashMap<>();
  private final Map<String, Connection.Seat> seatsByTokenHash = new ConcurrentHashMap<>();
  private final Map<String, Connection> connections = new ConcurrentHashMap<>();
  private final Map<String, ScheduledFuture<?>> clocks = new ConcurrentHashMap<>();
  private final ScheduledExecutorService clock = Executors.newScheduledThreadPool(2, runnable -> {
    Thread thread = new Thread(runnable, "kemkit-bot-clock");
    thread.setDaemon(true);
    return thread;
  });
  private final CountDownLatch stopped = new CountDownLatch(1);

  private WebServer(Store store, String host, int port) throws SQLException {
    this.store = store;
    for (Store.TableRow row : store.tables()) {
      restore(row);
    }
    this.app = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.http.maxRequestSize = MAX_REQUEST_BYTES;
      config.staticFiles.add("/kemkit/server/web", Location.CLASSPATH);
      config.routes.before(WebServer::securityHeaders);
      config.routes.get("/api/health", ctx -> ctx.result("ok"));
      config.routes.post("/api/tables", this::createTable);
      config.routes.exception(Exception.class, (e, ctx) -> {
        LOG.log(System.Logger.Level.WARNING, "request failed", e);
        ctx.status(500).json(Messages.error("internal", "the server could not answer this request"));
      });
      config.routes.ws("/ws", ws -> {
        ws.onConnect(ctx -> connections.put(ctx.sessionId(), new Connection(ctx)));
        ws.onMessage(this::message);
        ws.onClose(ctx -> closed(ctx));
        ws.onError(ctx -> closed(ctx));
      });
    });
    app.start(host, port);
  }

  /**
   * {@return a running server on {@code host}:{@code port} (0: any free port) with its tables in
   * {@code jdbcUrl}} Every table stored there is resumed first.
   *
   * @param host the address to listen on (127.0.0.1: this machine only)
   * @param port the port, 0 for any free one
   * @param jdbcUrl where the tables live (a SQLite file or a PostgreSQL database)
   * @throws SQLException if the database cannot be opened or read
   */
  public static WebServer start(String host, int port, String jdbcUrl) throws SQLException {
    return new WebServer(new Store(jdbcUrl), host, port);
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
   * @throws InterruptedException if the thread is interrupted while serving
   */
  public static void serve(String host, int port, String jdbcUrl, PrintStream out)
      throws SQLException, InterruptedException {
    WebServer server = start(host, port, jdbcUrl);
    Runtime.getRuntime().addShutdownHook(new Thread(server::close));
    out.println("kemkit web tables on http://" + (host.equals("0.0.0.0") ? "localhost" : host) + ":" + server.port()
        + "/ (" + server.tables.size() + " tables resumed from " + jdbcUrl + ")");
    out.flush();
    server.stopped.await();
  }

  /**
   * {@code WebServer [--host H] [--port P] [--db FILE | --jdbc URL]}: serves until killed. Defaults:
   * 127.0.0.1, 8080, {@code kemkit-tables.db}.
   *
   * @param args the flags above
   * @throws Exception if the server cannot start or is interrupted
   */
  public static void main(String[] args) throws Exception {
    String host = "127.0.0.1";
    int port = 8080;
    String jdbc = "jdbc:sqlite:kemkit-tables.db";
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--host" -> host = args[i + 1];
        case "--port" -> port = Integer.parseInt(args[i + 1]);
        case "--db" -> jdbc = "jdbc:sqlite:" + args[i + 1];
        case "--jdbc" -> jdbc = args[i + 1];
        default -> {
          System.err.println("usage: WebServer [--host H] [--port P] [--db FILE | --jdbc URL]");
          System.exit(2);
        }
      }
    }
    if (args.length % 2 != 0) {
      System.err.println("usage: WebServer [--host H] [--port P] [--db FILE | --jdbc URL]");
      System.exit(2);
    }
    serve(host, port, jdbc, System.out);
  }

  /** {@return the port the server listens on} */
  public int port() {
    return app.port();
  }

  /** Stops serving, the bot clocks and the database; idempotent. */
  @Override
  public void close() {
    if (stopped.getCount() == 0) {
      return;
    }
    clock.shutdownNow();
    app.stop();
    try {
      store.close();
    } catch (SQLException e) {
      LOG.log(System.Logger.Level.WARNING, "closing the database failed", e);
    }
    stopped.countDown();
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
    if (tables.size() >= MAX_TABLES) {
      throw new IllegalArgumentException("this server holds " + MAX_TABLES + " tables already");
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
    store.createTable(row);
    LiveTable<?, ?, ?, ?> table = LiveTable.open(id, rules, seatKinds, botDelayMillis, store, timings, List.of());
    seat(row, table);
    return new Created(id, Map.copyOf(tokens));
  }

  /**
   * {@return the record of table {@code id}, if there is one} For tests and the operator.
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

  /** {@return the ids of every table} */
  public ImmutableList<String> tableIds() {
    return ImmutableList.sortedCopyOf(tables.keySet());
  }

  private void restore(Store.TableRow row) throws SQLException {
    GameRecord record;
    try {
      record = RecordReader.read(row.header() + String.join("\n", store.lines(row.id())) + "\n");
    } catch (MalformedRecordException e) {
      LOG.log(System.Logger.Level.ERROR, "table " + row.id() + " is not resumed: its record does not read: "
          + e.getMessage());
      return;
    }
    List<Action> actions = new ArrayList<>();
    for (Statement statement : record.body()) {
      if (statement instanceof Statement.Play play) {
        actions.add(play.action());
      }
    }
    List<SeatKind> kinds = row.kinds().stream().map(w -> SeatKind.of(w).orElseThrow()).toList();
    LiveTable<?, ?, ?, ?> table = LiveTable.open(row.id(), record.rules(), kinds, row.botDelayMillis(), store, timings,
        actions);
    seat(row, table);
  }

  private void seat(Store.TableRow row, LiveTable<?, ?, ?, ?> table) {
    tables.put(table.id(), table);
    for (int seat = 0; seat < row.tokenHashes().size(); seat++) {
      if (!row.tokenHashes().get(seat).equals("-")) {
        seatsByTokenHash.put(row.tokenHashes().get(seat), new Connection.Seat(table, seat));
      }
    }
    if (table.hasBots() && !table.isOver()) {
      int delay = table.botDelayMillis();
      clocks.put(table.id(), clock.scheduleWithFixedDelay(() -> tick(table), delay, delay, TimeUnit.MILLISECONDS));
    }
  }

  private void tick(LiveTable<?, ?, ?, ?> table) {
    try {
      if (!table.tick()) {
        Optional.ofNullable(clocks.remove(table.id())).ifPresent(f -> f.cancel(false));
      }
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "the bots of table " + table.id() + " stopped", e);
      Optional.ofNullable(clocks.remove(table.id())).ifPresent(f -> f.cancel(false));
    }
  }

  // ---- HTTP ----

  private static void securityHeaders(Context ctx) {
    ctx.header("X-Content-Type-Options", "nosniff");
    ctx.header("Referrer-Policy", "no-referrer");
    ctx.header("X-Frame-Options", "DENY");
    ctx.header("Content-Security-Policy",
        "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; frame-ancestors 'none'");
  }

  private void createTable(Context ctx) throws SQLException {
    ctx.contentType("application/json");
    try {
      JsonNode body = Messages.codec().parse(ctx.body());
      if (!body.isObject() || !body.has("setup") || !body.path("seats").isArray()) {
        throw new JsonFormatException("$", "a table is {\"setup\": {…}, \"seats\": [\"bot\", \"person\", …], \"botDelayMs\": 800}");
      }
      Setup setup = JsonCodec.setup(body.get("setup"), "$.setup");
      List<String> kinds = new ArrayList<>();
      for (JsonNode kind : body.get("seats")) {
        kinds.add(kind.asText());
      }
      int delay = body.path("botDelayMs").asInt(800);
      Created created = create(setup, kinds, delay);
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

  // ---- WebSocket ----

  private void closed(WsContext ctx) {
    Connection connection = connections.remove(ctx.sessionId());
    if (connection != null) {
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
    try {
      JsonNode message = Messages.codec().parse(text);
      String type = message.path("type").asText("");
      switch (type) {
        case "join" -> join(connection, message);
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
    } catch (TableBrokenException e) {
      connection.send(Messages.error("stopped", e.getMessage()));
    } catch (RuntimeException e) {
      LOG.log(System.Logger.Level.WARNING, "a message failed", e);
      connection.send(Messages.error("internal", "the server could not handle this message; the table goes on"));
    }
  }

  private void join(Connection connection, JsonNode message) {
    String token = message.path("token").asText("");
    Optional<Connection.Seat> seat = SeatToken.wellFormed(token)
        ? Optional.ofNullable(seatsByTokenHash.get(SeatToken.hash(token)))
        : Optional.empty();
    if (seat.isEmpty()) {
      if (connection.badToken()) {
        connection.send(Messages.error("bad-token", "this link opens no seat here: check that it was copied whole"));
      } else {
        connection.close(Messages.error("bad-token", "too many wrong links: this connection is closed"), "wrong links");
      }
      return;
    }
    if (connection.seat().isPresent()) {
      connection.send(Messages.error("joined", "this connection already plays a seat; open the other link in another window"));
      return;
    }
    connection.seat(seat.get());
    seat.get().table().join(seat.get().seat(), connection);
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
    Action action = message.has("line")
        ? JsonCodec.line(rules, message.path("line").asText(""), "$.line")
        : JsonCodec.action(rules.game(), message.path("action"), "$.action");
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
    result.rejection().ifPresent(r -> answer.set("rejection", JsonCodec.rejection(r)));
    answer.put("line", RecordWriter.line(rules, action));
    connection.send(Messages.write(answer));
  }

  private static String clip(String text) {
    return text.length() <= 20 ? text : text.substring(0, 20) + "…";
  }

}
