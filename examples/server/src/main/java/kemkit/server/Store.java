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
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Where every table lives on: a JDBC database (SQLite in one file by default, or PostgreSQL) with
 * one row per table (its record header, its seats' kinds and token hashes, its bot clock) and one
 * row per accepted action (its record line). A table's record is its header followed by its lines
 * in order (record-format.md); replaying it gives the table's state.
 *
 * <p>One connection, used under this object's lock: SQLite has one writer anyway. An action is
 * written in its table's lock before any seat hears of it, so tables wait for the database, and
 * they do not queue for it one commit each: a writer thread takes every table's lines waiting at
 * that moment and commits them in one transaction (group commit), then wakes those tables. A table
 * waits for at most the commit under way and its own, however many tables act at once (after a
 * collector's pause, say), and a commit costs about the same for one line as for fifty. SQLite
 * runs in WAL mode with {@code synchronous=NORMAL}: a commit reaches the operating system before
 * it returns, which survives the server's {@code kill -9} (not a power cut). The WAL is copied into
 * the database file by a thread of its own, once a second, never by a writer.
 */
final class Store implements AutoCloseable {

  /** What a table was created with, as stored. */
  record TableRow(String id, String header, ImmutableList<String> kinds, ImmutableList<String> tokenHashes,
      int botDelayMillis) {}

  /** The most tables' lines one transaction takes. */
  private static final int MAX_GROUP = 256;

  /** One table's lines waiting for the writer, and whether they were written. */
  private record Append(String tableId, int firstSeq, List<String> lines, CompletableFuture<Void> written) {}

  private final Connection connection;
  private final PreparedStatement insertAction;
  private final BlockingQueue<Append> appends = new LinkedBlockingQueue<>();
  private final Thread writer;
  private volatile boolean closing;
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
    this.writer = new Thread(this::writeAppends, "kemkit-store-writer");
    writer.setDaemon(true);
    writer.start();
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
   * Appends accepted actions to a table's record, all of them or none, and returns once they are
   * committed: they go in the writer's next transaction, with the lines of every other table
   * waiting then.
   *
   * @param firstSeq the number of actions the table had before these
   * @param lines the actions' record lines
   * @throws SQLException if they could not be written (nothing of them is stored)
   */
  void append(String tableId, int firstSeq, List<String> lines) throws SQLException {
    Append append = new Append(tableId, firstSeq, List.copyOf(lines), new CompletableFuture<>());
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
  private synchronized void write(List<Append> group) {
    try {
      insert(group);
      group.forEach(a -> a.written().complete(null));
    } catch (SQLException e) {
      if (group.size() == 1) {
        group.get(0).written().completeExceptionally(e);
        return;
      }
      for (Append append : group) {
        try {
          insert(List.of(append));
          append.written().complete(null);
        } catch (SQLException alone) {
          append.written().completeExceptionally(alone);
        }
      }
    }
  }

  private void insert(List<Append> group) throws SQLException {
    connection.setAutoCommit(false);
    try {
      for (Append append : group) {
        for (int i = 0; i < append.lines().size(); i++) {
          insertAction.setString(1, append.tableId());
          insertAction.setInt(2, append.firstSeq() + i);
          insertAction.setString(3, append.lines().get(i));
          insertAction.addBatch();
        }
      }
      insertAction.executeBatch();
      connection.commit();
    } catch (SQLException e) {
      insertAction.clearBatch();
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
  public void close() throws SQLException {
    // The writer first, outside the lock: it finishes the transaction under way.
    closing = true;
    writer.interrupt();
    try {
      writer.join(TimeUnit.SECONDS.toMillis(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    closeConnections();
  }

  private synchronized void closeConnections() throws SQLException {
    checkpoints.ifPresent(ScheduledExecutorService::shutdownNow);
    if (checkpointer.isPresent()) {
      checkpointer.get().close();
    }
    connection.close();
  }
}
