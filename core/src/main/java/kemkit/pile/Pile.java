package kemkit.pile;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import kemkit.card.Card;

/**
 * An immutable pile of cards, top first: a stock or a discard pile.
 *
 * <p>Drawing from the top shares the underlying array with the pile it came from, so a round of
 * draws costs no copying; adding cards copies. Piles compare by their cards, top first.
 */
public final class Pile {

  private static final Card[] NONE = new Card[0];
  private static final Pile EMPTY = new Pile(NONE, 0);

  private final Card[] cards;
  private final int top;

  private Pile(Card[] cards, int top) {
    this.cards = cards;
    this.top = top;
  }

  /** {@return the empty pile} */
  public static Pile empty() {
    return EMPTY;
  }

  /**
   * {@return a pile of these cards, the first one on top}
   *
   * @param topFirst the cards, the first on top
   */
  public static Pile of(List<Card> topFirst) {
    return topFirst.isEmpty() ? EMPTY : new Pile(topFirst.toArray(NONE), 0);
  }

  /** {@return how many cards the pile holds} */
  public int size() {
    return cards.length - top;
  }

  /** {@return whether the pile holds no card} */
  public boolean isEmpty() {
    return top == cards.length;
  }

  /**
   * {@return the top card}
   *
   * @throws NoSuchElementException if the pile is empty
   */
  public Card top() {
    if (isEmpty()) {
      throw new NoSuchElementException("the pile is empty");
    }
    return cards[top];
  }

  /**
   * {@return the card {@code depth} places below the top (0 is the top)}
   *
   * @param depth how far below the top, from 0
   */
  public Card get(int depth) {
    if (depth < 0 || depth >= size()) {
      throw new IndexOutOfBoundsException("no card at depth " + depth + " of " + size());
    }
    return cards[top + depth];
  }

  /**
   * {@return the pile without its top {@code count} cards}
   *
   * @param count how many cards to draw
   * @throws IllegalArgumentException if the pile holds fewer
   */
  public Pile drawn(int count) {
    if (count < 0 || count > size()) {
      throw new IllegalArgumentException("cannot draw " + count + " from a pile of " + size());
    }
    return top + count == cards.length ? EMPTY : new Pile(cards, top + count);
  }

  /**
   * {@return the top {@code count} cards, top first}
   *
   * @param count how many cards to look at
   */
  public ImmutableList<Card> peek(int count) {
    if (count < 0 || count > size()) {
      throw new IllegalArgumentException("cannot take " + count + " from a pile of " + size());
    }
    return ImmutableList.copyOf(Arrays.asList(cards).subList(top, top + count));
  }

  /**
   * {@return this pile with {@code card} put on top}
   *
   * @param card the card to put on top
   */
  public Pile withOnTop(Card card) {
    Card[] out = new Card[size() + 1];
    out[0] = card;
    System.arraycopy(cards, top, out, 1, size());
    return new Pile(out, 0);
  }

  /**
   * {@return this pile with {@code topFirst} put on top, its first card ending on top}
   *
   * @param topFirst the cards to put on top, the first ending on top
   */
  public Pile withOnTop(List<Card> topFirst) {
    Card[] out = new Card[size() + topFirst.size()];
    for (int i = 0; i < topFirst.size(); i++) {
      out[i] = topFirst.get(i);
    }
    System.arraycopy(cards, top, out, topFirst.size(), size());
    return new Pile(out, 0);
  }

  /**
   * {@return this pile with {@code cards} slid underneath, the first of them ending nearest the
   * top}
   *
   * @param nearestTopFirst the cards to slide under, the first ending nearest the top
   */
  public Pile withAtBottom(List<Card> nearestTopFirst) {
    Card[] out = new Card[size() + nearestTopFirst.size()];
    System.arraycopy(cards, top, out, 0, size());
    for (int i = 0; i < nearestTopFirst.size(); i++) {
      out[size() + i] = nearestTopFirst.get(i);
    }
    return new Pile(out, 0);
  }

  /** {@return the cards, top first} */
  public ImmutableList<Card> cards() {
    return ImmutableList.copyOf(Arrays.asList(cards).subList(top, cards.length));
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof Pile pile) || pile.size() != size()) {
      return false;
    }
    return Arrays.equals(cards, top, cards.length, pile.cards, pile.top, pile.cards.length);
  }

  @Override
  public int hashCode() {
    int hash = 1;
    for (int i = top; i < cards.length; i++) {
      hash = 31 * hash + cards[i].hashCode();
    }
    return hash;
  }

  @Override
  public String toString() {
    return "Pile" + Arrays.asList(cards).subList(top, cards.length);
  }
}
