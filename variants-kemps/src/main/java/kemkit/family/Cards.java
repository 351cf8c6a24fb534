package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Rank;
import kemkit.pile.Pile;

/**
 * The cards in play, face up and in hands, in one immutable value: every seat's hand, as ordered
 * rows of at most four slots (K-3a, K-9), the table (K-7), and which hand cards everyone knows,
 * because they were taken from the table (K-9, K-25). An exchange, the commonest move of the game,
 * changes all three, so they are kept together: it makes this one object.
 *
 * <p>A hand fills from slot 0; it holds fewer than four cards only while a redraw waits for the
 * stock (K-6, K-13) and none between rounds (C-8). Each slot holds a card number ({@link
 * Card#index()}), one byte. The first sixteen slots, every hand of a four-seat table (each
 * preset's), are packed in two {@code long}s, and only a bigger table keeps the rest in a small
 * array, shared by every value that did not change it. The table is packed as {@link
 * Table#packed()} packs four cards; the known cards are a card set's bits. Cards compare by value,
 * never by reference.
 */
final class Cards {

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
  /** The table, as {@link Table#packed()} packs it. */
  private final int table;
  /** The hand cards everyone knows: a card set's bits ({@link CardSet#bits()}). */
  private final long exposed;

  private Cards(long low, long high, byte[] more, int table, long exposed) {
    this.low = low;
    this.high = high;
    this.more = more;
    this.table = table;
    this.exposed = exposed;
  }

  /** {@return these hands, with the table and the known cards of {@code other}} */
  private Cards(long low, long high, byte[] more, Cards other) {
    this(low, high, more, other.table, other.exposed);
  }

  /**
   * No card in play, as between rounds (C-8): one value for every table, whatever its seats, so
   * that a new round's cards are a constant (its schema's first value). Dealing makes the hands
   * of the table's size.
   */
  static final Cards EMPTY = new Cards(EMPTY_LONG, EMPTY_LONG, NO_MORE, 0, 0);

  private static byte[] emptySlots(int seats) {
    if (seats * SIZE < PACKED) {
      throw new IllegalArgumentException("a table of the Kem's family has at least 4 seats, not " + seats + " (K-1)");
    }
    byte[] slots = new byte[seats * SIZE];
    Arrays.fill(slots, (byte) NONE);
    return slots;
  }

  /** {@return these cards with the hands whose slots are {@code slots}, seat by seat, {@link #SIZE} slots each} */
  private Cards packed(byte[] slots) {
    long low = 0;
    long high = 0;
    for (int i = PER_LONG - 1; i >= 0; i--) {
      low = low << Byte.SIZE | (slots[i] & NONE);
      high = high << Byte.SIZE | (slots[PER_LONG + i] & NONE);
    }
    return new Cards(low, high, slots.length == PACKED ? NO_MORE : Arrays.copyOfRange(slots, PACKED, slots.length),
        this);
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
   * with the dealer, until every seat of {@code seats} holds four (K-5); no table yet, no card known}
   */
  static Cards dealt(Pile order, int dealer, int seats) {
    return dealt(order, dealer, seats, 0);
  }

  /**
   * {@return the hands dealt from {@code order}, as {@link #dealt(Pile, int, int)} deals them, and
   * the table {@code table}, packed as {@link Table#packed()} packs it}
   */
  static Cards dealt(Pile order, int dealer, int seats, int table) {
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
      return new Cards(low, high, NO_MORE, table, 0);
    }
    byte[] slots = emptySlots(seats);
    for (int card = 0; card < seats * SIZE; card++) {
      int seat = (dealer + 1 + card) % seats;
      slots[seat * SIZE + card / seats] = (byte) order.number(card);
    }
    return EMPTY.withTable(table).packed(slots);
  }

  /**
   * {@return whether a seat dealt from {@code order} (as {@link #dealt} deals it) holds three or
   * four cards of one rank (K-6)} Read from the order, before the hands are made.
   */
  static boolean tripleDealt(Pile order, int dealer, int seats) {
    for (int place = 0; place < seats; place++) {
      // The seat at {@code place} from the dealer's left is dealt cards place, place + seats, …
      if (triple(order.number(place), order.number(place + seats), order.number(place + 2 * seats),
          order.number(place + 3 * seats)) != null) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return the rank that three or four of a hand's slots share, or null} The one test of a dealt
   * triple (K-6): {@link #NONE} is an empty slot, and a hand fills from its first slot.
   */
  private static Rank triple(int a, int b, int c, int d) {
    if (a == NONE || b == NONE) {
      return null;
    }
    // Three of four share a rank only if it is the first card's or the second's.
    Rank first = Card.byIndex(a).rank();
    if (same(first, a) + same(first, b) + same(first, c) + same(first, d) >= 3) {
      return first;
    }
    Rank second = Card.byIndex(b).rank();
    return same(second, a) + same(second, b) + same(second, c) + same(second, d) >= 3 ? second : null;
  }

  /** {@return 1 if the slot holds a card of {@code rank}, else 0} */
  private static int same(Rank rank, int slot) {
    return slot != NONE && Card.byIndex(slot).rank() == rank ? 1 : 0;
  }

  /**
   * {@return {@code seat}'s cards, slot by slot, packed as {@link Table#packed()} packs four cards}
   * What an event writes of a hand.
   */
  int four(int seat) {
    int base = seat * SIZE;
    // A hand of the packed slots is four bytes of one long: read at once, not slot by slot.
    int bytes = base < PACKED ? (int) ((base < PER_LONG ? low : high) >>> (base % PER_LONG * Byte.SIZE))
        : at(base) | at(base + 1) << 8 | at(base + 2) << 16 | at(base + 3) << 24;
    int out = 0;
    for (int slot = 0; slot < SIZE; slot++) {
      int index = bytes >>> (slot * Byte.SIZE) & NONE;
      if (index == NONE) {
        break;
      }
      out = Table.packedWith(out, slot, index);
    }
    return out;
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
    // Beyond the slots kept, a hand is empty: EMPTY serves every table.
    return cell - PACKED < more.length ? more[cell - PACKED] & NONE : NONE;
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
    return Optional.ofNullable(triple(at(base), at(base + 1), at(base + 2), at(base + 3)));
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

  /** {@return these cards with {@code seat}'s slot {@code slot} holding {@code card} instead} */
  Cards withSlot(int seat, int slot, Card card) {
    return withSlot(seat, slot, card.index(), table, exposed);
  }

  /**
   * {@return these cards after {@code seat} exchanged the card in its hand slot {@code handSlot} for
   * the card numbered {@code take} in table slot {@code tableSlot}: the given card on the table,
   * the taken card in the hand and known to all (K-9, K-25)} One object for the whole exchange.
   */
  Cards exchanged(int seat, int handSlot, int tableSlot, int take) {
    int give = indexAt(seat, handSlot);
    return withSlot(seat, handSlot, take, Table.withSlot(table, tableSlot, give), exposed & ~(1L << give) | 1L << take);
  }

  private Cards withSlot(int seat, int slot, long index, int table, long exposed) {
    int cell = seat * SIZE + slot;
    if (cell < PER_LONG) {
      int shift = cell * Byte.SIZE;
      return new Cards(low & ~((long) NONE << shift) | index << shift, high, more, table, exposed);
    }
    if (cell < PACKED) {
      int shift = (cell - PER_LONG) * Byte.SIZE;
      return new Cards(low, high & ~((long) NONE << shift) | index << shift, more, table, exposed);
    }
    byte[] out = more.clone();
    out[cell - PACKED] = (byte) index;
    return new Cards(low, high, out, table, exposed);
  }

  // --- the table and the known cards ----------------------------------------------------------

  /** {@return the table, as {@link Table#packed()} packs it} */
  int table() {
    return table;
  }

  /** {@return the table as a value} */
  Table onTable() {
    return Table.ofPacked(table);
  }

  /** {@return these cards with the table {@code table}, packed as {@link Table#packed()} packs it} */
  Cards withTable(int table) {
    return table == this.table ? this : new Cards(low, high, more, table, exposed);
  }

  /** {@return the bits of the hand cards everyone knows} */
  long exposed() {
    return exposed;
  }

  /** {@return these cards with the hands of {@code hands}: the table and the known cards of these} */
  Cards withHandsOf(Cards hands) {
    return new Cards(hands.low, hands.high, hands.more, table, exposed);
  }

  /** {@return these cards with {@code cards} added after {@code seat}'s last card} */
  Cards withAdded(int seat, List<Card> cards) {
    byte[] out = slots();
    int at = seat * SIZE + size(seat);
    for (Card card : cards) {
      out[at++] = (byte) card.index();
    }
    return packed(out);
  }

  /** {@return these cards without {@code seat}'s cards of {@code rank}, the others moving up} */
  Cards withoutRank(int seat, Rank rank) {
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

  /** {@return these cards with {@code seat}'s hand empty} */
  Cards withEmptied(int seat) {
    byte[] out = slots();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, (byte) NONE);
    return packed(out);
  }

  /** {@return these cards with {@code seat}'s hand replaced by {@code cards}, slot by slot} */
  Cards withHand(int seat, List<Card> cards) {
    byte[] out = slots();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, (byte) NONE);
    for (int i = 0; i < cards.size(); i++) {
      out[seat * SIZE + i] = (byte) cards.get(i).index();
    }
    return packed(out);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Cards cards && low == cards.low && high == cards.high && table == cards.table
        && exposed == cards.exposed && Arrays.equals(more, cards.more);
  }

  @Override
  public int hashCode() {
    int hash = 31 * Long.hashCode(low) + Long.hashCode(high);
    hash = 31 * hash + Arrays.hashCode(more);
    hash = 31 * hash + table;
    return 31 * hash + Long.hashCode(exposed);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Cards[hands=[");
    for (int seat = 0; seat < seats(); seat++) {
      out.append(seat == 0 ? "" : ", ").append(seat).append('=').append(hand(seat));
    }
    return out.append("], table=").append(onTable()).append(", exposed=").append(new CardSet(exposed)).append(']')
        .toString();
  }
}
