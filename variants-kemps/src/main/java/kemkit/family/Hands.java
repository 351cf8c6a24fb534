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
 * <p>All hands share one small array, so an exchange copies one array and nothing else: the
 * value stays cheap for bots that apply millions of actions.
 */
public final class Hands {

  /** The most cards a hand may hold (K-9). */
  public static final int SIZE = 4;

  private final Card[] slots;

  private Hands(Card[] slots) {
    this.slots = slots;
  }

  /** {@return {@code seats} empty hands} */
  public static Hands empty(int seats) {
    return new Hands(new Card[seats * SIZE]);
  }

  /**
   * {@return the hands whose slots are {@code slots}, seat by seat, {@link #SIZE} slots each, a
   * hand's empty slots last} The hands own the array from then on: the caller must not change it,
   * which spares the deal (K-5) a copy per seat.
   */
  static Hands owning(Card[] slots) {
    if (slots.length % SIZE != 0) {
      throw new IllegalArgumentException(slots.length + " slots do not make hands of " + SIZE);
    }
    return new Hands(slots);
  }

  /** {@return how many seats there are} */
  public int seats() {
    return slots.length / SIZE;
  }

  /** {@return how many cards {@code seat} holds} */
  public int size(int seat) {
    int base = seat * SIZE;
    int size = 0;
    while (size < SIZE && slots[base + size] != null) {
      size++;
    }
    return size;
  }

  /** {@return {@code seat}'s cards, slot by slot} */
  public ImmutableList<Card> hand(int seat) {
    int size = size(seat);
    return ImmutableList.copyOf(Arrays.asList(slots).subList(seat * SIZE, seat * SIZE + size));
  }

  /** {@return the card in {@code seat}'s slot {@code slot}} */
  public Card get(int seat, int slot) {
    if (slot < 0 || slot >= size(seat)) {
      throw new IndexOutOfBoundsException("seat " + seat + " has no card in slot " + slot);
    }
    return slots[seat * SIZE + slot];
  }

  /** {@return the slot of {@code card} in {@code seat}'s hand, or -1 if it is not there} */
  public int slotOf(int seat, Card card) {
    int base = seat * SIZE;
    for (int i = 0; i < SIZE; i++) {
      if (slots[base + i] == card) {
        return i;
      }
    }
    return -1;
  }

  /** {@return whether {@code seat} holds {@code card}} */
  public boolean holds(int seat, Card card) {
    return slotOf(seat, card) >= 0;
  }

  /** {@return whether {@code seat} holds a Kem's: four cards of one rank (K-16)} */
  public boolean hasKems(int seat) {
    int base = seat * SIZE;
    Card first = slots[base];
    if (first == null) {
      return false;
    }
    for (int i = 1; i < SIZE; i++) {
      Card card = slots[base + i];
      if (card == null || card.rank() != first.rank()) {
        return false;
      }
    }
    return true;
  }

  /** {@return the rank {@code seat} holds three or four cards of, if any (K-6)} */
  public Optional<Rank> tripleRank(int seat) {
    int base = seat * SIZE;
    for (int i = 0; i < 2; i++) {
      Card card = slots[base + i];
      if (card == null) {
        return Optional.empty();
      }
      int same = 0;
      for (int j = 0; j < SIZE; j++) {
        Card other = slots[base + j];
        if (other != null && other.rank() == card.rank()) {
          same++;
        }
      }
      if (same >= 3) {
        return Optional.of(card.rank());
      }
    }
    return Optional.empty();
  }

  /** {@return whether {@code seat} holds at least two different ranks (what a {@code show} needs)} */
  public boolean hasTwoRanks(int seat) {
    int size = size(seat);
    for (int i = 1; i < size; i++) {
      if (slots[seat * SIZE + i].rank() != slots[seat * SIZE].rank()) {
        return true;
      }
    }
    return false;
  }

  /** {@return these hands with {@code seat}'s slot {@code slot} holding {@code card} instead} */
  Hands withSlot(int seat, int slot, Card card) {
    Card[] out = slots.clone();
    out[seat * SIZE + slot] = card;
    return new Hands(out);
  }

  /** {@return these hands with {@code cards} added after {@code seat}'s last card} */
  Hands withAdded(int seat, List<Card> cards) {
    Card[] out = slots.clone();
    int at = seat * SIZE + size(seat);
    for (Card card : cards) {
      out[at++] = card;
    }
    return new Hands(out);
  }

  /** {@return these hands without {@code seat}'s cards of {@code rank}, the others moving up} */
  Hands withoutRank(int seat, Rank rank) {
    Card[] out = slots.clone();
    int base = seat * SIZE;
    int kept = 0;
    for (int i = 0; i < SIZE; i++) {
      Card card = slots[base + i];
      if (card != null && card.rank() != rank) {
        out[base + kept++] = card;
      }
    }
    Arrays.fill(out, base + kept, base + SIZE, null);
    return new Hands(out);
  }

  /** {@return these hands with {@code seat}'s hand empty} */
  Hands withEmptied(int seat) {
    Card[] out = slots.clone();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, null);
    return new Hands(out);
  }

  /** {@return these hands with {@code seat}'s hand replaced by {@code cards}, slot by slot} */
  Hands withHand(int seat, List<Card> cards) {
    Card[] out = slots.clone();
    Arrays.fill(out, seat * SIZE, seat * SIZE + SIZE, null);
    for (int i = 0; i < cards.size(); i++) {
      out[seat * SIZE + i] = cards.get(i);
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
