package kemkit.server;

/**
 * The table reached its length limit (its most actions) before its game ended: it takes no more
 * actions, and expires like a finished game. Every table ends or expires, however slow its target.
 */
final class TableClosedException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  TableClosedException(String message) {
    super(message);
  }
}
