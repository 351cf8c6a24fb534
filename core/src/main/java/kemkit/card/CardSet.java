package kemkit.card;

import com.google.common.collect.ImmutableList;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;

/**
 * An immutable set of cards packed in one {@code long}: one bit per {@link Card#index()}. Cheap to
 * build, compare and combine, which is what conservation checks and bots need.
 *
 * @param bits bit {@code i} is set when {@code Card.byIndex(i)} is in the set
 */
public record CardSet(long bits) {

  /** The empty set. */
  public static final CardSet EMPTY = new CardSet(0L);

  /**
   * {@return the set of these cards}
   *
   * @param cards the cards, in any order, repeats ignored
   */
  public static CardSet of(Collection<Card> cards) {
    long bits = 0;
    if (cards instanceof List<Card> list && cards instanceof RandomAccess) {
      // By index: every deal checks its order, and an iterator would be one more object.
      for (int i = 0; i < list.size(); i++) {
        bits |= 1L << list.get(i).index();
      }
    } else {
      for (Card card : cards) {
        bits |= 1L << card.index();
      }
    }
    return new CardSet(bits);
  }

  /**
   * {@return whether {@code card} is in the set}
   *
   * @param card the card looked for
   */
  public boolean contains(Card card) {
    return (bits & (1L << card.index())) != 0;
  }

  /**
   * {@return this set with {@code card} added}
   *
   * @param card the card to add
   */
  public CardSet with(Card card) {
    return new CardSet(bits | (1L << card.index()));
  }

  /**
   * {@return this set without {@code card}}
   *
   * @param card the card to remove
   */
  public CardSet without(Card card) {
    return new CardSet(bits & ~(1L << card.index()));
  }

  /** {@return how many cards the set holds} */
  public int size() {
    return Long.bitCount(bits);
  }

  /** {@return whether the set is empty} */
  public boolean isEmpty() {
    return bits == 0;
  }

  /** {@return the cards, ordered by index} */
  public ImmutableList<Card> cards() {
    ImmutableList.Builder<Card> out = ImmutableList.builderWithExpectedSize(size());
    for (long rest = bits; rest != 0; rest &= rest - 1) {
      out.add(Card.byIndex(Long.numberOfTrailingZeros(rest)));
    }
    return out.build();
  }

  @Override
  public String toString() {
    return cards().toString();
  }
}
