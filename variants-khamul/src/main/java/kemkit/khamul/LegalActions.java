package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * The actions a seat may make now. They depend only on public facts (phase, turn, slot counts,
 * pile sizes, the pending power) and on whether the seat itself has peeked, so a seat's list
 * never tells it anything hidden (C-6).
 *
 * <p>Rearranges are the one family listed by representative: a rearrange's only effects are that
 * the others lose track of the hand and the rearranging seat's knowledge moves with its cards, so
 * every permutation of a hand gives the same game up to the names of its slots. The list holds one
 * (the rotation {@code 1 2 … 0}); {@link KhamulRules#apply} accepts every permutation.
 *
 * <p>Since a list depends only on those few facts, each situation's list is made once and kept in
 * a small table shared by every rule set: a playout's lists then cost no allocation at all.
 */
final class LegalActions {

  // Random play grows hands well past the four dealt (penalties, H-9): up to a whole deck.
  private static final int MAX_CACHED = 64;
  private static final int CACHE_BITS = 12;
  private static final AtomicReferenceArray<Cached> CACHE = new AtomicReferenceArray<>(1 << CACHE_BITS);
  private static final ImmutableList<ImmutableList<Integer>> ROTATIONS = rotations();
  private static final ImmutableList<Optional<ImmutableList<Integer>>> PRESENT_ROTATIONS =
      ROTATIONS.stream().map(Optional::of).collect(ImmutableList.toImmutableList());

  // The actions that name only a seat, or a seat and a slot, are made once: playouts list them at
  // every step, and a list of shared actions costs no more than its array.
  private static final int MAX_SEATS = 6; // H-1
  private static final KhamulAction[] DRAWS = perSeat(KhamulAction.Draw::new);
  private static final KhamulAction[] TAKES = perSeat(KhamulAction.Take::new);
  private static final KhamulAction[] DISCARDS = perSeat(KhamulAction.Discard::new);
  private static final KhamulAction[] SKIPS = perSeat(KhamulAction.Skip::new);
  private static final KhamulAction[] ANNOUNCES = perSeat(KhamulAction.Announce::new);
  private static final KhamulAction[][] SNAPS = perSlot(KhamulAction.Snap::new);
  private static final KhamulAction[][] SWAPS = perSlot(KhamulAction.Swap::new);
  private static final KhamulAction[][] LOOKS = perSlot(KhamulAction.Look::new);
  private static final int KING_SWAP_SLOTS = 16;
  private static final KhamulAction[] KING_SWAPS =
      new KhamulAction[MAX_SEATS * KING_SWAP_SLOTS * MAX_SEATS * KING_SWAP_SLOTS];
  private static final KhamulAction[][] REARRANGES = perSlot((seat, size) -> new KhamulAction.Rearrange(seat,
      ROTATIONS.get(size)));

  private LegalActions() {}

  static ImmutableList<KhamulAction> of(KhamulOptions options, KhamulState state, int seat) {
    if (seat < 0 || seat >= state.players() || state.isOver() || state.isChanceDue()) {
      return ImmutableList.of();
    }
    int key = situation(options, state, seat);
    if (key < 0) {
      return build(options, state, seat);
    }
    int index = (key * 0x9E3779B9) >>> (Integer.SIZE - CACHE_BITS);
    Cached cached = CACHE.get(index);
    if (cached == null || cached.key != key) {
      cached = new Cached(key, build(options, state, seat));
      // A racing thread may overwrite another situation's list: the key tells them apart.
      CACHE.set(index, cached);
    }
    return cached.actions;
  }

  /**
   * {@return every fact that {@link #build} reads, packed in one number, or -1 when the list also
   * depends on the other hands (a {@code kswap}) or a hand too big for the interned actions}
   *
   * <p>The list is a function of these facts alone (its actions are interned), and playouts meet
   * the same few situations over and over, so lists are kept by situation and a seat's list costs
   * nothing once its situation has been seen.
   */
  private static int situation(KhamulOptions options, KhamulState state, int seat) {
    Phase phase = state.phase();
    int size = state.handOf(seat).size();
    boolean mine = state.turn() == seat && phase.isPlay();
    Optional<Power> power = mine && phase == Phase.POWER ? state.power() : Optional.empty();
    if (size >= MAX_CACHED || power.isPresent() && power.get() == Power.KSWAP) {
      return -1;
    }
    int flags = bit(phase == Phase.PEEKING && state.hasPeeked(seat), 0)
        | bit(size >= 2 && Rearranging.allowedNow(options, state), 1)
        | bit(state.inPlay(), 2)
        | bit(mine, 3)
        | bit(mine && phase == Phase.TURN_START && state.announcement().isEmpty(), 4)
        | bit(mine && phase == Phase.TURN_START && Turns.canDraw(options, state), 5)
        | bit(mine && phase == Phase.TURN_START && Turns.canTake(state, seat), 6)
        | bit(Snapping.canSnapNow(state, seat), 7);
    int kind = power.isPresent() ? power.get().ordinal() + 1 : 0;
    return ((((flags << 3 | kind) << 4 | phase.ordinal()) << 6 | size) << 3 | state.players()) << 3 | seat;
  }

  private static int bit(boolean set, int position) {
    return set ? 1 << position : 0;
  }

  /** One situation's list. */
  private static final class Cached {
    final int key;
    final ImmutableList<KhamulAction> actions;

    Cached(int key, ImmutableList<KhamulAction> actions) {
      this.key = key;
      this.actions = actions;
    }
  }

  private static ImmutableList<KhamulAction> build(KhamulOptions options, KhamulState state, int seat) {
    Hand hand = state.handOf(seat);
    ImmutableList.Builder<KhamulAction> out = ImmutableList.builderWithExpectedSize(
        expectedSize(options, state, seat, hand));
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
      addRearrange(options, state, seat, hand, out);
      return out.build();
    }
    if (!state.inPlay()) {
      return out.build();
    }
    if (state.turn() == seat) {
      turnActions(options, state, seat, hand, out);
    }
    if (Snapping.canSnapNow(state, seat)) {
      for (int slot = 0; slot < hand.size(); slot++) {
        out.add(slot < MAX_CACHED ? SNAPS[seat][slot] : new KhamulAction.Snap(seat, slot));
      }
    }
    addRearrange(options, state, seat, hand, out);
    return out.build();
  }

  /** Lists the one representative rearrange, when the hand has two slots to reorder (H-10). */
  private static void addRearrange(KhamulOptions options, KhamulState state, int seat, Hand hand,
      ImmutableList.Builder<KhamulAction> out) {
    if (hand.size() >= 2 && Rearranging.allowedNow(options, state)) {
      out.add(hand.size() < MAX_CACHED ? REARRANGES[seat][hand.size()]
          : new KhamulAction.Rearrange(seat, rotation(hand.size())));
    }
  }

  private static void turnActions(KhamulOptions options, KhamulState state, int seat, Hand hand,
      ImmutableList.Builder<KhamulAction> out) {
    switch (state.phase()) {
      case TURN_START -> {
        if (state.announcement().isEmpty()) {
          out.add(ANNOUNCES[seat]);
        }
        if (Turns.canDraw(options, state)) {
          out.add(DRAWS[seat]);
        }
        if (Turns.canTake(state, seat)) {
          out.add(TAKES[seat]);
        }
      }
      case HOLDING_DRAWN, HOLDING_TAKEN -> {
        if (state.phase() == Phase.HOLDING_DRAWN) {
          out.add(DISCARDS[seat]);
        }
        for (int slot = 0; slot < hand.size(); slot++) {
          out.add(slot < MAX_CACHED ? SWAPS[seat][slot] : new KhamulAction.Swap(seat, slot));
        }
      }
      case POWER -> {
        out.add(SKIPS[seat]);
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
          out.add(slot < MAX_CACHED ? LOOKS[seat][slot] : new KhamulAction.Look(seat, slot));
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
              out.add(kingSwap(seat, slot, target, targetSlot));
            }
          }
        }
      }
    }
  }

  /** {@return about how many actions {@code seat} has, so that the list is built without growing} */
  private static int expectedSize(KhamulOptions options, KhamulState state, int seat, Hand hand) {
    int size = hand.size() + 4;
    if (state.phase() == Phase.PEEKING) {
      return hand.size() * hand.size() + 1;
    }
    if (state.turn() == seat && state.phase() == Phase.POWER && state.power().orElseThrow() == Power.KSWAP) {
      // Exactly: a king swap's list is the one list not kept, and a builder filled to its size
      // hands its array to the list instead of copying it.
      int others = 0;
      for (int target = 0; target < state.players(); target++) {
        others += target == seat ? 0 : state.handOf(target).size();
      }
      return 1 + hand.size() * others + (Snapping.canSnapNow(state, seat) ? hand.size() : 0)
          + (hand.size() >= 2 && Rearranging.allowedNow(options, state) ? 1 : 0);
    }
    return size + hand.size();
  }

  /**
   * {@return the king swap of these slots, made once for slots below {@link #KING_SWAP_SLOTS}}
   * The table fills as play meets the swaps: a race may make one twice, and an action is an
   * immutable record, so either copy serves.
   */
  private static KhamulAction kingSwap(int seat, int slot, int target, int targetSlot) {
    if (slot >= KING_SWAP_SLOTS || targetSlot >= KING_SWAP_SLOTS) {
      return new KhamulAction.KingSwap(seat, slot, target, targetSlot);
    }
    int index = ((seat * KING_SWAP_SLOTS + slot) * MAX_SEATS + target) * KING_SWAP_SLOTS + targetSlot;
    KhamulAction swap = KING_SWAPS[index];
    if (swap == null) {
      swap = new KhamulAction.KingSwap(seat, slot, target, targetSlot);
      KING_SWAPS[index] = swap;
    }
    return swap;
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

  /**
   * {@return {@code Optional.of(permutation)}, made once for the listed rotations: the rearrange a
   * playout makes is nearly always the one its legal list holds}
   */
  @SuppressWarnings("ReferenceEquality") // identity on purpose: the listed rotation itself, nothing equal
  static Optional<ImmutableList<Integer>> present(ImmutableList<Integer> permutation) {
    int size = permutation.size();
    return size < MAX_CACHED && permutation == ROTATIONS.get(size)
        ? PRESENT_ROTATIONS.get(size) : Optional.of(permutation);
  }

  /** {@return the action of every seat} */
  private static KhamulAction[] perSeat(IntFunction<KhamulAction> make) {
    KhamulAction[] out = new KhamulAction[MAX_SEATS];
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      out[seat] = make.apply(seat);
    }
    return out;
  }

  /** {@return the actions of every seat and every slot (or hand size) below {@link #MAX_CACHED}} */
  private static KhamulAction[][] perSlot(IntBinaryFunction make) {
    KhamulAction[][] out = new KhamulAction[MAX_SEATS][MAX_CACHED];
    for (int seat = 0; seat < MAX_SEATS; seat++) {
      for (int slot = 0; slot < MAX_CACHED; slot++) {
        out[seat][slot] = make.apply(seat, slot);
      }
    }
    return out;
  }

  /** Makes the action of a seat and a slot. */
  private interface IntBinaryFunction {
    KhamulAction apply(int seat, int slot);
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
