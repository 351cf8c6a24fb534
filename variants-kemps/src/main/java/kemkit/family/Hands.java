package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.pile.Pile;

/**
 * Every seat's hand, as ordered rows of at most four slots (K-3a, K-9), in one immutable value.
 * A hand fills from slot 0; it holds fewer than four cards only while a redraw waits for the
 * stock (K-6, K-13) and none between rounds (C-8).
 *
 * <p>Each slot holds a card number ({@link Card#index()}), one byte. The first sixteen slots, every
 * hand of a four-seat table (each preset's), are packed in two {@code long}s, and only a bigger
 * table keeps the rest in a small array, shared by every hands value that did not change it: an
 * exchange, the commonest action, then makes one small object and copies nothing. Cards compare by
 * value, never by reference.
 */
final class Hands {

  /** The most cards a hand may hold (K-9). */
  public static final int SIZE = 4;

  /** An empty slot. */
  private static final int NONE = 0xFF;
  /** How many slots the two longs hold: eight each, slot {@code i} in bits {@code 8i..8i+7}. */
  private static final int PACKED = 16;
  private static final int PER_LONG = 8;
  /** Every slot of a long empty. */
  private static final long EMPTY_LONG = -1L;
  private static final byte[] NO_MORE = new byte[0];

  private final long low;
  private final long high;
  /** Slots {@link #PACKED} and up, for tables of more than four seats. */
  private final byte[] more;

  private Hands(long low, long high, byte[] more) {
    this.low = low;
    this.high = high;
    this.more = more;
  }

  /**
   * {@return {@code seats} empty hands}
   *
   * @param seats the number of seats, at least four (K-1)
   */
  public static Hands empty(int seats) {
    return packed(emptySlots(seats));
  }

  private static byte[] emptySlots(int seats) {
    if (seats * SIZE < PACKED) {
      throw new IllegalArgumentException("a table of the Kem's family has at least 4 seats, not " + seats + " (K-1)");
    }
    byte[] slots = new byte[seats * SIZE];
    Arrays.fill(slots, (byte) NONE);
    return slots;
  }

  /** {@return the hands whose slots are {@code slots}, seat by seat, {@link #SIZE} slots each} */
  private static Hands packed(byte[] slots) {
    long low = 0;
    long high = 0;
    for (int i = PER_LONG - 1; i >= 0; i--) {
      low = low << Byte.SIZE | (slots[i] & NONE);
      high = high << Byte.SIZE | (slots[PER_LONG + i] & NONE);
    }
    return new Hands(low, high, slots.length == PACKED ? NO_MORE : Arrays.copyOfRange(slots, PACKED, slots.length));
  }

  /** {@return every slot, seat by seat, in an array of its own to change} */
  private byte[] slots() {
    byte[] slots = new byte[PACKED + more.length];
    for (int i = 0; i < PER_LONG; i++) {
      slots[i] = (byte) (low >>> (i * Byte.SIZE));
      slots[PER_LONG + i] = (byte) (high >>> (i * Byte.SIZE));
    }
    System.arraycopy(more, 0, slots, PACKED, more.length);
    return slots;
  }

  /**
   * {@return the hands dealt from {@code order}: one card at a time from the dealer's left, ending
   * with the dealer, until every seat of {@code seats} holds four (K-5)}
   */
  static Hands dealt(Pile order, int dealer, int seats) {
    if (seats * SIZE == PACKED) {
      // A four-seat deal, every round of every preset: straight into the longs.
      long low = 0;
      long high = 0;
      for (int card = 0; card < PACKED; card++) {
        int slot = (dealer + 1 + card) % seats * SIZE + card / seats;
        long index = order.number(card);
        if (slot < PER_LONG) {
          low |= index << (slot * Byte.SIZE);
        } else {
          high |= index << ((slot - PER_LONG) * Byte.SIZE);
        }
      }
      return new Hands(low, high, NO_MORE);
    }
    byte[] slots = emptySlots(seats);
    for (int card = 0; card < seats * SIZE; card++) {
      int seat = (dealer + 1 + card) % seats;
      slots[seat * SIZE + card / seats] = (byte) order.number(card);
    }
    return packed(slots);
  }

  /**
   * {@return {@code seat}'s four slots as four card numbers in one {@code int}, slot 0 in the
   * lowest byte, {@code 0xFF} for an empty slot} What an event writes of a hand.
   */
  int four(int seat) {
    int base = seat * SIZE;
    return at(base) | at(base + 1) << 8 | at(base + 2) << 16 | at(base + 3) << 24;
  }

  /** {@return how many seats there are} */
  public int seats() {
    return (PACKED + more.length) / SIZE;
  }

  /** {@return the card number in slot {@code cell} of all (seat by seat), or {@link #NONE}} */
  private int at(int cell) {
    if (cell < PER_LONG) {
      return (int) (low >>> (cell * Byte.SIZE)) & NONE;
    }
    if (cell < PACKED) {
      return (int) (high >>> ((cell - PER_LONG) * Byte.SIZE)) & NONE;
    }
    return more[cell - PACKED] & NONE;
  }

  /**
   * {@return how many cards {@code seat} holds}
   *
   * @param seat a seat of the table
   */
  public int size(int seat) {
    int base = seat * SIZE;
    int size = 0;
    while (size < SIZE && at(base + size) != NONE) {
      size++;
    }
    return size;
  }

  /**
   * {@return {@code seat}'s cards, slot by slot}
   *
   * @param seat a seat of the table
   */
  public ImmutableList<Card> hand(int seat) {
    int base = seat * SIZE;
    return switch (size(seat)) {
      case 0 -> ImmutableList.of();
      case 1 -> ImmutableList.of(card(base));
      case 2 -> ImmutableList.of(card(base), card(base + 1));
      case 3 -> ImmutableList.of(card(base), card(base + 1), card(base + 2));
      default -> ImmutableList.of(card(base), card(base + 1), card(base + 2), card(base + 3));
    };
  }

  /**
   * {@return the card in {@code seat}'s slot {@code slot}}
   *
   * @param seat a seat of the table
   * @param slot a slot of that seat's hand, from 0
   */
  public Card get(int seat, int slot) {
    if (slot < 0 || slot >= size(seat)) {
      throw new IndexOutOfBoundsException("seat " + seat + " has no card in slot " + slot);
    }
    return card(seat * SIZE + slot);
  }

  /** {@return the card number ({@link Card#index()}) in a slot known to hold a card} */
  int indexAt(int seat, int slot) {
    return at(seat * SIZE + slot);
  }

  private Card card(int cell) {
    return Card.byIndex(at(cell));
  }

  /**
   * {@return the slot of {@code card} in {@code seat}'s hand, or -1 if it is not there}
   *
   * @param seat a seat of the table
   * @param card the card looked for
   */
  public int slotOf(int seat, Card card) {
    int base = seat * SIZE;
    int index = card.index();
    for (int i = 0; i < SIZE; i++) {
      if (at(base + i) == index) {
        return i;
      }
    }
    return -1;
  }

  /**
   * {@return whether {@code seat} holds {@code card}}
   *
   * @param seat a seat of the table
   * @param card the card looked for
   */
  public boolean holds(int seat, Card card) {
    return slotOf(seat, card) >= 0;
  }

  /**
   * {@return whether {@code seat} holds a Kem's: four cards of one rank (K-16)}
   *
   * @param seat a seat of the table
   */
  public boolean hasKems(int seat) {
    int base = seat * SIZE;
    if (at(base) == NONE) {
      return false;
    }
    Rank rank = card(base).rank();
    for (int i = 1; i < SIZE; i++) {
      if (at(base + i) == NONE || card(base + i).rank() != rank) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@return the rank {@code seat} holds three or four cards of, if any (K-6)}
   *
   * @param seat a seat of the table
   */
  public Optional<Rank> tripleRank(int seat) {
    int base = seat * SIZE;
    for (int i = 0; i < 2; i++) {
      if (at(base + i) == NONE) {
        return Optional.empty();
      }
      Rank rank = card(base + i).rank();
      int same = 0;
      for (int j = 0; j < SIZE; j++) {
        if (at(base + j) != NONE && card(base + j).rank() == rank) {
          same++;
        }
      }
      if (same >= 3) {
        return Optional.of(rank);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return whether {@code seat} holds at least two different ranks (what a {@code show} needs)}
   *
   * @param seat a seat of the table
   */
  public boolean hasTwoRanks(int seat) {
    int base = seat * SIZE;
    int size = size(seat);
    for (int i = 1; i < size; i++) {
      if (card(base + i).rank() != card(base).rank()) {
        return true;
      }
    }
    return false;
  }

  /** {@return these hands with {@code seat}'s slot {@code slot} holding {@code card} instead} */
  Hands withSlot(int seat, int slot, Card card) {
    int cell = seat * SIZE + slot;
    long index = card.index();
    if (cell < PER_LONG) {
      int shift = cell * Byte.SIZE;
      return new Hands(low & ~((long) NONE << shift) | index << shift, high, more);
    }
    if (cell < PACKED) {
      int shift = (cell - PER_LONG) * Byte.SIZE;
      return new Hands(low, high & ~((long) NONE << shift) | index << shift, more);
    }
    byte[] out = more.clone();
    out[cell - PACKED] = (byte) index;
    return new Hands(low, high, out);
  }

  /** {@return these hands with {@code cards} added after {@code seat}'s last card} */
  Hands withAdded(int seat, List<Card> cards) {
    byte[] out = slots();
    int at = seat * SIZE + size(seat);
    for (Card card : cards) {
      out[at++] = (byte) card.index();
    }
    return packed(out);
  }

  /** {@return these hands without {@code seat}'s cards of {@code rank}, the others moving up} */
  Hands withoutRank(int seat, Rank rank) {
    byte[] out = slots();
    int base = seat * SIZE;
    int kept = 0;
    for (int i = 0; i < SIZE; i++) {
      if (at(base + i) != NONE && card(base + i).rank() != rank) {
        out[base + kept++] = (byte) at(base + i);
      }
    }
    Arrays.fill(out, base + kept, base + SIZE, (byte) NONE);
    return packed(out);
  }

  /** {@return these hands with {@code seat}'s hand empty} */
  Hands withEmptied(int seat) {
    byte[] out = slots();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, (byte) NONE);
    return packed(out);
  }

  /** {@return these hands with {@code seat}'s hand replaced by {@code cards}, slot by slot} */
  Hands withHand(int seat, List<Card> cards) {
    byte[] out = slots();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, (byte) NONE);
    for (int i = 0; i < cards.size(); i++) {
      out[seat * SIZE + i] = (byte) cards.get(i).index();
    }
    return packed(out);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Hands hands && low == hands.low && high == hands.high && Arrays.equals(more, hands.more);
  }

  @Override
  public int hashCode() {
    return (31 * Long.hashCode(low) + Long.hashCode(high)) * 31 + Arrays.hashCode(more);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Hands[");
    for (int seat = 0; seat < seats(); seat++) {
      out.append(seat == 0 ? "" : ", ").append(seat).append('=').append(hand(seat));
    }
    return out.append(']').toString();
  }
}
