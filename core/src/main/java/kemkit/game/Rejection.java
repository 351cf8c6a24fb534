package kemkit.game;

import static java.util.Objects.requireNonNull;

/**
 * Why an action was refused: a code from rules.md §R and a sentence naming the card, seat or phase
 * at fault.
 *
 * @param code the rejection code
 * @param message one sentence for a person
 */
public record Rejection(RejectionCode code, String message) {

  /**
   * Checks the components.
   *
   * @param code the §R code
   * @param message the sentence that explains it
   */
  public Rejection {
    requireNonNull(code, "code");
    requireNonNull(message, "message");
  }

  @Override
  public String toString() {
    return code + ": " + message;
  }
}
