package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReferenceArray;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Deck;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Call;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.game.ChanceDue;
import kemkit.game.RuleSet;
import kemkit.seat.Seating;

/**
 * The setting of one game of the family: its preset, options, seats and first dealer, and what
 * follows from them and never changes (the deck, the calls each seat may aim, K-20). Every state
 * keeps it, for its seating and deck and to know its rule set; the verbs read it beside the state.
 * A value: two settings of equal setups are equal, and so are their states.
 *
 * <p>It also keeps, made once per setting, the actions a seat's legal actions hand out whatever the
 * state (signs, gestures, denouncements, calls, the dealer's words) and, per seat, the exchanges of
 * every pair of cards: a random game draws among them millions of times, and a Kemps list holds
 * sixteen exchanges, 384 bytes a call when they were made afresh.
 */
final class Setting {

  /** Every exchange of a seat, by {@code give.index() * Card.COUNT + take.index()}; made lazily, shared. */
  private static final AtomicReferenceArray<Exchange[]> EXCHANGES = new AtomicReferenceArray<>(Card.COUNT);

  private final Preset preset;
  private final FamilyOptions options;
  private final Seating seating;
  private final int firstDealer;
  private final Deck deck;
  // Every deal checks its order against the deck: the set is made once, not once per round.
  private final CardSet deckSet;
  private final Optional<ChanceDue> deckOrderDue;
  private final ImmutableList<Integer> noPoints;
  private final int hash;
  // The options every count of legal actions reads, kept as fields: an option read from its table
  // is a lookup, a check and an unboxing, and a move counts a dozen verbs twice.
  private final boolean top;
  private final boolean dealerSweeps;
  private final boolean consensusSweeps;
  private final boolean denounce;
  // The rule set made with this setting, told once by it (FamilyRules' constructor): what a state
  // names as its maker. Typed as the core interface, so that states (values) name no rules class.
  private RuleSet<?, ?, ?, ?> rules;

  private final ImmutableList<ImmutableList<Sign>> signs;
  private final ImmutableList<ImmutableList<Gesture>> gestures;
  private final ImmutableList<ImmutableList<Denounce>> denounces;
  private final ImmutableList<ImmutableList<Call>> calls;
  private final ImmutableList<ImmutableList<Call>> partnerCalls;
  private final ImmutableList<Top> tops;
  private final ImmutableList<Sweep> sweeps;
  private final ImmutableList<ProposeSweep> proposals;
  private final ImmutableList<AcceptSweep> accepts;
  private final ImmutableList<RefuseSweep> refusals;

  Setting(Preset preset, FamilyOptions options, Seating seating, int firstDealer) {
    this.preset = requireNonNull(preset, "preset");
    this.options = requireNonNull(options, "options");
    this.seating = requireNonNull(seating, "seating");
    this.firstDealer = firstDealer;
    this.deck = options.deckOfCards();
    this.deckSet = CardSet.of(deck.cards());
    this.deckOrderDue = Optional.of(new ChanceDue.ShuffleDue(deck.cards()));
    this.noPoints = ImmutableList.copyOf(Collections.nCopies(seating.teams(), 0));
    this.hash = Objects.hash(preset, options, seating, firstDealer);
    this.top = options.top();
    this.dealerSweeps = options.sweep() == FamilyOptions.SweepMode.DEALER;
    this.consensusSweeps = options.sweep() == FamilyOptions.SweepMode.CONSENSUS;
    this.denounce = options.denounce();
    ImmutableList.Builder<ImmutableList<Sign>> signs = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<Gesture>> gestures = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<Denounce>> denounces = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<Call>> calls = ImmutableList.builder();
    ImmutableList.Builder<ImmutableList<Call>> partnerCalls = ImmutableList.builder();
    ImmutableList.Builder<Top> tops = ImmutableList.builder();
    ImmutableList.Builder<Sweep> sweeps = ImmutableList.builder();
    ImmutableList.Builder<ProposeSweep> proposals = ImmutableList.builder();
    ImmutableList.Builder<AcceptSweep> accepts = ImmutableList.builder();
    ImmutableList.Builder<RefuseSweep> refusals = ImmutableList.builder();
    for (int seat = 0; seat < seating.seats(); seat++) {
      ImmutableList.Builder<Sign> mySigns = ImmutableList.builder();
      ImmutableList.Builder<Gesture> myGestures = ImmutableList.builder();
      ImmutableList.Builder<Denounce> myDenounces = ImmutableList.builder();
      for (String word : SignalWords.WORDS) {
        mySigns.add(new Sign(seat, word));
        myGestures.add(new Gesture(seat, word));
      }
      for (int team = 0; team < seating.teams(); team++) {
        for (String word : SignalWords.WORDS) {
          if (isOpponentTeam(seat, team)) {
            myDenounces.add(new Denounce(seat, team, word));
          }
        }
      }
      signs.add(mySigns.build());
      gestures.add(myGestures.build());
      denounces.add(myDenounces.build());
      ImmutableList<Call> all = callsOf(seat);
      calls.add(all);
      partnerCalls.add(all.stream().filter(call -> !isCounter(call)).collect(ImmutableList.toImmutableList()));
      tops.add(new Top(seat));
      sweeps.add(new Sweep(seat));
      proposals.add(new ProposeSweep(seat));
      accepts.add(new AcceptSweep(seat));
      refusals.add(new RefuseSweep(seat));
    }
    this.signs = signs.build();
    this.gestures = gestures.build();
    this.denounces = denounces.build();
    this.calls = calls.build();
    this.partnerCalls = partnerCalls.build();
    this.tops = tops.build();
    this.sweeps = sweeps.build();
    this.proposals = proposals.build();
    this.accepts = accepts.build();
    this.refusals = refusals.build();
  }

  /** Tells the setting the rule set made with it, once: the maker its states name. */
  void madeInto(RuleSet<?, ?, ?, ?> rules) {
    if (this.rules != null) {
      throw new IllegalStateException("a setting belongs to one rule set");
    }
    this.rules = rules;
  }

  /** {@return the rule set made with this setting} */
  RuleSet<?, ?, ?, ?> rules() {
    return rules;
  }

  Preset preset() {
    return preset;
  }

  Dialect dialect() {
    return preset.dialect();
  }

  FamilyOptions options() {
    return options;
  }

  /** {@return whether the dealer opens the table with {@code top} (K-8)} */
  boolean top() {
    return top;
  }

  /** {@return whether the dealer sweeps (K-11 {@code DEALER})} */
  boolean dealerSweeps() {
    return dealerSweeps;
  }

  /** {@return whether a sweep is agreed (K-11 {@code CONSENSUS})} */
  boolean consensusSweeps() {
    return consensusSweeps;
  }

  /** {@return whether a seat may denounce another team's sign (K-15)} */
  boolean denounce() {
    return denounce;
  }

  Seating seating() {
    return seating;
  }

  int seats() {
    return seating.seats();
  }

  int teams() {
    return seating.teams();
  }

  int teamOf(int seat) {
    return seating.teamOf(seat);
  }

  int firstDealer() {
    return firstDealer;
  }

  Deck deck() {
    return deck;
  }

  CardSet deckSet() {
    return deckSet;
  }

  /** {@return a deck order is due (K-4): one value, shared, as playouts ask every state} */
  Optional<ChanceDue> deckOrderDue() {
    return deckOrderDue;
  }

  /** {@return every team's score at 0, as a game starts: one value, shared} */
  ImmutableList<Integer> noPoints() {
    return noPoints;
  }

  // --- the calls a seat may aim (K-20) -------------------------------------------------------

  /** What is wrong with whom a call names, if anything (K-20). */
  enum Aim {
    /** The call names whom it may. */
    FINE,
    /** A call on a partner names none in a team of three. */
    NO_PARTNER_NAMED,
    /** A counter names nobody and there is not one other team only (K-20a). */
    NO_TARGET_NAMED,
    /** The number named is no seat. */
    NO_SUCH_SEAT,
    /** The number named is no team. */
    NO_SUCH_TEAM,
    /** The caller names itself. */
    SELF,
    /** A call on a partner names an opponent. */
    OPPONENT,
    /** A counter names the caller's partner. */
    PARTNER,
    /** A counter names the caller's own team. */
    OWN_TEAM
  }

  /**
   * {@return what is wrong with whom {@code call} names, in this game's dialect (K-20)} The one
   * statement of K-20: the check refuses the call with the sentence of its aim, and a seat's legal
   * calls are those whose aim is fine.
   */
  Aim aim(Call call) {
    int seat = call.seat();
    OptionalInt target = call.target();
    if (!isCounter(call)) {
      if (target.isEmpty()) {
        return seating.teamSize() == 2 ? Aim.FINE : Aim.NO_PARTNER_NAMED;
      }
      int partner = target.getAsInt();
      return !seating.isSeat(partner) ? Aim.NO_SUCH_SEAT
          : partner == seat ? Aim.SELF
          : seating.teamOf(partner) != seating.teamOf(seat) ? Aim.OPPONENT
          : Aim.FINE;
    }
    boolean teams = dialect().countersNameTeams();
    if (target.isEmpty()) {
      // K-20a: with two teams, a bare cut aims at the other one.
      return teams && seating.teams() == 2 ? Aim.FINE : Aim.NO_TARGET_NAMED;
    }
    int named = target.getAsInt();
    if (teams) {
      return !seating.isTeam(named) ? Aim.NO_SUCH_TEAM : named == seating.teamOf(seat) ? Aim.OWN_TEAM : Aim.FINE;
    }
    return !seating.isSeat(named) ? Aim.NO_SUCH_SEAT
        : named == seat ? Aim.SELF
        : seating.teamOf(named) == seating.teamOf(seat) ? Aim.PARTNER
        : Aim.FINE;
  }

  /**
   * {@return every call {@code seat} may make in this game: each target from none up, the call on
   * it then the double, kept when its aim is fine and its kind exists (K-16 to K-20)}
   */
  private ImmutableList<Call> callsOf(int seat) {
    Dialect dialect = dialect();
    ImmutableList.Builder<Call> out = ImmutableList.builder();
    int targets = dialect.countersNameTeams() ? seating.teams() : seating.seats();
    for (boolean counters : new boolean[] {false, true}) {
      for (int named = -1; named < (counters ? targets : seating.seats()); named++) {
        OptionalInt target = named < 0 ? OptionalInt.empty() : OptionalInt.of(named);
        Call single = counters ? new Counter(dialect, seat, target) : new KemsCall(dialect, seat, target);
        if (aim(single) != Aim.FINE) {
          continue;
        }
        out.add(single);
        if (!counters) {
          out.add(new DoubleKems(dialect, seat, target));
        } else if (options.doubleCounter()) {
          out.add(new DoubleCounter(dialect, seat, target));
        }
      }
    }
    return out.build();
  }

  /** {@return whether {@code call} aims at an opponent ({@code counter}, {@code cut} and their doubles)} */
  static boolean isCounter(Call call) {
    return call instanceof Counter || call instanceof DoubleCounter;
  }

  /** {@return whether {@code team} is a team of the table other than {@code seat}'s (K-15)} */
  boolean isOpponentTeam(int seat, int team) {
    return seating.isTeam(team) && team != seating.teamOf(seat);
  }

  // --- the actions handed out, made once -----------------------------------------------------

  ImmutableList<Sign> signs(int seat) {
    return signs.get(seat);
  }

  ImmutableList<Gesture> gestures(int seat) {
    return gestures.get(seat);
  }

  ImmutableList<Denounce> denounces(int seat) {
    return denounces.get(seat);
  }

  /** {@return the calls of {@code seat}; a seat barred after a wrong counter has only those on its own team (K-18)} */
  ImmutableList<Call> calls(int seat, boolean barred) {
    return (barred ? partnerCalls : calls).get(seat);
  }

  Top top(int seat) {
    return tops.get(seat);
  }

  Sweep sweep(int seat) {
    return sweeps.get(seat);
  }

  ProposeSweep proposal(int seat) {
    return proposals.get(seat);
  }

  AcceptSweep accept(int seat) {
    return accepts.get(seat);
  }

  RefuseSweep refusal(int seat) {
    return refusals.get(seat);
  }

  /** {@return {@code seat}'s exchange of the cards numbered {@code give} and {@code take}} */
  static Exchange exchange(int seat, int give, int take) {
    Exchange[] exchanges = EXCHANGES.get(seat);
    if (exchanges == null) {
      Exchange[] made = new Exchange[Card.COUNT * Card.COUNT];
      for (int g = 0; g < Card.COUNT; g++) {
        for (int t = 0; t < Card.COUNT; t++) {
          made[g * Card.COUNT + t] = new Exchange(seat, Card.byIndex(g), Card.byIndex(t));
        }
      }
      // Two threads may both make the table; either copy serves, the first one stays.
      exchanges = EXCHANGES.compareAndSet(seat, null, made) ? made : EXCHANGES.get(seat);
    }
    return exchanges[give * Card.COUNT + take];
  }

  /** {@return whether {@code other} is the setting of an equal setup} The rule set is not compared: it is made from the rest. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Setting that
        && preset.equals(that.preset)
        && options.equals(that.options)
        && seating.equals(that.seating)
        && firstDealer == that.firstDealer;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "Setting[" + preset.name() + ", " + options + ", " + seating + ", dealer " + firstDealer + "]";
  }
}
