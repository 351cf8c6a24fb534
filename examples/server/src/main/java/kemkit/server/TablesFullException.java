package kemkit.server;

/**
 * A new table refused because the database holds {@code --max-tables} tables already, every
 * server's together: the HTTP answer is 503 with {@code Retry-After} (finished and idle tables
 * are deleted in time).
 */
public final class TablesFullException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * A refusal at {@code maxTables}.
   *
   * @param maxTables the bound that was reached
   */
  public TablesFullException(int maxTables) {
    super("the servers hold " + maxTables + " tables already: finished and idle ones are deleted in time; try later");
  }
}
