package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;

/**
 * The powers of special cards put on the discard pile by a turn (rules.md H-8). Red queens and red
 * kings have none; snapped cards never use theirs (H-9).
 */
public enum Power {
  /** A jack: {@code look I}, the player looks at its own slot I. */
  LOOK("look", "a Jack", "look I: look at your own slot I"),
  /** A black queen: {@code force S}, seat S draws a card face down that nobody sees. */
  FORCE("force", "a black Queen", "force S: seat S draws the top stock card into a new slot, unseen by anyone"),
  /** A black king: {@code kswap I S J}, the player's slot I and seat S's slot J change places. */
  KSWAP("kswap", "a black King", "kswap I S J: your slot I and seat S's slot J change places, and you see the card you receive");

  // Made once, so that a card's power costs no Optional (a playout asks at every discard).
  private static final Power[] ALL = values();
  private static final ImmutableList<Optional<Power>> PRESENT =
      Arrays.stream(ALL).map(Optional::of).collect(ImmutableList.toImmutableList());

  private final String verb;
  private final String card;
  private final String does;

  Power(String verb, String card, String does) {
    this.verb = verb;
    this.card = card;
    this.does = does;
  }

  /** {@return the cards that have the power, in words: "a Jack", "a black Queen", "a black King"} */
  public String card() {
    return card;
  }

  /** {@return what the power does, told to the seat that may use it: "look I: look at your own slot I"} */
  public String does() {
    return does;
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
      return PRESENT.get(LOOK.ordinal());
    }
    if (rank == Rank.QUEEN && card.isBlack()) {
      return PRESENT.get(FORCE.ordinal());
    }
    if (rank == Rank.KING && card.isBlack()) {
      return PRESENT.get(KSWAP.ordinal());
    }
    return Optional.empty();
  }
}
