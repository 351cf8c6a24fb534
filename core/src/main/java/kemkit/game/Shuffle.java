package kemkit.game;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import kemkit.card.Card;
import kemkit.pile.Pile;

/**
 * A card order, top first: the whole deck at a round start or a redeal, or exactly the recycled
 * cards when a discard pile becomes the stock (rules.md C-4, K-4, K-13, H-3, H-11). Record line:
 * {@code shuffle C1 C2 …}.
 *
 * <p>The order is kept as an immutable {@link Pile} of card numbers, a byte each: random playouts
 * deal every few actions, and a deal reads its hands and leaves its stock from {@link #pile()}
 * without a list of cards in between. {@link #cards()} makes the list when asked. Two shuffles are
 * equal when their orders are.
 */
public final class Shuffle implements ChanceAction {

  private final Pile order;

  /**
   * Copies the order.
   *
   * @param cards the order dealt, the first on top
   */
  public Shuffle(List<Card> cards) {
    this(Pile.of(requireNonNull(cards, "cards")));
  }

  private Shuffle(Pile order) {
    this.order = order;
  }

  /**
   * {@return a shuffle of these cards, the first on top}
   *
   * @param topFirst the cards, the first on top
   */
  public static Shuffle of(List<Card> topFirst) {
    return new Shuffle(topFirst);
  }

  /**
   * {@return a shuffle in the order of {@code topFirst}, sharing it (a pile is immutable)}
   *
   * @param topFirst the order, top first
   */
  public static Shuffle of(Pile topFirst) {
    return new Shuffle(requireNonNull(topFirst, "topFirst"));
  }

  /** {@return the order as a pile, top first: the same pile every time, no copy} */
  public Pile pile() {
    return order;
  }

  /** {@return how many cards the order holds} */
  public int size() {
    return order.size();
  }

  /** {@return the order as a list of cards, top first; made anew at each call} */
  public ImmutableList<Card> cards() {
    return order.cards();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Shuffle that && order.equals(that.order);
  }

  @Override
  public int hashCode() {
    return order.hashCode();
  }

  /** {@return {@code Shuffle[cards=[…]]}: the order is a chance action, public once played} */
  @Override
  public String toString() {
    return "Shuffle[cards=" + cards() + "]";
  }
}
