package kemkit.khamul;

import static java.util.Objects.requireNonNull;

/**
 * A draw that found the stock empty and waits for the discard pile to be recycled (rules.md H-11:
 * recycling is lazy). When the chance action arrives, the draw is made and play goes on.
 *
 * @param reason why a card must be drawn
 * @param seat the seat that gets the card
 * @param recycle which discards the awaited chance action orders (H-11, option {@code recycle})
 */
public record PendingDraw(Reason reason, int seat, KhamulOptions.Recycle recycle) {

  /**
   * Checks the components.
   *
   * @param reason why a card must be drawn
   * @param seat the seat that gets the card
   * @param recycle which discards the awaited chance action orders (H-11, option {@code recycle})
   */
  public PendingDraw {
    requireNonNull(reason, "reason");
    requireNonNull(recycle, "recycle");
  }

  /** Why a card must be drawn. */
  public enum Reason {
    /** The turn's {@code draw} (H-7): the card goes to the player's hand, seen by the player. */
    TURN,
    /** A black queen's {@code force} (H-8): face down into a new last slot, seen by nobody. */
    FORCE,
    /** A wrong snap's penalty (H-9): face down into a new last slot, seen by nobody. */
    PENALTY
  }
}
