package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Outcome;
import kemkit.pile.Pile;

/**
 * One accepted action in the making: a private, mutable copy of the state that the mechanics edit,
 * and the events they emit. Made fresh for each action and frozen by {@link #accepted()}, so the
 * reducer stays pure while an action that ends a turn, a round and the game costs one new state.
 */
final class Transition {

  final KhamulOptions options;
  private final KhamulState before;
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
  private final KhamulRules rules;

  Transition(KhamulOptions options, KhamulState state) {
    this.options = options;
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
  }

  int players() {
    return before.players();
  }

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

  Outcome<KhamulState, KhamulEvent> accepted() {
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
    return Outcome.accepted(state(), events);
  }
}
