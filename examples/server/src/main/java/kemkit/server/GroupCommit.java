package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import kemkit.server.Store.FencedException;
import kemkit.server.Store.Timeouts;
import kemkit.server.Store.UnknownOutcomeException;

/**
 * The {@link Store}'s writer: one thread takes every table's lines waiting at that moment and
 * commits them in one transaction (group commit), then wakes those tables; a table waits for at
 * most the commit under way and its own, however many tables act at once.
 *
 * <p>Each append ends one of three ways, and only the database decides which. <b>Stored</b>: the
 * transaction committed, or the database, asked after its {@code COMMIT} lost its answer, holds
 * its lines under its epoch. <b>Not stored</b>: the transaction never sent its {@code COMMIT} (no
 * transaction commits without one: a connection lost before it, the lines taken back from the
 * queue before the writer took them), or the database, asked, holds none of them and its record
 * ends where the table thought. <b>Unknown</b> ({@link UnknownOutcomeException}): the database
 * could not be asked in time, or its record holds lines the table does not know (a duplicate key):
 * the table must be reloaded, never written again at the same place. The asking is done under the
 * table row's lock ({@code FOR UPDATE}), which every append holds from its fence to its end: it
 * waits out the lost transaction, however it ends (PostgreSQL ends a session idle in a transaction
 * after {@link Store#IDLE_IN_TRANSACTION_MS}), so the answer is final.
 *
 * <p>Waits are bounded: a table waits for its outcome at most {@link Timeouts#appendWait} (its
 * lock is held meanwhile), the writer's transaction half of it, the asking {@link
 * Timeouts#resolve}. SQLite: between transactions the writer copies the WAL into the file, and
 * truncates it past {@link #WAL_TRUNCATE_PAGES} pages.
 */
final class GroupCommit implements AutoCloseable {

  /** A failure of the {@code COMMIT} itself: the transaction may or may not have committed. */
  private static final class CommitUnknown extends Exception {
    private static final long serialVersionUID = 1L;

    CommitUnknown(SQLException cause) {
      super(cause);
    }

    SQLException sql() {
      return (SQLException) getCause();
    }
  }

  /** The most tables' lines one transaction takes. */
  private static final int MAX_GROUP = 256;

  /** SQLite: the WAL is truncated once it holds this many pages (4 KiB each) after a checkpoint. */
  private static final int WAL_TRUNCATE_PAGES = 256;

  /** One table's lines waiting for the writer, and their outcome. */
  private record Append(String tableId, long epoch, int firstSeq, List<String> lines, boolean finished,
      CompletableFuture<Void> written) {}

  private final HikariDataSource pool;
  private final Database database;
  private final Timeouts timeouts;
  private final Health health;
  /** The database's clock in milliseconds, as SQL. */
  private final String now;
  private final BlockingQueue<Append> appends = new LinkedBlockingQueue<>();
  private final Thread writer;
  private volatile boolean closing;
  private long lastCheckpoint = System.nanoTime();

  GroupCommit(HikariDataSource pool, Database database, Timeouts timeouts, Health health, String now) {
    this.pool = requireNonNull(pool, "pool");
    this.database = requireNonNull(database, "database");
    this.timeouts = requireNonNull(timeouts, "timeouts");
    this.health = requireNonNull(health, "health");
    this.now = requireNonNull(now, "now");
    this.writer = new Thread(this::writeAppends, "kemkit-store-writer");
    writer.setDaemon(true);
    writer.start();
  }

  private Connection connection(Duration limit) throws SQLException {
    return Store.connection(pool, database, limit);
  }

  /**
   * Appends accepted actions to a table's record, all of them or none, and returns once they are
   * committed: they go in the writer's next transaction, with the lines of every other table
   * waiting then. Waits at most {@link Timeouts#appendWait}.
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
    Append append = new Append(tableId, epoch, firstSeq, List.copyOf(lines), finished, new CompletableFuture<>());
    if (closing) {
      throw new SQLException("the database is closed");
    }
    appends.add(append);
    try {
      append.written().get(timeouts.appendWait().toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      if (appends.remove(append)) {
        // Never taken by the writer (busy with a slow transaction): certainly not stored.
        throw new SQLException("the database did not take the record within " + timeouts.appendWait().toMillis() + " ms");
      }
      throw new UnknownOutcomeException(tableId, "no answer from the database within "
          + timeouts.appendWait().toMillis() + " ms");
    } catch (ExecutionException e) {
      throw e.getCause() instanceof SQLException sql ? sql : new SQLException("the record could not be written", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      if (appends.remove(append)) {
        throw new SQLException("interrupted before the record was written");
      }
      throw new UnknownOutcomeException(tableId, "interrupted while the record was being written");
    }
  }

  /** The writer thread: commits whatever tables' lines are waiting, in one transaction, until closed. */
  private void writeAppends() {
    List<Append> group = new ArrayList<>();
    while (!closing) {
      try {
        Append first = appends.poll(250, TimeUnit.MILLISECONDS);
        if (first != null) {
          group.add(first);
          appends.drainTo(group, MAX_GROUP - 1);
          write(group);
          group.clear();
        }
        if (database.sqlite()) {
          checkpoint();
        }
      } catch (InterruptedException e) {
        break;
      } catch (RuntimeException e) {
        // Never leave a table waiting: its append fails, the writer goes on.
        group.forEach(a -> a.written().completeExceptionally(new UnknownOutcomeException(a.tableId(),
            "the writer failed: " + e.getClass().getSimpleName())));
        group.clear();
      }
    }
    appends.drainTo(group);
    group.forEach(a -> a.written().completeExceptionally(new SQLException("the database is closed")));
  }

  /**
   * Writes {@code group} in one transaction. If it fails before its {@code COMMIT}, nothing of it
   * is stored: each table's lines are tried alone (one table's fault stays its own) unless the
   * connection is lost. If the {@code COMMIT} itself fails, the database is asked what it kept.
   */
  private void write(List<Append> group) {
    // In table order: two servers' transactions lock table rows in one order, never in a cycle.
    group.sort(Comparator.comparing(Append::tableId).thenComparingInt(Append::firstSeq));
    Connection c;
    try {
      // Half the append wait for the transaction: the other half is for asking what a lost COMMIT did.
      c = connection(timeouts.appendWait().dividedBy(2));
    } catch (SQLException noConnection) {
      health.failed(noConnection);
      group.forEach(a -> a.written().completeExceptionally(noConnection));
      return;
    }
    boolean broken = false;
    try {
      try {
        insert(c, group);
        health.ok();
        return;
      } catch (CommitUnknown e) {
        broken = true;
        health.failed(e.sql());
        resolve(group, e.sql());
        return;
      } catch (SQLException e) {
        if (group.size() == 1 || isConnectionLost(e)) {
          broken = isConnectionLost(e);
          if (broken) {
            health.failed(e);
          }
          group.forEach(a -> a.written().completeExceptionally(beforeCommit(a, e)));
          return;
        }
      }
      for (int i = 0; i < group.size(); i++) {
        Append append = group.get(i);
        try {
          insert(c, List.of(append));
        } catch (CommitUnknown e) {
          broken = true;
          resolve(List.of(append), e.sql());
          notSent(group.subList(i + 1, group.size()), e.sql());
          return;
        } catch (SQLException alone) {
          append.written().completeExceptionally(beforeCommit(append, alone));
          if (isConnectionLost(alone)) {
            broken = true;
            notSent(group.subList(i + 1, group.size()), alone);
            return;
          }
        }
      }
    } finally {
      if (broken) {
        // A connection whose last answer was lost is never used again.
        pool.evictConnection(c);
      } else {
        try {
          c.close();
        } catch (SQLException e) {
          // The pool drops it.
        }
      }
      group.stream().filter(a -> !a.written().isDone()).forEach(a -> a.written().completeExceptionally(
          new UnknownOutcomeException(a.tableId(), "the writer lost track of it")));
    }
  }

  /** Appends the writer never sent: certainly not stored. */
  private static void notSent(List<Append> rest, SQLException why) {
    rest.forEach(a -> a.written().completeExceptionally(new SQLException("not stored: " + why.getMessage())));
  }

  /**
   * What a failure before the {@code COMMIT} means: not stored (no transaction commits without
   * it), unless it was a duplicate key: the table's record holds lines the table does not know, so
   * it is reloaded rather than tried again at the same place.
   */
  private static SQLException beforeCommit(Append append, SQLException e) {
    String state = String.valueOf(e.getSQLState());
    String message = String.valueOf(e.getMessage());
    if (state.equals("23505") || message.contains("UNIQUE constraint failed") || message.contains("PRIMARY KEY")) {
      return new UnknownOutcomeException(append.tableId(), "its record holds an action at " + append.firstSeq()
          + " already");
    }
    return e;
  }

  private static boolean isConnectionLost(SQLException e) {
    String state = e.getSQLState();
    return state == null || state.startsWith("08") || state.startsWith("57");
  }

  /** One transaction: fence every table of the group, then write the lines of those still ours. */
  private void insert(Connection c, List<Append> group) throws SQLException, CommitUnknown {
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
      try {
        c.commit();
      } catch (SQLException e) {
        throw new CommitUnknown(e);
      }
      kept.forEach(a -> a.written().complete(null));
      fenced.forEach(a -> a.written().completeExceptionally(new FencedException(a.tableId(), a.epoch())));
    } catch (SQLException e) {
      rollback(c, e);
      throw e;
    } finally {
      autoCommit(c);
    }
  }

  /**
   * Learns what the database kept of appends whose {@code COMMIT} lost its answer: on a new
   * connection, under each table row's lock (which waits out the lost transaction, whether it
   * commits or is rolled back: PostgreSQL ends a session idle in a transaction after
   * {@link Store#IDLE_IN_TRANSACTION_MS}), reads where the table's record ends and which epoch wrote
   * the lines. Tries until {@link Timeouts#resolve} has passed; what is still unknown then is so.
   */
  private void resolve(List<Append> group, SQLException cause) {
    List<Append> open = new ArrayList<>(group);
    long deadline = System.nanoTime() + timeouts.resolve().toNanos();
    while (!open.isEmpty() && System.nanoTime() < deadline && !closing) {
      try (Connection c = connection(timeouts.resolve())) {
        c.setAutoCommit(false);
        try {
          if (!database.sqlite()) {
            try (Statement s = c.createStatement()) {
              s.execute("SET LOCAL lock_timeout = " + (Store.IDLE_IN_TRANSACTION_MS + 1000));
            }
          }
          for (var it = open.iterator(); it.hasNext();) {
            Append append = it.next();
            settle(c, append);
            it.remove();
          }
          c.commit();
          health.ok();
        } catch (SQLException e) {
          rollback(c, e);
          throw e;
        } finally {
          autoCommit(c);
        }
      } catch (SQLException e) {
        health.failed(e);
        try {
          Thread.sleep(100);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    open.forEach(a -> a.written().completeExceptionally(new UnknownOutcomeException(a.tableId(),
        "the database did not say whether its last action was stored (" + database.describe(cause) + ")")));
  }

  /** Settles one append's outcome from what the database holds, in the resolving transaction. */
  private void settle(Connection c, Append append) throws SQLException {
    long tableEpoch;
    try (PreparedStatement p = c.prepareStatement("SELECT epoch FROM kemkit_table WHERE id = ?"
        + (database.sqlite() ? "" : " FOR UPDATE"))) {
      p.setString(1, append.tableId());
      try (ResultSet r = p.executeQuery()) {
        if (!r.next()) {
          append.written().completeExceptionally(new FencedException(append.tableId(), append.epoch()));
          return;
        }
        tableEpoch = r.getLong(1);
      }
    }
    int ours = 0;
    int others = 0;
    try (PreparedStatement p = c.prepareStatement("SELECT epoch FROM kemkit_action WHERE table_id = ?"
        + " AND seq >= ? AND seq < ?")) {
      p.setString(1, append.tableId());
      p.setInt(2, append.firstSeq());
      p.setInt(3, append.firstSeq() + append.lines().size());
      try (ResultSet r = p.executeQuery()) {
        while (r.next()) {
          if (r.getLong(1) == append.epoch()) {
            ours++;
          } else {
            others++;
          }
        }
      }
    }
    int stored;
    try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM kemkit_action WHERE table_id = ?")) {
      p.setString(1, append.tableId());
      try (ResultSet r = p.executeQuery()) {
        r.next();
        stored = r.getInt(1);
      }
    }
    if (ours == append.lines().size() && others == 0) {
      append.written().complete(null);
    } else if (ours == 0 && others == 0 && stored == append.firstSeq() && tableEpoch == append.epoch()) {
      append.written().completeExceptionally(new SQLException("not stored: the database holds none of it"));
    } else if (ours == 0 && tableEpoch != append.epoch()) {
      append.written().completeExceptionally(new FencedException(append.tableId(), append.epoch()));
    } else {
      append.written().completeExceptionally(new UnknownOutcomeException(append.tableId(),
          "its record holds " + stored + " actions where the table counted " + append.firstSeq()));
    }
  }

  /**
   * SQLite: copies the WAL into the database file between the writer's transactions (no append
   * is under way then), at most four times a second, and truncates the WAL once it grew past
   * {@link #WAL_TRUNCATE_PAGES}: a checkpoint that only copies never shrinks a WAL that readers
   * keep in use, and under load it grows without bound.
   */
  private void checkpoint() {
    if (System.nanoTime() - lastCheckpoint < TimeUnit.MILLISECONDS.toNanos(250)) {
      return;
    }
    lastCheckpoint = System.nanoTime();
    try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
      int log;
      try (ResultSet r = s.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
        log = r.next() ? r.getInt(2) : 0;
      }
      if (log >= WAL_TRUNCATE_PAGES) {
        s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
      }
    } catch (SQLException e) {
      // The next second tries again; the WAL only grows meanwhile.
    }
  }

  private static void rollback(Connection c, SQLException e) {
    Store.rollback(c, e);
  }

  private static void autoCommit(Connection c) {
    Store.autoCommit(c);
  }

  @Override
  public void close() {
    // It finishes the transaction under way; what is still queued is not stored.
    closing = true;
    writer.interrupt();
    try {
      writer.join(TimeUnit.SECONDS.toMillis(10));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
