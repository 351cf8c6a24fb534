package kemkit.khamul;

import kemkit.card.Card;
import kemkit.card.Rank;

/**
 * What each card is worth at the reveal; the lowest total wins.
 *
 * <p>Implements rules.md H-2: ace 1, two to ten their face value, jack 10, black queen 10, red queen
 * 20, black king 10, red king 0.
 */
public final class CardValues {

  private static final int[] VALUE = new int[Card.COUNT];

  static {
    for (int i = 0; i < Card.COUNT; i++) {
      VALUE[i] = compute(Card.byIndex(i));
    }
  }

  private CardValues() {}

  /**
   * {@return the value of {@code card} (H-2)}
   *
   * @param card any card
   */
  public static int of(Card card) {
    return VALUE[card.index()];
  }

  private static int compute(Card card) {
    Rank rank = card.rank();
    return switch (rank) {
      case JACK -> 10;
      case QUEEN -> card.isRed() ? 20 : 10;
      case KING -> card.isRed() ? 0 : 10;
      default -> rank.ordinal() + 1;
    };
  }
}
