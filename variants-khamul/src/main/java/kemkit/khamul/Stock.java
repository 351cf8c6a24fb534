package kemkit.khamul;

import static kemkit.khamul.KhamulState.DISCARD;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.HELD;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.PENDING_DRAW;
import static kemkit.khamul.KhamulState.PHASE;
import static kemkit.khamul.KhamulState.STOCK;

import kemkit.card.Card;
import kemkit.kit.state.Workspace;
import kemkit.pile.Pile;

/**
 * Drawing from the stock: the turn's draw into the player's hold (H-7), a card face down into a new
 * last slot (a force, H-8; a penalty, H-9), and the draw that waits for the discard pile to be
 * recycled when the stock is empty (H-11).
 */
final class Stock {

  private Stock() {}

  /**
   * {@return whether the discard pile has anything to recycle: a card under the top one ({@code
   * keepTop}) or any card ({@code whole}) (H-11)}
   */
  static boolean canRecycle(Pile discard, KhamulOptions.Recycle recycle) {
    return discard.size() > recycle.kept();
  }

  /** Draws the top stock card into the player's hold; only the drawer sees it (H-7). */
  static void drawHeld(Workspace<KhamulState> work, int seat) {
    Pile stock = work.get(STOCK);
    Card card = stock.top();
    work.set(STOCK, stock.drawn(1));
    work.set(HELD, Interned.card(card));
    work.set(MEMORY, work.get(MEMORY).withKnownBy(card, 1 << seat));
    work.set(PHASE, Phase.HOLDING_DRAWN);
    KhamulEvents.DREW.write(work.log(), seat, card.index());
  }

  /**
   * Draws a card face down into {@code seat}'s new last slot, seen by nobody (a force or a
   * penalty). With an empty stock it waits for a recycle, or draws nothing if there is nothing to
   * recycle.
   *
   * @return whether the draw is settled (made, or nothing to draw); false while it waits for a
   *     recycle
   */
  static boolean drawFaceDown(KhamulOptions options, Workspace<KhamulState> work, int seat, PendingDraw.Reason reason) {
    Pile stock = work.get(STOCK);
    if (stock.isEmpty()) {
      if (canRecycle(work.get(DISCARD), options.recycle())) {
        awaitRecycle(options, work, reason, seat);
        return false;
      }
      KhamulEvents.NOTHING_TO_DRAW.write(work.log(), seat, reason.ordinal());
      return true;
    }
    Card card = stock.top();
    work.set(STOCK, stock.drawn(1));
    Hand hand = work.get(HANDS, seat).plus(card);
    work.set(HANDS, seat, hand);
    work.set(MEMORY, work.get(MEMORY).forgotten(card));
    KhamulEvents.DREW_FACE_DOWN.write(work.log(), seat, hand.size() - 1, reason.ordinal(), card.index());
    return true;
  }

  /** The draw cannot be made yet: wait for the chance action that orders the recycled cards (H-11). */
  static void awaitRecycle(KhamulOptions options, Workspace<KhamulState> work, PendingDraw.Reason reason, int seat) {
    KhamulOptions.Recycle recycle = options.recycle();
    work.set(PENDING_DRAW, Interned.pendingDraw(reason, seat, recycle));
    KhamulEvents.RECYCLE_NEEDED.write(work.log(), work.get(DISCARD).size() - recycle.kept());
  }
}
