package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Outcome;
import kemkit.pile.Pile;

/**
 * One accepted action in the making: a private, mutable copy of the state that the mechanics edit,
 * and the events they emit. Made fresh for each action and frozen by {@link #accepted()}, so the
 * reducer stays pure while an action that ends a turn, a round and the game costs one new state.
 */
final class Change {

  final KhamulOptions options;
  private final ImmutableList.Builder<KhamulEvent> events = ImmutableList.builder();

  int round;
  Phase phase;
  final Hand[] hands;
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

  Change(KhamulOptions options, KhamulState state) {
    this.options = options;
    round = state.round();
    phase = state.phase();
    hands = state.hands().toArray(new Hand[0]);
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
  }

  int players() {
    return hands.length;
  }

  void emit(KhamulEvent event) {
    events.add(event);
  }

  Hand hand(int seat) {
    return hands[seat];
  }

  KhamulState state() {
    return new KhamulState(round, phase, ImmutableList.copyOf(hands), stock, discard, held, power,
        turn, starter, peeked, announcement, marked, markOnDraw, pendingDraw, scores, memory);
  }

  Outcome<KhamulState, KhamulEvent> accepted() {
    return new Outcome.Accepted<>(state(), events.build());
  }
}
