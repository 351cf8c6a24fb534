package kemkit.khamul;

import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.PHASE;
import static kemkit.khamul.KhamulState.POWER;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.khamul.KhamulAction.Force;
import kemkit.khamul.KhamulAction.KingSwap;
import kemkit.khamul.KhamulAction.Look;
import kemkit.khamul.KhamulAction.Skip;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/**
 * The powers of the card a turn puts on the pile: look, force, king swap, or skip. Implements
 * rules.md H-8. Each verb's check and the actions it lists come from the same predicate, {@link
 * #mayUse}.
 */
final class Powers {

  private Powers() {}

  /** After a discard or a swap: the card's power is pending, or the turn ends. */
  static void offer(KhamulOptions options, Workspace<KhamulState> work, int seat, Card card) {
    Optional<Power> power = Power.of(card);
    if (power.isPresent()) {
      work.set(PHASE, Phase.POWER);
      work.set(POWER, power);
      KhamulEvents.POWER_PENDING.write(work.log(), seat, power.get().ordinal());
    } else {
      TurnOrder.end(options, work);
    }
  }

  /** {@return whether {@code seat} may use {@code power} now: it is pending, on the seat's turn} */
  static boolean mayUse(KhamulState state, int seat, Power power) {
    return state.phase() == Phase.POWER && state.power().orElseThrow() == power && state.turn() == seat;
  }

  /** {@return whether {@code seat} may skip the pending power} */
  static boolean maySkip(KhamulState state, int seat) {
    return state.phase() == Phase.POWER && state.turn() == seat;
  }

  private static Optional<Rejection> checkPower(KhamulState state, int seat, Power power) {
    if (state.phase() != Phase.POWER) {
      return Rejections.wrongPhase("H-8", seat, "no power is pending: " + Rejections.describe(state, seat) + "; '"
          + power.verb() + "' is " + power.card() + "'s power, used right after it is discarded");
    }
    if (state.power().orElseThrow() != power) {
      return Rejections.wrongPhase("H-8", seat, "the pending power is " + state.power().get().verb() + ", not "
          + power.verb() + ": a power is the one of the card discarded");
    }
    if (state.turn() != seat) {
      return Rejections.notYourTurn(state, seat, power.verb());
    }
    return Rejections.NONE;
  }

  private static Optional<Rejection> checkOtherSeat(KhamulState state, int seat, int target, String verb) {
    if (!state.seating().isSeat(target)) {
      return Rejections.noSeat(state, target, seat);
    }
    if (target == seat) {
      return Rejections.of(RejectionCode.BAD_TARGET, "H-8", seat, "seat " + target + " is {the player|you}: '"
          + verb + "' names another seat");
    }
    return Rejections.NONE;
  }

  /** A jack: the player looks at its own slot. */
  static final Verb<KhamulState, Look, KhamulOptions> LOOK = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Look look) {
      Optional<Rejection> power = checkPower(state, look.seat(), Power.LOOK);
      if (power.isPresent()) {
        return power;
      }
      if (!state.handOf(look.seat()).hasSlot(look.slot())) {
        return Rejections.noSlot(state, look.seat(), look.slot(), look.seat());
      }
      return Rejections.NONE;
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Look look) {
      Card card = work.get(HANDS, look.seat()).get(look.slot());
      work.set(MEMORY, work.get(MEMORY).learned(card, look.seat()));
      KhamulEvents.LOOKED.write(work.log(), look.seat(), look.slot(), card.index());
      TurnOrder.end(options, work);
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return mayUse(state, seat, Power.LOOK) ? state.handOf(seat).size() : 0;
    }

    @Override
    public Look at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.look(seat, index);
    }
  };

  /** A black queen: another seat draws face down, unseen; the turn ends once it has drawn. */
  static final Verb<KhamulState, Force, KhamulOptions> FORCE = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Force force) {
      Optional<Rejection> power = checkPower(state, force.seat(), Power.FORCE);
      if (power.isPresent()) {
        return power;
      }
      return checkOtherSeat(state, force.seat(), force.target(), "force");
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Force force) {
      KhamulEvents.FORCED.write(work.log(), force.seat(), force.target());
      if (Stock.drawFaceDown(options, work, force.target(), PendingDraw.Reason.FORCE)) {
        TurnOrder.end(options, work);
      }
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return mayUse(state, seat, Power.FORCE) ? state.players() - 1 : 0;
    }

    @Override
    public Force at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.force(seat, index < seat ? index : index + 1);
    }
  };

  /**
   * A black king: two slots change places in public; the player sees the card it receives, and
   * whoever knew either card keeps knowing it in its new place (H-15).
   */
  static final Verb<KhamulState, KingSwap, KhamulOptions> KING_SWAP = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, KingSwap swap) {
      Optional<Rejection> power = checkPower(state, swap.seat(), Power.KSWAP);
      if (power.isPresent()) {
        return power;
      }
      Optional<Rejection> target = checkOtherSeat(state, swap.seat(), swap.target(), "kswap");
      if (target.isPresent()) {
        return target;
      }
      if (!state.handOf(swap.seat()).hasSlot(swap.slot())) {
        return Rejections.noSlot(state, swap.seat(), swap.slot(), swap.seat());
      }
      if (!state.handOf(swap.target()).hasSlot(swap.targetSlot())) {
        return Rejections.noSlot(state, swap.target(), swap.targetSlot(), swap.seat());
      }
      return Rejections.NONE;
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, KingSwap swap) {
      int seat = swap.seat();
      Card mine = work.get(HANDS, seat).get(swap.slot());
      Card theirs = work.get(HANDS, swap.target()).get(swap.targetSlot());
      work.set(HANDS, seat, work.get(HANDS, seat).with(swap.slot(), theirs));
      work.set(HANDS, swap.target(), work.get(HANDS, swap.target()).with(swap.targetSlot(), mine));
      work.set(MEMORY, work.get(MEMORY).learned(theirs, seat));
      KhamulEvents.KING_SWAPPED.write(work.log(), seat, swap.slot(), swap.target(), swap.targetSlot(), theirs.index());
      TurnOrder.end(options, work);
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return mayUse(state, seat, Power.KSWAP) ? state.handOf(seat).size() * otherSlots(state, seat) : 0;
    }

    @Override
    public KingSwap at(KhamulOptions options, KhamulState state, int seat, int index) {
      int size = state.handOf(seat).size();
      int i = index;
      for (int target = 0; ; target++) {
        int theirs = target == seat ? 0 : state.handOf(target).size();
        if (i < size * theirs) {
          return Interned.kingSwap(seat, i / theirs, target, i % theirs);
        }
        i -= size * theirs;
      }
    }
  };

  private static int otherSlots(KhamulState state, int seat) {
    int others = 0;
    for (int target = 0; target < state.players(); target++) {
      others += target == seat ? 0 : state.handOf(target).size();
    }
    return others;
  }

  /** The pending power is left unused; the turn ends. */
  static final Verb<KhamulState, Skip, KhamulOptions> SKIP = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Skip skip) {
      if (state.phase() != Phase.POWER) {
        return Rejections.wrongPhase("H-8", skip.seat(), "no power is pending: "
            + Rejections.describe(state, skip.seat()) + "; skip leaves a pending power unused");
      }
      if (state.turn() != skip.seat()) {
        return Rejections.notYourTurn(state, skip.seat(), "skip");
      }
      return Rejections.NONE;
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Skip skip) {
      KhamulEvents.SKIPPED.write(work.log(), skip.seat(), work.get(POWER).orElseThrow().ordinal());
      TurnOrder.end(options, work);
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return maySkip(state, seat) ? 1 : 0;
    }

    @Override
    public Skip at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.skip(seat);
    }
  };
}
