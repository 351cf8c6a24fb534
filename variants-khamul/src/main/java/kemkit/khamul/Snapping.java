package kemkit.khamul;

import static kemkit.khamul.KhamulState.DISCARD;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.MEMORY;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;

/**
 * Snaps: any seat, at any moment of play, turns one of its slots face up hoping to match the top
 * discard. Implements rules.md H-9.
 */
final class Snapping {

  private Snapping() {}

  /**
   * {@return whether {@code seat} may snap now, whatever the slot} The holder of a taken card may
   * not snap its last slot away: the card it took must be swapped in (H-7), so it needs a slot to go
   * to.
   */
  static boolean canSnapNow(KhamulState state, int seat) {
    return state.inPlay() && !state.discard().isEmpty()
        && !(state.phase() == Phase.HOLDING_TAKEN && state.turn() == seat && state.handOf(seat).size() == 1);
  }

  /** {@return a rejection unless {@code seat} may snap now, whatever the slot; see {@link #canSnapNow}} */
  private static Optional<Rejection> checkNow(KhamulState state, int seat) {
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
  static final Verb<KhamulState, Snap, KhamulOptions> SNAP = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Snap snap) {
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

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Snap snap) {
      int seat = snap.seat();
      Hand hand = work.get(HANDS, seat);
      Card card = hand.get(snap.slot());
      if (matches(options.snapMatch(), card, work.get(DISCARD).top())) {
        work.set(HANDS, seat, hand.without(snap.slot()));
        work.set(DISCARD, work.get(DISCARD).withOnTop(card));
        work.set(MEMORY, work.get(MEMORY).forgotten(card));
        KhamulEvents.SNAPPED.write(work.log(), seat, snap.slot(), card.index(), 1);
      } else {
        work.set(MEMORY, work.get(MEMORY).withKnownBy(card, (1 << work.seats(HANDS)) - 1));
        KhamulEvents.SNAPPED.write(work.log(), seat, snap.slot(), card.index(), 0);
        Stock.drawFaceDown(options, work, seat, PendingDraw.Reason.PENALTY);
      }
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return canSnapNow(state, seat) ? state.handOf(seat).size() : 0;
    }

    @Override
    public Snap at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.snap(seat, index);
    }
  };
}
