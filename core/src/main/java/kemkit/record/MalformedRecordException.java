package kemkit.record;

/**
 * The text is not a record (record-format.md, "malformed"): a line that does not parse, an
 * unknown verb or card, a bad header. Carries the line (and column) at fault.
 */
public final class MalformedRecordException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The line at fault, 1 for the first. */
  private final int line;
  /** The column at fault, 1 for the first, or 0 when the whole line is at fault. */
  private final int column;
  /** What is wrong, without the position. */
  private final String problem;

  /**
   * Creates the exception.
   *
   * @param line the line at fault, 1 for the first
   * @param column the column at fault, 1 for the first, or 0 when the whole line is at fault
   * @param problem what is wrong
   */
  public MalformedRecordException(int line, int column, String problem) {
    super("line " + line + (column > 0 ? ", column " + column : "") + ": " + problem);
    this.line = line;
    this.column = column;
    this.problem = problem;
  }

  /** {@return the line at fault, 1 for the first} */
  public int line() {
    return line;
  }

  /** {@return the column at fault, 1 for the first, or 0 when the whole line is at fault} */
  public int column() {
    return column;
  }

  /** {@return what is wrong, without the position} */
  public String problem() {
    return problem;
  }
}
