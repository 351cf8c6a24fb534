package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.pile.Pile;

/**
 * The workspace of one action: a mutable copy of the state it is applied to, which the mechanics
 * edit, and the log of the events they write. An action is checked first, on the state, and
 * performed only if nothing is wrong; {@link #accepted} then makes the one new state and the
 * outcome, whose events are read from the log only when asked. Every state an action makes is
 * made here.
 *
 * <p>The contract is that of the state itself: each field is read with its getter and written
 * with its setter, and reads see the writes before them. {@link #begin} loads every field from the
 * state; nothing is "unchanged" by convention. The hands are the one part shared with the state
 * until written: the first {@link #setHand} copies the array, so the state before never changes.
 *
 * <p>Each thread keeps one workspace, as an action makes only what it hands out (the state and the
 * outcome). That is safe because an action never outlives its {@code apply}: the mechanics never
 * call the reducer, the events are decoded from a copy of the log, and {@link #begin} refuses a
 * workspace that is still in use. {@link #end} lets go of every state, pile and hand, so that the
 * workspace holds none between actions.
 */
final class Transition {

  private static final ThreadLocal<Transition> WORKSPACE = ThreadLocal.withInitial(Transition::new);

  private final EventWords events = new EventWords();
  private final Dispatch dispatch = new Dispatch(this);
  private KhamulOptions options;
  private KhamulState before;
  // The state in the making: the small facts (see Facts), the hands, piles, scores and memory.
  private long facts;
  private Hand[] hands;
  // Whether `hands` is this workspace's own copy; until then it is the state before's array.
  private boolean handsOwned;
  // The stock pile as held, and (in facts) how many cards were drawn from its top since.
  private Pile stock;
  private Pile discard;
  private ImmutableList<Integer> scores;
  private Memory memory;

  private Transition() {}

  /**
   * {@return this thread's workspace, loaded with {@code state}}
   *
   * @throws IllegalStateException if the thread's workspace is in use: an action began while
   *     another was being applied, which the reducer never does
   */
  static Transition begin(KhamulOptions options, KhamulState state) {
    Transition change = WORKSPACE.get();
    if (change.before != null) {
      throw new IllegalStateException("a Khamul action is already being applied on this thread");
    }
    change.load(options, state);
    return change;
  }

  private void load(KhamulOptions options, KhamulState state) {
    this.options = options;
    before = state;
    facts = state.facts();
    hands = state.handsArray();
    handsOwned = false;
    stock = state.stockHeld();
    discard = state.discard();
    scores = state.scores();
    memory = state.memory();
    events.clear();
  }

  /** Lets go of the action's states, piles and hands; the workspace may begin another action. */
  void end() {
    before = null;
    hands = null;
    stock = null;
    discard = null;
    scores = null;
    memory = null;
  }

  /** {@return the outcome of the action just performed: the new state, its events in the log} */
  Outcome<KhamulState, KhamulEvent> accepted() {
    return Outcome.accepted(state(), events.sealed(), EventWords.DECODER);
  }

  /** {@return the rejection of the action: the state it was applied to, untouched (C-5)} */
  Outcome<KhamulState, KhamulEvent> rejected(Rejection refusal) {
    return Outcome.rejected(before, refusal);
  }

  /** {@return the state the mechanics made so far} */
  KhamulState state() {
    // The state takes the array: the next setHand copies it again.
    handsOwned = false;
    return new KhamulState(facts, hands, stock, discard, scores, memory, before.rules());
  }

  /** {@return the writers of the action's events} */
  EventWords events() {
    return events;
  }

  /** {@return the player actions' dispatch, set to this workspace} */
  Dispatch dispatch() {
    return dispatch;
  }

  /** {@return the options played with} */
  KhamulOptions options() {
    return options;
  }

  /** {@return the state the action is applied to, which checks read} */
  KhamulState before() {
    return before;
  }

  int players() {
    return hands.length;
  }

  // The small facts (see Facts): any field by get and set, and the typed ones by name.

  /** {@return {@code field}'s value, as the action left it so far} */
  int get(Facts.Field field) {
    return field.get(facts);
  }

  /**
   * Sets {@code field} to {@code value}.
   *
   * @throws IllegalArgumentException if the value does not fit the field
   */
  void set(Facts.Field field, int value) {
    facts = field.with(facts, value);
  }

  int round() {
    return Facts.ROUND.get(facts);
  }

  void setRound(int round) {
    facts = Facts.ROUND.with(facts, round);
  }

  Phase phase() {
    return Facts.phase(facts);
  }

  void setPhase(Phase phase) {
    facts = Facts.withPhase(facts, phase);
  }

  int turn() {
    return Facts.TURN.get(facts);
  }

  void setTurn(int seat) {
    facts = Facts.TURN.with(facts, seat);
  }

  int starter() {
    return Facts.STARTER.get(facts);
  }

  void setStarter(int seat) {
    facts = Facts.STARTER.with(facts, seat);
  }

  /** {@return the seats that peeked this round, a bit set (H-5)} */
  int peeked() {
    return Facts.PEEKED.get(facts);
  }

  void setPeeked(int seats) {
    facts = Facts.PEEKED.with(facts, seats);
  }

  /** {@return the seats marked this round, a bit set (H-12)} */
  int marked() {
    return Facts.MARKED.get(facts);
  }

  void setMarked(int seats) {
    facts = Facts.MARKED.with(facts, seats);
  }

  boolean markOnDraw() {
    return Facts.MARK_ON_DRAW.get(facts) != 0;
  }

  void setMarkOnDraw(boolean mark) {
    facts = Facts.MARK_ON_DRAW.with(facts, mark ? 1 : 0);
  }

  Optional<Card> held() {
    return Facts.held(facts);
  }

  void setHeld(Optional<Card> held) {
    facts = Facts.withHeld(facts, held);
  }

  Optional<Power> power() {
    return Facts.power(facts);
  }

  void setPower(Optional<Power> power) {
    facts = Facts.withPower(facts, power);
  }

  Optional<Announcement> announcement() {
    return Facts.announcement(facts);
  }

  void setAnnouncement(Optional<Announcement> announcement) {
    facts = Facts.withAnnouncement(facts, announcement);
  }

  Optional<PendingDraw> pendingDraw() {
    return Facts.pendingDraw(facts);
  }

  void setPendingDraw(Optional<PendingDraw> draw) {
    facts = Facts.withPendingDraw(facts, draw);
  }

  // The hands, piles, scores and memory.

  Hand hand(int seat) {
    return hands[seat];
  }

  /** Puts {@code hand} in {@code seat}'s place, copying the hands on the first change. */
  void setHand(int seat, Hand hand) {
    if (!handsOwned) {
      hands = hands.clone();
      handsOwned = true;
    }
    hands[seat] = hand;
  }

  /** {@return how many cards the stock holds} */
  int stockSize() {
    return stock.size() - Facts.STOCK_DRAWN.get(facts);
  }

  /** {@return the stock's top card; the stock must not be empty} */
  Card stockTop() {
    return stock.get(Facts.STOCK_DRAWN.get(facts));
  }

  /** Draws the stock's top card, making no pile: the state counts the cards drawn. */
  void drawFromStock() {
    if (stockSize() == 0) {
      throw new IllegalStateException("the stock is empty");
    }
    facts = Facts.STOCK_DRAWN.with(facts, Facts.STOCK_DRAWN.get(facts) + 1);
  }

  /** Makes {@code stock} the stock, nothing drawn from it yet. */
  void setStock(Pile stock) {
    setStock(stock, 0);
  }

  /** Makes {@code stock} less its top {@code drawn} cards the stock, sharing the pile. */
  void setStock(Pile stock, int drawn) {
    if (drawn > stock.size()) {
      throw new IllegalArgumentException("cannot draw " + drawn + " cards from a stock of " + stock.size());
    }
    this.stock = stock;
    facts = Facts.STOCK_DRAWN.with(facts, drawn);
  }

  Pile discard() {
    return discard;
  }

  void setDiscard(Pile discard) {
    this.discard = discard;
  }

  /** {@return the game totals (H-13)} */
  ImmutableList<Integer> scores() {
    return scores;
  }

  void setScores(ImmutableList<Integer> scores) {
    this.scores = scores;
  }

  /** {@return the memory of H-15} */
  Memory memory() {
    return memory;
  }

  void setMemory(Memory memory) {
    this.memory = memory;
  }
}
