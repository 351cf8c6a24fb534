package kemkit.server;

/** A table whose record could not be written takes no more actions: no seat may hear of an unsaved one. */
final class TableBrokenException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  TableBrokenException(String message) {
    super(message);
  }
}
