package kemkit.khamul;

import java.util.Arrays;
import kemkit.card.Card;

/**
 * Every seat's memory of the hands: for each card, the set of seats that know where it lies.
 *
 * <p>Implements rules.md H-15. A seat knows a card in a slot when it has seen that card and every
 * move of it since. Knowledge is kept per card, not per slot, so it follows the card by itself
 * through every public move: the slot shifts of H-4 when a card leaves a hand, a black King swap
 * that everyone watches, a take. The moves nobody sees are the only ones that need care, and the
 * mechanics handle them here: a rearrange keeps the knowledge of the rearranging seat only, a
 * forced or penalty card enters known to nobody, and a card on a pile belongs to nobody's memory
 * (the discard pile is face up, the stock face down).
 *
 * <p>Compact and immutable: one byte per card (bit {@code s} for seat {@code s}, at most 6 seats),
 * copied on change.
 */
public final class Memory {

  private static final Memory NONE = new Memory(new byte[Card.COUNT]);

  private final byte[] knownBy;

  private Memory(byte[] knownBy) {
    this.knownBy = knownBy;
  }

  /** {@return the memory in which nobody knows any card} */
  public static Memory none() {
    return NONE;
  }

  /**
   * {@return whether {@code seat} knows where {@code card} lies}
   *
   * @param seat a seat of the table
   * @param card the card
   */
  public boolean knows(int seat, Card card) {
    return (knownBy[card.index()] & (1 << seat)) != 0;
  }

  /**
   * {@return the seats that know where {@code card} lies, bit {@code s} for seat {@code s}}
   *
   * @param card the card
   */
  public int knownBy(Card card) {
    return knownBy[card.index()];
  }

  /**
   * {@return this memory where {@code seat} also knows where {@code card} lies}
   *
   * @param card the card
   * @param seat the seat that learns where it lies
   */
  public Memory learned(Card card, int seat) {
    return withKnownBy(card, knownBy[card.index()] | (1 << seat));
  }

  /**
   * {@return this memory where exactly the seats of {@code seats} (a bit set) know {@code card}}
   *
   * @param card the card
   * @param seats the seats that know it, bit {@code s} for seat {@code s}
   * @throws IllegalArgumentException if {@code seats} names a seat beyond the sixth (H-1)
   */
  public Memory withKnownBy(Card card, int seats) {
    if ((seats & ~0x3F) != 0) {
      throw new IllegalArgumentException("Khamul has at most 6 seats: " + Integer.toBinaryString(seats));
    }
    if (knownBy[card.index()] == seats) {
      return this;
    }
    byte[] out = knownBy.clone();
    out[card.index()] = (byte) seats;
    return new Memory(out);
  }

  /**
   * {@return this memory where nobody knows where {@code card} lies}
   *
   * @param card the card
   */
  public Memory forgotten(Card card) {
    return withKnownBy(card, 0);
  }

  /**
   * {@return this memory after {@code seat} rearranged {@code hand}: every other seat loses track of
   * its cards, {@code seat} keeps what it knew (H-10)}
   */
  Memory rearranged(Hand hand, int seat) {
    byte[] out = knownBy.clone();
    int keep = 1 << seat;
    for (int i = 0; i < hand.size(); i++) {
      int index = hand.get(i).index();
      out[index] = (byte) (out[index] & keep);
    }
    return new Memory(out);
  }

  /**
   * {@return how many cards {@code seat} knows the place of}
   *
   * @param seat a seat of the table
   */
  public int count(int seat) {
    int count = 0;
    for (byte mask : knownBy) {
      if ((mask & (1 << seat)) != 0) {
        count++;
      }
    }
    return count;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Memory memory && Arrays.equals(knownBy, memory.knownBy);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(knownBy);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Memory[");
    String sep = "";
    for (int i = 0; i < knownBy.length; i++) {
      if (knownBy[i] != 0) {
        out.append(sep).append(Card.byIndex(i)).append('=').append(Integer.toBinaryString(knownBy[i]));
        sep = ", ";
      }
    }
    return out.append(']').toString();
  }
}
