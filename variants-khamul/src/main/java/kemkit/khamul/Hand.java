package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import kemkit.card.Card;
import kemkit.pile.Pile;

/**
 * One seat's hand: a row of face-down slots, numbered from 0. Immutable; every change returns a new
 * hand.
 *
 * <p>Implements rules.md H-4: a card leaving the hand closes the gap (later slots move down by
 * one), a card added takes a new last slot, and a swap puts a card in place of another.
 */
public final class Hand {

  /** How many cards a deal gives each seat (H-3). */
  static final int DEALT = 4;

  // A card number (Card.index(), below 64) takes 6 bits: ten fit in one long, with the size in its
  // top 4 bits. Nearly every action changes a hand and random play seldom holds more than ten cards,
  // so a hand is one 24-byte object; a bigger one keeps its cards in an array, one byte a slot.
  private static final int BITS = 6;
  private static final long CARD = (1L << BITS) - 1;
  private static final int PACKED = 10; // the most cards packed in the long
  private static final int SIZE = PACKED * BITS; // where the size of a packed hand sits
  private static final Hand EMPTY = new Hand(0, null);

  // Slot i's card number at bits 6i..6i+5 and the size at bit SIZE, when the hand has at most
  // PACKED slots; 0 otherwise.
  private final long packed;
  // The card numbers, slot 0 first, when the hand has more than PACKED slots; null otherwise.
  private final byte[] slots;

  private Hand(long packed, byte[] slots) {
    this.packed = packed;
    this.slots = slots;
  }

  /** {@return the hand of these card numbers, slot 0 first; {@code indexes} is not kept if packed} */
  private static Hand ofIndexes(byte[] indexes) {
    if (indexes.length == 0) {
      return EMPTY;
    }
    if (indexes.length > PACKED) {
      return new Hand(0, indexes);
    }
    long packed = (long) indexes.length << SIZE;
    for (int i = 0; i < indexes.length; i++) {
      packed |= (long) indexes[i] << (BITS * i);
    }
    return new Hand(packed, null);
  }

  /** {@return the hand whose packed slots are {@code cards}, {@code size} of them} */
  private static Hand packed(long cards, int size) {
    return size == 0 ? EMPTY : new Hand(cards | (long) size << SIZE, null);
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
    return ofIndexes(indexes(Arrays.asList(slots)));
  }

  /**
   * {@return a hand holding these cards, slot 0 first}
   *
   * @param slots the cards, slot 0 first
   */
  public static Hand of(ImmutableList<Card> slots) {
    return ofIndexes(indexes(slots));
  }

  /**
   * {@return the hand dealt from {@code order}: its cards at {@code first}, {@code first + step},
   * and so on, {@code count} of them, slot 0 first} A deal makes the hand without a list of it.
   */
  static Hand dealt(Pile order, int first, int step, int count) {
    if (count > PACKED) {
      byte[] indexes = new byte[count];
      for (int k = 0; k < count; k++) {
        indexes[k] = (byte) order.number(first + k * step);
      }
      return new Hand(0, indexes);
    }
    long cards = 0;
    for (int k = 0; k < count; k++) {
      cards |= (long) order.number(first + k * step) << (BITS * k);
    }
    return packed(cards, count);
  }

  /** {@return how many slots the hand has} */
  public int size() {
    return slots == null ? (int) (packed >>> SIZE) : slots.length;
  }

  /** {@return whether the hand has no slot} */
  public boolean isEmpty() {
    return size() == 0;
  }

  /**
   * {@return whether {@code slot} is a slot of this hand}
   *
   * @param slot any number
   */
  public boolean hasSlot(int slot) {
    return slot >= 0 && slot < size();
  }

  /**
   * {@return the card in {@code slot}}
   *
   * @param slot a slot of this hand, from 0
   * @throws IndexOutOfBoundsException if the hand has no such slot
   */
  public Card get(int slot) {
    return Card.byIndex(index(Objects.checkIndex(slot, size())));
  }

  /** {@return the card number in {@code slot}, a slot of this hand} */
  private int index(int slot) {
    return slots == null ? (int) (packed >>> (BITS * slot) & CARD) : slots[slot];
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
    Objects.checkIndex(slot, size());
    if (slots == null) {
      int shift = BITS * slot;
      return new Hand(packed & ~(CARD << shift) | (long) card.index() << shift, null);
    }
    byte[] out = slots.clone();
    out[slot] = (byte) card.index();
    return new Hand(0, out);
  }

  /**
   * {@return this hand without the card in {@code slot}, later slots moved down by one (H-4)}
   *
   * @param slot a slot of this hand, from 0
   */
  public Hand without(int slot) {
    int size = size();
    Objects.checkIndex(slot, size);
    if (slots == null) {
      long cards = packed & ((1L << SIZE) - 1);
      long below = cards & ((1L << (BITS * slot)) - 1);
      long above = cards >>> (BITS * (slot + 1)) << (BITS * slot);
      return packed(below | above, size - 1);
    }
    byte[] out = new byte[size - 1];
    System.arraycopy(slots, 0, out, 0, slot);
    System.arraycopy(slots, slot + 1, out, slot, size - slot - 1);
    return ofIndexes(out);
  }

  /**
   * {@return this hand with {@code card} in a new last slot (H-4)}
   *
   * @param card the card added
   */
  public Hand plus(Card card) {
    int size = size();
    if (size < PACKED) {
      return packed(packed & ((1L << SIZE) - 1) | (long) card.index() << (BITS * size), size + 1);
    }
    byte[] out;
    if (slots == null) {
      out = new byte[size + 1];
      for (int i = 0; i < size; i++) {
        out[i] = (byte) index(i);
      }
    } else {
      out = Arrays.copyOf(slots, size + 1);
    }
    out[size] = (byte) card.index();
    return new Hand(0, out);
  }

  /**
   * {@return this hand reordered: new slot {@code i} holds old slot {@code permutation[i]} (H-10)}
   * The permutation must be valid for this hand (see {@link Rearranging}).
   *
   * @param permutation for each new slot, the old slot whose card it gets
   */
  public Hand permuted(int[] permutation) {
    int size = size();
    if (slots == null) {
      long cards = 0;
      for (int i = 0; i < size; i++) {
        cards |= (long) index(Objects.checkIndex(permutation[i], size)) << (BITS * i);
      }
      return packed(cards, size);
    }
    byte[] out = new byte[size];
    for (int i = 0; i < size; i++) {
      out[i] = slots[permutation[i]];
    }
    return new Hand(0, out);
  }

  /**
   * As {@link #permuted(int[])}, from the list a rearrange holds. The rotation {@code 1 2 … 0},
   * which the legal actions list, moves the packed slots down by one and slot 0 to the end.
   */
  Hand permuted(ImmutableList<Integer> permutation) {
    int size = size();
    if (slots == null && size > 0 && Interned.isRotation(permutation)) {
      long cards = packed & ((1L << SIZE) - 1);
      return packed(cards >>> BITS | (cards & CARD) << (BITS * (size - 1)), size);
    }
    return permutedSlowly(permutation);
  }

  private Hand permutedSlowly(List<Integer> permutation) {
    int size = size();
    if (slots == null) {
      long cards = 0;
      for (int i = 0; i < size; i++) {
        cards |= (long) index(Objects.checkIndex(permutation.get(i), size)) << (BITS * i);
      }
      return packed(cards, size);
    }
    byte[] out = new byte[size];
    for (int i = 0; i < size; i++) {
      out[i] = slots[permutation.get(i)];
    }
    return new Hand(0, out);
  }

  /** {@return the hand's value: the sum of its cards' values (H-2)} */
  public int value() {
    int total = 0;
    for (int i = 0, size = size(); i < size; i++) {
      total += CardValues.of(Card.byIndex(index(i)));
    }
    return total;
  }

  /** {@return the cards, slot 0 first} */
  public ImmutableList<Card> cards() {
    int size = size();
    ImmutableList.Builder<Card> out = ImmutableList.builderWithExpectedSize(size);
    for (int i = 0; i < size; i++) {
      out.add(Card.byIndex(index(i)));
    }
    return out.build();
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof Hand hand)) {
      return false;
    }
    if (slots == null || hand.slots == null) {
      // A hand of PACKED slots or fewer is always packed, a bigger one never: equal hands agree.
      return slots == hand.slots && packed == hand.packed;
    }
    return Arrays.equals(slots, hand.slots);
  }

  /** {@return the hash of the card numbers as {@code Arrays.hashCode} of a byte array} */
  @Override
  public int hashCode() {
    int hash = 1;
    for (int i = 0, size = size(); i < size; i++) {
      hash = 31 * hash + (byte) index(i);
    }
    return hash;
  }

  @Override
  public String toString() {
    return cards().toString();
  }
}
