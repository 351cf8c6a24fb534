package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/** Each seat's look at two of its slots before play. Implements rules.md H-5. */
final class Peeking {

  private Peeking() {}

  static Optional<Rejection> check(KhamulState state, KhamulAction.Peek peek) {
    int seat = peek.seat();
    if (state.phase() != Phase.PEEKING) {
      return Rejections.wrongPhase("H-5", seat, "{you} cannot peek now: " + Rejections.describe(state, seat)
          + "; each seat peeks before play begins");
    }
    if (state.hasPeeked(seat)) {
      return Rejections.wrongPhase("H-5", seat, "{you} already peeked this round: each seat peeks once a round");
    }
    Hand hand = state.handOf(seat);
    if (!hand.hasSlot(peek.first())) {
      return Rejections.noSlot(state, seat, peek.first(), seat);
    }
    if (!hand.hasSlot(peek.second())) {
      return Rejections.noSlot(state, seat, peek.second(), seat);
    }
    if (peek.first() == peek.second()) {
      return Rejections.of(RejectionCode.BAD_ARGUMENT, "H-5", seat,
          "slot " + peek.first() + " is named twice: a peek looks at two different slots");
    }
    return Rejections.NONE;
  }

  static void peek(Transition change, KhamulAction.Peek peek) {
    int seat = peek.seat();
    Card first = change.hand(seat).get(peek.first());
    Card second = change.hand(seat).get(peek.second());
    change.setMemory(change.memory().learned(1L << first.index() | 1L << second.index(), seat));
    change.setPeeked(change.peeked() | 1 << seat);
    change.events().peeked(seat, peek.first(), peek.second(), first, second);
    if (change.peeked() == (1 << change.players()) - 1) {
      Turns.start(change, change.starter());
    }
  }
}
