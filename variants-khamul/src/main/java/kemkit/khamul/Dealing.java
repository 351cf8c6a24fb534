package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Collections;
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
    return exactly(shuffle.cards(), DECK, "the whole 52-card deck");
  }

  /** {@return a rejection unless {@code order} holds each card of {@code required} once} */
  static Optional<Rejection> exactly(ImmutableList<Card> order, CardSet required, String what) {
    if (!isExactly(order, required)) {
      CardSet given = CardSet.of(order);
      return Rejections.of(RejectionCode.BAD_SHUFFLE, "H-3", "the shuffle has " + order.size() + " cards"
          + (given.size() != order.size() ? " with repeats" : "")
          + (given.equals(required) ? "" : ", not the right ones") + ": it must order exactly " + what + ", each once");
    }
    return Rejections.NONE;
  }

  /** {@return whether {@code order} holds each card of {@code required} once} */
  static boolean isExactly(ImmutableList<Card> order, CardSet required) {
    CardSet given = CardSet.of(order);
    return given.size() == order.size() && given.equals(required);
  }

  /** Deals one card at a time from seat 0 to the last seat, four times (H-3). */
  static void deal(Transition change, Shuffle shuffle) {
    int players = change.players();
    ImmutableList<Card> order = shuffle.cards();
    for (int seat = 0; seat < players; seat++) {
      // Card k of the order goes to seat k % players: seat s gets cards s, s + players, ...
      change.setHand(seat, Hand.dealt(order, seat, players, HAND_SIZE));
    }
    change.setStock(Pile.of(order.subList(players * HAND_SIZE, order.size())));
    change.setDiscard(Pile.empty());
    change.setMemory(Memory.none());
    change.setPhase(change.round == 1 ? Phase.AWAITING_STARTER : Phase.PEEKING);
    if (change.recording) {
      change.emit(new KhamulEvent.Dealt(change.round,
          ImmutableList.copyOf(Collections.nCopies(players, HAND_SIZE)), change.stockSize()));
    }
  }

  static Optional<Rejection> checkStarter(KhamulState state, int seat) {
    return state.seating().isSeat(seat) ? Rejections.NONE : Rejections.of(RejectionCode.NO_SUCH_SEAT, "H-6",
        "there is no seat " + seat + ": the starter is one of seats 0 to " + (state.players() - 1));
  }

  /** The first round's starting seat, drawn by chance (H-6). */
  static void chooseStarter(Transition change, int seat) {
    change.starter = seat;
    change.setPhase(Phase.PEEKING);
    if (change.recording) {
      change.emit(new KhamulEvent.StarterChosen(seat));
    }
  }
}
