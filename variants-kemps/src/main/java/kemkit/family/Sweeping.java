package kemkit.family;

import static kemkit.family.Rejections.describe;
import static kemkit.family.Rejections.reject;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyEvent.SweepAccepted;
import kemkit.family.FamilyEvent.SweepProposed;
import kemkit.family.FamilyEvent.SweepRefused;
import kemkit.family.FamilyEvent.Swept;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.family.FamilyState.SweepProposal;
import kemkit.game.Outcome;
import kemkit.game.RejectionCode;

/**
 * Sweeping the table: by the dealer (K-11 {@code DEALER}) or by agreement (K-11 {@code
 * CONSENSUS}); the swept cards go face down to the discard pile or under the stock and four new
 * cards are turned (K-12), recycling the discard pile if the stock runs out (K-13).
 */
final class Sweeping {

  private Sweeping() {}

  // The predicates of the checks below: LegalActions lists an action when the same ones hold.

  /** {@return whether {@code seat} may sweep now: every check of {@link #sweep} passes} */
  static boolean maySweep(FamilyOptions options, FamilyState state, int seat) {
    return options.sweep() == SweepMode.DEALER && state.phase() == Phase.PLAY && Exchanging.isDealer(state, seat);
  }

  /** {@return whether a sweep may be proposed now: every check of {@link #propose} passes} */
  static boolean mayPropose(FamilyOptions options, FamilyState state) {
    return options.sweep() == SweepMode.CONSENSUS && Exchanging.exchangesOpen(state) && state.sweepDebtor().isEmpty();
  }

  /** {@return whether {@code seat} may accept or refuse now: every check of {@link #checkAnswer} passes} */
  static boolean mayAnswer(FamilyOptions options, FamilyState state, int seat) {
    return options.sweep() == SweepMode.CONSENSUS && state.phase() == Phase.SWEEP_PROPOSED
        && !proposedBy(state, seat) && !answeredBy(state, seat);
  }

  private static boolean proposedBy(FamilyState state, int seat) {
    return state.proposal().orElseThrow().proposer() == seat;
  }

  private static boolean answeredBy(FamilyState state, int seat) {
    return state.proposal().orElseThrow().accepted().contains(seat);
  }

  /** {@code sweep}: the dealer sweeps the laid table, open or closed (K-11 {@code DEALER}). */
  static Outcome<FamilyState, FamilyEvent> sweep(FamilyRules rules, FamilyState state, Sweep sweep) {
    if (rules.options().sweep() != SweepMode.DEALER) {
      return reject(state, RejectionCode.NOT_ALLOWED, "K-11", sweep.seat(),
          "this game has no 'sweep': a sweep is agreed here (propose-sweep, then every other seat answers)");
    }
    if (state.phase() != Phase.PLAY) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-11", sweep.seat(), "{you} cannot sweep now: "
          + describe(state, sweep.seat()) + "; the dealer sweeps a laid table");
    }
    if (!Exchanging.isDealer(state, sweep.seat())) {
      return reject(state, RejectionCode.NOT_YOUR_TURN, "K-11", sweep.seat(),
          "{you} {is|are} not the dealer: only the dealer, seat " + state.dealer() + ", sweeps");
    }
    Transition t = Transition.begin(rules, state);
    t.tableOpen = !rules.options().top();
    sweepTable(t);
    return t.accepted();
  }

  /** {@code propose-sweep}: any seat, while the table is open and nobody owes an exchange (K-11). */
  static Outcome<FamilyState, FamilyEvent> propose(FamilyRules rules, FamilyState state, ProposeSweep propose) {
    if (rules.options().sweep() != SweepMode.CONSENSUS) {
      return reject(state, RejectionCode.NOT_ALLOWED, "K-11", propose.seat(),
          "this game has no 'propose-sweep': only the dealer sweeps here, with 'sweep'");
    }
    if (!Exchanging.exchangesOpen(state)) {
      return reject(state, RejectionCode.WRONG_PHASE, "K-11", propose.seat(),
          "{you} cannot propose a sweep now: " + describe(state, propose.seat()) + "; a sweep is proposed on the"
              + " open table");
    }
    if (state.sweepDebtor().isPresent()) {
      int debtor = state.sweepDebtor().getAsInt();
      return reject(state, RejectionCode.WRONG_PHASE, "K-11", propose.seat(), "{you} cannot propose a sweep now: "
          + Rejections.who(debtor, propose.seat(), false) + " refused the last one and "
          + (debtor == propose.seat() ? "{owes|owe}" : "owes") + " an exchange first");
    }
    Transition t = Transition.begin(rules, state);
    t.phase = Phase.SWEEP_PROPOSED;
    t.proposal = Optional.of(new SweepProposal(propose.seat(), ImmutableSet.of()));
    SweepProposed.write(t.log, propose.seat());
    return t.accepted();
  }

  /** {@code accept-sweep}: once every other seat has accepted, the sweep happens (K-11, K-12). */
  static Outcome<FamilyState, FamilyEvent> accept(FamilyRules rules, FamilyState state, AcceptSweep accept) {
    Optional<Outcome<FamilyState, FamilyEvent>> refused = checkAnswer(rules, state, accept.seat());
    if (refused.isPresent()) {
      return refused.get();
    }
    SweepProposal proposal = state.proposal().orElseThrow();
    ImmutableSet<Integer> accepted = ImmutableSet.<Integer>builder()
        .addAll(proposal.accepted()).add(accept.seat()).build();
    Transition t = Transition.begin(rules, state);
    SweepAccepted.write(t.log, accept.seat());
    if (accepted.size() < t.seats() - 1) {
      t.proposal = Optional.of(new SweepProposal(proposal.proposer(), accepted));
      return t.accepted();
    }
    t.proposal = Optional.empty();
    t.phase = rules.options().top() ? Phase.SWEEPING : Phase.PLAY;
    t.tableOpen = !rules.options().top();
    sweepTable(t);
    return t.accepted();
  }

  /** {@code refuse-sweep}: cancels the proposal; the refusing seat owes an exchange (K-11). */
  static Outcome<FamilyState, FamilyEvent> refuse(FamilyRules rules, FamilyState state, RefuseSweep refuse) {
    Optional<Outcome<FamilyState, FamilyEvent>> refused = checkAnswer(rules, state, refuse.seat());
    if (refused.isPresent()) {
      return refused.get();
    }
    Transition t = Transition.begin(rules, state);
    t.proposal = Optional.empty();
    t.phase = Phase.PLAY;
    t.sweepDebtor = OptionalInt.of(refuse.seat());
    SweepRefused.write(t.log, refuse.seat());
    return t.accepted();
  }

  private static Optional<Outcome<FamilyState, FamilyEvent>> checkAnswer(FamilyRules rules, FamilyState state, int seat) {
    if (rules.options().sweep() != SweepMode.CONSENSUS) {
      return Optional.of(reject(state, RejectionCode.NOT_ALLOWED, "K-11", seat,
          "this game has no sweep proposals to answer: only the dealer sweeps here, with 'sweep'"));
    }
    if (state.phase() != Phase.SWEEP_PROPOSED) {
      return Optional.of(reject(state, RejectionCode.WRONG_PHASE, "K-11", seat,
          "there is no sweep proposal to answer: " + describe(state, seat)));
    }
    if (proposedBy(state, seat)) {
      return Optional.of(reject(state, RejectionCode.WRONG_PHASE, "K-11", seat,
          "{you} proposed this sweep: every other seat answers it"));
    }
    if (answeredBy(state, seat)) {
      return Optional.of(reject(state, RejectionCode.WRONG_PHASE, "K-11", seat,
          "{you} already accepted this sweep: each seat answers once"));
    }
    return Optional.empty();
  }

  /**
   * Moves the four table cards face down to the discard pile, or under the stock with slot 0
   * nearest the top, and turns four new ones (K-12).
   */
  private static void sweepTable(Transition t) {
    ImmutableList<Card> swept = t.table().cards();
    if (t.options.sweepTo() == SweepTo.DISCARD) {
      t.discard = t.discard.withOnTop(swept);
    } else {
      t.stock = t.stock.withAtBottom(swept);
    }
    Swept.write(t.log, t.table().packed(), t.options.sweepTo());
    t.setTable(Table.EMPTY);
    Dealing.settle(t);
  }
}
