package kemkit.server;

/**
 * An action that could not be stored (the database is away): the table forgot it, no seat heard of
 * it, and the sender is told to try again. The table goes on once the database is back.
 */
final class NotStoredException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** What the sender is told. */
  static final String MESSAGE = "not stored, try again: the database is out of reach for a moment,"
      + " so your action was not kept (nobody heard of it)";

  NotStoredException() {
    super(MESSAGE);
  }
}
