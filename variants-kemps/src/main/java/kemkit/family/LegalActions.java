package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReferenceArray;
import kemkit.card.Card;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.family.FamilyState.SweepProposal;
import kemkit.seat.Seating;

/**
 * The actions a seat may make now: every one that {@link FamilyRules#apply} would accept, with
 * the signal words for signs, gestures and denouncements (K-14, K-15). Reads only what the seat
 * may know: its hand, the table and public facts (C-6). Calls are listed even when they would be
 * wrong, since a call is legal whatever the hands hold.
 *
 * <p>The actions that do not depend on the state (signals, calls) are made once per rule set, and
 * the list is sized exactly, so that a bot's playout allocates little more than the list. Exchanges
 * are interned as well, one table of {@code 52 × 52} per seat made the first time the seat is
 * asked: a Kemps list holds sixteen of them, 384 bytes a call when they were allocated afresh.
 */
final class LegalActions {

  /** Every exchange of a seat, by {@code give.index() * Card.COUNT + take.index()}; made lazily. */
  private static final AtomicReferenceArray<Exchange[]> EXCHANGES = new AtomicReferenceArray<>(64);

  private final FamilyRules rules;
  private final Seating seating;
  private final ImmutableList<ImmutableList<FamilyAction>> signals;
  private final ImmutableList<ImmutableList<FamilyAction.Call>> calls;

  LegalActions(FamilyRules rules, ImmutableList<String> words) {
    this.rules = rules;
    this.seating = rules.seating();
    ImmutableList.Builder<ImmutableList<FamilyAction>> signals = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<FamilyAction.Call>> calls = ImmutableList.builder();
    for (int seat = 0; seat < seating.seats(); seat++) {
      signals.add(signalsOf(seat, words));
      calls.add(callsOf(seat));
    }
    this.signals = signals.build();
    this.calls = calls.build();
  }

  private ImmutableList<FamilyAction> signalsOf(int seat, ImmutableList<String> words) {
    ImmutableList.Builder<FamilyAction> out = ImmutableList.builder();
    for (String word : words) {
      out.add(new Sign(seat, word));
    }
    for (String word : words) {
      out.add(new Gesture(seat, word));
    }
    if (rules.options().denounce()) {
      for (int team = 0; team < seating.teams(); team++) {
        for (String word : words) {
          if (team != seating.teamOf(seat)) {
            out.add(new Denounce(seat, team, word));
          }
        }
      }
    }
    return out.build();
  }

  private ImmutableList<FamilyAction.Call> callsOf(int seat) {
    Dialect dialect = rules.dialect();
    ImmutableList.Builder<FamilyAction.Call> out = ImmutableList.builder();
    if (seating.teamSize() == 2) {
      out.add(new KemsCall(dialect, seat, OptionalInt.empty()));
      out.add(new DoubleKems(dialect, seat, OptionalInt.empty()));
    }
    for (int partner : seating.partners(seat)) {
      out.add(KemsCall.of(dialect, seat, partner));
      out.add(DoubleKems.of(dialect, seat, partner));
    }
    if (dialect.countersNameTeams() && seating.teams() == 2) {
      // K-20a: with two teams a bare cut aims at the other one, so it is listed as well.
      out.add(new Counter(dialect, seat, OptionalInt.empty()));
      if (rules.options().doubleCounter()) {
        out.add(new DoubleCounter(dialect, seat, OptionalInt.empty()));
      }
    }
    int team = seating.teamOf(seat);
    int targets = dialect.countersNameTeams() ? seating.teams() : seating.seats();
    for (int target = 0; target < targets; target++) {
      int targetTeam = dialect.countersNameTeams() ? target : seating.teamOf(target);
      if (targetTeam != team) {
        out.add(Counter.of(dialect, seat, target));
        if (rules.options().doubleCounter()) {
          out.add(DoubleCounter.of(dialect, seat, target));
        }
      }
    }
    return out.build();
  }

  /** {@return every action {@code seat} may make in {@code state}} */
  ImmutableList<FamilyAction> of(FamilyState state, int seat) {
    if (!seating.isSeat(seat) || state.isOver() || state.awaitingChance()) {
      return ImmutableList.of();
    }
    if (state.phase() == Phase.SHOW_OWED) {
      return state.owedShow().get().seat() == seat ? shows(state, seat) : ImmutableList.of();
    }
    FamilyOptions options = rules.options();
    Phase phase = state.phase();
    boolean dealer = seat == state.dealer();
    boolean open = phase == Phase.PLAY && state.tableOpen();
    boolean top = options.top() && dealer && !state.tableOpen() && (phase == Phase.PLAY || phase == Phase.SWEEPING);
    boolean sweep = options.sweep() == SweepMode.DEALER && dealer && phase == Phase.PLAY;
    boolean propose = options.sweep() == SweepMode.CONSENSUS && open && state.sweepDebtor().isEmpty();
    boolean answer = phase == Phase.SWEEP_PROPOSED && mayAnswer(state.proposal().get(), seat);
    boolean call = phase == Phase.PLAY && state.sweepDebtor().isEmpty()
        && !state.signsFound().contains(seating.teamOf(seat));
    boolean barred = call && state.barred().contains(seat);
    ImmutableList<FamilyAction.Call> calls = this.calls.get(seat);
    int handSize = state.hands().size(seat);
    int tableSize = state.onTable().size();
    // Sized exactly, so that the list is built without a final copy: bots call this constantly.
    int count = (top ? 1 : 0) + (sweep ? 1 : 0) + (propose ? 1 : 0) + (answer ? 2 : 0)
        + (open ? handSize * tableSize : 0) + signals.get(seat).size()
        + (!call ? 0 : barred ? partnerCalls(calls) : calls.size());
    ImmutableList.Builder<FamilyAction> out = ImmutableList.builderWithExpectedSize(count);
    if (top) {
      out.add(new Top(seat));
    }
    if (sweep) {
      out.add(new Sweep(seat));
    }
    if (propose) {
      out.add(new ProposeSweep(seat));
    }
    if (answer) {
      out.add(new AcceptSweep(seat));
      out.add(new RefuseSweep(seat));
    }
    if (open) {
      addExchanges(state, seat, handSize, tableSize, out);
    }
    out.addAll(signals.get(seat));
    if (call && !barred) {
      out.addAll(calls);
    } else if (call) {
      for (FamilyAction.Call each : calls) {
        if (isPartnerCall(each)) {
          out.add(each);
        }
      }
    }
    return out.build();
  }

  private static boolean mayAnswer(SweepProposal proposal, int seat) {
    return proposal.proposer() != seat && !proposal.accepted().contains(seat);
  }

  /** A seat barred after a wrong counter may still call on its own team (K-18). */
  private static boolean isPartnerCall(FamilyAction.Call call) {
    return call instanceof KemsCall || call instanceof DoubleKems;
  }

  private static int partnerCalls(ImmutableList<FamilyAction.Call> calls) {
    int count = 0;
    for (FamilyAction.Call call : calls) {
      if (isPartnerCall(call)) {
        count++;
      }
    }
    return count;
  }

  private void addExchanges(FamilyState state, int seat, int handSize, int tableSize,
      ImmutableList.Builder<FamilyAction> out) {
    Hands hands = state.hands();
    Table table = state.onTable();
    Exchange[] exchanges = exchangesOf(seat);
    // The card numbers are read raw: the sizes were just counted, so every slot read holds a card.
    for (int slot = 0; slot < handSize; slot++) {
      int give = hands.indexAt(seat, slot) * Card.COUNT;
      for (int i = 0; i < tableSize; i++) {
        out.add(exchanges[give + table.indexAt(i)]);
      }
    }
  }

  /** {@return the interned exchanges of {@code seat}, made the first time it is asked for} */
  private static Exchange[] exchangesOf(int seat) {
    Exchange[] exchanges = EXCHANGES.get(seat);
    if (exchanges == null) {
      Exchange[] made = new Exchange[Card.COUNT * Card.COUNT];
      for (int give = 0; give < Card.COUNT; give++) {
        for (int take = 0; take < Card.COUNT; take++) {
          made[give * Card.COUNT + take] = new Exchange(seat, Card.byIndex(give), Card.byIndex(take));
        }
      }
      // Two threads may both make the table; either copy serves, the first one stays.
      exchanges = EXCHANGES.compareAndSet(seat, null, made) ? made : EXCHANGES.get(seat);
    }
    return exchanges;
  }

  private static ImmutableList<FamilyAction> shows(FamilyState state, int seat) {
    ImmutableList<Card> hand = state.hands().hand(seat);
    ImmutableList.Builder<FamilyAction> out = ImmutableList.builder();
    for (Card first : hand) {
      for (Card second : hand) {
        if (first.rank() != second.rank()) {
          out.add(new Show(seat, first, second));
        }
      }
    }
    return out.build();
  }
}
