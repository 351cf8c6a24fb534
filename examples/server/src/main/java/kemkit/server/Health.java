package kemkit.server;

import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * The database's comings and goings, told to the operator once each way: "out of reach since …"
 * when a call first fails, "back after N s, M calls failed" when one succeeds again. A database
 * restart makes every pooled connection fail once, and every waiting action with it: dozens of
 * lines that would hide a real warning. The pool's own warnings are therefore turned down to
 * errors ({@link #quietPool}); the reason shown is scrubbed of every secret ({@link Database#scrub}).
 */
final class Health {

  private static final System.Logger LOG = System.getLogger("kemkit.server");
  private static final String POOL_LOG_LEVEL = "org.slf4j.simpleLogger.log.com.zaxxer.hikari";

  private final Database database;
  private boolean away;
  private long since;
  private int failures;

  Health(Database database) {
    this.database = database;
  }

  /**
   * Turns HikariCP's warnings (one per broken connection: a dozen per server after a database
   * restart) down to errors, unless the operator set its level. Called before the pool's first
   * logger is made (slf4j-simple reads the level then).
   */
  static void quietPool() {
    if (System.getProperty(POOL_LOG_LEVEL) == null) {
      System.setProperty(POOL_LOG_LEVEL, "error");
    }
  }

  /** A call to the database failed: the first failure of an outage is told, the others counted. */
  void failed(SQLException e) {
    String told;
    synchronized (this) {
      failures++;
      if (away) {
        return;
      }
      away = true;
      since = System.nanoTime();
      told = database.describe(e);
    }
    LOG.log(System.Logger.Level.WARNING, "the database is out of reach (" + told
        + "); actions are answered 'not stored' until it is back");
  }

  /** A call to the database succeeded: the end of an outage is told, with how long and how many calls failed. */
  void ok() {
    long seconds;
    int failed;
    synchronized (this) {
      if (!away) {
        return;
      }
      away = false;
      seconds = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - since);
      failed = failures;
      failures = 0;
    }
    LOG.log(System.Logger.Level.WARNING, String.format(java.util.Locale.ROOT,
        "the database is back after %.1f s (%d calls failed meanwhile)", seconds / 1000.0, failed));
  }

  /** {@return whether the last call failed} */
  synchronized boolean away() {
    return away;
  }
}
