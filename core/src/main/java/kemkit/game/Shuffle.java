package kemkit.game;

import com.google.common.collect.ImmutableList;
import java.util.List;
import kemkit.card.Card;

/**
 * A card order, top first: the whole deck at a round start or a redeal, or exactly the recycled
 * cards when a discard pile becomes the stock (rules.md C-4, K-4, K-13, H-3, H-11). Record line:
 * {@code shuffle C1 C2 …}.
 *
 * @param cards the order, top first
 */
public record Shuffle(ImmutableList<Card> cards) implements ChanceAction {

  /**
   * Copies the order.
   *
   * @param cards the order dealt, the first on top
   */
  public Shuffle {
    cards = ImmutableList.copyOf(cards);
  }

  /**
   * {@return a shuffle of these cards, the first on top}
   *
   * @param topFirst the cards, the first on top
   */
  public static Shuffle of(List<Card> topFirst) {
    return new Shuffle(ImmutableList.copyOf(topFirst));
  }
}
