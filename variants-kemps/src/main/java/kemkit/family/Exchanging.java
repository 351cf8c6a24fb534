package kemkit.family;

import static kemkit.family.FamilyState.CARDS;
import static kemkit.family.FamilyState.PHASE;
import static kemkit.family.FamilyState.ROUND;
import static kemkit.family.FamilyState.SWEEP_DEBTOR;
import static kemkit.family.FamilyState.TABLE_OPEN;
import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.refuse;

import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Rank;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Top;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/**
 * Opening the table (K-8), exchanging with it (K-9), and table triples that block a round (K-10).
 * Each verb's check, its legal actions and its perform sit side by side; the first two read the
 * same predicates.
 */
final class Exchanging {

  private Exchanging() {}

  /** {@return whether the table is laid and closed, waiting for the dealer's top (K-8)} */
  static boolean tableClosed(FamilyState state) {
    Phase phase = state.phase();
    return (phase == Phase.PLAY || phase == Phase.SWEEPING) && !state.tableOpen();
  }

  /** {@return whether {@code seat} deals this round (K-8, K-11)} */
  static boolean isDealer(FamilyState state, int seat) {
    return seat == state.dealer();
  }

  /** {@return whether exchanges may be made: play goes on at an open table (K-9)} */
  static boolean exchangesOpen(FamilyState state) {
    return state.phase() == Phase.PLAY && state.tableOpen();
  }

  /** {@code top}: the dealer opens the closed table (K-8, K-12). */
  static final Verb<FamilyState, Top, Setting> TOP = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Top top) {
      if (!setting.top()) {
        return refuse(RejectionCode.NOT_ALLOWED, "K-8", top.seat(),
            "this game has no 'top': its table opens as soon as it is laid");
      }
      if (!tableClosed(state)) {
        return refuse(RejectionCode.WRONG_PHASE, "K-8", top.seat(), "{you} cannot say top: "
            + describe(state, top.seat()) + "; top opens a closed table");
      }
      if (!isDealer(state, top.seat())) {
        return refuse(RejectionCode.NOT_YOUR_TURN, "K-8", top.seat(),
            "{you} {is|are} not the dealer: only the dealer, seat " + state.dealer() + ", says top");
      }
      return Optional.empty();
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return setting.top() && tableClosed(state) && isDealer(state, seat) ? 1 : 0;
    }

    @Override
    public Top at(Setting setting, FamilyState state, int seat, int index) {
      return setting.top(seat);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Top top) {
      work.set(TABLE_OPEN, true);
      work.set(PHASE, Phase.PLAY);
      FamilyEvents.TABLE_OPENED.write(work.log(), top.seat());
    }
  };

  /**
   * {@code exchange GIVE TAKE}: the given card takes the taken card's table slot, the taken card
   * the given card's hand slot; both are public (K-9, K-3a).
   */
  static final Verb<FamilyState, Exchange, Setting> EXCHANGE = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Exchange exchange) {
      int seat = exchange.seat();
      if (!exchangesOpen(state)) {
        boolean proposed = state.phase() == Phase.SWEEP_PROPOSED;
        return refuse(RejectionCode.WRONG_PHASE, proposed ? "K-11" : "K-9", seat,
            "{you} cannot exchange now: " + describe(state, seat) + (proposed
                ? "; exchanges wait until it is answered (refuse it to exchange)"
                : "; exchanges are made on the open table"));
      }
      if (state.cards().slotOf(seat, exchange.give()) < 0) {
        return refuse(RejectionCode.NOT_IN_HAND, "K-9", seat,
            exchange.give() + " is not in {your} hand: an exchange gives a card of {your} hand for one on the table");
      }
      if (Table.slotOf(state.tablePacked(), exchange.take().index()) < 0) {
        return refuse(RejectionCode.NOT_ON_TABLE, "K-9", seat,
            exchange.take() + " is not on the table: an exchange takes a card of the table");
      }
      return Optional.empty();
    }

    /** Every card of the hand for every card of the table, hand slot by hand slot. */
    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      if (!exchangesOpen(state)) {
        return 0;
      }
      Cards cards = state.cards();
      return cards.size(seat) * Table.size(cards.table());
    }

    @Override
    public Exchange at(Setting setting, FamilyState state, int seat, int index) {
      Cards cards = state.cards();
      int table = cards.table();
      int tableSize = Table.size(table);
      return Setting.exchange(seat, cards.indexAt(seat, index / tableSize), Table.indexAt(table, index % tableSize));
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Exchange exchange) {
      int seat = exchange.seat();
      int take = exchange.take().index();
      Cards cards = work.get(CARDS);
      int tableSlot = Table.slotOf(cards.table(), take);
      work.set(CARDS, cards.exchanged(seat, cards.slotOf(seat, exchange.give()), tableSlot, take));
      OptionalInt debtor = work.get(SWEEP_DEBTOR);
      if (debtor.isPresent() && debtor.getAsInt() == seat) {
        work.set(SWEEP_DEBTOR, OptionalInt.empty());
      }
      FamilyEvents.EXCHANGED.write(work.log(), seat, exchange.give().index(), take, tableSlot);
      blockOnTableTriple(setting, work);
    }
  };

  /**
   * With {@code tableTripleBlocks}, three or more table cards of one rank end the round without
   * points (K-10). Called whenever the table changes: an exchange, a deal, a sweep.
   */
  static void blockOnTableTriple(Setting setting, Workspace<FamilyState> work) {
    if (!setting.options().tableTripleBlocks()) {
      return;
    }
    Optional<Rank> triple = work.get(CARDS).onTable().triple();
    if (triple.isPresent()) {
      FamilyEvents.ROUND_BLOCKED.write(work.log(), work.get(ROUND), triple.get().ordinal());
      Scoring.endRound(setting, work);
    }
  }
}
