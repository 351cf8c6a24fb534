package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.CardSet;
import kemkit.family.FamilyState.OwedShow;
import kemkit.family.FamilyState.Shown;
import kemkit.family.FamilyState.SweepProposal;
import kemkit.family.FamilyState.TableTalk;
import kemkit.game.EventLog;
import kemkit.game.Outcome;
import kemkit.pile.Pile;

/**
 * The workspace of one accepted action: a copy of the state's fields that the mechanics change
 * step by step, and the log their events are written to, turned into a new immutable {@link
 * FamilyState} at the end. It never escapes {@link FamilyRules#apply}, so the reducer stays pure
 * while a multi-step procedure (a deal with redraws, a sweep that waits for a recycle) reads as a
 * procedure. It is the one way an action makes a new state: a mechanic checks, then starts a
 * transition and performs.
 *
 * <p>Events are always written, as packed words ({@link EventCodec}): every emit site is one call
 * of its event's {@code write}, never guarded. The outcome copies the words and decodes them into
 * {@link FamilyEvent}s only when {@link Outcome#events()} is first asked, so bots and playouts,
 * which read only the state, pay a few words per action and no event object.
 *
 * <p>Each thread keeps one workspace ({@link #begin}), log included, set afresh at each action: the
 * reducer never calls itself, and the outcome keeps a copy of the words. So an action allocates
 * only what it hands out (the state, its new parts, the outcome and its words).
 */
final class Transition {

  private static final ThreadLocal<Transition> WORKSPACE = ThreadLocal.withInitial(Transition::new);

  /** Where the mechanics write what happened: emptied at each action. */
  final EventLog log = new EventLog();
  FamilyRules rules;
  FamilyOptions options;
  // The talk of the state the action started from, shared by the new state if no part changed;
  // null for a new game.
  private TableTalk talkBefore;

  int round;
  int dealer;
  Phase phase;
  boolean tableOpen;
  boolean recycling;
  Pile stock;
  Pile discard;
  Hands hands;
  // Packed ({@link Table#packed()}), as the state keeps it: a Table stored here would be an object
  // made for every action.
  private int table;
  /** The exposed cards' bits ({@link CardSet#bits()}). */
  long exposed;
  int dealCheck;
  int redraws;
  Optional<SweepProposal> proposal;
  OptionalInt sweepDebtor;
  Optional<OwedShow> owedShow;
  ImmutableList<Optional<String>> signs;
  ImmutableSet<Integer> signsFound;
  ImmutableSet<Integer> barred;
  ImmutableList<Optional<String>> gestures;
  ImmutableList<Shown> shows;
  ImmutableList<Integer> scores;

  private Transition() {}

  /**
   * {@return this thread's workspace, set to {@code state}, which the mechanic has checked and
   * accepts} The reducer never calls itself, so an action is over (accepted, or thrown out of)
   * before the thread begins another.
   */
  static Transition begin(FamilyRules rules, FamilyState state) {
    return WORKSPACE.get().reset(rules, state);
  }

  /**
   * {@return this thread's workspace, set to a new game of {@code rules}: round 1, the first
   * dealer, nothing signed or scored, and every card gathered as between rounds ({@link
   * Dealing#gather}), so that a field's value at the start is said where it is reset each round}
   */
  static Transition newGame(FamilyRules rules) {
    Transition t = WORKSPACE.get();
    t.log.clear();
    t.rules = rules;
    t.options = rules.options();
    t.talkBefore = null;
    t.round = 1;
    t.dealer = rules.firstDealer();
    t.phase = Phase.DEALING;
    t.signs = rules.noSigns();
    t.signsFound = ImmutableSet.of();
    t.scores = rules.noPoints();
    Dealing.gather(t);
    return t;
  }

  // The workspace lives long, so in the old generation, where each store of a reference costs the
  // collector's write barrier (a fence), about as much as the rest of an exchange. So reset stores
  // a reference only when it is another object: a playout applies each action to the state the
  // last one made, whose parts the workspace already holds, and an exchange then stores two.
  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only another object is stored
  private Transition reset(FamilyRules rules, FamilyState state) {
    log.clear();
    if (this.rules != rules) {
      this.rules = rules;
      this.options = rules.options();
    }
    round = state.round();
    dealer = state.dealer();
    if (phase != state.phase()) {
      phase = state.phase();
    }
    tableOpen = state.tableOpen();
    recycling = state.recycling();
    if (stock != state.stock()) {
      stock = state.stock();
    }
    if (discard != state.discard()) {
      discard = state.discard();
    }
    if (hands != state.hands()) {
      hands = state.hands();
    }
    table = state.onTablePacked();
    exposed = state.exposedBits();
    dealCheck = state.dealCheck();
    redraws = state.redraws();
    TableTalk talk = state.talk();
    if (talkBefore != talk) {
      talkBefore = talk;
    }
    if (proposal != talk.proposal()) {
      proposal = talk.proposal();
    }
    if (sweepDebtor != talk.sweepDebtor()) {
      sweepDebtor = talk.sweepDebtor();
    }
    if (owedShow != talk.owedShow()) {
      owedShow = talk.owedShow();
    }
    if (signs != talk.signs()) {
      signs = talk.signs();
    }
    if (signsFound != talk.signsFound()) {
      signsFound = talk.signsFound();
    }
    if (barred != talk.barred()) {
      barred = talk.barred();
    }
    if (gestures != talk.gestures()) {
      gestures = talk.gestures();
    }
    if (shows != talk.shows()) {
      shows = talk.shows();
    }
    if (scores != state.scores()) {
      scores = state.scores();
    }
    return this;
  }

  /** {@return the table, as the action left it so far} */
  Table table() {
    return Table.ofPacked(table);
  }

  void setTable(Table table) {
    this.table = table.packed();
  }

  /** {@return the table as {@link Table#packed()} keeps it} */
  int tablePacked() {
    return table;
  }

  /** {@return how many seats play} */
  int seats() {
    return rules.seating().seats();
  }

  /** {@return the team of {@code seat} (K-1)} */
  int teamOf(int seat) {
    return rules.seating().teamOf(seat);
  }

  /** {@return how many teams play} */
  int teams() {
    return rules.seating().teams();
  }

  /** {@return the new state: the only place a {@link FamilyState} is made} */
  FamilyState state() {
    return new FamilyState(this);
  }

  /** {@return the table talk, shared with the state before when no part of it changed} */
  // Identity on purpose: a part is the old one's very object unless an action replaced it, and
  // comparing values would cost more than building the talk anew.
  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"})
  TableTalk talk() {
    TableTalk old = talkBefore;
    if (old == null) {
      return new TableTalk(proposal, sweepDebtor, owedShow, signs, signsFound, barred, gestures, shows);
    }
    boolean same = proposal == old.proposal() && sweepDebtor == old.sweepDebtor() && owedShow == old.owedShow()
        && signs == old.signs() && signsFound == old.signsFound() && barred == old.barred()
        && gestures == old.gestures() && shows == old.shows();
    return same ? old : new TableTalk(proposal, sweepDebtor, owedShow, signs, signsFound, barred, gestures, shows);
  }

  /** {@return the outcome: the new state, and the events written, decoded when first asked for} */
  Outcome<FamilyState, FamilyEvent> accepted() {
    return Outcome.accepted(state(), log, EventCodec.DECODER);
  }
}
