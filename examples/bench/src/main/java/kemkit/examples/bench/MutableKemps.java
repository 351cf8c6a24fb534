package kemkit.examples.bench;

import java.util.Arrays;
import kemkit.card.Card;
import kemkit.family.FamilyState;
import kemkit.game.RejectionCode;

/**
 * The yardstick: a Kemps exchange written for speed, as a mutable engine would write it. Cards are
 * ints ({@link Card#index()}), hands and table are int arrays changed in place, and a rejection is
 * a code with no sentence. It checks what the reducer checks for an exchange, in the same order
 * (§R): no chance action due, the seat exists, the table is laid and open (K-8), the card is in the
 * hand, the card is on the table (K-9); then it swaps the two cards.
 *
 * <p>It does nothing else the reducer does: no events, no new state, no sweep debt, no exposed
 * cards, no table-triple check. It lives in the benchmark sources only, so that the cost of
 * immutability, events and readable rejections is reported as a ratio to it.
 */
final class MutableKemps {

  /** What {@link #exchange} returns when it exchanged. */
  static final int DONE = -1;

  private static final int HAND = 4;
  private static final int TABLE = 4;

  private final int seats;
  private final int[] hands;
  private final int[] table;
  private final boolean open;
  private final boolean chanceDue;

  private MutableKemps(int seats, int[] hands, int[] table, boolean open, boolean chanceDue) {
    this.seats = seats;
    this.hands = hands;
    this.table = table;
    this.open = open;
    this.chanceDue = chanceDue;
  }

  /** {@return the mutable twin of a Kem's-family state: the same hands, table and phase} */
  static MutableKemps of(FamilyState state) {
    int seats = state.seating().seats();
    int[] hands = new int[seats * HAND];
    Arrays.fill(hands, -1);
    for (int seat = 0; seat < seats; seat++) {
      for (int slot = 0; slot < state.hand(seat).size(); slot++) {
        hands[seat * HAND + slot] = state.hand(seat).get(slot).index();
      }
    }
    int[] table = new int[TABLE];
    Arrays.fill(table, -1);
    for (int slot = 0; slot < state.tableCards().size(); slot++) {
      table[slot] = state.tableCards().get(slot).index();
    }
    return new MutableKemps(seats, hands, table, state.tableOpen() && state.tableLaid(),
        state.awaitingChance());
  }

  /** {@return a copy that changes independently: what branching costs a mutable engine} */
  MutableKemps copy() {
    return new MutableKemps(seats, hands.clone(), table.clone(), open, chanceDue);
  }

  /**
   * Exchanges {@code give} (in {@code seat}'s hand) for {@code take} (on the table), in place.
   *
   * @return {@link #DONE}, else the ordinal of the {@link RejectionCode} that refuses it
   */
  @SuppressWarnings("EnumOrdinal") // an int-coded engine's answer, as the baseline means to be
  int exchange(int seat, int give, int take) {
    if (chanceDue) {
      return RejectionCode.AWAITING_CHANCE.ordinal();
    }
    if (seat < 0 || seat >= seats) {
      return RejectionCode.NO_SUCH_SEAT.ordinal();
    }
    if (!open) {
      return RejectionCode.WRONG_PHASE.ordinal();
    }
    int handSlot = -1;
    for (int i = seat * HAND; i < seat * HAND + HAND; i++) {
      if (hands[i] == give) {
        handSlot = i;
        break;
      }
    }
    if (handSlot < 0) {
      return RejectionCode.NOT_IN_HAND.ordinal();
    }
    int tableSlot = -1;
    for (int i = 0; i < TABLE; i++) {
      if (table[i] == take) {
        tableSlot = i;
        break;
      }
    }
    if (tableSlot < 0) {
      return RejectionCode.NOT_ON_TABLE.ordinal();
    }
    hands[handSlot] = take;
    table[tableSlot] = give;
    return DONE;
  }

  /** {@return the card index in {@code seat}'s slot {@code slot}, or -1} */
  int card(int seat, int slot) {
    return hands[seat * HAND + slot];
  }

  /** {@return the card index in table slot {@code slot}, or -1} */
  int tableCard(int slot) {
    return table[slot];
  }
}
