package kemkit.khamul;

import static kemkit.khamul.KhamulState.DISCARD;
import static kemkit.khamul.KhamulState.PENDING_DRAW;
import static kemkit.khamul.KhamulState.STOCK;

import java.util.List;
import java.util.Optional;
import kemkit.card.CardSet;
import kemkit.game.Rejection;
import kemkit.game.Shuffle;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.kit.state.Workspace;
import kemkit.pile.Pile;

/**
 * When the stock runs dry: every discard but the top one (option {@code recycle=keepTop}) or the
 * whole pile ({@code recycle=whole}) becomes the stock, in an order that a chance action brings,
 * and only when a card is really needed (the draw waits, {@link Stock#awaitRecycle}). Implements
 * rules.md H-11.
 */
final class Recycling {

  private Recycling() {}

  static Optional<Rejection> checkShuffle(KhamulState state, Shuffle shuffle) {
    Recycle recycle = state.pendingDraw().orElseThrow().recycle();
    // The set of the cards to recycle, read from the pile: no list of them is made to check it.
    Pile discard = state.discard();
    int kept = Math.min(recycle.kept(), discard.size());
    CardSet cards = new CardSet(discard.bits(kept, discard.size() - kept));
    if (Dealing.isExactly(shuffle, cards)) {
      return Rejections.NONE; // without the message, which only a wrong shuffle needs
    }
    return Dealing.exactly(shuffle, cards, "the " + cards.size()
        + (cards.size() == 1 ? " discard" : " discards") + (recycle == Recycle.WHOLE ? " of the whole pile" : " under the top one"));
  }

  /** The recycled stock arrives: the waiting draw is made, and play goes on. */
  static void recycle(KhamulOptions options, Workspace<KhamulState> work, Shuffle shuffle) {
    PendingDraw draw = work.get(PENDING_DRAW).orElseThrow();
    Pile discard = work.get(DISCARD);
    work.set(STOCK, shuffle.pile());
    work.set(DISCARD, draw.recycle() == Recycle.WHOLE ? Pile.empty() : Pile.of(List.of(discard.top())));
    work.set(PENDING_DRAW, Optional.empty());
    KhamulEvents.RECYCLED.write(work.log(), shuffle.size());
    switch (draw.reason()) {
      case TURN -> Stock.drawHeld(work, draw.seat());
      case FORCE -> {
        Stock.drawFaceDown(options, work, draw.seat(), PendingDraw.Reason.FORCE);
        TurnOrder.end(options, work);
      }
      case PENALTY -> Stock.drawFaceDown(options, work, draw.seat(), PendingDraw.Reason.PENALTY);
    }
  }
}
