package kemkit.game;

/**
 * An action made by a seat. Each game declares its own sealed family of player actions (so that a
 * {@code switch} over them is checked by the compiler) extending this interface.
 */
public non-sealed interface PlayerAction extends Action {

  /** {@return the acting seat} */
  int seat();
}
