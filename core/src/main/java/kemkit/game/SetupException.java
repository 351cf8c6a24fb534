package kemkit.game;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * A setup that the rules refuse: an unknown preset, option or value, or a combination that makes
 * no sense (a 32-card deck for 8 seats, a team of one, {@code winBy 0}). Thrown when the game is
 * created, never later; the message names the options at fault.
 */
public final class SetupException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The header statements at fault. */
  private final ImmutableList<String> culprits;

  /**
   * Creates the exception.
   *
   * @param culprits the header statements at fault: option names, {@code preset}, {@code teams}…
   * @param message what is wrong, naming them
   */
  public SetupException(List<String> culprits, String message) {
    super(message);
    this.culprits = ImmutableList.copyOf(culprits);
  }

  /** {@return the header statements at fault: option names, or {@code preset}, {@code teams}…} */
  public ImmutableList<String> culprits() {
    return culprits;
  }
}
