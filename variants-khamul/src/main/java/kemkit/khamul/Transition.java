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
 * out (the state, the outcome and the supplier of its events). Nothing of the action outlives it:
 * {@link #accepted} lets go of every state, pile, hand, memory and event; only interned values,
 * which live as long as the class, stay.
 *
 * <p>Events are made on demand. Bots and playouts read only the state, so the action's own run
 * makes no event: the mechanics emit only when {@link #recording} is on, and the outcome's events
 * are made, the first time they are asked for, by running the same pure transition again from the
 * same state and action in a fresh workspace that records ({@link #replay}). Nothing is built
 * twice: the first run builds no event, the second builds nothing that is kept but the events.
 */
final class Transition {

  private static final ThreadLocal<Transition> WORKSPACE = ThreadLocal.withInitial(Transition::new);

  // The workspace outlives many collections and lives in the old generation, where every store
  // of a reference costs a GC write barrier (G1's: a fence and a card), about as much as a small
  // allocation. So it stores as few as it can: the state's own piles, scores and memory are read
  // from the state before until a mechanic sets its own (null until then), and the interned
  // values (options, phase, the optional facts) are written only when they change, and never let
  // go of (they live as long as the class).
  KhamulOptions options;
  // Whether the mechanics emit their events: only in a replay made for Outcome.events().
  boolean recording;
  private KhamulState before;
  // Most actions emit one to three events: they are kept in fields, and a list is made only for a
  // fourth, so that the outcome's list is the only one built.
  private KhamulEvent first;
  private KhamulEvent second;
  private KhamulEvent third;
  private List<KhamulEvent> more;

  int round;
  Phase phase;
  // The state's own hands until one changes, then a copy: most actions change no hand.
  private Hand[] hands;
  // Set once a state holds the array: the next change copies it, so no state ever sees a write.
  private boolean handsShared;
  // The stock pile as held, and how many cards were drawn from its top since (see KhamulState).
  private Pile stock;
  private int stockDrawn;
  private Pile discard;
  Optional<Card> held;
  Optional<Power> power;
  int turn;
  int starter;
  int peeked;
  Optional<Announcement> announcement;
  int marked;
  boolean markOnDraw;
  Optional<PendingDraw> pendingDraw;
  private ImmutableList<Integer> scores;
  private Memory memory;

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

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  private Transition reset(KhamulOptions options, KhamulState state, boolean recording) {
    if (this.options != options) {
      this.options = options;
    }
    this.recording = recording;
    before = state;
    // Nulls cost no barrier: clear what an action thrown out of may have left.
    hands = null;
    handsShared = false;
    stock = null;
    stockDrawn = state.stockDrawn();
    discard = null;
    scores = null;
    memory = null;
    first = null;
    second = null;
    third = null;
    more = null;
    round = state.round();
    setPhase(state.phase());
    setHeld(state.held());
    setPower(state.power());
    turn = state.turn();
    starter = state.starter();
    peeked = state.peeked();
    setAnnouncement(state.announcement());
    marked = state.marked();
    markOnDraw = state.markOnDraw();
    setPendingDraw(state.pendingDraw());
    return this;
  }

  private Pile stockHeld() {
    return stock == null ? before.stockHeld() : stock;
  }

  /** {@return how many cards the stock holds, as the action left it so far} */
  int stockSize() {
    return stockHeld().size() - stockDrawn;
  }

  /** {@return the stock's top card, as the action left it so far; the stock must not be empty} */
  Card stockTop() {
    return stockHeld().get(stockDrawn);
  }

  /** Draws the stock's top card, making no pile: the state counts the cards drawn. */
  void drawFromStock() {
    if (stockSize() == 0) {
      throw new IllegalStateException("the stock is empty");
    }
    stockDrawn++;
  }

  /** Makes {@code stock} the stock, nothing drawn from it yet. */
  void setStock(Pile stock) {
    this.stock = stock;
    stockDrawn = 0;
  }

  /** {@return the discard pile, as the action left it so far} */
  Pile discard() {
    return discard == null ? before.discard() : discard;
  }

  void setDiscard(Pile discard) {
    this.discard = discard;
  }

  /** {@return the game totals, as the action left them so far} */
  ImmutableList<Integer> scores() {
    return scores == null ? before.scores() : scores;
  }

  void setScores(ImmutableList<Integer> scores) {
    this.scores = scores;
  }

  /** {@return the memory of H-15, as the action left it so far} */
  Memory memory() {
    return memory == null ? before.memory() : memory;
  }

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  void setMemory(Memory memory) {
    // Many changes change nothing (a card nobody knew is forgotten): no store, then.
    if (memory != memory()) {
      this.memory = memory;
    }
  }

  // The interned values: written only when they change (see the fields).

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  void setPhase(Phase phase) {
    if (this.phase != phase) {
      this.phase = phase;
    }
  }

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  void setHeld(Optional<Card> held) {
    if (this.held != held) {
      this.held = held;
    }
  }

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  void setPower(Optional<Power> power) {
    if (this.power != power) {
      this.power = power;
    }
  }

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  void setAnnouncement(Optional<Announcement> announcement) {
    if (this.announcement != announcement) {
      this.announcement = announcement;
    }
  }

  @SuppressWarnings({"ReferenceEquality", "OptionalEquality"}) // identity: only the same object skips the store
  void setPendingDraw(Optional<PendingDraw> pendingDraw) {
    if (this.pendingDraw != pendingDraw) {
      this.pendingDraw = pendingDraw;
    }
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
      if (more == null) {
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
    return new KhamulState(round, phase, after, stockHeld(), stockDrawn, discard(), held, power,
        turn, starter, peeked, announcement, marked, markOnDraw, pendingDraw, scores(), memory(),
        before.rules());
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
    } else if (more == null) {
      events = ImmutableList.of(first, second, third);
    } else {
      events = ImmutableList.<KhamulEvent>builderWithExpectedSize(3 + more.size())
          .add(first, second, third).addAll(more).build();
    }
    Outcome<KhamulState, KhamulEvent> outcome = Outcome.accepted(state(), events);
    release();
    return outcome;
  }

  /**
   * Lets go of the states, cards and events of the action just made, so that none outlives it; the
   * interned values stay (see the fields).
   */
  private void release() {
    before = null;
    hands = null;
    first = null;
    second = null;
    third = null;
    more = null;
    stock = null;
    discard = null;
    scores = null;
    memory = null;
  }
}
