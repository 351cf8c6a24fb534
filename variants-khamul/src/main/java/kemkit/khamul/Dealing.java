package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.pile.Pile;

/** The deal and the first round's starting seat. Implements rules.md H-3 and H-6. */
final class Dealing {

  /** Cards dealt to each seat (H-3). */
  static final int HAND_SIZE = 4;

  private static final CardSet DECK = CardSet.of(Deck.standard52().cards());

  private Dealing() {}

  static Optional<Rejection> checkShuffle(Shuffle shuffle) {
    return exactly(shuffle, DECK, "the whole 52-card deck");
  }

  /** {@return a rejection unless {@code shuffle} orders each card of {@code required} once} */
  static Optional<Rejection> exactly(Shuffle shuffle, CardSet required, String what) {
    if (!isExactly(shuffle, required)) {
      int size = shuffle.size();
      CardSet given = new CardSet(shuffle.pile().bits(0, size));
      return Rejections.of(RejectionCode.BAD_SHUFFLE, "H-3", "the shuffle has " + size + " cards"
          + (given.size() != size ? " with repeats" : "")
          + (given.equals(required) ? "" : ", not the right ones") + ": it must order exactly " + what + ", each once");
    }
    return Rejections.NONE;
  }

  /**
   * {@return whether {@code shuffle} orders each card of {@code required} once} Read from the
   * order's card numbers: as many cards as required, and their set is the one required (a repeat
   * would leave a card out).
   */
  static boolean isExactly(Shuffle shuffle, CardSet required) {
    int size = shuffle.size();
    return size == required.size() && shuffle.pile().bits(0, size) == required.bits();
  }

  /**
   * Deals one card at a time from seat 0 to the last seat, four times (H-3), from the order's card
   * numbers: the stock is the order itself, less the cards dealt.
   */
  static void deal(Transition change, Shuffle shuffle) {
    int players = change.players();
    Pile order = shuffle.pile();
    for (int seat = 0; seat < players; seat++) {
      // Card k of the order goes to seat k % players: seat s gets cards s, s + players, ...
      change.setHand(seat, Hand.dealt(order, seat, players, HAND_SIZE));
    }
    change.setStock(order, players * HAND_SIZE);
    change.setDiscard(Pile.empty());
    change.setMemory(Memory.none());
    change.setPhase(change.round() == 1 ? Phase.AWAITING_STARTER : Phase.PEEKING);
    change.events().dealt(change.round(), players, change.stockSize());
  }

  static Optional<Rejection> checkStarter(KhamulState state, int seat) {
    return state.seating().isSeat(seat) ? Rejections.NONE : Rejections.of(RejectionCode.NO_SUCH_SEAT, "H-6",
        "there is no seat " + seat + ": the starter is one of seats 0 to " + (state.players() - 1));
  }

  /** The first round's starting seat, drawn by chance (H-6). */
  static void chooseStarter(Transition change, int seat) {
    change.setStarter(seat);
    change.setPhase(Phase.PEEKING);
    change.events().starterChosen(seat);
  }
}
