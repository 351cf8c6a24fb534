package kemkit.family;

import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.reject;

import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Top;
import kemkit.family.FamilyEvent.Exchanged;
import kemkit.family.FamilyEvent.RoundBlocked;
import kemkit.family.FamilyEvent.TableOpened;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;

/** Opening the table (K-8), exchanging with it (K-9), and table triples that block a round (K-10). */
final class Exchanging {

  private Exchanging() {}

  // The predicates of the checks below: LegalActions lists an action when the same ones hold.

  /** {@return whether the table is laid and closed, waiting for the dealer's top (K-8)} */
  static boolean tableClosed(FamilyState state) {
    return (state.phase() == Phase.PLAY || state.phase() == Phase.SWEEPING) && !state.tableOpen();
  }

  /** {@return whether {@code seat} deals this round (K-8, K-11)} */
  static boolean isDealer(FamilyState state, int seat) {
    return seat == state.dealer();
  }

  /** {@return whether exchanges may be made: play goes on at an open table (K-9)} */
  static boolean exchangesOpen(FamilyState state) {
    return state.phase() == Phase.PLAY && state.tableOpen();
  }

  /** {@return whether {@code seat} may say top now: every check of {@link #top} passes} */
  static boolean mayTop(FamilyOptions options, FamilyState state, int seat) {
    return options.top() && tableClosed(state) && isDealer(state, seat);
  }

  /** {@code top}: the dealer opens the closed table (K-8, K-12). */
  static Outcome<FamilyState, FamilyEvent> top(FamilyRules rules, FamilyState state, Top top) {
    if (!rules.options().top()) {
      return reject(state, RejectionCode.NOT_ALLOWED, "K-8", top.seat(),
          "this game has no 'top': its table opens as soon as it is laid");
    }
    if (!tableClosed(state)) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-8", top.seat(), "{you} cannot say top: "
          + describe(state, top.seat()) + "; top opens a closed table");
    }
    if (!isDealer(state, top.seat())) {
      return reject(state, RejectionCode.NOT_YOUR_TURN, "K-8", top.seat(),
          "{you} {is|are} not the dealer: only the dealer, seat " + state.dealer() + ", says top");
    }
    Transition t = Transition.begin(rules, state);
    t.tableOpen = true;
    t.phase = Phase.PLAY;
    TableOpened.write(t.log, top.seat());
    return t.accepted();
  }

  /**
   * {@code exchange GIVE TAKE}: the given card takes the taken card's table slot, the taken card
   * the given card's hand slot; both are public (K-9, K-3a).
   */
  static Outcome<FamilyState, FamilyEvent> exchange(FamilyRules rules, FamilyState state, Exchange exchange) {
    int seat = exchange.seat();
    if (!exchangesOpen(state)) {
      return reject(state, RejectionCode.WRONG_PHASE, state.phase() == Phase.SWEEP_PROPOSED ? "K-11" : "K-9", seat,
          "{you} cannot exchange now: " + describe(state, seat) + (state.phase() == Phase.SWEEP_PROPOSED
              ? "; exchanges wait until it is answered (refuse it to exchange)"
              : "; exchanges are made on the open table"));
    }
    int handSlot = state.hands().slotOf(seat, exchange.give());
    if (handSlot < 0) {
      return reject(state, RejectionCode.NOT_IN_HAND, "K-9", seat,
          exchange.give() + " is not in {your} hand: an exchange gives a card of {your} hand for one on the table");
    }
    Table onTable = state.onTable();
    int tableSlot = onTable.slotOf(exchange.take());
    if (tableSlot < 0) {
      return reject(state, RejectionCode.NOT_ON_TABLE, "K-9", seat,
          exchange.take() + " is not on the table: an exchange takes a card of the table");
    }
    Transition t = Transition.begin(rules, state);
    t.hands = t.hands.withSlot(seat, handSlot, exchange.take());
    t.setTable(onTable.withSlot(tableSlot, exchange.give()));
    t.exposed = t.exposed & ~bit(exchange.give()) | bit(exchange.take());
    if (t.sweepDebtor.isPresent() && t.sweepDebtor.getAsInt() == seat) {
      t.sweepDebtor = OptionalInt.empty();
    }
    Exchanged.write(t.log, seat, exchange.give().index(), exchange.take().index(), tableSlot);
    blockOnTableTriple(t);
    return t.accepted();
  }

  /**
   * With {@code tableTripleBlocks}, three or more table cards of one rank end the round without
   * points (K-10). Called whenever the table changes: an exchange, a deal, a sweep.
   */
  static void blockOnTableTriple(Transition t) {
    if (!t.options.tableTripleBlocks()) {
      return;
    }
    Optional<Rank> triple = t.table().triple();
    if (triple.isPresent()) {
      RoundBlocked.write(t.log, t.round, triple.get());
      Scoring.endRound(t);
    }
  }

  private static long bit(Card card) {
    return 1L << card.index();
  }
}
