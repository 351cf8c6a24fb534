package kemkit.examples.study;

/**
 * A study file that cannot run: not JSON, a key the schema does not know, a value of the wrong
 * type, or a setup the rules refuse (the rules' message, with its rule id, for example {@code
 * target must be at least 1, not 0 (K-24)}). Always raised before any game is played.
 */
public final class StudyException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The line of the study file at fault, from 1. */
  private final int line;

  /**
   * Creates the exception.
   *
   * @param line the line of the study file at fault, from 1
   * @param message what is wrong there
   */
  public StudyException(int line, String message) {
    super("line " + line + ": " + message);
    this.line = line;
  }

  /** {@return the line of the study file at fault, from 1} */
  public int line() {
    return line;
  }
}
