package kemkit.server;

/**
 * An action that was not stored: the database said so, or it was never sent to it (the database
 * is away). The table forgot it, no seat heard of it, and the sender is told to try again, with
 * the number of actions the table holds (its record ends there: the action is not in it). The
 * table goes on once the database is back.
 */
final class NotStoredException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** What the sender is told. */
  static final String MESSAGE = "not stored, try again: the database is out of reach for a moment,"
      + " so your action was not kept (nobody heard of it)";

  private final int actions;
  private final int seq;

  /**
   * @param actions the number of actions the table holds
   * @param seq where the action would have stood in the record, had it been stored
   */
  NotStoredException(int actions, int seq) {
    super(MESSAGE);
    this.actions = actions;
    this.seq = seq;
  }

  /** {@return the number of actions the table holds: the record ends there, without this action} */
  int actions() {
    return actions;
  }

  /** {@return where the action would have stood in the record: it is not there} */
  int seq() {
    return seq;
  }
}
