package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.hash.Hashing;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.flywaydb.core.Flyway;

/**
 * Where every table lives on: a JDBC database (SQLite in one file, or PostgreSQL shared by several
 * servers) with one row per table (its record header, its seats' kinds, its owner and epoch), one
 * row per accepted action (its record line and the epoch it was written under), one row per person
 * seat (its token's hash), one row per server (its lease) and one per client address that created
 * tables lately (its allowance). A table's record is its header followed by its lines in order
 * (record-format.md); replaying it gives the table's state.
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
 * <p><b>Appends.</b> Every append's outcome (stored, not stored, unknown) is the database's word,
 * never a guess: a {@code COMMIT} whose answer is lost is settled by asking the database under the
 * table row's lock, and a table whose append's outcome cannot be learned is reloaded, never written
 * again at the same place; the lines of every table waiting are committed in one transaction
 * ({@link GroupCommit}). SQLite runs in WAL mode with {@code synchronous=NORMAL} (a commit survives
 * the server's {@code kill -9}), its WAL kept small by the writer.
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

  /** A table a server owns in the database: its epoch, and whether its game is over. */
  record Owned(long epoch, boolean finished) {}

  /**
   * What a new table may take: the overall bound and, when the table comes from a client, that
   * client's allowance (a token bucket shared by every server, in the database).
   *
   * @param maxTables the most tables stored at once, every server's together
   * @param address the client's address, if the table comes from one (kept as its SHA-256 only)
   * @param perMinute tables one address may create a minute, on average
   * @param burst tables one address may create at once
   */
  record Admission(int maxTables, Optional<String> address, int perMinute, int burst) {}

  /** Why a new table was not stored. */
  enum Refusal {
    /** Its client's address created too many tables lately. */
    RATE,
    /** The database holds as many tables as allowed. */
    FULL
  }

  /**
   * The server's bounds on waiting for the database, made from its lease.
   *
   * @param appendWait how long a table waits for its append's outcome (the table's lock is held meanwhile)
   * @param resolve how long the writer tries to learn an unknown outcome before calling it unknown
   * @param statement how long any other call may wait on the database's answer (a black-holed connection)
   */
  record Timeouts(Duration appendWait, Duration resolve, Duration statement) {

    /** {@return the bounds for a server whose lease is {@code lease}} */
    static Timeouts forLease(Duration lease) {
      long ms = lease.toMillis();
      return new Timeouts(Duration.ofMillis(Math.max(500, Math.min(ms, 5000))),
          Duration.ofMillis(Math.max(2500, Math.min(ms, 5000))), Duration.ofMillis(Math.max(2000, Math.min(2 * ms, 10_000))));
    }
  }

  /** An append refused because the table's epoch moved on: another server owns it now. */
  static final class FencedException extends SQLException {
    private static final long serialVersionUID = 1L;

    FencedException(String tableId, long epoch) {
      super("table " + tableId + " is no longer served under epoch " + epoch + ": another server took it");
    }
  }

  /**
   * An append whose outcome the database could not be asked in time, or whose table's record holds
   * lines the table does not know: the table must be reloaded from the database (or let go), never
   * written again at the same place.
   */
  static final class UnknownOutcomeException extends SQLException {
    private static final long serialVersionUID = 1L;

    UnknownOutcomeException(String tableId, String why) {
      super("table " + tableId + ": " + why + "; it is reloaded from the database");
    }
  }

  /** How long an action waits for a connection while the database is away, in milliseconds. */
  static final long CONNECTION_WAIT_MS = 1500;
  /** How long PostgreSQL lets a session sit idle inside a transaction before ending it. */
  static final int IDLE_IN_TRANSACTION_MS = 2000;
  /** The advisory lock that servers starting together take in turn to bring the schema up to date. */
  private static final long MIGRATION_LOCK = 0x6b656d6b6974L; // "kemkit"
  /** The advisory lock under which a new table is counted, admitted and stored: one creation at a time. */
  private static final long CREATION_LOCK = 0x6b656d6b6974L + 1;
  private final Database database;
  private final Timeouts timeouts;
  private final HikariDataSource pool;
  /** The database's clock in milliseconds, as SQL: leases are compared in one clock, not each server's. */
  private final String now;
  private final Health health;
  private final GroupCommit writer;

  static {
    Health.quietPool();
  }

  Store(String jdbcUrl) throws SQLException {
    this(Database.of(jdbcUrl));
  }

  Store(Database database) throws SQLException {
    this(database, Timeouts.forLease(Duration.ofSeconds(3)));
  }

  Store(Database database, Timeouts timeouts) throws SQLException {
    this.database = requireNonNull(database, "database");
    this.timeouts = requireNonNull(timeouts, "timeouts");
    this.health = new Health(database);
    boolean sqlite = database.sqlite();
    this.now = sqlite
        ? "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"
        : "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";
    HikariConfig config = new HikariConfig();
    config.setPoolName("kemkit-db");
    config.setJdbcUrl(database.url());
    database.password().ifPresent(config::setPassword);
    database.secrets().forEach(config::addDataSourceProperty);
    config.setConnectionTimeout(CONNECTION_WAIT_MS);
    config.setValidationTimeout(1000);
    config.setInitializationFailTimeout(15_000);
    if (sqlite) {
      config.setMaximumPoolSize(3);
      config.addDataSourceProperty("journal_mode", "WAL");
      config.addDataSourceProperty("synchronous", "NORMAL");
      config.addDataSourceProperty("busy_timeout", "5000");
      // Every transaction takes the write lock at its start: a creation that counts, then inserts,
      // never fails half-way because the writer committed in between.
      config.addDataSourceProperty("transaction_mode", "IMMEDIATE");
      config.setConnectionInitSql("PRAGMA wal_autocheckpoint=0");
    } else {
      config.setMaximumPoolSize(8);
      config.setKeepaliveTime(30_000);
      config.addDataSourceProperty("connectTimeout", "3");
      config.addDataSourceProperty("loginTimeout", "3");
      // Long enough for a migration (or for waiting on another server's); every call of the tables
      // sets a bound of its own on its connection (connection(Duration)), far shorter.
      config.addDataSourceProperty("socketTimeout", "120");
      config.addDataSourceProperty("tcpKeepAlive", "true");
      config.addDataSourceProperty("ApplicationName", "kemkit");
      // No statement's values in a driver's message (a record line may be a shuffle's deck): a log
      // line must show no card a seat may not know (describe() leaves them out too).
      config.addDataSourceProperty("logServerErrorDetail", "false");
      // A server paused (SIGSTOP, a long collection) or cut off inside an append holds the table's
      // row lock, and a takeover's claim would wait on it for as long as that lasts. PostgreSQL ends
      // such a session after this long, rolling the append back (it was never told to anyone: a
      // table broadcasts only after its commit), so failover stays within its bound.
      config.setConnectionInitSql("SET idle_in_transaction_session_timeout = " + IDLE_IN_TRANSACTION_MS);
    }
    try {
      this.pool = new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new SQLException("the database " + database.shown() + " cannot be reached: " + database.describe(rootCause(e)));
    }
    try {
      migrate(sqlite);
    } catch (RuntimeException | SQLException e) {
      pool.close();
      throw new SQLException("the schema of " + database.shown() + " could not be brought up to date: "
          + database.describe(rootCause(e)));
    }
    this.writer = new GroupCommit(pool, database, timeouts, health, now);
  }

  private static Throwable rootCause(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root;
  }

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

  /** {@return whether this is one SQLite file (one server) rather than PostgreSQL} */
  boolean sqlite() {
    return database.sqlite();
  }

  /** {@return the database: its URL as shown, and what scrubs its secrets from a message} */
  Database database() {
    return database;
  }

  /** {@return what the operator is told of the database's comings and goings} */
  Health health() {
    return health;
  }

  /**
   * {@return a connection from the pool whose calls wait at most {@code limit} for the database's
   * answer} PostgreSQL only: a black-holed connection fails within the bound, not the driver's
   * socket timeout. The pool puts the connection's own timeout back when it is returned.
   */
  private Connection connection(Duration limit) throws SQLException {
    return connection(pool, database, limit);
  }

  /** {@link #connection(Duration)} of {@code pool}. */
  static Connection connection(HikariDataSource pool, Database database, Duration limit) throws SQLException {
    Connection c = pool.getConnection();
    if (!database.sqlite()) {
      try {
        c.setNetworkTimeout(Runnable::run, (int) Math.max(1, limit.toMillis()));
      } catch (SQLException e) {
        c.close();
        throw e;
      }
    }
    return c;
  }

  // ---- tables ----

  /**
   * Stores a new table, owned by {@code server} under epoch 1, with its seats' token hashes, if
   * {@code admission} allows: in one transaction, one creation at a time over every server (an
   * advisory lock on PostgreSQL, the write lock on SQLite), so that the overall bound and the
   * client's allowance hold however many creations race.
   *
   * @return the refusal, if any (nothing was stored then)
   */
  Optional<Refusal> createTable(TableRow row, String server, Admission admission) throws SQLException {
    try (Connection c = connection(timeouts.statement())) {
      c.setAutoCommit(false);
      try {
        Optional<Refusal> refusal = admit(c, admission);
        if (refusal.isPresent()) {
          c.rollback();
          return refusal;
        }
        try (PreparedStatement p = c.prepareStatement("INSERT INTO kemkit_table (id, header, kinds, token_hashes,"
            + " bot_delay_ms, owner_id, epoch, active_ms, created_ms, finished)"
            + " VALUES (?, ?, ?, ?, ?, ?, 1, " + now + ", " + now + ", FALSE)");
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
        }
        c.commit();
        health.ok();
        return Optional.empty();
      } catch (SQLException e) {
        rollback(c, e);
        throw e;
      } finally {
        autoCommit(c);
      }
    } catch (SQLException e) {
      health.failed(e);
      throw e;
    }
  }

  /** In the creation's transaction: takes the lock, the client's allowance, then counts the tables. */
  private Optional<Refusal> admit(Connection c, Admission admission) throws SQLException {
    try (Statement s = c.createStatement()) {
      if (!database.sqlite()) {
        s.execute("SELECT pg_advisory_xact_lock(" + CREATION_LOCK + ")");
      }
    }
    long clock;
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT " + now)) {
      r.next();
      clock = r.getLong(1);
    }
    if (admission.address().isPresent()) {
      String key = Hashing.sha256().hashString(admission.address().get(), StandardCharsets.UTF_8).toString();
      double tokens = admission.burst();
      boolean known = false;
      try (PreparedStatement p = c.prepareStatement(
          "SELECT tokens, refilled_ms FROM kemkit_creator WHERE address = ?")) {
        p.setString(1, key);
        try (ResultSet r = p.executeQuery()) {
          if (r.next()) {
            known = true;
            tokens = Math.min(admission.burst(),
                r.getDouble(1) + Math.max(0, clock - r.getLong(2)) * admission.perMinute() / 60_000.0);
          }
        }
      }
      if (tokens < 1) {
        return Optional.of(Refusal.RATE);
      }
      try (PreparedStatement p = c.prepareStatement(known
          ? "UPDATE kemkit_creator SET tokens = ?, refilled_ms = ? WHERE address = ?"
          : "INSERT INTO kemkit_creator (tokens, refilled_ms, address) VALUES (?, ?, ?)")) {
        p.setDouble(1, tokens - 1);
        p.setLong(2, clock);
        p.setString(3, key);
        p.executeUpdate();
      }
    }
    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT COUNT(*) FROM kemkit_table")) {
      r.next();
      if (r.getInt(1) >= admission.maxTables()) {
        return Optional.of(Refusal.FULL);
      }
    }
    return Optional.empty();
  }

  /**
   * Appends accepted actions to a table's record, all of them or none, and returns once they are
   * committed ({@link GroupCommit#append}: in the writer's next transaction, with the lines of every
   * other table waiting then).
   *
   * @param epoch the epoch this server holds the table under
   * @param firstSeq the number of actions the table had before these
   * @param lines the actions' record lines
   * @param finished whether the game is over after them (expiry counts from then)
   * @throws FencedException if the table's epoch moved on: nothing is stored, the table is another's
   * @throws UnknownOutcomeException if the outcome could not be learned: reload the table
   * @throws SQLException if they were not stored (the database says so, or they were never sent)
   */
  void append(String tableId, long epoch, int firstSeq, List<String> lines, boolean finished) throws SQLException {
    writer.append(tableId, epoch, firstSeq, lines, finished);
  }

  static void rollback(Connection c, SQLException e) {
    try {
      c.rollback();
    } catch (SQLException lost) {
      e.addSuppressed(lost);
    }
  }

  static void autoCommit(Connection c) {
    try {
      c.setAutoCommit(true);
    } catch (SQLException lost) {
      // The pool drops a broken connection.
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
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
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

  // ---- take-backs (rules C-10; TakeBackDesk decides) ----

  /** {@return how far {@code tableId} lets a seat take moves back: {@code off}, {@code last} or {@code barrier}} */
  String undo(String tableId) throws SQLException {
    try (Connection c = connection(timeouts.statement());
        PreparedStatement p = c.prepareStatement("SELECT undo FROM kemkit_table WHERE id = ?")) {
      p.setString(1, tableId);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? r.getString(1) : "off";
      }
    }
  }

  /** Sets how far {@code tableId} lets a seat take moves back. */
  void setUndo(String tableId, String reach) throws SQLException {
    try (Connection c = connection(timeouts.statement());
        PreparedStatement p = c.prepareStatement("UPDATE kemkit_table SET undo = ? WHERE id = ?")) {
      p.setString(1, reach);
      p.setString(2, tableId);
      p.executeUpdate();
    }
  }

  /**
   * Cuts the table's record to its first {@code keep} lines and notes who took back which lines,
   * in one transaction, fenced by {@code epoch} as an append is.
   *
   * @throws FencedException if the table's epoch moved on: nothing changed
   * @throws SQLException if it was not done (or its outcome is unknown: reload the table)
   */
  void takeBack(String tableId, long epoch, int keep, int seat, List<String> lines) throws SQLException {
    try (Connection c = connection(timeouts.statement())) {
      c.setAutoCommit(false);
      try (PreparedStatement fence = c.prepareStatement(
              "UPDATE kemkit_table SET active_ms = " + now + " WHERE id = ? AND epoch = ?");
          PreparedStatement cut = c.prepareStatement("DELETE FROM kemkit_action WHERE table_id = ? AND seq >= ?");
          PreparedStatement note = c.prepareStatement("INSERT INTO kemkit_take_back (table_id, taken, seat, keep,"
              + " lines, taken_ms) VALUES (?, (SELECT COUNT(*) FROM kemkit_take_back WHERE table_id = ?), ?, ?, ?, ?)")) {
        fence.setString(1, tableId);
        fence.setLong(2, epoch);
        if (fence.executeUpdate() == 0) {
          throw new FencedException(tableId, epoch);
        }
        cut.setString(1, tableId);
        cut.setInt(2, keep);
        cut.executeUpdate();
        note.setString(1, tableId);
        note.setString(2, tableId);
        note.setInt(3, seat);
        note.setInt(4, keep);
        note.setString(5, String.join("\n", lines));
        note.setLong(6, System.currentTimeMillis());
        note.executeUpdate();
        c.commit();
      } catch (SQLException e) {
        rollback(c, e);
        throw e;
      } finally {
        autoCommit(c);
      }
    }
  }

  /** {@return the table's take-backs, oldest first: seat, how many lines stayed, the lines taken out} */
  List<TakeBackRow> takeBacks(String tableId) throws SQLException {
    List<TakeBackRow> rows = new ArrayList<>();
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "SELECT seat, keep, lines FROM kemkit_take_back WHERE table_id = ? ORDER BY taken")) {
      p.setString(1, tableId);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          rows.add(new TakeBackRow(r.getInt(1), r.getInt(2), List.of(r.getString(3).split("\n"))));
        }
      }
    }
    return rows;
  }

  /** A take-back beside the record: the seat, how many lines stayed, the lines it took out. */
  record TakeBackRow(int seat, int keep, List<String> lines) {}

  /** {@return a table's record lines, in order} */
  List<String> lines(String tableId) throws SQLException {
    List<String> lines = new ArrayList<>();
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
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
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
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
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "SELECT table_id, seat FROM kemkit_seat WHERE token_hash = ?")) {
      p.setString(1, tokenHash);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? Optional.of(new SeatRef(r.getString(1), r.getInt(2))) : Optional.empty();
      }
    }
  }

  /** {@return how many tables are stored} The overall bound counts every server's. */
  int count() throws SQLException {
    try (Connection c = connection(timeouts.statement()); Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT COUNT(*) FROM kemkit_table")) {
      r.next();
      return r.getInt(1);
    }
  }

  // ---- leases ----

  /**
   * Renews {@code server}'s lease until {@code ttlMillis} from now, in the database's clock (one
   * clock for every server: no skew between machines), and says where it answers. Waits at most
   * {@code limit} for the database.
   */
  void renew(String server, String address, long ttlMillis, Duration limit) throws SQLException {
    try (Connection c = connection(limit)) {
      try (PreparedStatement p = c.prepareStatement(
          "UPDATE kemkit_server SET lease_until_ms = " + now + " + ?, address = ? WHERE id = ?")) {
        p.setLong(1, ttlMillis);
        p.setString(2, address);
        p.setString(3, server);
        if (p.executeUpdate() == 1) {
          health.ok();
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
      health.ok();
    } catch (SQLException e) {
      health.failed(e);
      throw e;
    }
  }

  /** {@return when {@code server}'s lease runs out, in the database's clock, if it has a row} For the tests. */
  OptionalLong leaseUntil(String server) throws SQLException {
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "SELECT lease_until_ms FROM kemkit_server WHERE id = ?")) {
      p.setString(1, server);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? OptionalLong.of(r.getLong(1)) : OptionalLong.empty();
      }
    }
  }

  /** Ends {@code server}'s lease now: a server that stops cleanly hands its tables on at once. */
  void release(String server) throws SQLException {
    try (Connection c = connection(timeouts.statement());
        PreparedStatement p = c.prepareStatement("UPDATE kemkit_server SET lease_until_ms = 0 WHERE id = ?")) {
      p.setString(1, server);
      p.executeUpdate();
    }
  }

  /** {@return who serves table {@code id} now, if the table exists} */
  Optional<Owner> owner(String tableId) throws SQLException {
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
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

  /** {@return the owners of the tables {@code ids}, by id} One query for the relays' check. */
  Map<String, Owner> owners(List<String> ids) throws SQLException {
    Map<String, Owner> owners = new LinkedHashMap<>();
    if (ids.isEmpty()) {
      return owners;
    }
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "SELECT t.id, t.owner_id, t.epoch, s.address, CASE WHEN s.lease_until_ms > " + now + " THEN 1 ELSE 0 END"
            + " FROM kemkit_table t LEFT JOIN kemkit_server s ON s.id = t.owner_id WHERE t.id IN ("
            + String.join(", ", java.util.Collections.nCopies(ids.size(), "?")) + ")")) {
      for (int i = 0; i < ids.size(); i++) {
        p.setString(i + 1, ids.get(i));
      }
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          owners.put(r.getString(1), new Owner(Optional.ofNullable(r.getString(2)), r.getLong(3),
              Optional.ofNullable(r.getString(4)), r.getInt(5) == 1));
        }
      }
    }
    return owners;
  }

  /**
   * Takes table {@code id} for {@code server} if its owner's lease has run out (or {@code server}
   * owns it already, having dropped it), and only while {@code server}'s own lease runs: the epoch
   * goes up by one, which fences the old owner.
   *
   * @param othersToo whether another server's table whose lease ran out may be taken (false while
   *     this server's own access to the database just came back: only its own tables then)
   * @return the new epoch, or empty if a live server owns it (or the table is gone, or this server's lease ran out)
   */
  OptionalLong claim(String tableId, String server, boolean othersToo) throws SQLException {
    String whose = othersToo
        ? "(owner_id IS NULL OR owner_id = ? OR NOT EXISTS (SELECT 1 FROM kemkit_server s"
            + " WHERE s.id = kemkit_table.owner_id AND s.lease_until_ms > " + now + "))"
        : "owner_id = ?";
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "UPDATE kemkit_table SET owner_id = ?, epoch = epoch + 1 WHERE id = ? AND " + whose
            + " AND EXISTS (SELECT 1 FROM kemkit_server me WHERE me.id = ? AND me.lease_until_ms > " + now + ")"
            + " RETURNING epoch")) {
      p.setString(1, server);
      p.setString(2, tableId);
      p.setString(3, server);
      p.setString(4, server);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? OptionalLong.of(r.getLong(1)) : OptionalLong.empty();
      }
    }
  }

  /** {@return up to {@code limit} unfinished tables whose owner's lease ran out: the ones to take over} */
  List<String> orphans(int limit) throws SQLException {
    List<String> ids = new ArrayList<>();
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
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

  /** {@return the tables {@code server} owns in the database, each with its epoch and whether it is over} */
  Map<String, Owned> owned(String server) throws SQLException {
    Map<String, Owned> owned = new LinkedHashMap<>();
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "SELECT id, epoch, finished FROM kemkit_table WHERE owner_id = ?")) {
      p.setString(1, server);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          owned.put(r.getString(1), new Owned(r.getLong(2), r.getBoolean(3)));
        }
      }
    }
    return owned;
  }

  /**
   * {@return the tables {@code server} may delete: finished and untouched for {@code finishedMillis},
   * untouched for {@code idleMillis}, or older than {@code lifeMillis}; owned by it or by no live server}
   */
  List<String> expired(String server, long finishedMillis, long idleMillis, long lifeMillis, int limit)
      throws SQLException {
    List<String> ids = new ArrayList<>();
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "SELECT t.id FROM kemkit_table t WHERE ((t.finished = TRUE AND t.active_ms < " + now + " - ?)"
            + " OR t.active_ms < " + now + " - ? OR t.created_ms < " + now + " - ?)"
            + " AND (t.owner_id IS NULL OR t.owner_id = ? OR NOT EXISTS"
            + " (SELECT 1 FROM kemkit_server s WHERE s.id = t.owner_id AND s.lease_until_ms > " + now + "))"
            + " ORDER BY t.id LIMIT ?")) {
      p.setLong(1, finishedMillis);
      p.setLong(2, idleMillis);
      p.setLong(3, lifeMillis);
      p.setString(4, server);
      p.setInt(5, limit);
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          ids.add(r.getString(1));
        }
      }
    }
    return ids;
  }

  /** Forgets the allowances that are whole again: untouched for {@code fullMillis}. */
  void forgetCreators(long fullMillis) throws SQLException {
    try (Connection c = connection(timeouts.statement()); PreparedStatement p = c.prepareStatement(
        "DELETE FROM kemkit_creator WHERE refilled_ms < " + now + " - ?")) {
      p.setLong(1, fullMillis);
      p.executeUpdate();
    }
  }

  /** Deletes table {@code id}: its seats, its record and its row, in one transaction. */
  void delete(String tableId) throws SQLException {
    try (Connection c = connection(timeouts.statement())) {
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
        rollback(c, e);
        throw e;
      } finally {
        autoCommit(c);
      }
    }
  }

  /**
   * SQLite only (one server): takes every table for {@code server}, bumping each epoch, so a server
   * that was killed and is still somehow writing is fenced. {@return each table's new epoch}
   */
  Map<String, Owned> claimAll(String server) throws SQLException {
    try (Connection c = pool.getConnection();
        PreparedStatement p = c.prepareStatement("UPDATE kemkit_table SET owner_id = ?, epoch = epoch + 1")) {
      p.setString(1, server);
      p.executeUpdate();
    }
    return owned(server);
  }

  /**
   * SQLite only: takes table {@code id} again for {@code server} (the only one), bumping its epoch,
   * after its copy in memory was dropped. {@return the new epoch, if the table exists}
   */
  OptionalLong reclaim(String tableId, String server) throws SQLException {
    try (Connection c = pool.getConnection(); PreparedStatement p = c.prepareStatement(
        "UPDATE kemkit_table SET owner_id = ?, epoch = epoch + 1 WHERE id = ? RETURNING epoch")) {
      p.setString(1, server);
      p.setString(2, tableId);
      try (ResultSet r = p.executeQuery()) {
        return r.next() ? OptionalLong.of(r.getLong(1)) : OptionalLong.empty();
      }
    }
  }

  @Override
  public void close() {
    // The writer first: it finishes the transaction under way.
    writer.close();
    pool.close();
  }
}
