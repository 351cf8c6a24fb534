package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;

/** The powers of the card a turn puts on the pile: look, force, king swap. Implements rules.md H-8. */
final class Powers {

  private Powers() {}

  /** After a discard or a swap: the card's power is pending, or the turn ends. */
  static void offer(Transition change, int seat, Card card) {
    Optional<Power> power = Power.of(card);
    if (power.isPresent()) {
      change.setPhase(Phase.POWER);
      change.setPower(power);
      change.events().powerPending(seat, power.get());
    } else {
      Turns.end(change);
    }
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

  static Optional<Rejection> checkLook(KhamulState state, KhamulAction.Look look) {
    Optional<Rejection> power = checkPower(state, look.seat(), Power.LOOK);
    if (power.isPresent()) {
      return power;
    }
    if (!state.handOf(look.seat()).hasSlot(look.slot())) {
      return Rejections.noSlot(state, look.seat(), look.slot(), look.seat());
    }
    return Rejections.NONE;
  }

  /** A jack: the player looks at its own slot. */
  static void look(Transition change, int seat, int slot) {
    Card card = change.hand(seat).get(slot);
    change.setMemory(change.memory().learned(card, seat));
    change.events().looked(seat, slot, card);
    Turns.end(change);
  }

  static Optional<Rejection> checkForce(KhamulState state, KhamulAction.Force force) {
    Optional<Rejection> power = checkPower(state, force.seat(), Power.FORCE);
    if (power.isPresent()) {
      return power;
    }
    return checkOtherSeat(state, force.seat(), force.target(), "force");
  }

  /** A black queen: another seat draws face down, unseen; the turn ends once it has drawn. */
  static void force(Transition change, int seat, int target) {
    change.events().forced(seat, target);
    if (Recycling.drawFaceDown(change, target, PendingDraw.Reason.FORCE)) {
      Turns.end(change);
    }
  }

  static Optional<Rejection> checkKingSwap(KhamulState state, KhamulAction.KingSwap swap) {
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

  /**
   * A black king: two slots change places in public; the player sees the card it receives, and
   * whoever knew either card keeps knowing it in its new place (H-15).
   */
  static void kingSwap(Transition change, KhamulAction.KingSwap swap) {
    int seat = swap.seat();
    Card mine = change.hand(seat).get(swap.slot());
    Card theirs = change.hand(swap.target()).get(swap.targetSlot());
    change.setHand(seat, change.hand(seat).with(swap.slot(), theirs));
    change.setHand(swap.target(), change.hand(swap.target()).with(swap.targetSlot(), mine));
    change.setMemory(change.memory().learned(theirs, seat));
    change.events().kingSwapped(seat, swap.slot(), swap.target(), swap.targetSlot(), theirs);
    Turns.end(change);
  }

  static Optional<Rejection> checkSkip(KhamulState state, KhamulAction.Skip skip) {
    if (state.phase() != Phase.POWER) {
      return Rejections.wrongPhase("H-8", skip.seat(), "no power is pending: " + Rejections.describe(state, skip.seat())
          + "; skip leaves a pending power unused");
    }
    if (state.turn() != skip.seat()) {
      return Rejections.notYourTurn(state, skip.seat(), "skip");
    }
    return Rejections.NONE;
  }

  static void skip(Transition change, int seat) {
    change.events().skipped(seat, change.power().orElseThrow());
    Turns.end(change);
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
}
