package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.pile.Pile;

/**
 * The table: the face-up cards that any seat may take in exchange for one of its own, slot by slot
 * (K-7, K-9). Four once laid; fewer only while cards are being turned (K-12, K-13), none between
 * rounds (C-8). An immutable value: equal tables compare equal.
 *
 * <p>Four cards in slot order, empty slots last, are kept as 24 bits ({@link #packed()}): 6 a slot,
 * the card number ({@link Card#index()}) plus one, 0 for an empty slot, slot 0 lowest. It is the
 * one layout of "up to four cards" in the family: the state keeps its table in it (0 is no card, as
 * a schema's first value is), and the events that carry four cards (a hand dealt or shown, the
 * table laid or swept, a triple, two shown cards) write their cards in it. An exchange, the
 * commonest action, then changes a few bits of the state and makes no object.
 */
final class Table {

  /** How many slots the table has (K-7). */
  public static final int SLOTS = 4;
  /** One slot's bits: the card number plus one, 0 for none. */
  private static final int WIDTH = 6;
  private static final int MASK = (1 << WIDTH) - 1;
  /** How many bits {@link #packed()} takes. */
  static final int BITS = SLOTS * WIDTH;

  /** The table before it is laid, or after every card is gathered. */
  public static final Table EMPTY = new Table(0);

  /** Slot {@code i} in bits {@code 6i..6i+5}; empty slots last. */
  private final int packed;

  private Table(int packed) {
    this.packed = packed;
  }

  /**
   * {@return the table holding {@code cards}, slot by slot}
   *
   * @param cards at most {@link #SLOTS} cards
   * @throws IllegalArgumentException for more than {@link #SLOTS} cards
   */
  public static Table of(List<Card> cards) {
    return EMPTY.withAdded(cards);
  }

  /**
   * {@return the table whose slots {@link #packed()} gave}
   *
   * @param packed 24 bits, as {@link #packed()} writes them
   */
  static Table ofPacked(int packed) {
    return packed == 0 ? EMPTY : new Table(packed);
  }

  /** {@return up to four cards, in order, packed as {@link #packed()} packs them} */
  static int packed(List<Card> cards) {
    if (cards.size() > SLOTS) {
      throw new IllegalArgumentException("at most " + SLOTS + " cards, not " + cards.size());
    }
    int out = 0;
    for (int i = 0; i < cards.size(); i++) {
      out |= (cards.get(i).index() + 1) << (i * WIDTH);
    }
    return out;
  }

  /**
   * {@return the packed cards with the card numbered {@code index} after the last, as {@link
   * #packed()} packs them} For a hand read slot by slot: the slot must be the first empty one.
   */
  static int packedWith(int packed, int slot, int index) {
    return packed | (index + 1) << (slot * WIDTH);
  }

  /** {@return the cards packed in {@code packed}, slot by slot} */
  static ImmutableList<Card> cards(int packed) {
    return ofPacked(packed).cards();
  }

  /** {@return how many cards lie on the table} */
  public int size() {
    return size(packed);
  }

  /** {@return how many cards {@code packed} holds} */
  static int size(int packed) {
    int size = 0;
    while (size < SLOTS && slot(packed, size) != 0) {
      size++;
    }
    return size;
  }

  /** {@return whether the table holds no card} */
  public boolean isEmpty() {
    return packed == 0;
  }

  /** {@return whether the table is laid: every slot holds a card (K-7)} */
  public boolean isLaid() {
    return isLaid(packed);
  }

  /** {@return whether {@code packed} holds four cards} */
  static boolean isLaid(int packed) {
    return slot(packed, SLOTS - 1) != 0;
  }

  /**
   * {@return the card in slot {@code slot}}
   *
   * @param slot a slot, from 0
   * @throws IndexOutOfBoundsException if that slot holds no card
   */
  public Card get(int slot) {
    if (slot < 0 || slot >= SLOTS || slot(packed, slot) == 0) {
      throw new IndexOutOfBoundsException("the table has no card in slot " + slot);
    }
    return Card.byIndex(slot(packed, slot) - 1);
  }

  /**
   * {@return the slot that holds {@code card}, or -1 if it is not on the table}
   *
   * @param card the card looked for
   */
  public int slotOf(Card card) {
    return slotOf(packed, card.index());
  }

  /** {@return the slot of {@code packed} that holds the card numbered {@code index}, or -1} */
  static int slotOf(int packed, int index) {
    for (int i = 0; i < SLOTS; i++) {
      if (slot(packed, i) == index + 1) {
        return i;
      }
    }
    return -1;
  }

  /**
   * {@return whether {@code card} lies on the table}
   *
   * @param card the card looked for
   */
  public boolean contains(Card card) {
    return slotOf(card) >= 0;
  }

  /** {@return the rank that three or more table cards share, if any (K-10)} */
  Optional<Rank> triple() {
    int size = size();
    for (int i = 0; i + 2 < size; i++) {
      Rank rank = get(i).rank();
      int same = 1;
      for (int j = i + 1; j < size; j++) {
        if (get(j).rank() == rank) {
          same++;
        }
      }
      if (same >= 3) {
        return Optional.of(rank);
      }
    }
    return Optional.empty();
  }

  /** {@return the table's cards, slot by slot} */
  public ImmutableList<Card> cards() {
    return switch (size()) {
      case 0 -> ImmutableList.of();
      case 1 -> ImmutableList.of(get(0));
      case 2 -> ImmutableList.of(get(0), get(1));
      case 3 -> ImmutableList.of(get(0), get(1), get(2));
      default -> ImmutableList.of(get(0), get(1), get(2), get(3));
    };
  }

  /** {@return this table with {@code card} in slot {@code slot}, which holds a card} */
  Table withSlot(int slot, Card card) {
    get(slot);
    return new Table(withSlot(packed, slot, card.index()));
  }

  /** {@return {@code packed} with the card numbered {@code index} in slot {@code slot}} */
  static int withSlot(int packed, int slot, int index) {
    int shift = slot * WIDTH;
    return packed & ~(MASK << shift) | (index + 1) << shift;
  }

  /**
   * {@return this table with {@code cards} turned into its next empty slots}
   *
   * @throws IllegalArgumentException if they do not fit
   */
  Table withAdded(List<Card> cards) {
    int size = size();
    if (size + cards.size() > SLOTS) {
      throw new IllegalArgumentException("the table has " + (SLOTS - size) + " free slots, not " + cards.size());
    }
    int out = packed;
    for (Card card : cards) {
      out = withSlot(out, size++, card.index());
    }
    return new Table(out);
  }

  /**
   * {@return {@code packed} with the top {@code count} cards of {@code stock} turned into its next
   * empty slots, the top card first}
   *
   * @throws IllegalArgumentException if they do not fit
   */
  static int withTopOf(int packed, Pile stock, int count) {
    int size = size(packed);
    if (size + count > SLOTS) {
      throw new IllegalArgumentException("the table has " + (SLOTS - size) + " free slots, not " + count);
    }
    int out = packed;
    for (int i = 0; i < count; i++) {
      out = withSlot(out, size++, stock.number(i));
    }
    return out;
  }

  /** {@return the four cards of {@code pile} from depth {@code depth}, packed as {@link #packed()} packs them} */
  static int turned(Pile pile, int depth) {
    int out = 0;
    for (int slot = 0; slot < SLOTS; slot++) {
      out = withSlot(out, slot, pile.number(depth + slot));
    }
    return out;
  }

  /** {@return the slots packed in 24 bits, for a state or an event to keep without this object} */
  int packed() {
    return packed;
  }

  /** {@return the card number ({@link Card#index()}) in a slot of {@code packed} known to hold a card} */
  static int indexAt(int packed, int slot) {
    return slot(packed, slot) - 1;
  }

  private static int slot(int packed, int slot) {
    return packed >>> (slot * WIDTH) & MASK;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Table table && table.packed == packed;
  }

  @Override
  public int hashCode() {
    return packed;
  }

  /** {@return the cards as a list is written: {@code [2D, QH, 8H, KC]}} */
  @Override
  public String toString() {
    return cards().toString();
  }
}
