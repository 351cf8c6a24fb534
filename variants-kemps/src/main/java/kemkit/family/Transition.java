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
import kemkit.game.Outcome;
import kemkit.pile.Pile;

/**
 * The workspace of one accepted action: a copy of the state's fields that the mechanics change
 * step by step, and the events they emit, turned into a new immutable {@link FamilyState} at the
 * end. It never escapes {@link FamilyRules#apply}, so the reducer stays pure while a multi-step
 * procedure (a deal with redraws, a sweep that waits for a recycle) reads as a procedure.
 */
final class Transition {

  final FamilyRules rules;
  final FamilyOptions options;
  private final FamilyState before;
  // Most actions emit one event: it waits here, and a list is made only when a second comes.
  private FamilyEvent first;
  private int count;
  private ImmutableList.Builder<FamilyEvent> all;
  private int expected;

  int round;
  int dealer;
  Phase phase;
  boolean tableOpen;
  boolean recycling;
  Pile stock;
  Pile discard;
  Hands hands;
  Table table;
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
  ImmutableSet<Integer> winners;

  Transition(FamilyRules rules, FamilyState state) {
    this.rules = rules;
    this.options = rules.options();
    this.before = state;
    round = state.round();
    dealer = state.dealer();
    phase = state.phase();
    tableOpen = state.tableOpen();
    recycling = state.recycling();
    stock = state.stock();
    discard = state.discard();
    hands = state.hands();
    table = state.onTable();
    exposed = state.exposedBits();
    dealCheck = state.dealCheck();
    redraws = state.redraws();
    proposal = state.proposal();
    sweepDebtor = state.sweepDebtor();
    owedShow = state.owedShow();
    signs = state.signs();
    signsFound = state.signsFound();
    barred = state.barred();
    gestures = state.gestures();
    shows = state.shows();
    scores = state.scores();
    winners = state.winners();
  }

  /** {@return how many seats play} */
  int seats() {
    return before.seating().seats();
  }

  /** {@return the team of {@code seat} (K-1)} */
  int teamOf(int seat) {
    return before.seating().teamOf(seat);
  }

  /** {@return how many teams play} */
  int teams() {
    return before.seating().teams();
  }

  /**
   * Says that about {@code events} events will be emitted, so that their list is made at its size
   * at once rather than grown and copied: a deal emits one per seat and a few more.
   */
  void expectEvents(int events) {
    expected = events;
  }

  /** Records that {@code event} happened. */
  void emit(FamilyEvent event) {
    if (count == 0) {
      first = event;
    } else {
      if (count == 1) {
        all = ImmutableList.builderWithExpectedSize(Math.max(expected, 8));
        all.add(first);
      }
      all.add(event);
    }
    count++;
  }

  /** {@return the new state} */
  FamilyState state() {
    return new FamilyState(round, dealer, phase, tableOpen, recycling,
        stock, discard, hands, table, exposed, dealCheck, redraws, talk(), scores, winners, rules);
  }

  /** {@return the table talk, shared with the state before when no part of it changed} */
  // Identity on purpose: a part is the old one's very object unless an action replaced it, and
  // comparing values would cost more than building the talk anew.
  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"})
  private TableTalk talk() {
    TableTalk old = before.talk();
    boolean same = proposal == old.proposal() && sweepDebtor == old.sweepDebtor() && owedShow == old.owedShow()
        && signs == old.signs() && signsFound == old.signsFound() && barred == old.barred()
        && gestures == old.gestures() && shows == old.shows();
    return same ? old : new TableTalk(proposal, sweepDebtor, owedShow, signs, signsFound, barred, gestures, shows);
  }

  /** {@return the outcome: the new state and every event emitted} */
  Outcome<FamilyState, FamilyEvent> accepted() {
    ImmutableList<FamilyEvent> events = count == 0 ? ImmutableList.of()
        : count == 1 ? ImmutableList.of(first)
        : all.build();
    return Outcome.accepted(state(), events);
  }
}
