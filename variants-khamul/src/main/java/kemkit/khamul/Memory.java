package kemkit.khamul;

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
 * <p>Compact and immutable: one 52-bit set of cards per seat, copied on change. Nearly every action
 * changes the memory, so four seats' sets are fields and the fifth's and sixth's (H-1 allows six)
 * an array made only once one of them knows a card: a table of four or fewer makes a 48-byte
 * memory, not a 64-byte one.
 */
public final class Memory {

  private static final Memory NONE = new Memory(0, 0, 0, 0, null);
  private static final int MAX_SEATS = 6; // H-1
  private static final int ALL_SEATS = (1 << MAX_SEATS) - 1;

  // For each seat, the cards whose place it knows: bit Card.index() of a 52-bit set.
  private final long seat0;
  private final long seat1;
  private final long seat2;
  private final long seat3;
  // Seats 4 and 5, in that order; null while neither knows any card. Never written once made, so
  // memories share it.
  private final long[] beyond;

  private Memory(long seat0, long seat1, long seat2, long seat3, long[] beyond) {
    this.seat0 = seat0;
    this.seat1 = seat1;
    this.seat2 = seat2;
    this.seat3 = seat3;
    this.beyond = beyond;
  }

  /** {@return a memory of these sets: {@link #beyond}'s array is {@code old}'s if unchanged} */
  private static Memory of(long seat0, long seat1, long seat2, long seat3, long seat4, long seat5,
      long[] old) {
    long[] beyond;
    if ((seat4 | seat5) == 0) {
      beyond = null;
    } else if (old != null && old[0] == seat4 && old[1] == seat5) {
      beyond = old;
    } else {
      beyond = new long[] {seat4, seat5};
    }
    return new Memory(seat0, seat1, seat2, seat3, beyond);
  }

  /** {@return the memory in which nobody knows any card} */
  public static Memory none() {
    return NONE;
  }

  /** {@return the cards {@code seat} knows the place of, bit {@code Card.index()} for each} */
  private long cardsOf(int seat) {
    return switch (seat) {
      case 0 -> seat0;
      case 1 -> seat1;
      case 2 -> seat2;
      case 3 -> seat3;
      case 4 -> beyond == null ? 0 : beyond[0];
      case 5 -> beyond == null ? 0 : beyond[1];
      default -> 0;
    };
  }

  /**
   * {@return whether {@code seat} knows where {@code card} lies}
   *
   * @param seat a seat of the table
   * @param card the card
   */
  public boolean knows(int seat, Card card) {
    return (cardsOf(seat) & (1L << card.index())) != 0;
  }

  /**
   * {@return the seats that know where {@code card} lies, bit {@code s} for seat {@code s}}
   *
   * @param card the card
   */
  public int knownBy(Card card) {
    int index = card.index();
    int seats = (int) (seat0 >>> index & 1)
        | (int) (seat1 >>> index & 1) << 1
        | (int) (seat2 >>> index & 1) << 2
        | (int) (seat3 >>> index & 1) << 3;
    if (beyond != null) {
      seats |= (int) (beyond[0] >>> index & 1) << 4 | (int) (beyond[1] >>> index & 1) << 5;
    }
    return seats;
  }

  /**
   * {@return this memory where {@code seat} also knows where {@code card} lies}
   *
   * @param card the card
   * @param seat the seat that learns where it lies
   */
  public Memory learned(Card card, int seat) {
    return learned(1L << card.index(), seat);
  }

  /**
   * {@return this memory where {@code seat} also knows each card of {@code cards}} As {@link
   * #learned(Card, int)} card by card, in one new memory (a peek's two cards), or this one if it
   * knew them all already.
   */
  Memory learned(long cards, int seat) {
    if (seat < 0 || seat >= MAX_SEATS) {
      throw new IllegalArgumentException("Khamul has at most 6 seats: no seat " + seat);
    }
    long known = cardsOf(seat);
    if ((known & cards) == cards) {
      return this;
    }
    long now = known | cards;
    return of(seat == 0 ? now : seat0, seat == 1 ? now : seat1, seat == 2 ? now : seat2,
        seat == 3 ? now : seat3, seat == 4 ? now : cardsOf(4), seat == 5 ? now : cardsOf(5), beyond);
  }

  /**
   * {@return this memory where exactly the seats of {@code seats} (a bit set) know {@code card}}
   *
   * @param card the card
   * @param seats the seats that know it, bit {@code s} for seat {@code s}
   * @throws IllegalArgumentException if {@code seats} names a seat beyond the sixth (H-1)
   */
  public Memory withKnownBy(Card card, int seats) {
    if ((seats & ~ALL_SEATS) != 0) {
      throw new IllegalArgumentException("Khamul has at most 6 seats: " + Integer.toBinaryString(seats));
    }
    return knownBy(card) == seats ? this : withKnownBy(1L << card.index(), seats);
  }

  /**
   * {@return this memory where exactly the seats of {@code seats} know each card of {@code cards}}
   * As {@link #withKnownBy(Card, int)} card by card, in one new memory.
   */
  Memory withKnownBy(long cards, int seats) {
    return of(
        set(seat0, cards, seats & 1),
        set(seat1, cards, seats & 2),
        set(seat2, cards, seats & 4),
        set(seat3, cards, seats & 8),
        set(cardsOf(4), cards, seats & 16),
        set(cardsOf(5), cards, seats & 32),
        beyond);
  }

  private static long set(long cards, long bits, int known) {
    return known != 0 ? cards | bits : cards & ~bits;
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
    long cards = 0;
    for (int i = 0; i < hand.size(); i++) {
      cards |= 1L << hand.get(i).index();
    }
    long othersKnew = 0;
    for (int other = 0; other < MAX_SEATS; other++) {
      if (other != seat) {
        othersKnew |= cardsOf(other) & cards;
      }
    }
    if (othersKnew == 0) {
      return this; // nobody else knew a card of the hand: nothing is lost
    }
    long lost = ~cards;
    long seat4 = cardsOf(4);
    long seat5 = cardsOf(5);
    return of(
        seat == 0 ? seat0 : seat0 & lost,
        seat == 1 ? seat1 : seat1 & lost,
        seat == 2 ? seat2 : seat2 & lost,
        seat == 3 ? seat3 : seat3 & lost,
        seat == 4 ? seat4 : seat4 & lost,
        seat == 5 ? seat5 : seat5 & lost,
        beyond);
  }

  /**
   * {@return how many cards {@code seat} knows the place of}
   *
   * @param seat a seat of the table
   */
  public int count(int seat) {
    return Long.bitCount(cardsOf(seat));
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Memory memory
        && seat0 == memory.seat0 && seat1 == memory.seat1 && seat2 == memory.seat2
        && seat3 == memory.seat3 && cardsOf(4) == memory.cardsOf(4) && cardsOf(5) == memory.cardsOf(5);
  }

  @Override
  public int hashCode() {
    long hash = seat0;
    for (int seat = 1; seat < MAX_SEATS; seat++) {
      hash = 31 * hash + cardsOf(seat);
    }
    return Long.hashCode(hash);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Memory[");
    String sep = "";
    for (int i = 0; i < Card.COUNT; i++) {
      int seats = knownBy(Card.byIndex(i));
      if (seats != 0) {
        out.append(sep).append(Card.byIndex(i)).append('=').append(Integer.toBinaryString(seats));
        sep = ", ";
      }
    }
    return out.append(']').toString();
  }
}
