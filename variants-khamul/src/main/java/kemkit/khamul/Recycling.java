package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.game.Rejection;
import kemkit.game.Shuffle;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.pile.Pile;

/**
 * Drawing when the stock runs dry: every discard but the top one (option {@code recycle=keepTop})
 * or the whole pile ({@code recycle=whole}) becomes the stock, in an order that a chance action
 * brings, and only when a card is really needed. Implements rules.md H-11.
 */
final class Recycling {

  private Recycling() {}

  /**
   * {@return whether the discard pile has anything to recycle: a card under the top one ({@code
   * keepTop}) or any card ({@code whole})}
   */
  static boolean canRecycle(Pile discard, Recycle recycle) {
    return discard.size() > kept(recycle);
  }

  /** {@return the cards a recycle orders: the discard pile without its top card, or all of it} */
  static ImmutableList<Card> cardsToRecycle(Pile discard, Recycle recycle) {
    return discard.size() <= kept(recycle) ? ImmutableList.of() : discard.drawn(kept(recycle)).cards();
  }

  /** {@return how many discards a recycle leaves on the pile} */
  private static int kept(Recycle recycle) {
    return switch (recycle) {
      case KEEP_TOP -> 1;
      case WHOLE -> 0;
    };
  }

  /** The draw cannot be made yet: wait for the chance action that orders the recycled cards. */
  private static void await(Transition change, PendingDraw.Reason reason, int seat) {
    Recycle recycle = change.options().recycle();
    change.setPendingDraw(KhamulState.interned(new PendingDraw(reason, seat, recycle)));
    change.events().recycleNeeded(change.discard().size() - kept(recycle));
  }

  /** The turn's draw found the stock empty: wait for the recycle (H-7, H-11). */
  static void awaitForTurn(Transition change, int seat) {
    await(change, PendingDraw.Reason.TURN, seat);
  }

  /**
   * Draws a card face down into {@code seat}'s new last slot, seen by nobody (a force or a
   * penalty). With an empty stock it recycles first, or draws nothing if there is nothing to
   * recycle.
   *
   * @return whether the draw is settled (made, or nothing to draw); false while it waits for a
   *     recycle
   */
  static boolean drawFaceDown(Transition change, int seat, PendingDraw.Reason reason) {
    if (change.stockSize() == 0) {
      if (canRecycle(change.discard(), change.options().recycle())) {
        await(change, reason, seat);
        return false;
      }
      change.events().nothingToDraw(seat, reason);
      return true;
    }
    Card card = change.stockTop();
    change.drawFromStock();
    change.setHand(seat, change.hand(seat).plus(card));
    change.setMemory(change.memory().forgotten(card));
    change.events().drewFaceDown(seat, change.hand(seat).size() - 1, reason, card);
    return true;
  }

  static Optional<Rejection> checkShuffle(KhamulState state, Shuffle shuffle) {
    Recycle recycle = state.pendingDraw().orElseThrow().recycle();
    // The set of the cards to recycle, read from the pile: no list of them is made to check it.
    Pile discard = state.discard();
    int kept = Math.min(kept(recycle), discard.size());
    CardSet cards = new CardSet(discard.bits(kept, discard.size() - kept));
    if (Dealing.isExactly(shuffle, cards)) {
      return Rejections.NONE; // without the message, which only a wrong shuffle needs
    }
    return Dealing.exactly(shuffle, cards, "the " + cards.size()
        + (cards.size() == 1 ? " discard" : " discards") + (recycle == Recycle.WHOLE ? " of the whole pile" : " under the top one"));
  }

  /** The recycled stock arrives: the waiting draw is made, and play goes on. */
  static void recycle(Transition change, Shuffle shuffle) {
    PendingDraw draw = change.pendingDraw().orElseThrow();
    change.setStock(shuffle.pile());
    change.setDiscard(draw.recycle() == Recycle.WHOLE ? Pile.empty() : Pile.of(List.of(change.discard().top())));
    change.setPendingDraw(Optional.empty());
    change.events().recycled(change.stockSize());
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
