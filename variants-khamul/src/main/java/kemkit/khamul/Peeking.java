package kemkit.khamul;

import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.PEEKED;
import static kemkit.khamul.KhamulState.STARTER;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.khamul.KhamulAction.Peek;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/** Each seat's look at two of its slots before play. Implements rules.md H-5. */
final class Peeking {

  private Peeking() {}

  /** {@return whether {@code seat} may peek now: the seats are peeking, and it has not yet} */
  static boolean mayPeek(KhamulState state, int seat) {
    return state.phase() == Phase.PEEKING && !state.hasPeeked(seat);
  }

  /** Peeks at two slots; once every seat has, the starter's turn begins. */
  static final Verb<KhamulState, Peek, KhamulOptions> PEEK = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Peek peek) {
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

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Peek peek) {
      int seat = peek.seat();
      Hand hand = work.get(HANDS, seat);
      Card first = hand.get(peek.first());
      Card second = hand.get(peek.second());
      work.set(MEMORY, work.get(MEMORY).learned(1L << first.index() | 1L << second.index(), seat));
      int peeked = work.get(PEEKED) | 1 << seat;
      work.set(PEEKED, peeked);
      KhamulEvents.PEEKED.write(work.log(), seat, peek.first(), peek.second(), first.index(), second.index());
      if (peeked == (1 << work.seats(HANDS)) - 1) {
        TurnOrder.start(options, work, work.get(STARTER));
      }
    }

    /** Every ordered pair of two different slots. */
    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      int size = state.handOf(seat).size();
      return mayPeek(state, seat) ? size * (size - 1) : 0;
    }

    @Override
    public Peek at(KhamulOptions options, KhamulState state, int seat, int index) {
      int size = state.handOf(seat).size();
      int first = index / (size - 1);
      int other = index % (size - 1);
      return new Peek(seat, first, other < first ? other : other + 1);
    }
  };
}
