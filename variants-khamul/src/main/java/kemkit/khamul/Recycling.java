package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.game.Rejection;
import kemkit.game.Shuffle;
import kemkit.pile.Pile;

/**
 * Drawing when the stock runs dry: every discard but the top one becomes the stock, in an order
 * that a chance action brings, and only when a card is really needed. Implements rules.md H-11.
 */
final class Recycling {

  private Recycling() {}

  /** {@return whether the discard pile has anything to recycle: every card but the top one} */
  static boolean canRecycle(Pile discard) {
    return discard.size() > 1;
  }

  /** {@return the cards a recycle orders: the discard pile without its top card} */
  static ImmutableList<Card> cardsToRecycle(Pile discard) {
    return discard.isEmpty() ? ImmutableList.of() : discard.drawn(1).cards();
  }

  /** The draw cannot be made yet: wait for the chance action that orders the recycled cards. */
  static void await(Change change, PendingDraw draw) {
    change.pendingDraw = Optional.of(draw);
    change.emit(new KhamulEvent.RecycleNeeded(change.discard.size() - 1));
  }

  /**
   * Draws a card face down into {@code seat}'s new last slot, seen by nobody (a force or a
   * penalty). With an empty stock it recycles first, or draws nothing if there is nothing to
   * recycle.
   *
   * @return whether the draw is settled (made, or nothing to draw); false while it waits for a
   *     recycle
   */
  static boolean drawFaceDown(Change change, int seat, PendingDraw.Reason reason) {
    if (change.stock.isEmpty()) {
      if (canRecycle(change.discard)) {
        await(change, new PendingDraw(reason, seat));
        return false;
      }
      change.emit(new KhamulEvent.NothingToDraw(seat, reason));
      return true;
    }
    Card card = change.stock.top();
    change.stock = change.stock.drawn(1);
    change.hands[seat] = change.hand(seat).plus(card);
    change.memory = change.memory.forgotten(card);
    change.emit(new KhamulEvent.DrewFaceDown(seat, change.hand(seat).size() - 1, reason, Optional.of(card)));
    return true;
  }

  static Optional<Rejection> checkShuffle(KhamulState state, Shuffle shuffle) {
    ImmutableList<Card> required = cardsToRecycle(state.discard());
    return Dealing.exactly(shuffle.cards(), CardSet.of(required),
        "the " + required.size() + " discards under the top one");
  }

  /** The recycled stock arrives: the waiting draw is made, and play goes on. */
  static void recycle(Change change, Shuffle shuffle) {
    Card top = change.discard.top();
    change.stock = Pile.of(shuffle.cards());
    change.discard = Pile.of(List.of(top));
    PendingDraw draw = change.pendingDraw.orElseThrow();
    change.pendingDraw = Optional.empty();
    change.emit(new KhamulEvent.Recycled(change.stock.size()));
    switch (draw.reason()) {
      case TURN -> Turns.completeDraw(change, draw.seat());
      case FORCE -> {
        drawFaceDown(change, draw.seat(), PendingDraw.Reason.FORCE);
        Turns.end(change);
      }
      case PENALTY -> drawFaceDown(change, draw.seat(), PendingDraw.Reason.PENALTY);
    }
  }
}
