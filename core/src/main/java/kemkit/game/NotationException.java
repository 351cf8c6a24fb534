package kemkit.game;

/**
 * A player action's text does not parse: an unknown verb, a missing or extra argument, a card that
 * rules.md C-1 does not define. The record reader turns it into a {@code malformed} verdict with
 * the line number.
 */
public final class NotationException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The index of the argument at fault, or -1 for the verb. */
  private final int word;

  /**
   * Creates the exception.
   *
   * @param word the index of the word at fault among the verb's arguments (0 for the first
   *     argument), or -1 for the verb itself
   * @param message what is wrong
   */
  public NotationException(int word, String message) {
    super(message);
    this.word = word;
  }

  /** {@return the index of the argument at fault, or -1 for the verb} */
  public int word() {
    return word;
  }
}
