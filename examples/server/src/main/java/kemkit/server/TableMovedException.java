package kemkit.server;

/**
 * This server no longer serves the table: another took it (its epoch moved on, so this server's
 * writes are refused) or it expired. Its seats are told to reconnect, and land where it lives now.
 */
final class TableMovedException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  TableMovedException(String message) {
    super(message);
  }
}
