package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Where every table lives on: a JDBC database (SQLite in one file by default, or PostgreSQL) with
 * one row per table (its record header, its seats' kinds and token hashes, its bot clock) and one
 * row per accepted action (its record line). A table's record is its header followed by its lines
 * in order (record-format.md); replaying it gives the table's state.
 *
 * <p>One connection, used under this object's lock: SQLite has one writer anyway, and an action is
 * written in the table's lock before any seat hears of it, so a write must be short. SQLite runs in
 * WAL mode with {@code synchronous=NORMAL}: a commit reaches the operating system before it
 * returns, which survives the server's {@code kill -9} (not a power cut). The WAL is copied into
 * the database file by a thread of its own, once a second, never by a writer.
 */
final class Store implements AutoCloseable {

  /** What a table was created with, as stored. */
  record TableRow(String id, String header, ImmutableList<String> kinds, ImmutableList<String> tokenHashes,
      int botDelayMillis) {}

  private final Connection connection;
  private final PreparedStatement insertAction;
  /** SQLite only: checkpoints the WAL off the writers' path (its fsync would stall every table). */
  private final Optional<Connection> checkpointer;
  private final Optional<ScheduledExecutorService> checkpoints;

  Store(String jdbcUrl) throws SQLException {
    this.connection = DriverManager.getConnection(requireNonNull(jdbcUrl, "jdbcUrl"));
    boolean sqlite = jdbcUrl.startsWith("jdbc:sqlite:");
    try (Statement s = connection.createStatement()) {
      if (sqlite) {
        s.execute("PRAGMA journal_mode=WAL");
        s.execute("PRAGMA synchronous=NORMAL");
        s.execute("PRAGMA busy_timeout=5000");
        s.execute("PRAGMA wal_autocheckpoint=0");
      }
      s.execute("CREATE TABLE IF NOT EXISTS kemkit_table (id VARCHAR(32) PRIMARY KEY, header TEXT NOT NULL,"
          + " kinds TEXT NOT NULL, token_hashes TEXT NOT NULL, bot_delay_ms INTEGER NOT NULL)");
      s.execute("CREATE TABLE IF NOT EXISTS kemkit_action (table_id VARCHAR(32) NOT NULL, seq INTEGER NOT NULL,"
          + " line TEXT NOT NULL, PRIMARY KEY (table_id, seq))");
    }
    this.insertAction = connection.prepareStatement("INSERT INTO kemkit_action (table_id, seq, line) VALUES (?, ?, ?)");
    if (sqlite) {
      Connection second = DriverManager.getConnection(jdbcUrl);
      ScheduledExecutorService every = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "kemkit-wal-checkpoint");
        thread.setDaemon(true);
        return thread;
      });
      var unused = every.scheduleWithFixedDelay(() -> checkpoint(second), 1, 1, TimeUnit.SECONDS);
      this.checkpointer = Optional.of(second);
      this.checkpoints = Optional.of(every);
    } else {
      this.checkpointer = Optional.empty();
      this.checkpoints = Optional.empty();
    }
  }

  /**
   * Copies the WAL into the database file without stopping the writers (PASSIVE), so that the WAL
   * stays small and no action's commit pays for a checkpoint.
   */
  private static void checkpoint(Connection connection) {
    try (Statement s = connection.createStatement()) {
      s.execute("PRAGMA wal_checkpoint(PASSIVE)");
    } catch (SQLException e) {
      // The next second tries again; the WAL only grows meanwhile.
    }
  }

  /** Writes a new table. */
  synchronized void createTable(TableRow row) throws SQLException {
    try (PreparedStatement p = connection.prepareStatement(
        "INSERT INTO kemkit_table (id, header, kinds, token_hashes, bot_delay_ms) VALUES (?, ?, ?, ?, ?)")) {
      p.setString(1, row.id());
      p.setString(2, row.header());
      p.setString(3, String.join(",", row.kinds()));
      p.setString(4, String.join(",", row.tokenHashes()));
      p.setInt(5, row.botDelayMillis());
      p.executeUpdate();
    }
  }

  /**
   * Appends accepted actions to a table's record, in one transaction: all of them or none.
   *
   * @param firstSeq the number of actions the table had before these
   * @param lines the actions' record lines
   */
  synchronized void append(String tableId, int firstSeq, List<String> lines) throws SQLException {
    connection.setAutoCommit(false);
    try {
      for (int i = 0; i < lines.size(); i++) {
        insertAction.setString(1, tableId);
        insertAction.setInt(2, firstSeq + i);
        insertAction.setString(3, lines.get(i));
        insertAction.addBatch();
      }
      insertAction.executeBatch();
      connection.commit();
    } catch (SQLException e) {
      connection.rollback();
      throw e;
    } finally {
      connection.setAutoCommit(true);
    }
  }

  /** {@return every stored table} */
  synchronized List<TableRow> tables() throws SQLException {
    List<TableRow> rows = new ArrayList<>();
    try (Statement s = connection.createStatement();
        ResultSet r = s.executeQuery("SELECT id, header, kinds, token_hashes, bot_delay_ms FROM kemkit_table ORDER BY id")) {
      while (r.next()) {
        rows.add(new TableRow(r.getString(1), r.getString(2), ImmutableList.copyOf(r.getString(3).split(",")),
            ImmutableList.copyOf(r.getString(4).split(",")), r.getInt(5)));
      }
    }
    return rows;
  }

  /** {@return a table's record lines, in order} */
  synchronized List<String> lines(String tableId) throws SQLException {
    List<String> lines = new ArrayList<>();
    try (PreparedStatement p = connection.prepareStatement(
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

  @Override
  public synchronized void close() throws SQLException {
    checkpoints.ifPresent(ScheduledExecutorService::shutdownNow);
    if (checkpointer.isPresent()) {
      checkpointer.get().close();
    }
    connection.close();
  }
}
