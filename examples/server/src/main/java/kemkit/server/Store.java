package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.flywaydb.core.Flyway;

/**
 * Where every table lives on: a JDBC database (SQLite in one file, or PostgreSQL shared by several
 * servers) with one row per table (its record header, its seats' kinds, its owner and epoch), one
 * row per accepted action (its record line and the epoch it was written under), one row per person
 * seat (its token's hash) and one row per server (its lease). A table's record is its header
 * followed by its lines in order (record-format.md); replaying it gives the table's state.
 *
 * <p>The schema is Flyway's ({@code kemkit/server/db}): a database made by an older kemkit is
 * upgraded in place when a newer one opens it. Connections come from a HikariCP pool that checks
 * them and makes new ones, so a database that restarts is used again as soon as it is back; while
 * it is away, an append fails within about {@link #CONNECTION_WAIT_MS} and its table says so.
 *
 * <p><b>Fencing.</b> Every append names the epoch its owner holds the table under; the same
 * transaction updates the table's row only {@code WHERE epoch = ?}, and writes no line if that
 * matched nothing: a server that lost the table (paused past its lease, cut off) can never write to
 * it again ({@link FencedException}). The row lock that update takes also orders the append
 * before or after a takeover ({@link #claim}), never across it.
 *
 * <p><b>Group commit.</b> A writer thread takes every table's lines waiting at that moment and
 * commits them in one transaction, then wakes those tables: a table waits for at most the commit
 * under way and its own, however many tables act at once. SQLite runs in WAL mode with
 * {@code synchronous=NORMAL} (a commit survives the server's {@code kill -9}), its WAL copied into
 * the file by a thread of its own once a second.
 */
final class Store implements AutoCloseable {

  /** What a table was created with, as stored. */
  record TableRow(String id, String header, ImmutableList<String> kinds, ImmutableList<String> tokenHashes,
      int botDelayMillis) {}

  /** A person seat found by its token's hash. */
  record SeatRef(String tableId, int seat) {}

  /**
   * Who serves a table now.
   *
   * @param server the owning server's id, if any
   * @param epoch the table's epoch: bumped by every takeover
   * @param address where the owner answers, if it has a row
   * @param alive whether the owner's lease runs (in the database's clock)
   */
  record Owner(Optional<String> server, long epoch, Optional<String> address, boolean alive) {}

  /** An append refused because the table's epoch moved on: another server owns it now. */
  static final class FencedException extends SQLException {
    private static final long serialVersionUID = 1L;

    FencedException(String tableId, long epoch) {
      super("table " + tableId + " is no longer served under epoch " + epoch + ": another server took it");
    }
  }

  /** How long an action waits for a connection while the database is away, in milliseconds. */
  static final long CONNECTION_WAIT_MS = 1500;
  /** The most tables' lines one transaction takes. */
  private static final int MAX_GROUP = 256;

  /** One table's lines waiting for the writer, and whether they were written. */
  private record Append(String tableId, long epoch, int firstSeq, List<String> lines, boolean finished,
      CompletableFuture<Void> written) {}

  private final Database database;
  /** The advisory lock that servers starting together take in turn to bring the schema up to date. */
  private static final long MIGRATION_LOCK = 0x6b656d6b6974L; // "kemkit"

  /**
   * Brings the schema up to date with Flyway. On PostgreSQL, servers starting at the same moment on
   * an empty database would each create Flyway's history table, and all but one fail: they take a
   * session-level advisory lock in turn, so the first migrates and the others find nothing to do.
   */
  private void migrate(boolean sqlite) throws SQLException {
    Flyway flyway = Flyway.configure().dataSource(pool).locations("classpath:kemkit/server/db")
        .javaMigrations(new V3__Seats())
        // A database of kemkit 0.1 (no history table) is schema 1: what follows upgrades it.
        .baselineOnMigrate(true).baselineVersion("1").load();
    if (sqlite) {
      flyway.migrate();
      return;
    }
    try (Connection lock = pool.getConnection(); Statement statement = lock.createStatement()) {
      statement.execute("SELECT pg_advisory_lock(" + MIGRATION_LOCK + ")");
      try {
        flyway.migrate();
      } finally {
        statement.execute("SELECT pg_advisory_unlock(" + MIGRATION_LOCK + ")");
      }
    }
  }

  /** How long PostgreSQL lets a session sit idle inside a transaction before ending it. */
  static final int IDLE_IN_TRANSACTION_MS = 2000;

  private final HikariDataSource pool;
  /** The database's clock in milliseconds, as SQL: leases are compared in one clock, not each server's. */
  private final String now;
  private final BlockingQueue<Append> appends = new LinkedBlockingQueue<>();
  private final Thread writer;
  private volatile boolean closing;
  private final Optional<ScheduledExecutorService> checkpoints;

  Store(String jdbcUrl) throws SQLException {
    this(Database.of(jdbcUrl));
  }

  Store(Database database) throws SQLException {
    this.database = requireNonNull(database, "database");
    boolean sqlite = database.sqlite();
    this.now = sqlite
        ? "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
        : "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";
    HikariConfig config = new HikariConfig();
    config.setPoolName("kemkit-db");
    config.setJdbcUrl(database.url());
    database.password().ifPresent(config::setPassword);
    config.setConnectionTimeout(CONNECTION_WAIT_MS);
    config.setValidationTimeout(1000);
    config.setInitializationFailTimeout(15_000);
    if (sqlite) {
      config.setMaximumPoolSize(3);
      config.addDataSourceProperty("journal_mode", "WAL");
      config.addDataSourceProperty("synchronous", "NORMAL");
      config.addDataSourceProperty("busy_timeout", "5000");
      config.setConnectionInitSql("PRAGMA wal_autocheckpoint=0");
    } else {
      config.setMaximumPoolSize(6);
      config.setKeepaliveTime(30_000);
      config.addDataSourceProperty("connectTimeout", "3");
      config.addDataSourceProperty("socketTimeout", "20");
      config.addDataSourceProperty("tcpKeepAlive", "true");
      config.addDataSourceProperty("ApplicationName", "kemkit");
      // A server paused (SIGSTOP, a long collection) inside an append holds the table's row lock,
      // and a takeover's claim would wait on it for as long as the pause lasts. PostgreSQL ends such
      // a session after this long, rolling the append back (it was never told to anyone: a table
      // broadcasts only after its commit), so failover stays within its bound.
      config.setConnectionInitSql("SET idle_in_transaction_session_timeout = " + IDLE_IN_TRANSACTION_MS);
    }
    try {
      this.pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new SQLException("the database " + database.shown() + " cannot be reached: " + rootMessage(e), e);
    }
    try {
      migrate(sqlite);
    } catch (RuntimeException | SQLException e) {
      pool.close();
      throw new SQLException("the schema of " + database.shown() + " could not be brought up to date: "
          + rootMessage(e), e);
    }
    this.writer = new Thread(this::writeAppends, "kemkit-store-writer");
    writer.setDaemon(true);
    writer.start();
    if (sqlite) {
      ScheduledExecutorService every = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "kemkit-wal-checkpoint");
        thread.setDaemon(true);
        return thread;
      });
      var unused = every.scheduleWithFixedDelay(this::checkpoint, 1, 1, TimeUnit.SECONDS);
      this.checkpoints = Optional.of(every);
    } else {
      this.checkpoints = Optional.empty();
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return String.valueOf(root.getMessage());
  }

  /** {@return whether this is one SQLite file (one server) rather than PostgreSQL} */
  boolean sqlite() {
    return database.sqlite();
  }

  /**
   * Copies the WAL into the database file without stopping the writers (PASSIVE), so that the WAL
   * stays small and no action's commit pays for a checkpoint.
   */
  private void checkpoint() {
    try (Connection c = DriverManager.getConnection(database.url()); Statement s = c.createStatement()) {
      s.execute("PRAGMA wal_checkpoint(PASSIVE)");
    } catch (SQLException e) {
      // The next second tries again; the WAL only grows meanwhile.
    }
  }

  /** Writes a new table, owned by {@code server} under epoch 1, and its seats' token hashes. */
  void createTable(TableRow row, String server) throws SQLException {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement p = c.prepareStatement("INSERT INTO kemkit_table (id, header, kinds, token_hashes,"
          + " bot_delay_ms, owner_id, epoch, active_ms, finished) VALUES (?, ?, ?, ?, ?, ?, 1, " + now + ", FALSE)");
          PreparedStatement seats = c.prepareStatement(
              "INSERT INTO kemkit_seat (token_hash, table_id, seat) VALUES (?, ?, ?)")) {
        p.setString(1, row.id());
        p.setString(2, row.header());
        p.setString(3, String.join(",", row.kinds()));
        p.setString(4, String.join(",", row.tokenHashes()));
        p.setInt(5, row.botDelayMillis());
        p.setString(6, server);
        p.executeUpdate();
        for (int seat = 0; seat < row.tokenHashes().size(); seat++) {
          if (!row.tokenHashes().get(seat).equals("-")) {
            seats.setString(1, row.tokenHashes().get(seat));
            seats.setString(2, row.id());
            seats.setInt(3, seat);
            seats.addBatch();
          }
        }
        seats.executeBatch();
        c.commit();
      } catch (SQLException e) {
        c.rollback();
        throw e;
      }
    }
  }

  /**
   * Appends accepted actions to a table's record, all of them or none, and returns once they are
   * committed: they go in the writer's next transaction, with the lines of every other table
   * waiting then.
   *
   * @param epoch the epoch this server holds the table under
   * @param firstSeq the number of actions the table had before these
   * @param lines the actions' record lines
   * @param finished whether the game is over after them (expiry counts from then)
   * @throws FencedException if the table's epoch moved on: nothing is stored, the table is another's
   * @throws SQLException if they could not be written (nothing of them is stored)
   */
  void append(String tableId, long epoch, int firstSeq, List<String> lines, boolean finished) throws SQLException {
    Append append = new Append(tableId, epoch, firstSeq, List.copyOf(lines), finished, new CompletableFuture<>());
    if (closing) {
      throw new SQLException("the database is closed");
    }
    appends.add(append);
    try {
      while (true) {
        try {
          append.written().get(1, TimeUnit.SECONDS);
          return;
        } catch (TimeoutException e) {
          // A slow disk: wait on, unless the writer stopped (the store closed) without these lines.
          if (!writer.isAlive() && appends.remove(append)) {
            throw new SQLException("the database is closed", e);
          }
        }
      }
    } catch (ExecutionException e) {
      throw e.getCause() instanceof SQLException sql ? sql : new SQLException("the record could not be written", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SQLException("interrupted while the record was being written", e);
    }
  }

  /** The writer thread: commits whatever tables' lines are waiting, in one transaction, until closed. */
  private void writeAppends() {
    List<Append> group = new ArrayList<>();
    while (!closing) {
      try {
        group.add(appends.take());
      } catch (InterruptedException e) {
        break;
      }
      appends.drainTo(group, MAX_GROUP - 1);
      write(group);
      group.clear();
    }
    appends.drainTo(group);
    group.forEach(a -> a.written().completeExceptionally(new SQLException("the database is closed")));
  }

  /** Writes {@code group} in one transaction; if it fails, each table's lines alone, so one table's fault is its own. */
  private void write(List<Append> group) {
    // In table order: two servers' transactions lock table rows in one order, never in a cycle.
    group.sort(Comparator.comparing(Append::tableId).thenComparingInt(Append::firstSeq));
    try (Connection c = pool.getConnection()) {
      try {
        insert(c, group);
        return;
      } catch (SQLException e) {
        if (group.size() == 1 || isConnectionLost(e)) {
          group.forEach(a -> a.written().completeExceptionally(e));
          return;
        }
      }
      for (Append append : group) {
        try {
          insert(c, List.of(append));
        } catch (SQLException alone) {
          append.written().completeExceptionally(alone);
        }
      }
    } catch (SQLException noConnection) {
      group.forEach(a -> a.written().completeExceptionally(noConnection));
    }
  }

  private static boolean isConnectionLost(SQLException e) {
    String state = e.getSQLState();
    return state == null || state.startsWith("08") || state.startsWith("57");
  }

  /** One transaction: fence every table of the group, then write the lines of those still ours. */
  private void insert(Connection c, List<Append> group) throws SQLException {
    c.setAutoCommit(false);
    try (PreparedStatement fence = c.prepareStatement(
            "UPDATE kemkit_table SET active_ms = " + now + ", finished = ? WHERE id = ? AND epoch = ?");
        PreparedStatement insert = c.prepareStatement(
            "INSERT INTO kemkit_action (table_id, seq, line, epoch) VALUES (?, ?, ?, ?)")) {
      for (Append append : group) {
        fence.setBoolean(1, append.finished());
        fence.setString(2, append.tableId());
        fence.setLong(3, append.epoch());
        fence.addBatch();
      }
      int[] owned = fence.executeBatch();
      List<Append> kept = new ArrayList<>();
      List<Append> fenced = new ArrayList<>();
      for (int i = 0; i < group.size(); i++) {
        (owned[i] == 0 ? fenced : kept).add(group.get(i));
      }
      for (Append append : kept) {
        for (int i = 0; i < append.lines().size(); i++) {
          insert.setString(1, append.tableId());
          insert.setInt(2, append.firstSeq() + i);
          insert.setString(3, append.lines().get(i));
          insert.setLong(4, append.epoch());
          insert.addBatch();
        }
      }
      if (!kept.isEmpty()) {
        insert.executeBatch();
      }
      c.commit();
      kept.forEach(a -> a.written().complete(null));
      fenced.forEach(a -> a.written().completeExceptionally(new FencedException(a.tableId(), a.epoch())));
    } catch (SQLException e) {
      try {
        c.rollback();
      } catch (SQLException lost) {
        e.addSuppressed(lost);
      }
      throw e;
    } finally {
      try {
        c.setAutoCommit(true);
      } catch (SQLException lost) {
        // The pool drops a broken connection.
      }
    }
  }

  /** {@return every stored table} */
  List<TableRow> tables() throws SQLException {
    return tables("");
  }

  /** {@return table {@code id}, if stored} */
  Optional<TableRow> table(String id) throws SQLException {
    List<TableRow> rows = tables(id);
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
  }

  private List<TableRow> tables(String id) throws SQLException {
    List<TableRow> rows = new ArrayList<>();
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT id, header, kinds, token_hashes, bot_delay_ms FROM kemkit_table"
            + (id.isEmpty() ? "" : " WHERE id = ?") + " ORDER BY id")) {
      if (!id.isEmpty()) {
        p.setString(1, id);
      }
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          rows.add(new TableRow(r.getString(1), r.getString(2), ImmutableList.copyOf(r.getString(3).split(",")),
              ImmutableList.copyOf(r.getString(4).split(",")), r.getInt(5)));
        }
      }
    }
    return rows;
  }

  /** {@return a table's record lines, in order} */
  List<String> lines(String tableId) throws SQLException {
    List<String> lines = new ArrayList<>();
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT line FROM kemkit_action WHERE table_id = ? ORDER BY seq")) {
      p.setString(1, tableId);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          lines.add(r.getString(1));
        }
      }
    }
    return lines;
  }

  /** {@return per stored action of the table, in order, the epoch it was written under} For the fencing test. */
  List<Long> epochs(String tableId) throws SQLException {
    List<Long> epochs = new ArrayList<>();
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT epoch FROM kemkit_action WHERE table_id = ? ORDER BY seq")) {
      p.setString(1, tableId);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          epochs.add(r.getLong(1));
        }
      }
    }
    return epochs;
  }

  /** {@return the seat a token's hash opens, if any} */
  Optional<SeatRef> seat(String tokenHash) throws SQLException {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT table_id, seat FROM kemkit_seat WHERE token_hash = ?")) {
      p.setString(1, tokenHash);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? Optional.of(new SeatRef(r.getString(1), r.getInt(2))) : Optional.empty();
      }
    }
  }

  /** {@return how many tables are stored} The overall bound counts every server's. */
  int count() throws SQLException {
    try (Connection c = pool.getConnection(); Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM kemkit_table")) {
      r.next();
      return r.getInt(1);
    }
  }

  // ---- leases ----

  /**
   * Renews {@code server}'s lease until {@code ttlMillis} from now, in the database's clock (one
   * clock for every server: no skew between machines), and says where it answers.
   */
  void renew(String server, String address, long ttlMillis) throws SQLException {
    try (Connection c = pool.getConnection()) {
      try (PreparedStatement p = c.prepareStatement(
          "UPDATE kemkit_server SET lease_until_ms = " + now + " + ?, address = ? WHERE id = ?")) {
        p.setLong(1, ttlMillis);
        p.setString(2, address);
        p.setString(3, server);
        if (p.executeUpdate() == 1) {
          return;
        }
      }
      try (PreparedStatement p = c.prepareStatement(
          "INSERT INTO kemkit_server (id, address, lease_until_ms) VALUES (?, ?, " + now + " + ?)")) {
        p.setString(1, server);
        p.setString(2, address);
        p.setLong(3, ttlMillis);
        p.executeUpdate();
      }
    }
  }

  /** Ends {@code server}'s lease now: a server that stops cleanly hands its tables on at once. */
  void release(String server) throws SQLException {
    try (Connection c = pool.getConnection();
        PreparedStatement p = c.prepareStatement("UPDATE kemkit_server SET lease_until_ms = 0 WHERE id = ?")) {
      p.setString(1, server);
      p.executeUpdate();
    }
  }

  /** {@return who serves table {@code id} now, if the table exists} */
  Optional<Owner> owner(String tableId) throws SQLException {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT t.owner_id, t.epoch, s.address, CASE WHEN s.lease_until_ms > " + now + " THEN 1 ELSE 0 END"
            + " FROM kemkit_table t LEFT JOIN kemkit_server s ON s.id = t.owner_id WHERE t.id = ?")) {
      p.setString(1, tableId);
      try (ResultSet r = p.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        return Optional.of(new Owner(Optional.ofNullable(r.getString(1)), r.getLong(2),
            Optional.ofNullable(r.getString(3)), r.getInt(4) == 1));
      }
    }
  }

  /**
   * Takes table {@code id} for {@code server} if its owner's lease has run out (or {@code server}
   * owns it already, having dropped it): the epoch goes up by one, which fences the old owner.
   *
   * @return the new epoch, or empty if a live server owns it (or the table is gone)
   */
  OptionalLong claim(String tableId, String server) throws SQLException {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "UPDATE kemkit_table SET owner_id = ?, epoch = epoch + 1 WHERE id = ? AND (owner_id IS NULL OR owner_id = ?"
            + " OR NOT EXISTS (SELECT 1 FROM kemkit_server s WHERE s.id = kemkit_table.owner_id"
            + " AND s.lease_until_ms > " + now + ")) RETURNING epoch")) {
      p.setString(1, server);
      p.setString(2, tableId);
      p.setString(3, server);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? OptionalLong.of(r.getLong(1)) : OptionalLong.empty();
      }
    }
  }

  /** {@return up to {@code limit} unfinished tables whose owner's lease ran out: the ones to take over} */
  List<String> orphans(int limit) throws SQLException {
    List<String> ids = new ArrayList<>();
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT t.id FROM kemkit_table t WHERE t.finished = FALSE AND (t.owner_id IS NULL OR NOT EXISTS"
            + " (SELECT 1 FROM kemkit_server s WHERE s.id = t.owner_id AND s.lease_until_ms > " + now + "))"
            + " ORDER BY t.id LIMIT ?")) {
      p.setInt(1, limit);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          ids.add(r.getString(1));
        }
      }
    }
    return ids;
  }

  /** {@return the tables {@code server} owns in the database, each with its epoch} */
  Map<String, Long> owned(String server) throws SQLException {
    Map<String, Long> owned = new LinkedHashMap<>();
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT id, epoch FROM kemkit_table WHERE owner_id = ?")) {
      p.setString(1, server);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          owned.put(r.getString(1), r.getLong(2));
        }
      }
    }
    return owned;
  }

  /**
   * {@return the tables {@code server} may delete: finished and untouched for {@code finishedMillis},
   * or untouched for {@code idleMillis}; owned by it or by no live server}
   */
  List<String> expired(String server, long finishedMillis, long idleMillis, int limit) throws SQLException {
    List<String> ids = new ArrayList<>();
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "SELECT t.id FROM kemkit_table t WHERE ((t.finished = TRUE AND t.active_ms < " + now + " - ?)"
            + " OR t.active_ms < " + now + " - ?) AND (t.owner_id IS NULL OR t.owner_id = ? OR NOT EXISTS"
            + " (SELECT 1 FROM kemkit_server s WHERE s.id = t.owner_id AND s.lease_until_ms > " + now + "))"
            + " ORDER BY t.id LIMIT ?")) {
      p.setLong(1, finishedMillis);
      p.setLong(2, idleMillis);
      p.setString(3, server);
      p.setInt(4, limit);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          ids.add(r.getString(1));
        }
      }
    }
    return ids;
  }

  /** Deletes table {@code id}: its seats, its record and its row, in one transaction. */
  void delete(String tableId) throws SQLException {
    try (Connection c = pool.getConnection()) {
      c.setAutoCommit(false);
      try (PreparedStatement seats = c.prepareStatement("DELETE FROM kemkit_seat WHERE table_id = ?");
          PreparedStatement actions = c.prepareStatement("DELETE FROM kemkit_action WHERE table_id = ?");
          PreparedStatement table = c.prepareStatement("DELETE FROM kemkit_table WHERE id = ?")) {
        for (PreparedStatement p : List.of(seats, actions, table)) {
          p.setString(1, tableId);
          p.executeUpdate();
        }
        c.commit();
      } catch (SQLException e) {
        c.rollback();
        throw e;
      }
    }
  }

  /**
   * SQLite only (one server): takes every table for {@code server}, bumping each epoch, so a server
   * that was killed and is still somehow writing is fenced. {@return each table's new epoch}
   */
  Map<String, Long> claimAll(String server) throws SQLException {
    try (Connection c = pool.getConnection();
        PreparedStatement p = c.prepareStatement("UPDATE kemkit_table SET owner_id = ?, epoch = epoch + 1")) {
      p.setString(1, server);
      p.executeUpdate();
    }
    return owned(server);
  }

  @Override
  public void close() {
    // The writer first: it finishes the transaction under way.
    closing = true;
    writer.interrupt();
    try {
      writer.join(TimeUnit.SECONDS.toMillis(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    checkpoints.ifPresent(ScheduledExecutorService::shutdownNow);
    pool.close();
  }
}
