package kemkit.khamul;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;

/**
 * The turn: draw or take, then discard or swap, then maybe a power, clockwise. Implements rules.md
 * H-7, with the turn-start mark of H-12.
 */
final class Turns {

  private Turns() {}

  /** Begins {@code seat}'s turn, noting whether drawing instead of announcing will mark it (H-12). */
  static void start(Transition change, int seat) {
    change.setTurn(seat);
    change.setPhase(Phase.TURN_START);
    change.setHeld(Optional.empty());
    change.setPower(Optional.empty());
    change.setMarkOnDraw(change.announcement().isEmpty()
        && change.hand(seat).value() <= change.options().threshold());
    change.events().turnStarted(seat);
  }

  /** Ends the turn: the next seat plays, or the round ends if it is the announcer's (H-12). */
  static void end(Transition change) {
    change.setHeld(Optional.empty());
    change.setPower(Optional.empty());
    change.setMarkOnDraw(false);
    int next = (change.turn() + 1) % change.players();
    if (change.announcement().isPresent() && change.announcement().get().seat() == next) {
      Scoring.endRound(change);
    } else {
      start(change, next);
    }
  }

  /** {@return a rejection unless {@code seat} may act in {@code phase} of its own turn} */
  /** {@return the rule of when {@code verb} is made, for a rejection in another phase} */
  private static String when(Phase phase, String verb) {
    return phase == Phase.TURN_START ? verb + " begins a turn, on the turn's seat" : verb + " follows a draw";
  }

  static Optional<Rejection> checkTurn(KhamulState state, int seat, Phase phase, String verb) {
    if (state.phase() != phase) {
      return Rejections.wrongPhase("H-7", seat, "{you} cannot " + verb + " now: " + Rejections.describe(state, seat)
          + "; " + when(phase, verb));
    }
    if (state.turn() != seat) {
      return Rejections.notYourTurn(state, seat, verb);
    }
    return Rejections.NONE;
  }

  /**
   * {@return whether the turn's seat may draw when its turn starts: unless the stock is empty with
   * nothing to recycle while it could take, which it then must (H-7, H-11); at the dead end, where
   * it cannot take either, its draw ends the round (H-11a)}
   */
  static boolean canDraw(KhamulOptions options, KhamulState state) {
    return state.stockSize() != 0 || Recycling.canRecycle(state.discard(), options.recycle())
        || !canTake(state, state.turn());
  }

  /** {@return whether the turn's player could take the top discard (H-7)} */
  static boolean canTake(KhamulState state, int seat) {
    return !state.discard().isEmpty() && !state.handOf(seat).isEmpty();
  }

  /**
   * A draw while the turn's seat must take is {@code WRONG_PHASE} from every seat, before {@code
   * NOT_YOUR_TURN} (§R); at the dead end only the turn's seat may draw (H-11a).
   */
  static Optional<Rejection> checkDraw(KhamulOptions options, KhamulState state, KhamulAction.Draw draw) {
    if (state.phase() == Phase.TURN_START && !canDraw(options, state)) {
      return Rejections.wrongPhase("H-11", draw.seat(), "{you} cannot draw: the stock is empty and there is nothing"
          + " to recycle; " + (state.turn() == draw.seat() ? "{you} must" : "seat " + state.turn() + " must")
          + " take the top discard");
    }
    return checkTurn(state, draw.seat(), Phase.TURN_START, "draw");
  }

  /**
   * Draws the top stock card, or waits for a recycle, or ends the round when there is nothing to
   * recycle and the seat cannot take (H-11).
   */
  static void draw(Transition change, int seat) {
    markIfMissed(change, seat);
    if (change.stockSize() != 0) {
      completeDraw(change, seat);
    } else if (Recycling.canRecycle(change.discard(), change.options().recycle())) {
      Recycling.awaitForTurn(change, seat);
    } else {
      change.events().stockRanOut(seat);
      Scoring.endRound(change);
    }
  }

  /** Draws the top stock card into the player's hold; only the drawer sees it. */
  static void completeDraw(Transition change, int seat) {
    Card card = change.stockTop();
    change.drawFromStock();
    change.setHeld(Interned.card(card));
    change.setMemory(change.memory().withKnownBy(card, 1 << seat));
    change.setPhase(Phase.HOLDING_DRAWN);
    change.events().drew(seat, card);
  }

  static Optional<Rejection> checkTake(KhamulState state, KhamulAction.Take take) {
    int seat = take.seat();
    if (state.phase() == Phase.TURN_START && state.discard().isEmpty()) {
      return Rejections.wrongPhase("H-7", seat, "the discard pile is empty: take takes its top card");
    }
    if (state.phase() == Phase.TURN_START && state.handOf(seat).isEmpty()) {
      return Rejections.wrongPhase("H-7", seat, "{you} {holds|hold} no card: a taken card is swapped for one of"
          + " {your} own");
    }
    return checkTurn(state, seat, Phase.TURN_START, "take");
  }

  /** Takes the top discard in public; it must be swapped in. */
  static void take(Transition change, int seat) {
    markIfMissed(change, seat);
    Card card = change.discard().top();
    change.setDiscard(change.discard().drawn(1));
    change.setHeld(Interned.card(card));
    change.setMemory(change.memory().withKnownBy(card, everyone(change)));
    change.setPhase(Phase.HOLDING_TAKEN);
    change.events().took(seat, card);
  }

  static Optional<Rejection> checkDiscard(KhamulState state, KhamulAction.Discard discard) {
    if (state.phase() == Phase.HOLDING_TAKEN) {
      return Rejections.wrongPhase("H-7", discard.seat(), "the card in hand was taken from the pile: a taken card"
          + " is swapped in, never discarded");
    }
    return checkTurn(state, discard.seat(), Phase.HOLDING_DRAWN, "discard");
  }

  /** Puts the drawn card face up on the pile; its power may act (H-8). */
  static void discard(Transition change, int seat) {
    Card card = change.held().orElseThrow();
    change.setHeld(Optional.empty());
    change.setDiscard(change.discard().withOnTop(card));
    change.setMemory(change.memory().forgotten(card));
    change.events().discarded(seat, card);
    Powers.offer(change, seat, card);
  }

  static Optional<Rejection> checkSwap(KhamulState state, KhamulAction.Swap swap) {
    int seat = swap.seat();
    if (!state.phase().isHolding()) {
      return Rejections.wrongPhase("H-7", seat, "{you} cannot swap now: " + Rejections.describe(state, seat)
          + "; swap puts a drawn or taken card into a slot");
    }
    if (state.turn() != seat) {
      return Rejections.notYourTurn(state, seat, "swap");
    }
    if (!state.handOf(seat).hasSlot(swap.slot())) {
      return Rejections.noSlot(state, seat, swap.slot(), seat);
    }
    return Rejections.NONE;
  }

  /** Puts the held card in the slot; the card that was there goes face up on the pile (H-7, H-8). */
  static void swap(Transition change, int seat, int slot) {
    Card in = change.held().orElseThrow();
    boolean taken = change.phase() == Phase.HOLDING_TAKEN;
    Card out = change.hand(seat).get(slot);
    change.setHand(seat, change.hand(seat).with(slot, in));
    change.setHeld(Optional.empty());
    change.setDiscard(change.discard().withOnTop(out));
    change.setMemory(change.memory().forgotten(out));
    change.events().swapped(seat, slot, in, out, taken);
    Powers.offer(change, seat, out);
  }

  private static void markIfMissed(Transition change, int seat) {
    if (change.markOnDraw()) {
      change.setMarkOnDraw(false);
      if ((change.marked() & (1 << seat)) == 0) {
        change.setMarked(change.marked() | 1 << seat);
        change.events().marked(seat);
      }
    }
  }

  static int everyone(Transition change) {
    return (1 << change.players()) - 1;
  }
}
