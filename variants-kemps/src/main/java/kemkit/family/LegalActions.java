package kemkit.family;

import com.google.common.collect.ImmutableList;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReferenceArray;
import kemkit.card.Card;
import kemkit.card.Rank;
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
import kemkit.seat.Seating;

/**
 * The actions a seat may make now: every one that {@link FamilyRules#apply} would accept, with
 * the signal words for signs, gestures and denouncements (K-14, K-15). Reads only what the seat
 * may know: its hand, the table and public facts (C-6). Calls are listed even when they would be
 * wrong, since a call is legal whatever the hands hold.
 *
 * <p>The actions that do not depend on the state (signals, calls, sweeps) are made once per rule
 * set, and the list is sized exactly. Beside the list, {@link #count} and {@link #at} read the same
 * actions by index without building it, for playouts that draw one among them. Exchanges
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
  /** The calls of a seat barred after a wrong counter: on its own team only (K-18). */
  private final ImmutableList<ImmutableList<FamilyAction.Call>> partnerCalls;
  private final ImmutableList<Top> tops;
  private final ImmutableList<Sweep> sweeps;
  private final ImmutableList<ProposeSweep> proposals;
  private final ImmutableList<ImmutableList<FamilyAction>> answers;

  LegalActions(FamilyRules rules, ImmutableList<String> words) {
    this.rules = rules;
    this.seating = rules.seating();
    ImmutableList.Builder<ImmutableList<FamilyAction>> signals = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<FamilyAction.Call>> calls = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<FamilyAction.Call>> partnerCalls = ImmutableList.builder();
    ImmutableList.Builder<Top> tops = ImmutableList.builder();
    ImmutableList.Builder<Sweep> sweeps = ImmutableList.builder();
    ImmutableList.Builder<ProposeSweep> proposals = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<FamilyAction>> answers = ImmutableList.builder();
    for (int seat = 0; seat < seating.seats(); seat++) {
      signals.add(signalsOf(seat, words));
      ImmutableList<FamilyAction.Call> all = callsOf(seat);
      calls.add(all);
      partnerCalls.add(all.stream().filter(LegalActions::isPartnerCall).collect(ImmutableList.toImmutableList()));
      tops.add(new Top(seat));
      sweeps.add(new Sweep(seat));
      proposals.add(new ProposeSweep(seat));
      answers.add(ImmutableList.of(new AcceptSweep(seat), new RefuseSweep(seat)));
    }
    this.signals = signals.build();
    this.calls = calls.build();
    this.partnerCalls = partnerCalls.build();
    this.tops = tops.build();
    this.sweeps = sweeps.build();
    this.proposals = proposals.build();
    this.answers = answers.build();
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

  // What a seat's list holds, as bits of a menu: the list, its count and its i-th action are all
  // read from one menu, so that the three agree by construction.
  private static final int TOP = 1;
  private static final int SWEEP = 1 << 1;
  private static final int PROPOSE = 1 << 2;
  private static final int ANSWER = 1 << 3;
  private static final int OPEN = 1 << 4;
  private static final int CALL = 1 << 5;
  private static final int BARRED = 1 << 6;
  /** The seat may do nothing: no seat, the game over or a chance action due. */
  private static final int NOTHING = 1 << 7;
  /** A show is owed: the list is the owing seat's shows, or empty for the others. */
  private static final int SHOW = 1 << 8;

  /** {@return the menu of {@code seat} in {@code state}: what its list holds, as bits} */
  private int menu(FamilyState state, int seat) {
    if (!seating.isSeat(seat) || state.isOver() || state.awaitingChance()) {
      return NOTHING;
    }
    // Each bit from the predicates the mechanic's own check uses, so that the list and apply agree.
    if (!Signalling.talkAllowed(state)) {
      return Calling.owesShow(state, seat) ? SHOW : NOTHING;
    }
    FamilyOptions options = rules.options();
    int menu = 0;
    if (Exchanging.mayTop(options, state, seat)) {
      menu |= TOP;
    }
    if (Sweeping.maySweep(options, state, seat)) {
      menu |= SWEEP;
    }
    if (Sweeping.mayPropose(options, state)) {
      menu |= PROPOSE;
    }
    if (Sweeping.mayAnswer(options, state, seat)) {
      menu |= ANSWER;
    }
    if (Exchanging.exchangesOpen(state)) {
      menu |= OPEN;
    }
    if (Calling.callsOpen(state) && !Calling.signFound(state, seating.teamOf(seat))) {
      menu |= Calling.barredFromCounters(state, seat) ? CALL | BARRED : CALL;
    }
    return menu;
  }

  /** {@return every action {@code seat} may make in {@code state}} */
  ImmutableList<FamilyAction> of(FamilyState state, int seat) {
    int menu = menu(state, seat);
    if ((menu & (NOTHING | SHOW)) != 0) {
      return menu == SHOW ? shows(state, seat) : ImmutableList.of();
    }
    // Sized exactly, so that the list is built without a final copy.
    ImmutableList.Builder<FamilyAction> out = ImmutableList.builderWithExpectedSize(count(state, seat, menu));
    if ((menu & TOP) != 0) {
      out.add(tops.get(seat));
    }
    if ((menu & SWEEP) != 0) {
      out.add(sweeps.get(seat));
    }
    if ((menu & PROPOSE) != 0) {
      out.add(proposals.get(seat));
    }
    if ((menu & ANSWER) != 0) {
      out.addAll(answers.get(seat));
    }
    if ((menu & OPEN) != 0) {
      addExchanges(state, seat, out);
    }
    out.addAll(signals.get(seat));
    if ((menu & CALL) != 0) {
      out.addAll(((menu & BARRED) != 0 ? partnerCalls : calls).get(seat));
    }
    return out.build();
  }

  /** {@return how many actions {@link #of} lists, without building the list} */
  int count(FamilyState state, int seat) {
    int menu = menu(state, seat);
    if ((menu & (NOTHING | SHOW)) != 0) {
      return menu == SHOW ? showCount(state, seat) : 0;
    }
    return count(state, seat, menu);
  }

  private int count(FamilyState state, int seat, int menu) {
    return Integer.bitCount(menu & (TOP | SWEEP | PROPOSE)) + ((menu & ANSWER) != 0 ? 2 : 0)
        + ((menu & OPEN) != 0 ? state.hands().size(seat) * state.onTable().size() : 0)
        + signals.get(seat).size()
        + ((menu & CALL) == 0 ? 0 : ((menu & BARRED) != 0 ? partnerCalls : calls).get(seat).size());
  }

  /**
   * {@return {@code of(state, seat).get(index)}, without building the list} Bots and playouts
   * draw among the legal actions millions of times: this costs no allocation (a show apart, which
   * is made when drawn).
   *
   * @throws IndexOutOfBoundsException if {@code index} is not below {@link #count}
   */
  FamilyAction at(FamilyState state, int seat, int index) {
    int menu = menu(state, seat);
    if ((menu & (NOTHING | SHOW)) != 0) {
      if (menu == SHOW) {
        return showAt(state, seat, index);
      }
      throw new IndexOutOfBoundsException("seat " + seat + " has no legal action now");
    }
    int i = index;
    if (i < 0) {
      throw new IndexOutOfBoundsException("index " + index + " is negative");
    }
    if ((menu & TOP) != 0 && i-- == 0) {
      return tops.get(seat);
    }
    if ((menu & SWEEP) != 0 && i-- == 0) {
      return sweeps.get(seat);
    }
    if ((menu & PROPOSE) != 0 && i-- == 0) {
      return proposals.get(seat);
    }
    if ((menu & ANSWER) != 0) {
      if (i < 2) {
        return answers.get(seat).get(i);
      }
      i -= 2;
    }
    if ((menu & OPEN) != 0) {
      int tableSize = state.onTable().size();
      int exchanges = state.hands().size(seat) * tableSize;
      if (i < exchanges) {
        int give = state.hands().indexAt(seat, i / tableSize);
        return exchangesOf(seat)[give * Card.COUNT + state.onTable().indexAt(i % tableSize)];
      }
      i -= exchanges;
    }
    ImmutableList<FamilyAction> signals = this.signals.get(seat);
    if (i < signals.size()) {
      return signals.get(i);
    }
    i -= signals.size();
    ImmutableList<FamilyAction.Call> calls = (menu & CALL) == 0 ? ImmutableList.of()
        : ((menu & BARRED) != 0 ? partnerCalls : this.calls).get(seat);
    if (i < calls.size()) {
      return calls.get(i);
    }
    throw new IndexOutOfBoundsException("index " + index + " is not below " + count(state, seat, menu)
        + ", the number of legal actions of seat " + seat);
  }

  /** A seat barred after a wrong counter may still call on its own team (K-18). */
  private static boolean isPartnerCall(FamilyAction.Call call) {
    return call instanceof KemsCall || call instanceof DoubleKems;
  }

  private static void addExchanges(FamilyState state, int seat, ImmutableList.Builder<FamilyAction> out) {
    Hands hands = state.hands();
    Table table = state.onTable();
    int handSize = hands.size(seat);
    int tableSize = table.size();
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

  /** {@return the owed shows of {@code seat}: every ordered pair of its cards of two ranks (K-12)} */
  private static ImmutableList<FamilyAction> shows(FamilyState state, int seat) {
    int count = showCount(state, seat);
    ImmutableList.Builder<FamilyAction> out = ImmutableList.builderWithExpectedSize(count);
    for (int i = 0; i < count; i++) {
      out.add(showAt(state, seat, i));
    }
    return out.build();
  }

  /** {@return how many shows {@link #shows} lists: the ordered pairs of cards of two ranks} */
  private static int showCount(FamilyState state, int seat) {
    Hands hands = state.hands();
    int size = hands.size(seat);
    int count = 0;
    for (int first = 0; first < size; first++) {
      for (int second = 0; second < size; second++) {
        if (rankAt(hands, seat, first) != rankAt(hands, seat, second)) {
          count++;
        }
      }
    }
    return count;
  }

  /** {@return the show at {@code index} of {@link #shows}, read from the hand without the list} */
  private static Show showAt(FamilyState state, int seat, int index) {
    Hands hands = state.hands();
    int size = hands.size(seat);
    int left = index;
    for (int first = 0; first < size && left >= 0; first++) {
      for (int second = 0; second < size; second++) {
        if (rankAt(hands, seat, first) != rankAt(hands, seat, second) && left-- == 0) {
          return new Show(seat, Card.byIndex(hands.indexAt(seat, first)), Card.byIndex(hands.indexAt(seat, second)));
        }
      }
    }
    throw new IndexOutOfBoundsException("index " + index + " is not below " + showCount(state, seat)
        + ", the number of shows seat " + seat + " may make");
  }

  private static Rank rankAt(Hands hands, int seat, int slot) {
    return Card.byIndex(hands.indexAt(seat, slot)).rank();
  }
}
