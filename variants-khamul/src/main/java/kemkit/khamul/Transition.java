package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.pile.Pile;

/**
 * One accepted action in the making: a private, mutable copy of the state that the mechanics edit,
 * and the events they emit. Frozen by {@link #accepted}, so the reducer stays pure while an action
 * that ends a turn, a round and the game costs one new state.
 *
 * <p>A workspace, not a value: each thread keeps one ({@link #begin}) and every action of that
 * thread starts it afresh from the state it is given, so that an action makes only what it hands
 * out (the state and the outcome). Nothing of it outlives the action: {@link #accepted} lets go of
 * every reference.
 *
 * <p>Events are made on demand. Bots and playouts read only the state, so the action's own run
 * makes no event: the mechanics emit only when {@link #recording} is on, and the outcome's events
 * are made, the first time they are asked for, by running the same pure transition again from the
 * same state and action in a fresh workspace that records ({@link #replay}). Nothing is built
 * twice: the first run builds no event, the second builds nothing that is kept but the events.
 */
final class Transition {

  private static final ThreadLocal<Transition> WORKSPACE = ThreadLocal.withInitial(Transition::new);

  KhamulOptions options;
  // Whether the mechanics emit their events: only in a replay made for Outcome.events().
  boolean recording;
  private KhamulState before;
  // Most actions emit one to three events: they are kept in fields, and a list is made only for a
  // fourth, so that the outcome's list is the only one built.
  private KhamulEvent first;
  private KhamulEvent second;
  private KhamulEvent third;
  private List<KhamulEvent> more = List.of();

  int round;
  Phase phase;
  // The state's own hands until one changes, then a copy: most actions change no hand.
  private Hand[] hands;
  // Set once a state holds the array: the next change copies it, so no state ever sees a write.
  private boolean handsShared;
  Pile stock;
  Pile discard;
  Optional<Card> held;
  Optional<Power> power;
  int turn;
  int starter;
  int peeked;
  Optional<Announcement> announcement;
  int marked;
  boolean markOnDraw;
  Optional<PendingDraw> pendingDraw;
  ImmutableList<Integer> scores;
  Memory memory;
  private KhamulRules rules;

  private final Dispatch dispatch = new Dispatch(this);

  private Transition() {}

  /**
   * {@return this thread's workspace, set to {@code state}} The reducer never calls itself, so an
   * action is always over (accepted, or thrown out of) before the thread begins another.
   */
  static Transition begin(KhamulOptions options, KhamulState state) {
    return WORKSPACE.get().reset(options, state, false);
  }

  /**
   * {@return a new workspace that records the events, set to {@code state}} Its own, not the
   * thread's: events may be asked for at any moment, and a replay must never reset a workspace
   * that is in use.
   */
  static Transition replay(KhamulOptions options, KhamulState state) {
    return new Transition().reset(options, state, true);
  }

  private Transition reset(KhamulOptions options, KhamulState state, boolean recording) {
    this.options = options;
    this.recording = recording;
    first = null;
    second = null;
    third = null;
    more = List.of();
    handsShared = false;
    round = state.round();
    phase = state.phase();
    before = state;
    hands = null;
    stock = state.stock();
    discard = state.discard();
    held = state.held();
    power = state.power();
    turn = state.turn();
    starter = state.starter();
    peeked = state.peeked();
    announcement = state.announcement();
    marked = state.marked();
    markOnDraw = state.markOnDraw();
    pendingDraw = state.pendingDraw();
    scores = state.scores();
    memory = state.memory();
    rules = state.rules();
    return this;
  }

  /** {@return the player actions' dispatch, set to this workspace's state} */
  Dispatch dispatch() {
    return dispatch;
  }

  /** {@return the state the action is applied to} */
  KhamulState before() {
    return before;
  }

  /** {@return the rejection of the action: the state it was applied to, untouched (C-5)} */
  Outcome<KhamulState, KhamulEvent> rejected(Rejection refusal) {
    KhamulState state = before;
    release();
    return Outcome.rejected(state, refusal);
  }

  int players() {
    return before.players();
  }

  /** Adds {@code event} to the action's events; call only when {@link #recording}. */
  void emit(KhamulEvent event) {
    if (first == null) {
      first = event;
    } else if (second == null) {
      second = event;
    } else if (third == null) {
      third = event;
    } else {
      if (more.isEmpty()) {
        more = new ArrayList<>(4);
      }
      more.add(event);
    }
  }

  Hand hand(int seat) {
    return hands == null ? before.handOf(seat) : hands[seat];
  }

  /** Puts {@code hand} in {@code seat}'s place, copying the hands on the first change. */
  void setHand(int seat, Hand hand) {
    if (hands == null) {
      hands = before.handsArray().clone();
    } else if (handsShared) {
      hands = hands.clone();
      handsShared = false;
    }
    hands[seat] = hand;
  }

  KhamulState state() {
    Hand[] after;
    if (hands == null) {
      after = before.handsArray();
    } else {
      after = hands;
      handsShared = true;
    }
    return new KhamulState(round, phase, after, stock, discard, held, power,
        turn, starter, peeked, announcement, marked, markOnDraw, pendingDraw, scores, memory, rules);
  }

  /**
   * {@return the outcome of {@code action}, which the mechanics just performed} Its events, unless
   * this workspace records them, are made on demand by a replay of {@code action} from the state
   * before it.
   */
  Outcome<KhamulState, KhamulEvent> accepted(Action action) {
    if (!recording) {
      KhamulRules maker = before.rules();
      KhamulState from = before;
      Outcome<KhamulState, KhamulEvent> outcome = Outcome.accepted(state(), () -> maker.events(from, action));
      release();
      return outcome;
    }
    ImmutableList<KhamulEvent> events;
    if (first == null) {
      events = ImmutableList.of();
    } else if (second == null) {
      events = ImmutableList.of(first);
    } else if (third == null) {
      events = ImmutableList.of(first, second);
    } else if (more.isEmpty()) {
      events = ImmutableList.of(first, second, third);
    } else {
      events = ImmutableList.<KhamulEvent>builderWithExpectedSize(3 + more.size())
          .add(first, second, third).addAll(more).build();
    }
    Outcome<KhamulState, KhamulEvent> outcome = Outcome.accepted(state(), events);
    release();
    return outcome;
  }

  /** Lets go of the states, cards and events of the action just made, so that none outlives it. */
  private void release() {
    before = null;
    hands = null;
    first = null;
    second = null;
    third = null;
    more = List.of();
    stock = null;
    discard = null;
    held = null;
    power = null;
    announcement = null;
    pendingDraw = null;
    scores = null;
    memory = null;
    rules = null;
    options = null;
  }
}
