package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import kemkit.card.Card;

/**
 * One seat's hand: a row of face-down slots, numbered from 0. Immutable; every change returns a new
 * hand.
 *
 * <p>Implements rules.md H-4: a card leaving the hand closes the gap (later slots move down by
 * one), a card added takes a new last slot, and a swap puts a card in place of another.
 */
public final class Hand {

  private static final byte[] NONE = new byte[0];
  private static final Hand EMPTY = new Hand(NONE);

  // Card numbers (Card.index()), one byte a slot: random play grows hands to twenty cards and
  // more, and every change copies the hand, so a byte a card rather than a reference.
  private final byte[] slots;

  private Hand(byte[] slots) {
    this.slots = slots;
  }

  /** {@return the hand with no slot} */
  public static Hand empty() {
    return EMPTY;
  }

  /**
   * {@return a hand holding these cards, slot 0 first}
   *
   * @param slots the cards, slot 0 first
   */
  public static Hand of(Card... slots) {
    return slots.length == 0 ? EMPTY : new Hand(indexes(Arrays.asList(slots)));
  }

  /**
   * {@return a hand holding these cards, slot 0 first}
   *
   * @param slots the cards, slot 0 first
   */
  public static Hand of(ImmutableList<Card> slots) {
    return slots.isEmpty() ? EMPTY : new Hand(indexes(slots));
  }

  /** {@return how many slots the hand has} */
  public int size() {
    return slots.length;
  }

  /** {@return whether the hand has no slot} */
  public boolean isEmpty() {
    return slots.length == 0;
  }

  /**
   * {@return whether {@code slot} is a slot of this hand}
   *
   * @param slot any number
   */
  public boolean hasSlot(int slot) {
    return slot >= 0 && slot < slots.length;
  }

  /**
   * {@return the card in {@code slot}}
   *
   * @param slot a slot of this hand, from 0
   * @throws IndexOutOfBoundsException if the hand has no such slot
   */
  public Card get(int slot) {
    return Card.byIndex(slots[slot]);
  }

  private static byte[] indexes(List<Card> cards) {
    byte[] out = new byte[cards.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) cards.get(i).index();
    }
    return out;
  }

  /**
   * {@return this hand with {@code card} in {@code slot}, in place of the card that was there}
   *
   * @param slot a slot of this hand, from 0
   * @param card the card put there
   */
  public Hand with(int slot, Card card) {
    byte[] out = slots.clone();
    out[slot] = (byte) card.index();
    return new Hand(out);
  }

  /**
   * {@return this hand without the card in {@code slot}, later slots moved down by one (H-4)}
   *
   * @param slot a slot of this hand, from 0
   */
  public Hand without(int slot) {
    if (slots.length == 1) {
      return EMPTY;
    }
    byte[] out = new byte[slots.length - 1];
    System.arraycopy(slots, 0, out, 0, slot);
    System.arraycopy(slots, slot + 1, out, slot, slots.length - slot - 1);
    return new Hand(out);
  }

  /**
   * {@return this hand with {@code card} in a new last slot (H-4)}
   *
   * @param card the card added
   */
  public Hand plus(Card card) {
    byte[] out = Arrays.copyOf(slots, slots.length + 1);
    out[slots.length] = (byte) card.index();
    return new Hand(out);
  }

  /**
   * {@return this hand reordered: new slot {@code i} holds old slot {@code permutation[i]} (H-10)}
   * The permutation must be valid for this hand (see {@link Rearranging}).
   *
   * @param permutation for each new slot, the old slot whose card it gets
   */
  public Hand permuted(int[] permutation) {
    byte[] out = new byte[slots.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = slots[permutation[i]];
    }
    return new Hand(out);
  }

  /** As {@link #permuted(int[])}, from the list a rearrange holds. */
  Hand permuted(List<Integer> permutation) {
    byte[] out = new byte[slots.length];
    for (int i = 0; i < out.length; i++) {
      out[i] = slots[permutation.get(i)];
    }
    return new Hand(out);
  }

  /** {@return the hand's value: the sum of its cards' values (H-2)} */
  public int value() {
    int total = 0;
    for (byte card : slots) {
      total += CardValues.of(Card.byIndex(card));
    }
    return total;
  }

  /** {@return the cards, slot 0 first} */
  public ImmutableList<Card> cards() {
    ImmutableList.Builder<Card> out = ImmutableList.builderWithExpectedSize(slots.length);
    for (byte card : slots) {
      out.add(Card.byIndex(card));
    }
    return out.build();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Hand hand && Arrays.equals(slots, hand.slots);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(slots);
  }

  @Override
  public String toString() {
    return cards().toString();
  }
}
