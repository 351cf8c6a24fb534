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
 * (the rotation {@code 1 2 … 0}) for a seat with two or more slots; {@link KhamulRules#apply}
 * accepts every permutation, and with one slot or none the identity alone, which the list leaves
 * out since it changes nothing.
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
  private static final KhamulAction[][] FORCES = perSlot((seat, target) -> new KhamulAction.Force(seat, target));
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
    int count = count(options, state, seat);
    // Filled to its size, the builder hands its array to the list instead of copying it.
    ImmutableList.Builder<KhamulAction> out = ImmutableList.builderWithExpectedSize(count);
    for (int index = 0; index < count; index++) {
      out.add(at(options, state, seat, index));
    }
    return out.build();
  }

  // The list is made of blocks, in this order: while peeking, the peeks then the rearrange; in
  // play, the turn's actions (for the turn's seat), the snaps, then the rearrange. count() adds
  // the blocks' sizes and at() walks them, from the same predicates as the checks, so that an
  // action is drawn by its index without a list (RuleSet.legalAction).

  /** {@return how many actions {@code seat} may make: the size of {@link #of}'s list} */
  static int count(KhamulOptions options, KhamulState state, int seat) {
    if (seat < 0 || seat >= state.players() || state.isOver() || state.isChanceDue()) {
      return 0;
    }
    int size = state.handOf(seat).size();
    if (state.phase() == Phase.PEEKING) {
      return peeks(state, seat, size) + rearranges(options, state, size);
    }
    if (!state.inPlay()) {
      return 0;
    }
    return (state.turn() == seat ? turnCount(options, state, seat, size) : 0) + snaps(state, seat, size)
        + rearranges(options, state, size);
  }

  /**
   * {@return the action at {@code index} of {@link #of}'s list, made without the list}
   *
   * @throws IndexOutOfBoundsException if {@code index} is not below {@link #count}
   */
  static KhamulAction at(KhamulOptions options, KhamulState state, int seat, int index) {
    // One walk, no count first: an index past the blocks fails at their end.
    if (index < 0 || seat < 0 || seat >= state.players() || state.isOver() || state.isChanceDue()) {
      throw outOfRange(options, state, seat, index);
    }
    int size = state.handOf(seat).size();
    int i = index;
    if (state.phase() == Phase.PEEKING) {
      int peeks = peeks(state, seat, size);
      if (i < peeks) {
        int first = i / (size - 1);
        int other = i % (size - 1);
        return new KhamulAction.Peek(seat, first, other < first ? other : other + 1);
      }
      i -= peeks;
    } else if (state.inPlay()) {
      if (state.turn() == seat) {
        int turn = turnCount(options, state, seat, size);
        if (i < turn) {
          return turnAction(options, state, seat, size, i);
        }
        i -= turn;
      }
      int snaps = snaps(state, seat, size);
      if (i < snaps) {
        return i < MAX_CACHED ? SNAPS[seat][i] : new KhamulAction.Snap(seat, i);
      }
      i -= snaps;
    } else {
      throw outOfRange(options, state, seat, index);
    }
    if (i < rearranges(options, state, size)) {
      return rearrange(seat, size);
    }
    throw outOfRange(options, state, seat, index);
  }

  private static IndexOutOfBoundsException outOfRange(KhamulOptions options, KhamulState state, int seat, int index) {
    return new IndexOutOfBoundsException("no legal action " + index + " of " + count(options, state, seat)
        + " for seat " + seat);
  }

  private static int peeks(KhamulState state, int seat, int size) {
    return state.hasPeeked(seat) ? 0 : size * (size - 1);
  }

  /** {@return 1 when the one representative rearrange is listed (H-10), else 0} */
  private static int rearranges(KhamulOptions options, KhamulState state, int size) {
    return size >= 2 && Rearranging.allowedNow(options, state) ? 1 : 0;
  }

  private static int snaps(KhamulState state, int seat, int size) {
    return Snapping.canSnapNow(state, seat) ? size : 0;
  }

  private static KhamulAction rearrange(int seat, int size) {
    return size < MAX_CACHED ? REARRANGES[seat][size] : new KhamulAction.Rearrange(seat, rotation(size));
  }

  /** {@return how many of the turn's own actions the turn's seat has (H-7, H-8, H-12)} */
  private static int turnCount(KhamulOptions options, KhamulState state, int seat, int size) {
    return switch (state.phase()) {
      case TURN_START -> (state.announcement().isEmpty() ? 1 : 0) + (Turns.canDraw(options, state) ? 1 : 0)
          + (Turns.canTake(state, seat) ? 1 : 0);
      case HOLDING_DRAWN -> 1 + size;
      case HOLDING_TAKEN -> size;
      case POWER -> 1 + switch (state.power().orElseThrow()) {
        case LOOK -> size;
        case FORCE -> state.players() - 1;
        case KSWAP -> size * otherSlots(state, seat);
      };
      default -> throw new IllegalStateException("not a turn phase: " + state.phase());
    };
  }

  private static int otherSlots(KhamulState state, int seat) {
    int others = 0;
    for (int target = 0; target < state.players(); target++) {
      others += target == seat ? 0 : state.handOf(target).size();
    }
    return others;
  }

  /** {@return the turn's own action at {@code i}, below {@link #turnCount}} */
  private static KhamulAction turnAction(KhamulOptions options, KhamulState state, int seat, int size, int i) {
    switch (state.phase()) {
      case TURN_START -> {
        if (state.announcement().isEmpty() && i-- == 0) {
          return ANNOUNCES[seat];
        }
        if (Turns.canDraw(options, state) && i-- == 0) {
          return DRAWS[seat];
        }
        return TAKES[seat];
      }
      case HOLDING_DRAWN, HOLDING_TAKEN -> {
        if (state.phase() == Phase.HOLDING_DRAWN && i-- == 0) {
          return DISCARDS[seat];
        }
        return i < MAX_CACHED ? SWAPS[seat][i] : new KhamulAction.Swap(seat, i);
      }
      case POWER -> {
        if (i-- == 0) {
          return SKIPS[seat];
        }
        return powerAction(state, seat, size, i);
      }
      default -> throw new IllegalStateException("not a turn phase: " + state.phase());
    }
  }

  private static KhamulAction powerAction(KhamulState state, int seat, int size, int i) {
    switch (state.power().orElseThrow()) {
      case LOOK -> {
        return i < MAX_CACHED ? LOOKS[seat][i] : new KhamulAction.Look(seat, i);
      }
      case FORCE -> {
        return FORCES[seat][i < seat ? i : i + 1];
      }
      case KSWAP -> {
        for (int target = 0; ; target++) {
          int theirs = target == seat ? 0 : state.handOf(target).size();
          if (i < size * theirs) {
            return kingSwap(seat, i / theirs, target, i % theirs);
          }
          i -= size * theirs;
        }
      }
      default -> throw new IllegalStateException("no such power");
    }
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
