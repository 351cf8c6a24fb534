package kemkit.khamul;

import static kemkit.khamul.KhamulState.DISCARD;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.PHASE;
import static kemkit.khamul.KhamulState.ROUND;
import static kemkit.khamul.KhamulState.RULES;
import static kemkit.khamul.KhamulState.SCHEMA;
import static kemkit.khamul.KhamulState.SCORES;
import static kemkit.khamul.KhamulState.STARTER;
import static kemkit.khamul.KhamulState.STOCK;

import com.google.common.collect.ImmutableList;
import java.util.Collections;
import java.util.Optional;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.kit.state.Workspace;
import kemkit.pile.Pile;

/** A new game, the deal and the first round's starting seat. Implements rules.md H-3 and H-6. */
final class Dealing {

  private static final CardSet DECK = CardSet.of(Deck.standard52().cards());

  private Dealing() {}

  /**
   * {@return the state before the first round: every part at its first value (round 1, every card
   * gathered, waiting for the deck order), every total 0}
   */
  static KhamulState newGame(int players, RuleSet<?, ?, ?, ?> rules) {
    try (Workspace<KhamulState> work = Workspace.beginNew(SCHEMA, players)) {
      work.set(SCORES, ImmutableList.copyOf(Collections.nCopies(players, 0)));
      work.set(RULES, rules);
      return work.state();
    }
  }

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
  static void deal(Workspace<KhamulState> work, Shuffle shuffle) {
    int players = work.seats(HANDS);
    Pile order = shuffle.pile();
    for (int seat = 0; seat < players; seat++) {
      // Card k of the order goes to seat k % players: seat s gets cards s, s + players, ...
      work.set(HANDS, seat, Hand.dealt(order, seat, players, Hand.DEALT));
    }
    Pile stock = order.drawn(players * Hand.DEALT);
    work.set(STOCK, stock);
    work.set(DISCARD, Pile.empty());
    work.set(MEMORY, Memory.none());
    work.set(PHASE, work.get(ROUND) == 1 ? Phase.AWAITING_STARTER : Phase.PEEKING);
    KhamulEvents.DEALT.write(work.log(), work.get(ROUND), players, stock.size());
  }

  static Optional<Rejection> checkStarter(KhamulState state, int seat) {
    return state.seating().isSeat(seat) ? Rejections.NONE : Rejections.of(RejectionCode.NO_SUCH_SEAT, "H-6",
        "there is no seat " + seat + ": the starter is one of seats 0 to " + (state.players() - 1));
  }

  /** The first round's starting seat, drawn by chance (H-6). */
  static void chooseStarter(Workspace<KhamulState> work, int seat) {
    work.set(STARTER, seat);
    work.set(PHASE, Phase.PEEKING);
    KhamulEvents.STARTER_CHOSEN.write(work.log(), seat);
  }
}
