package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;

/**
 * Every seat's hand, as ordered rows of at most four slots (K-3a, K-9), in one immutable value.
 * A hand fills from slot 0; it holds fewer than four cards only while a redraw waits for the
 * stock (K-6, K-13) and none between rounds (C-8).
 *
 * <p>All hands share one small array of card numbers ({@link Card#index()}, one byte a slot), so
 * an exchange copies a few bytes and nothing else: the value stays cheap for bots that apply
 * millions of actions. Cards compare by value, never by reference.
 */
final class Hands {

  /** The most cards a hand may hold (K-9). */
  public static final int SIZE = 4;

  /** An empty slot. */
  private static final byte NONE = -1;

  private final byte[] slots;

  private Hands(byte[] slots) {
    this.slots = slots;
  }

  /**
   * {@return {@code seats} empty hands}
   *
   * @param seats the number of seats
   */
  public static Hands empty(int seats) {
    byte[] slots = new byte[seats * SIZE];
    Arrays.fill(slots, NONE);
    return new Hands(slots);
  }

  /**
   * {@return the hands whose slots are {@code slots}, seat by seat, {@link #SIZE} slots each, a
   * hand's empty slots (null) last}
   */
  static Hands of(Card[] slots) {
    if (slots.length % SIZE != 0) {
      throw new IllegalArgumentException(slots.length + " slots do not make hands of " + SIZE);
    }
    byte[] out = new byte[slots.length];
    for (int i = 0; i < slots.length; i++) {
      out[i] = slots[i] == null ? NONE : (byte) slots[i].index();
    }
    return new Hands(out);
  }

  /**
   * {@return the hands dealt from {@code order}: one card at a time from the dealer's left, ending
   * with the dealer, until every seat of {@code seats} holds four (K-5)}
   */
  static Hands dealt(List<Card> order, int dealer, int seats) {
    byte[] out = new byte[seats * SIZE];
    for (int card = 0; card < seats * SIZE; card++) {
      int seat = (dealer + 1 + card) % seats;
      out[seat * SIZE + card / seats] = (byte) order.get(card).index();
    }
    return new Hands(out);
  }

  /** {@return how many seats there are} */
  public int seats() {
    return slots.length / SIZE;
  }

  /**
   * {@return how many cards {@code seat} holds}
   *
   * @param seat a seat of the table
   */
  public int size(int seat) {
    int base = seat * SIZE;
    int size = 0;
    while (size < SIZE && slots[base + size] != NONE) {
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
    return slots[seat * SIZE + slot];
  }

  private Card card(int cell) {
    return Card.byIndex(slots[cell]);
  }

  /**
   * {@return the slot of {@code card} in {@code seat}'s hand, or -1 if it is not there}
   *
   * @param seat a seat of the table
   * @param card the card looked for
   */
  public int slotOf(int seat, Card card) {
    int base = seat * SIZE;
    byte index = (byte) card.index();
    for (int i = 0; i < SIZE; i++) {
      if (slots[base + i] == index) {
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
    if (slots[base] == NONE) {
      return false;
    }
    Rank rank = card(base).rank();
    for (int i = 1; i < SIZE; i++) {
      if (slots[base + i] == NONE || card(base + i).rank() != rank) {
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
      if (slots[base + i] == NONE) {
        return Optional.empty();
      }
      Rank rank = card(base + i).rank();
      int same = 0;
      for (int j = 0; j < SIZE; j++) {
        if (slots[base + j] != NONE && card(base + j).rank() == rank) {
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
    byte[] out = slots.clone();
    out[seat * SIZE + slot] = (byte) card.index();
    return new Hands(out);
  }

  /** {@return these hands with {@code cards} added after {@code seat}'s last card} */
  Hands withAdded(int seat, List<Card> cards) {
    byte[] out = slots.clone();
    int at = seat * SIZE + size(seat);
    for (Card card : cards) {
      out[at++] = (byte) card.index();
    }
    return new Hands(out);
  }

  /** {@return these hands without {@code seat}'s cards of {@code rank}, the others moving up} */
  Hands withoutRank(int seat, Rank rank) {
    byte[] out = slots.clone();
    int base = seat * SIZE;
    int kept = 0;
    for (int i = 0; i < SIZE; i++) {
      if (slots[base + i] != NONE && card(base + i).rank() != rank) {
        out[base + kept++] = slots[base + i];
      }
    }
    Arrays.fill(out, base + kept, base + SIZE, NONE);
    return new Hands(out);
  }

  /** {@return these hands with {@code seat}'s hand empty} */
  Hands withEmptied(int seat) {
    byte[] out = slots.clone();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, NONE);
    return new Hands(out);
  }

  /** {@return these hands with {@code seat}'s hand replaced by {@code cards}, slot by slot} */
  Hands withHand(int seat, List<Card> cards) {
    byte[] out = slots.clone();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, NONE);
    for (int i = 0; i < cards.size(); i++) {
      out[seat * SIZE + i] = (byte) cards.get(i).index();
    }
    return new Hands(out);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Hands hands && Arrays.equals(slots, hands.slots);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(slots);
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
