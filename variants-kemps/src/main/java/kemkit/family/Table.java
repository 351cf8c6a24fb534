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
 * <p>The slots are packed into one {@code int}, a byte each ({@link Card#index()}), so that an
 * exchange, the commonest action of the game, makes one small object rather than a list and its
 * array. {@link #cards()} gives the usual list.
 */
final class Table {

  /** How many slots the table has (K-7). */
  public static final int SLOTS = 4;

  private static final int NONE = 0xFF;
  private static final int BYTE = 8;

  /** The table before it is laid, or after every card is gathered. */
  public static final Table EMPTY = new Table(-1);

  /** Slot {@code i} in bits {@code 8i..8i+7}; {@code 0xFF} for an empty slot, empty slots last. */
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

  /** {@return how many cards lie on the table} */
  public int size() {
    int size = 0;
    while (size < SLOTS && slot(size) != NONE) {
      size++;
    }
    return size;
  }

  /** {@return whether the table holds no card} */
  public boolean isEmpty() {
    return slot(0) == NONE;
  }

  /** {@return whether the table is laid: every slot holds a card (K-7)} */
  public boolean isLaid() {
    return slot(SLOTS - 1) != NONE;
  }

  /**
   * {@return the card in slot {@code slot}}
   *
   * @param slot a slot, from 0
   * @throws IndexOutOfBoundsException if that slot holds no card
   */
  public Card get(int slot) {
    if (slot < 0 || slot >= SLOTS || slot(slot) == NONE) {
      throw new IndexOutOfBoundsException("the table has no card in slot " + slot);
    }
    return Card.byIndex(slot(slot));
  }

  /**
   * {@return the slot that holds {@code card}, or -1 if it is not on the table}
   *
   * @param card the card looked for
   */
  public int slotOf(Card card) {
    int index = card.index();
    for (int i = 0; i < SLOTS; i++) {
      if (slot(i) == index) {
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
    int shift = slot * BYTE;
    return new Table(packed & ~(NONE << shift) | card.index() << shift);
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
      int shift = size++ * BYTE;
      out = out & ~(NONE << shift) | card.index() << shift;
    }
    return new Table(out);
  }

  /** {@return the slots packed in one {@code int}, for a state to keep without this object} */
  int packed() {
    return packed;
  }

  /**
   * {@return the table whose slots {@link #packed()} gave} Always a new object, never {@link
   * #EMPTY}: a state keeps its table packed and makes one at each read, and a read whose result
   * may be a shared object or a new one is a read the JIT cannot keep in registers.
   */
  static Table ofPacked(int packed) {
    return new Table(packed);
  }

  /** {@return the card number ({@link Card#index()}) in a slot known to hold a card} */
  int indexAt(int slot) {
    return slot(slot);
  }

  /**
   * {@return this table with the top {@code count} cards of {@code stock} turned into its next
   * empty slots, the top card first}
   *
   * @throws IllegalArgumentException if they do not fit
   */
  Table withTopOf(Pile stock, int count) {
    int size = size();
    if (size + count > SLOTS) {
      throw new IllegalArgumentException("the table has " + (SLOTS - size) + " free slots, not " + count);
    }
    int out = packed;
    for (int i = 0; i < count; i++) {
      int shift = size++ * BYTE;
      out = out & ~(NONE << shift) | stock.get(i).index() << shift;
    }
    return new Table(out);
  }

  private int slot(int slot) {
    return packed >>> (slot * BYTE) & NONE;
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
