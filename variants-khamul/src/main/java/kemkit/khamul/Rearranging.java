package kemkit.khamul;

import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.MEMORY;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.khamul.KhamulAction.Rearrange;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/**
 * A seat reorders its own slots without looking; the others only see that it happened. Implements
 * rules.md H-10.
 *
 * <p>Rearranges are the one family listed by representative: a rearrange's only effects are that
 * the others lose track of the hand and the rearranging seat's knowledge moves with its cards, so
 * every permutation of a hand gives the same game up to the names of its slots. The list holds one
 * (the rotation {@code 1 2 … 0}) for a seat with two or more slots; every permutation is
 * accepted, and with one slot or none the identity alone, which the list leaves out since it
 * changes nothing.
 */
final class Rearranging {

  private Rearranging() {}

  /** {@return whether a rearrange may be made now: in play, or also while peeking with {@code anytime} (H-10)} */
  static boolean allowedNow(KhamulOptions options, KhamulState state) {
    return state.inPlay()
        || (state.phase() == Phase.PEEKING && options.rearrange() == KhamulOptions.Rearrange.ANYTIME);
  }

  /** The seat keeps what it knew, permuted; every other seat loses track of this hand (H-15). */
  static final Verb<KhamulState, Rearrange, KhamulOptions> REARRANGE = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Rearrange rearrange) {
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

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Rearrange rearrange) {
      int seat = rearrange.seat();
      Hand hand = work.get(HANDS, seat);
      work.set(MEMORY, work.get(MEMORY).rearranged(hand, seat));
      work.set(HANDS, seat, hand.permuted(rearrange.permutation()));
      KhamulEvents.rearranged(work.log(), seat, rearrange.permutation());
    }

    /** One representative, the rotation, for a hand of two slots or more. */
    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return state.handOf(seat).size() >= 2 && allowedNow(options, state) ? 1 : 0;
    }

    @Override
    public Rearrange at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.rearrange(seat, state.handOf(seat).size());
    }
  };
}
