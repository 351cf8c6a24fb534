package kemkit.family;

import static kemkit.family.FamilyState.DISCARD;
import static kemkit.family.FamilyState.PHASE;
import static kemkit.family.FamilyState.STOCK;
import static kemkit.family.FamilyState.SWEEP_DEBTOR;
import static kemkit.family.FamilyState.CARDS;
import static kemkit.family.FamilyState.TABLE_OPEN;
import static kemkit.family.FamilyState.TALK;
import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.refuse;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/**
 * Sweeping the table: by the dealer (K-11 {@code DEALER}) or by agreement (K-11 {@code
 * CONSENSUS}); the swept cards go face down to the discard pile or under the stock and four new
 * cards are turned (K-12), recycling the discard pile if the stock runs out (K-13).
 */
final class Sweeping {

  private Sweeping() {}

  /** {@return whether {@code seat} may sweep now: every check of {@link #SWEEP} passes} */
  static boolean maySweep(Setting setting, FamilyState state, int seat) {
    return setting.dealerSweeps() && state.phase() == Phase.PLAY
        && Exchanging.isDealer(state, seat);
  }

  /** {@return whether a sweep may be proposed now: every check of {@link #PROPOSE} passes} */
  static boolean mayPropose(Setting setting, FamilyState state) {
    return setting.consensusSweeps() && Exchanging.exchangesOpen(state)
        && state.sweepDebtor().isEmpty();
  }

  /** {@return whether {@code seat} may accept or refuse now: every check of {@link #checkAnswer} passes} */
  static boolean mayAnswer(Setting setting, FamilyState state, int seat) {
    return setting.consensusSweeps() && state.phase() == Phase.SWEEP_PROPOSED
        && !proposedBy(state, seat) && !answeredBy(state, seat);
  }

  private static boolean proposedBy(FamilyState state, int seat) {
    return state.proposal().orElseThrow().proposer() == seat;
  }

  private static boolean answeredBy(FamilyState state, int seat) {
    return state.proposal().orElseThrow().accepted().contains(seat);
  }

  /** {@code sweep}: the dealer sweeps the laid table, open or closed (K-11 {@code DEALER}). */
  static final Verb<FamilyState, Sweep, Setting> SWEEP = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, Sweep sweep) {
      if (!setting.dealerSweeps()) {
        return refuse(RejectionCode.NOT_ALLOWED, "K-11", sweep.seat(),
            "this game has no 'sweep': a sweep is agreed here (propose-sweep, then every other seat answers)");
      }
      if (state.phase() != Phase.PLAY) {
        return refuse(RejectionCode.WRONG_PHASE, "K-11", sweep.seat(), "{you} cannot sweep now: "
            + describe(state, sweep.seat()) + "; the dealer sweeps a laid table");
      }
      if (!Exchanging.isDealer(state, sweep.seat())) {
        return refuse(RejectionCode.NOT_YOUR_TURN, "K-11", sweep.seat(),
            "{you} {is|are} not the dealer: only the dealer, seat " + state.dealer() + ", sweeps");
      }
      return Optional.empty();
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return maySweep(setting, state, seat) ? 1 : 0;
    }

    @Override
    public Sweep at(Setting setting, FamilyState state, int seat, int index) {
      return setting.sweep(seat);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, Sweep sweep) {
      work.set(TABLE_OPEN, !setting.top());
      sweepTable(setting, work);
    }
  };

  /** {@code propose-sweep}: any seat, while the table is open and nobody owes an exchange (K-11). */
  static final Verb<FamilyState, ProposeSweep, Setting> PROPOSE = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, ProposeSweep propose) {
      if (!setting.consensusSweeps()) {
        return refuse(RejectionCode.NOT_ALLOWED, "K-11", propose.seat(),
            "this game has no 'propose-sweep': only the dealer sweeps here, with 'sweep'");
      }
      if (!Exchanging.exchangesOpen(state)) {
        return refuse(RejectionCode.WRONG_PHASE, "K-11", propose.seat(),
            "{you} cannot propose a sweep now: " + describe(state, propose.seat()) + "; a sweep is proposed on the"
                + " open table");
      }
      if (state.sweepDebtor().isPresent()) {
        int debtor = state.sweepDebtor().getAsInt();
        return refuse(RejectionCode.WRONG_PHASE, "K-11", propose.seat(), "{you} cannot propose a sweep now: "
            + Rejections.who(debtor, propose.seat(), false) + " refused the last one and "
            + (debtor == propose.seat() ? "{owes|owe}" : "owes") + " an exchange first");
      }
      return Optional.empty();
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return mayPropose(setting, state) ? 1 : 0;
    }

    @Override
    public ProposeSweep at(Setting setting, FamilyState state, int seat, int index) {
      return setting.proposal(seat);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, ProposeSweep propose) {
      work.set(PHASE, Phase.SWEEP_PROPOSED);
      work.set(TALK, work.get(TALK).withProposal(Optional.of(new SweepProposal(propose.seat(), ImmutableSet.of()))));
      FamilyEvents.SWEEP_PROPOSED.write(work.log(), propose.seat());
    }
  };

  /** {@code accept-sweep}: once every other seat has accepted, the sweep happens (K-11, K-12). */
  static final Verb<FamilyState, AcceptSweep, Setting> ACCEPT = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, AcceptSweep accept) {
      return checkAnswer(setting, state, accept.seat());
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return mayAnswer(setting, state, seat) ? 1 : 0;
    }

    @Override
    public AcceptSweep at(Setting setting, FamilyState state, int seat, int index) {
      return setting.accept(seat);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, AcceptSweep accept) {
      Talk talk = work.get(TALK);
      SweepProposal proposal = talk.proposal().orElseThrow();
      ImmutableSet<Integer> accepted = Sets.with(proposal.accepted(), accept.seat());
      FamilyEvents.SWEEP_ACCEPTED.write(work.log(), accept.seat());
      if (accepted.size() < setting.seats() - 1) {
        work.set(TALK, talk.withProposal(Optional.of(new SweepProposal(proposal.proposer(), accepted))));
        return;
      }
      boolean top = setting.top();
      work.set(TALK, talk.withProposal(Optional.empty()));
      work.set(PHASE, top ? Phase.SWEEPING : Phase.PLAY);
      work.set(TABLE_OPEN, !top);
      sweepTable(setting, work);
    }
  };

  /** {@code refuse-sweep}: cancels the proposal; the refusing seat owes an exchange (K-11). */
  static final Verb<FamilyState, RefuseSweep, Setting> REFUSE = new Verb<>() {
    @Override
    public Optional<Rejection> check(Setting setting, FamilyState state, RefuseSweep refuse) {
      return checkAnswer(setting, state, refuse.seat());
    }

    @Override
    public int count(Setting setting, FamilyState state, int seat) {
      return mayAnswer(setting, state, seat) ? 1 : 0;
    }

    @Override
    public RefuseSweep at(Setting setting, FamilyState state, int seat, int index) {
      return setting.refusal(seat);
    }

    @Override
    public void perform(Setting setting, Workspace<FamilyState> work, RefuseSweep refuse) {
      work.set(TALK, work.get(TALK).withProposal(Optional.empty()));
      work.set(PHASE, Phase.PLAY);
      work.set(SWEEP_DEBTOR, OptionalInt.of(refuse.seat()));
      FamilyEvents.SWEEP_REFUSED.write(work.log(), refuse.seat());
    }
  };

  private static Optional<Rejection> checkAnswer(Setting setting, FamilyState state, int seat) {
    if (!setting.consensusSweeps()) {
      return refuse(RejectionCode.NOT_ALLOWED, "K-11", seat,
          "this game has no sweep proposals to answer: only the dealer sweeps here, with 'sweep'");
    }
    if (state.phase() != Phase.SWEEP_PROPOSED) {
      return refuse(RejectionCode.WRONG_PHASE, "K-11", seat, "there is no sweep proposal to answer: "
          + describe(state, seat));
    }
    if (proposedBy(state, seat)) {
      return refuse(RejectionCode.WRONG_PHASE, "K-11", seat, "{you} proposed this sweep: every other seat answers it");
    }
    if (answeredBy(state, seat)) {
      return refuse(RejectionCode.WRONG_PHASE, "K-11", seat,
          "{you} already accepted this sweep: each seat answers once");
    }
    return Optional.empty();
  }

  /**
   * Moves the four table cards face down to the discard pile, or under the stock with slot 0
   * nearest the top, and turns four new ones (K-12).
   */
  private static void sweepTable(Setting setting, Workspace<FamilyState> work) {
    Cards cards = work.get(CARDS);
    int table = cards.table();
    ImmutableList<Card> swept = Table.cards(table);
    SweepTo to = setting.options().sweepTo();
    if (to == SweepTo.DISCARD) {
      work.set(DISCARD, work.get(DISCARD).withOnTop(swept));
    } else {
      work.set(STOCK, work.get(STOCK).withAtBottom(swept));
    }
    FamilyEvents.SWEPT.write(work.log(), table, to.ordinal());
    work.set(CARDS, cards.withTable(0));
    Dealing.settle(setting, work);
  }
}
