package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import kemkit.card.CardSet;
import kemkit.family.FamilyState.OwedShow;
import kemkit.family.FamilyState.Shown;
import kemkit.family.FamilyState.SweepProposal;
import kemkit.family.FamilyState.TableTalk;
import kemkit.game.Action;
import kemkit.game.Outcome;
import kemkit.pile.Pile;

/**
 * The workspace of one accepted action: a copy of the state's fields that the mechanics change
 * step by step, and the events they emit, turned into a new immutable {@link FamilyState} at the
 * end. It never escapes {@link FamilyRules#apply}, so the reducer stays pure while a multi-step
 * procedure (a deal with redraws, a sweep that waits for a recycle) reads as a procedure.
 *
 * <p>Events are made only when someone will read them. {@link FamilyRules#apply} runs the
 * mechanics without recording ({@link Events#ON_DEMAND}): bots and playouts apply millions of
 * actions and read only the state, and a deal's or a call's events (every hand, the scores) cost
 * more than the state they lead to. The outcome then makes its events when first asked, by
 * applying the same action to the same state again, recording ({@link Events#RECORDED}): apply is
 * pure, so the second run takes the same steps and emits what the first one would have. So an
 * emit site checks {@link #recording} before it makes its event.
 */
final class Transition {

  /** When an accepted action's events are made. */
  enum Events {
    /** As the mechanics go, one run: the outcome holds them. */
    RECORDED,
    /** When the outcome is first asked for them, by a second run that records them. */
    ON_DEMAND
  }

  final FamilyRules rules;
  final FamilyOptions options;
  /** Whether the mechanics emit events in this run; when not, {@link #emit} must not be called. */
  final boolean recording;
  private final FamilyState before;
  private final Action action;
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

  /**
   * Starts the workspace of {@code action} on {@code state}, which the mechanic has checked and
   * accepts; {@code events} says whether this run records the events.
   */
  Transition(FamilyRules rules, FamilyState state, Action action, Events events) {
    this.rules = rules;
    this.options = rules.options();
    this.recording = events == Events.RECORDED;
    this.before = state;
    this.action = action;
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

  /** Records that {@code event} happened; only while {@link #recording}. */
  void emit(FamilyEvent event) {
    if (!recording) {
      throw new IllegalStateException("an event was made in a run that does not record: " + event.getClass().getSimpleName());
    }
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
        stock, discard, hands, table, exposed, dealCheck, redraws, talk(), scores, rules);
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

  /**
   * {@return the outcome: the new state, and every event emitted, or when this run did not record,
   * what makes them on demand}
   */
  Outcome<FamilyState, FamilyEvent> accepted() {
    if (!recording) {
      return Outcome.accepted(state(), new Replay(rules, before, action));
    }
    ImmutableList<FamilyEvent> events = count == 0 ? ImmutableList.of()
        : count == 1 ? ImmutableList.of(first)
        : all.build();
    return Outcome.accepted(state(), events);
  }

  /**
   * Makes the events of an outcome whose run did not record them: the same action applied to the
   * same state, recording. Holds immutable values only, as {@link Outcome#accepted(
   * kemkit.game.GameState, Supplier)} asks.
   */
  private record Replay(FamilyRules rules, FamilyState before, Action action)
      implements Supplier<ImmutableList<FamilyEvent>> {

    @Override
    public ImmutableList<FamilyEvent> get() {
      return rules.recorded(before, action).events();
    }
  }
}
