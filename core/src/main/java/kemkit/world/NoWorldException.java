package kemkit.world;

/**
 * A view and a history that {@link Worlds} could not explain: the view is not the one the history
 * leads to, the history is not one of this game (a step the rules refuse in every world), or no
 * world was found within the search's bounds. The message says which step, never a hidden card.
 */
public final class NoWorldException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param message what could not be explained
   */
  public NoWorldException(String message) {
    super(message);
  }
}
