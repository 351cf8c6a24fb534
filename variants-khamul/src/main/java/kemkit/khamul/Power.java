package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;

/**
 * The powers of special cards put on the discard pile by a turn (rules.md H-8). Red queens and red
 * kings have none; snapped cards never use theirs (H-9).
 */
public enum Power {
  /** A jack: {@code look I}, the player looks at its own slot I. */
  LOOK("look"),
  /** A black queen: {@code force S}, seat S draws a card face down that nobody sees. */
  FORCE("force"),
  /** A black king: {@code kswap I S J}, the player's slot I and seat S's slot J change places. */
  KSWAP("kswap");

  private final String verb;

  Power(String verb) {
    this.verb = verb;
  }

  /** {@return the verb that uses the power} */
  public String verb() {
    return verb;
  }

  /**
   * {@return the power of {@code card}, if it has one (H-8)}
   *
   * @param card any card
   */
  public static Optional<Power> of(Card card) {
    Rank rank = card.rank();
    if (rank == Rank.JACK) {
      return Interned.power(LOOK);
    }
    if (rank == Rank.QUEEN && card.isBlack()) {
      return Interned.power(FORCE);
    }
    if (rank == Rank.KING && card.isBlack()) {
      return Interned.power(KSWAP);
    }
    return Optional.empty();
  }
}
