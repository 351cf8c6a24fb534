package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/**
 * A seat reorders its own slots without looking; the others only see that it happened. Implements
 * rules.md H-10.
 */
final class Rearranging {

  private Rearranging() {}

  static Optional<Rejection> check(KhamulOptions options, KhamulState state, KhamulAction.Rearrange rearrange) {
    int seat = rearrange.seat();
    if (!allowedNow(options, state)) {
      return Rejections.wrongPhase("H-10", seat, "{you} cannot rearrange now: " + Rejections.describe(state, seat)
          + (options.rearrange() == KhamulOptions.Rearrange.ANYTIME
              ? "; rearranging is done from the end of the deal to the reveal"
              : "; rearranging is done in play, after the peeks"));
    }
    ImmutableList<Integer> permutation = rearrange.permutation();
    int size = state.handOf(seat).size();
    if (permutation.size() != size) {
      return Rejections.of(RejectionCode.BAD_ARGUMENT, "H-10", seat, "the rearrange lists " + permutation.size()
          + " slot" + (permutation.size() == 1 ? "" : "s") + ", not " + size + ": it lists each of {your} " + size
          + " slot" + (size == 1 ? "" : "s") + " once");
    }
    long seen = 0; // a hand holds at most the 52 cards of the deck, so its slots fit a long
    for (int i = 0; i < size; i++) {
      int old = permutation.get(i);
      if (old < 0 || old >= size || (seen & (1L << old)) != 0) {
        return Rejections.of(RejectionCode.BAD_ARGUMENT, "H-10", seat, "the rearrange " + permutation
            + " is not an order of {your} slots: it lists each of slots 0 to " + (size - 1) + " once");
      }
      seen |= 1L << old;
    }
    return Rejections.NONE;
  }

  /** {@return whether a rearrange may be made now: in play, or also while peeking with {@code anytime} (H-10)} */
  static boolean allowedNow(KhamulOptions options, KhamulState state) {
    return state.inPlay()
        || (state.phase() == Phase.PEEKING && options.rearrange() == KhamulOptions.Rearrange.ANYTIME);
  }

  /** The seat keeps what it knew, permuted; every other seat loses track of this hand (H-15). */
  static void rearrange(Transition change, int seat, ImmutableList<Integer> permutation) {
    change.setMemory(change.memory().rearranged(change.hand(seat), seat));
    change.setHand(seat, change.hand(seat).permuted(permutation));
    change.events().rearranged(seat, permutation);
  }
}
