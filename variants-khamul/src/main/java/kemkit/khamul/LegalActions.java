package kemkit.khamul;

import com.google.common.collect.ImmutableList;

/**
 * The actions a seat may make now. They depend only on public facts (phase, turn, slot counts,
 * pile sizes, the pending power) and on whether the seat itself has peeked, so a seat's list
 * never tells it anything hidden (C-6).
 *
 * <p>Rearranges are the one family listed by representative: a rearrange's only effects are that
 * the others lose track of the hand and the rearranging seat's knowledge moves with its cards, so
 * every permutation of a hand gives the same game up to the names of its slots. The list holds one
 * (the rotation {@code 1 2 … 0}); {@link KhamulRules#apply} accepts every permutation.
 */
final class LegalActions {

  private static final int MAX_CACHED = 16;
  private static final ImmutableList<ImmutableList<Integer>> ROTATIONS = rotations();

  private LegalActions() {}

  static ImmutableList<KhamulAction> of(KhamulState state, int seat) {
    if (seat < 0 || seat >= state.players() || state.isOver() || state.chanceDue().isPresent()) {
      return ImmutableList.of();
    }
    Hand hand = state.handOf(seat);
    ImmutableList.Builder<KhamulAction> out = ImmutableList.builderWithExpectedSize(expectedSize(state, seat, hand));
    if (state.phase() == Phase.PEEKING) {
      if (!state.hasPeeked(seat)) {
        for (int a = 0; a < hand.size(); a++) {
          for (int b = 0; b < hand.size(); b++) {
            if (a != b) {
              out.add(new KhamulAction.Peek(seat, a, b));
            }
          }
        }
      }
      return out.build();
    }
    if (!state.inPlay()) {
      return out.build();
    }
    if (state.turn() == seat) {
      turnActions(state, seat, hand, out);
    }
    if (Snapping.canSnapNow(state, seat)) {
      for (int slot = 0; slot < hand.size(); slot++) {
        out.add(new KhamulAction.Snap(seat, slot));
      }
    }
    if (hand.size() >= 2) {
      out.add(new KhamulAction.Rearrange(seat, rotation(hand.size())));
    }
    return out.build();
  }

  private static void turnActions(KhamulState state, int seat, Hand hand,
      ImmutableList.Builder<KhamulAction> out) {
    switch (state.phase()) {
      case TURN_START -> {
        if (state.announcement().isEmpty()) {
          out.add(new KhamulAction.Announce(seat));
        }
        if (Turns.canDraw(state, seat)) {
          out.add(new KhamulAction.Draw(seat));
        }
        if (Turns.canTake(state, seat)) {
          out.add(new KhamulAction.Take(seat));
        }
      }
      case HOLDING_DRAWN, HOLDING_TAKEN -> {
        if (state.phase() == Phase.HOLDING_DRAWN) {
          out.add(new KhamulAction.Discard(seat));
        }
        for (int slot = 0; slot < hand.size(); slot++) {
          out.add(new KhamulAction.Swap(seat, slot));
        }
      }
      case POWER -> {
        out.add(new KhamulAction.Skip(seat));
        powerActions(state, seat, hand, out);
      }
      default -> throw new IllegalStateException("not a turn phase: " + state.phase());
    }
  }

  private static void powerActions(KhamulState state, int seat, Hand hand,
      ImmutableList.Builder<KhamulAction> out) {
    switch (state.power().orElseThrow()) {
      case LOOK -> {
        for (int slot = 0; slot < hand.size(); slot++) {
          out.add(new KhamulAction.Look(seat, slot));
        }
      }
      case FORCE -> {
        for (int target = 0; target < state.players(); target++) {
          if (target != seat) {
            out.add(new KhamulAction.Force(seat, target));
          }
        }
      }
      case KSWAP -> {
        for (int target = 0; target < state.players(); target++) {
          if (target == seat) {
            continue;
          }
          int theirs = state.handOf(target).size();
          for (int slot = 0; slot < hand.size(); slot++) {
            for (int targetSlot = 0; targetSlot < theirs; targetSlot++) {
              out.add(new KhamulAction.KSwap(seat, slot, target, targetSlot));
            }
          }
        }
      }
    }
  }

  /** {@return about how many actions {@code seat} has, so that the list is built without growing} */
  private static int expectedSize(KhamulState state, int seat, Hand hand) {
    int size = hand.size() + 4;
    if (state.phase() == Phase.PEEKING) {
      return hand.size() * hand.size();
    }
    if (state.turn() == seat && state.phase() == Phase.POWER && state.power().orElseThrow() == Power.KSWAP) {
      size += hand.size() * (Dealing.HAND_SIZE + 2) * (state.players() - 1);
    }
    return size + hand.size();
  }

  /** {@return the rotation {@code 1 2 … size-1 0} of a hand of {@code size} slots} */
  static ImmutableList<Integer> rotation(int size) {
    if (size < MAX_CACHED) {
      return ROTATIONS.get(size);
    }
    ImmutableList.Builder<Integer> out = ImmutableList.builderWithExpectedSize(size);
    for (int i = 0; i < size; i++) {
      out.add((i + 1) % size);
    }
    return out.build();
  }

  private static ImmutableList<ImmutableList<Integer>> rotations() {
    ImmutableList.Builder<ImmutableList<Integer>> out = ImmutableList.builder();
    out.add(ImmutableList.of());
    for (int size = 1; size < MAX_CACHED; size++) {
      ImmutableList.Builder<Integer> rotation = ImmutableList.builder();
      for (int i = 0; i < size; i++) {
        rotation.add((i + 1) % size);
      }
      out.add(rotation.build());
    }
    return out.build();
  }
}
