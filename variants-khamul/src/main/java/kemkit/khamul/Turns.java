package kemkit.khamul;

import static kemkit.khamul.KhamulState.DISCARD;
import static kemkit.khamul.KhamulState.HANDS;
import static kemkit.khamul.KhamulState.HELD;
import static kemkit.khamul.KhamulState.MARKED;
import static kemkit.khamul.KhamulState.MARK_ON_DRAW;
import static kemkit.khamul.KhamulState.MEMORY;
import static kemkit.khamul.KhamulState.PHASE;
import static kemkit.khamul.KhamulState.STOCK;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Rejection;
import kemkit.khamul.KhamulAction.Discard;
import kemkit.khamul.KhamulAction.Draw;
import kemkit.khamul.KhamulAction.Swap;
import kemkit.khamul.KhamulAction.Take;
import kemkit.kit.rules.Verb;
import kemkit.kit.state.Workspace;
import kemkit.pile.Pile;

/**
 * The turn: draw or take, then discard or swap, then maybe a power (H-7), with the turn-start mark
 * of H-12. Each verb's check and the actions it lists come from the same predicates: {@link
 * #canDraw}, {@link #canTake}, and the phase and turn.
 */
final class Turns {

  private Turns() {}

  /** {@return the rule of when {@code verb} is made, for a rejection in another phase} */
  private static String when(Phase phase, String verb) {
    return phase == Phase.TURN_START ? verb + " begins a turn, on the turn's seat" : verb + " follows a draw";
  }

  /** {@return a rejection unless {@code seat} may act in {@code phase} of its own turn} */
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

  /** {@return whether it is {@code seat}'s turn in {@code phase}: the predicate of {@link #checkTurn}} */
  static boolean isTurn(KhamulState state, int seat, Phase phase) {
    return state.phase() == phase && state.turn() == seat;
  }

  /**
   * {@return whether the turn's seat may draw when its turn starts: unless the stock is empty with
   * nothing to recycle while it could take, which it then must (H-7, H-11); at the dead end, where
   * it cannot take either, its draw ends the round (H-11a)}
   */
  static boolean canDraw(KhamulOptions options, KhamulState state) {
    return state.stockSize() != 0 || Stock.canRecycle(state.discard(), options.recycle())
        || !canTake(state, state.turn());
  }

  /** {@return whether {@code seat} could take the top discard: there is one, and a slot for it (H-7)} */
  static boolean canTake(KhamulState state, int seat) {
    return !state.discard().isEmpty() && !state.handOf(seat).isEmpty();
  }

  /**
   * Draws the top stock card, or waits for a recycle, or ends the round when there is nothing to
   * recycle and the seat cannot take (H-11). A draw while the turn's seat must take is {@code
   * WRONG_PHASE} from every seat, before {@code NOT_YOUR_TURN} (§R); at the dead end only the
   * turn's seat may draw (H-11a).
   */
  static final Verb<KhamulState, Draw, KhamulOptions> DRAW = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Draw draw) {
      if (state.phase() == Phase.TURN_START && !canDraw(options, state)) {
        return Rejections.wrongPhase("H-11", draw.seat(), "{you} cannot draw: the stock is empty and there is"
            + " nothing to recycle; " + (state.turn() == draw.seat() ? "{you} must" : "seat " + state.turn() + " must")
            + " take the top discard");
      }
      return checkTurn(state, draw.seat(), Phase.TURN_START, "draw");
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Draw draw) {
      int seat = draw.seat();
      markIfMissed(work, seat);
      if (!work.get(STOCK).isEmpty()) {
        Stock.drawHeld(work, seat);
      } else if (Stock.canRecycle(work.get(DISCARD), options.recycle())) {
        Stock.awaitRecycle(options, work, PendingDraw.Reason.TURN, seat);
      } else {
        KhamulEvents.STOCK_RAN_OUT.write(work.log(), seat);
        Scoring.endRound(options, work);
      }
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return isTurn(state, seat, Phase.TURN_START) && canDraw(options, state) ? 1 : 0;
    }

    @Override
    public Draw at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.draw(seat);
    }
  };

  /** Takes the top discard in public; it must be swapped in. */
  static final Verb<KhamulState, Take, KhamulOptions> TAKE = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Take take) {
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

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Take take) {
      int seat = take.seat();
      markIfMissed(work, seat);
      Pile discard = work.get(DISCARD);
      Card card = discard.top();
      work.set(DISCARD, discard.drawn(1));
      work.set(HELD, Interned.card(card));
      work.set(MEMORY, work.get(MEMORY).withKnownBy(card, (1 << work.seats(HANDS)) - 1));
      work.set(PHASE, Phase.HOLDING_TAKEN);
      KhamulEvents.TOOK.write(work.log(), seat, card.index());
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return isTurn(state, seat, Phase.TURN_START) && canTake(state, seat) ? 1 : 0;
    }

    @Override
    public Take at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.take(seat);
    }
  };

  /** Puts the drawn card face up on the pile; its power may act (H-8). */
  static final Verb<KhamulState, Discard, KhamulOptions> DISCARD_DRAWN = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Discard discard) {
      if (state.phase() == Phase.HOLDING_TAKEN) {
        return Rejections.wrongPhase("H-7", discard.seat(), "the card in hand was taken from the pile: a taken card"
            + " is swapped in, never discarded");
      }
      return checkTurn(state, discard.seat(), Phase.HOLDING_DRAWN, "discard");
    }

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Discard discard) {
      Card card = work.get(HELD).orElseThrow();
      work.set(HELD, Optional.empty());
      work.set(DISCARD, work.get(DISCARD).withOnTop(card));
      work.set(MEMORY, work.get(MEMORY).forgotten(card));
      KhamulEvents.DISCARDED.write(work.log(), discard.seat(), card.index());
      Powers.offer(options, work, discard.seat(), card);
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return isTurn(state, seat, Phase.HOLDING_DRAWN) ? 1 : 0;
    }

    @Override
    public Discard at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.discard(seat);
    }
  };

  /** Puts the held card in the slot; the card that was there goes face up on the pile (H-7, H-8). */
  static final Verb<KhamulState, Swap, KhamulOptions> SWAP = new Verb<>() {
    @Override
    public Optional<Rejection> check(KhamulOptions options, KhamulState state, Swap swap) {
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

    @Override
    public void perform(KhamulOptions options, Workspace<KhamulState> work, Swap swap) {
      int seat = swap.seat();
      Card in = work.get(HELD).orElseThrow();
      boolean taken = work.get(PHASE) == Phase.HOLDING_TAKEN;
      Hand hand = work.get(HANDS, seat);
      Card out = hand.get(swap.slot());
      work.set(HANDS, seat, hand.with(swap.slot(), in));
      work.set(HELD, Optional.empty());
      work.set(DISCARD, work.get(DISCARD).withOnTop(out));
      work.set(MEMORY, work.get(MEMORY).forgotten(out));
      KhamulEvents.SWAPPED.write(work.log(), seat, swap.slot(), in.index(), out.index(), taken ? 1 : 0);
      Powers.offer(options, work, seat, out);
    }

    @Override
    public int count(KhamulOptions options, KhamulState state, int seat) {
      return state.phase().isHolding() && state.turn() == seat ? state.handOf(seat).size() : 0;
    }

    @Override
    public Swap at(KhamulOptions options, KhamulState state, int seat, int index) {
      return Interned.swap(seat, index);
    }
  };

  /** Marks the seat that draws or takes when it could have announced with a low hand (H-12). */
  private static void markIfMissed(Workspace<KhamulState> work, int seat) {
    if (work.get(MARK_ON_DRAW)) {
      work.set(MARK_ON_DRAW, false);
      int marked = work.get(MARKED);
      if ((marked & (1 << seat)) == 0) {
        work.set(MARKED, marked | 1 << seat);
        KhamulEvents.MARKED.write(work.log(), seat);
      }
    }
  }
}
