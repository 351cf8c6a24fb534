package kemkit.pile;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.RandomAccess;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import kemkit.card.Card;

/**
 * An immutable pile of cards, top first: a stock or a discard pile.
 *
 * <p>A pile keeps its cards as card numbers ({@link Card#index()}), one byte each, as hands do: a
 * deal's stock of 36 cards is then a 52-byte array, not an array of 36 references (random
 * playouts deal every few actions).
 *
 * <p>Drawing from the top shares the underlying array with the pile it came from, so a round of
 * draws costs no copying. Putting one card on top shares it too: the array keeps free room above
 * the top, and the first pile to claim the slot above its top writes the card there (a slot, once
 * written, never changes, so every pile sharing the array still reads its own cards); any other
 * pile, a branch of a search say, copies. Piles compare by their cards, top first.
 */
public final class Pile {

  private static final byte[] NONE = new byte[0];
  /**
   * The counter of every array made full, with no free room above its first card: it says slot 0
   * is written, which it is, and stays so (no pile can claim a slot below 0), so they all share it.
   */
  private static final AtomicInteger FULL = new AtomicInteger();
  private static final Pile EMPTY = new Pile(NONE, 0, FULL);
  /** The free slots a copied array keeps above its top card, at least. */
  private static final int ROOM = 8;

  private final byte[] cards;
  private final int top;
  /** The lowest slot of {@code cards} written so far, shared by every pile of the array. */
  private final AtomicInteger written;

  private Pile(byte[] cards, int top, AtomicInteger written) {
    this.cards = cards;
    this.top = top;
    this.written = written;
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
    if (topFirst.isEmpty()) {
      return EMPTY;
    }
    byte[] out = new byte[topFirst.size()];
    if (topFirst instanceof RandomAccess) {
      // By index: a deal passes a view of its order, and an iterator over it would be one more object.
      for (int i = 0; i < out.length; i++) {
        out[i] = (byte) topFirst.get(i).index();
      }
    } else {
      int at = 0;
      for (Card card : topFirst) {
        out[at++] = (byte) card.index();
      }
    }
    return new Pile(out, 0, FULL);
  }

  /**
   * {@return a pile of {@code cards} in a uniformly random order drawn from {@code rng}
   * (Fisher–Yates)} The order is made as card numbers, a byte each, and kept as it is: a deal then
   * draws its hands and leaves its stock from the very array, with no list of cards in between.
   *
   * @param cards the cards to order, in any order (the result depends on it, for a given rng)
   * @param rng the source of randomness
   */
  public static Pile shuffled(List<Card> cards, RandomGenerator rng) {
    byte[] order = new byte[cards.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = (byte) cards.get(i).index();
    }
    FisherYates.shuffle(order.length, rng, (i, j) -> {
      byte swap = order[i];
      order[i] = order[j];
      order[j] = swap;
    });
    return order.length == 0 ? EMPTY : new Pile(order, 0, FULL);
  }

  /**
   * {@return the card number ({@link Card#index()}) {@code depth} places below the top} The
   * mechanics read piles by number, so that a deal makes no {@link Card} list.
   *
   * @param depth how far below the top, from 0
   */
  public int number(int depth) {
    if (depth < 0 || depth >= size()) {
      throw new IndexOutOfBoundsException("no card at depth " + depth + " of " + size());
    }
    return cards[top + depth];
  }

  /**
   * {@return the bits ({@link kemkit.card.CardSet#bits()}) of the cards from {@code depth} places
   * below the top, {@code count} of them} Checks that a pile holds exactly a given set of cards read
   * it: a duplicate shows as fewer bits than cards.
   *
   * @param depth the first card's depth, from 0
   * @param count how many cards
   */
  public long bits(int depth, int count) {
    if (depth < 0 || count < 0 || depth + count > size()) {
      throw new IndexOutOfBoundsException("no " + count + " cards from depth " + depth + " of " + size());
    }
    long bits = 0;
    for (int i = top + depth, end = top + depth + count; i < end; i++) {
      bits |= 1L << cards[i];
    }
    return bits;
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
    return Card.byIndex(cards[top]);
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
    return Card.byIndex(cards[top + depth]);
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
    return top + count == cards.length ? EMPTY : new Pile(cards, top + count, written);
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
    return list(top, top + count);
  }

  /**
   * {@return this pile with {@code card} put on top}
   *
   * @param card the card to put on top
   */
  public Pile withOnTop(Card card) {
    if (top > 0 && written.compareAndSet(top, top - 1)) {
      cards[top - 1] = (byte) card.index();
      return new Pile(cards, top - 1, written);
    }
    int room = Math.max(ROOM, size());
    byte[] out = new byte[room + size() + 1];
    out[room] = (byte) card.index();
    System.arraycopy(cards, top, out, room + 1, size());
    return new Pile(out, room, new AtomicInteger(room));
  }

  /**
   * {@return this pile with {@code topFirst} put on top, its first card ending on top}
   *
   * @param topFirst the cards to put on top, the first ending on top
   */
  public Pile withOnTop(List<Card> topFirst) {
    byte[] out = new byte[size() + topFirst.size()];
    for (int i = 0; i < topFirst.size(); i++) {
      out[i] = (byte) topFirst.get(i).index();
    }
    System.arraycopy(cards, top, out, topFirst.size(), size());
    return new Pile(out, 0, FULL);
  }

  /**
   * {@return this pile with {@code cards} slid underneath, the first of them ending nearest the
   * top}
   *
   * @param nearestTopFirst the cards to slide under, the first ending nearest the top
   */
  public Pile withAtBottom(List<Card> nearestTopFirst) {
    byte[] out = new byte[size() + nearestTopFirst.size()];
    System.arraycopy(cards, top, out, 0, size());
    for (int i = 0; i < nearestTopFirst.size(); i++) {
      out[size() + i] = (byte) nearestTopFirst.get(i).index();
    }
    return new Pile(out, 0, FULL);
  }

  /** {@return the cards, top first} */
  public ImmutableList<Card> cards() {
    return list(top, cards.length);
  }

  /** {@return the cards of slots {@code from} (inclusive) to {@code to} (exclusive), top first} */
  private ImmutableList<Card> list(int from, int to) {
    ImmutableList.Builder<Card> out = ImmutableList.builderWithExpectedSize(to - from);
    for (int i = from; i < to; i++) {
      out.add(Card.byIndex(cards[i]));
    }
    return out.build();
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
      hash = 31 * hash + Card.byIndex(cards[i]).hashCode();
    }
    return hash;
  }

  @Override
  public String toString() {
    return "Pile" + cards();
  }
}
