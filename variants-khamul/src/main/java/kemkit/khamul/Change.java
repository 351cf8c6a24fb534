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
final class Change {

  final KhamulOptions options;
  private final ImmutableList<Hand> handsBefore;
  // Most actions emit one or two events: a list is made only when a second comes.
  private KhamulEvent first;
  private List<KhamulEvent> more = List.of();

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
  private final KhamulRules rules;

  Change(KhamulOptions options, KhamulState state) {
    this.options = options;
    round = state.round();
    phase = state.phase();
    handsBefore = state.hands();
    hands = handsBefore.toArray(new Hand[0]);
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
    return hands.length;
  }

  void emit(KhamulEvent event) {
    if (first == null) {
      first = event;
    } else {
      if (more.isEmpty()) {
        more = new ArrayList<>(4);
      }
      more.add(event);
    }
  }

  Hand hand(int seat) {
    return hands[seat];
  }

  KhamulState state() {
    return new KhamulState(round, phase, handsAfter(), stock, discard, held, power,
        turn, starter, peeked, announcement, marked, markOnDraw, pendingDraw, scores, memory, rules);
  }

  /** {@return the hands as a list: the state's own list when no hand changed, as for most actions} */
  @SuppressWarnings("ReferenceEquality") // identity on purpose: a hand no action touched is the same object
  private ImmutableList<Hand> handsAfter() {
    for (int seat = 0; seat < hands.length; seat++) {
      if (hands[seat] != handsBefore.get(seat)) {
        return ImmutableList.copyOf(hands);
      }
    }
    return handsBefore;
  }

  Outcome<KhamulState, KhamulEvent> accepted() {
    ImmutableList<KhamulEvent> events = first == null ? ImmutableList.of()
        : more.isEmpty() ? ImmutableList.of(first)
        : ImmutableList.<KhamulEvent>builderWithExpectedSize(1 + more.size()).add(first).addAll(more).build();
    return Outcome.accepted(state(), events);
  }
}
