package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;

/**
 * Snaps: any seat, at any moment of play, turns one of its slots face up hoping to match the top
 * discard. Implements rules.md H-9.
 */
final class Snapping {

  private Snapping() {}

  static Optional<Rejection> check(KhamulState state, KhamulAction.Snap snap) {
    int seat = snap.seat();
    Optional<Rejection> now = checkNow(state, seat);
    if (now.isPresent()) {
      return now;
    }
    if (!state.handOf(seat).hasSlot(snap.slot())) {
      return Rejections.noSlot(state, seat, snap.slot(), seat);
    }
    return Rejections.NONE;
  }

  /**
   * {@return a rejection unless {@code seat} may snap now, whatever the slot} The holder of a taken
   * card may not snap its last slot away: the card it took must be swapped in (H-7), so it needs a
   * slot to go to.
   */
  static Optional<Rejection> checkNow(KhamulState state, int seat) {
    if (canSnapNow(state, seat)) {
      return Rejections.NONE;
    }
    if (!state.inPlay()) {
      return Rejections.wrongPhase("H-9", seat, "{you} cannot snap now: " + Rejections.describe(state, seat)
          + "; snaps are made in play, after the peeks");
    }
    if (state.discard().isEmpty()) {
      return Rejections.wrongPhase("H-9", seat, "the discard pile is empty: a snap matches its top card");
    }
    return Rejections.wrongPhase("H-9a", seat, "{you} {holds|hold} a taken card and one slot: that slot is kept for"
        + " the taken card to be swapped into");
  }

  /** {@return whether {@code seat} may snap now, whatever the slot; see {@link #checkNow}} */
  static boolean canSnapNow(KhamulState state, int seat) {
    return state.inPlay() && !state.discard().isEmpty()
        && !(state.phase() == Phase.HOLDING_TAKEN && state.turn() == seat && state.handOf(seat).size() == 1);
  }

  /** {@return whether {@code card} matches the top discard: same rank, or same H-2 value (H-9)} */
  static boolean matches(KhamulOptions.SnapMatch match, Card card, Card top) {
    return switch (match) {
      case RANK -> card.rank() == top.rank();
      case VALUE -> CardValues.of(card) == CardValues.of(top);
    };
  }

  /**
   * A match goes onto the pile and later slots move down (H-4); a miss goes back face down, seen by
   * all, and costs a penalty card that nobody sees. Snapped cards never use their power.
   */
  static void snap(Transition change, int seat, int slot) {
    Card card = change.hand(seat).get(slot);
    if (matches(change.options().snapMatch(), card, change.discard().top())) {
      change.setHand(seat, change.hand(seat).without(slot));
      change.setDiscard(change.discard().withOnTop(card));
      change.setMemory(change.memory().forgotten(card));
      change.events().snapped(seat, slot, card, true);
    } else {
      change.setMemory(change.memory().withKnownBy(card, Turns.everyone(change)));
      change.events().snapped(seat, slot, card, false);
      Recycling.drawFaceDown(change, seat, PendingDraw.Reason.PENALTY);
    }
  }
}
