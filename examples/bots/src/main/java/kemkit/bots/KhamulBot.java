package kemkit.bots;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.khamul.CardValues;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulAction.Announce;
import kemkit.khamul.KhamulAction.Discard;
import kemkit.khamul.KhamulAction.Draw;
import kemkit.khamul.KhamulAction.Force;
import kemkit.khamul.KhamulAction.KingSwap;
import kemkit.khamul.KhamulAction.Look;
import kemkit.khamul.KhamulAction.Peek;
import kemkit.khamul.KhamulAction.Skip;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulAction.Swap;
import kemkit.khamul.KhamulAction.Take;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;

/**
 * A Khamul player that plays to win from its seat's memory (H-15), which its view carries:
 *
 * <ul>
 *   <li>peeks at two slots (H-5); snaps every card it knows matches the top discard, in turn or
 *       not (H-9);
 *   <li>announces {@code khamul} when its memory says the hand is worth at most the threshold, so
 *       it is never marked (H-12), or when it knows almost all its hand and expects it to be the
 *       lowest;
 *   <li>takes a low top discard; swaps a drawn card in for a known higher card or, if low, for an
 *       unknown one; else discards it (H-7);
 *   <li>uses powers well (H-8): looks at an unknown own slot, forces the leader to draw, swaps a
 *       known high card of its own for an opponent's known low card (or, failing that, for an
 *       unknown card of the leader's).
 * </ul>
 *
 * <p>Deterministic and stateless: everything it knows is in its view. Out of turn it passes unless
 * it can snap. It never rearranges (H-10): that only hides its
 * cards from others, who do not look.
 *
 * <pre>{@code
 * KhamulBot bot = new KhamulBot(Khamul.rules(), 0);
 * bot.intention(host.view(0), host.legalActions(0)).ifPresent(host::submit);
 * }</pre>
 */
public final class KhamulBot implements Bot<KhamulAction, KhamulEvent, KhamulView> {

  /** How much lower than the slot it replaces a card must be worth to be taken from the pile. */
  private static final double TAKE_GAIN = 4;
  /** How much lower than an unknown slot a drawn card must be worth to go into it. */
  private static final double BLIND_SWAP_GAIN = 2;
  /** How much a black King's swap must gain, in expected points, to be worth it. */
  private static final double KSWAP_GAIN = 2;

  private final int seat;
  private final int threshold;

  /**
   * Creates the bot.
   *
   * @param rules the rules of the table: the threshold is public knowledge
   * @param seat the bot's seat
   * @throws IllegalArgumentException if there is no such seat at the table
   */
  public KhamulBot(KhamulRules rules, int seat) {
    requireNonNull(rules, "rules");
    if (seat < 0 || seat >= rules.options().players()) {
      throw new IllegalArgumentException("no seat " + seat + " at this table");
    }
    this.seat = seat;
    this.threshold = rules.options().threshold();
  }

  @Override
  public Optional<KhamulAction> intention(KhamulView view, ImmutableList<KhamulAction> legal) {
    if (legal.isEmpty()) {
      return Optional.empty();
    }
    if (view.phase() == Phase.PEEKING) {
      return legal.contains(new Peek(seat, 0, 1)) ? Optional.of(new Peek(seat, 0, 1)) : Optional.of(legal.get(0));
    }
    Optional<KhamulAction> snap = snap(view, legal);
    if (snap.isPresent() || !view.isMyTurn()) {
      return snap;
    }
    HandEstimate estimate = HandEstimate.of(view);
    Optional<KhamulAction> turn = switch (view.phase()) {
      case TURN_START -> Optional.of(startTurn(view, estimate, legal));
      case HOLDING_DRAWN, HOLDING_TAKEN -> Optional.of(place(view, estimate, legal));
      case POWER -> Optional.of(usePower(view, estimate));
      default -> Optional.empty();
    };
    return turn.filter(legal::contains).or(() -> Optional.of(legal.get(0)));
  }

  @Override
  public KhamulAction choose(KhamulView view, ImmutableList<KhamulAction> legal) {
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("no legal action to choose from");
    }
    return intention(view, legal)
        .orElseGet(() -> legal.stream().filter(a -> a instanceof Peek || a instanceof Skip).findFirst()
            .orElse(legal.get(0)));
  }

  private Optional<KhamulAction> snap(KhamulView view, ImmutableList<KhamulAction> legal) {
    Optional<Card> top = view.topDiscard();
    if (top.isEmpty()) {
      return Optional.empty();
    }
    ImmutableList<Optional<Card>> hand = view.ownHand();
    for (int slot = 0; slot < hand.size(); slot++) {
      if (hand.get(slot).isPresent() && hand.get(slot).get().rank() == top.get().rank()
          && legal.contains(new Snap(seat, slot))) {
        return Optional.of(new Snap(seat, slot));
      }
    }
    return Optional.empty();
  }

  private KhamulAction startTurn(KhamulView view, HandEstimate estimate, ImmutableList<KhamulAction> legal) {
    if (legal.contains(new Announce(seat)) && shouldAnnounce(view, estimate)) {
      return new Announce(seat);
    }
    Optional<Card> top = view.topDiscard();
    if (top.isPresent() && legal.contains(new Take(seat))) {
      double gain = bestReplacement(view, estimate, CardValues.of(top.get())).gain();
      if (gain >= TAKE_GAIN) {
        return new Take(seat);
      }
    }
    return legal.contains(new Draw(seat)) ? new Draw(seat) : legal.get(0);
  }

  /**
   * Announce when the hand is known to be worth at most the threshold (drawing would mark the
   * seat, H-12), or when at most one slot is unknown and the hand is expected to be low and lower
   * than every other.
   */
  private boolean shouldAnnounce(KhamulView view, HandEstimate estimate) {
    int unknown = estimate.unknownSlots(seat);
    if (unknown == 0 && estimate.knownOwnValue() <= threshold) {
      return true;
    }
    double mine = estimate.handValue(seat);
    if (unknown > 1 || mine > threshold + 5) {
      return false;
    }
    for (int other = 0; other < view.handSizes().size(); other++) {
      if (other != seat && estimate.handValue(other) <= mine + 3) {
        return false;
      }
    }
    return true;
  }

  private KhamulAction place(KhamulView view, HandEstimate estimate, ImmutableList<KhamulAction> legal) {
    Optional<Card> held = view.held();
    if (held.isEmpty()) {
      return legal.get(0);
    }
    int value = CardValues.of(held.get());
    Replacement best = bestReplacement(view, estimate, value);
    if (best.slot() < 0) {
      return legal.get(0);
    }
    boolean mustSwap = view.phase() == Phase.HOLDING_TAKEN;
    double needed = view.known(seat, best.slot()).isPresent() ? 1 : BLIND_SWAP_GAIN;
    return mustSwap || best.gain() >= needed || !legal.contains(new Discard(seat))
        ? new Swap(seat, best.slot()) : new Discard(seat);
  }

  /**
   * The slot where a card worth {@code value} helps most: known slots are worth their card, unknown
   * ones the unseen mean; known slots win ties, since the gain there is sure.
   */
  private Replacement bestReplacement(KhamulView view, HandEstimate estimate, int value) {
    int bestSlot = -1;
    double bestGain = Double.NEGATIVE_INFINITY;
    for (int slot = 0; slot < view.handSizes().get(seat); slot++) {
      double gain = estimate.slotValue(seat, slot) - value;
      boolean known = view.known(seat, slot).isPresent();
      if (gain > bestGain || (gain == bestGain && known)) {
        bestSlot = slot;
        bestGain = gain;
      }
    }
    return new Replacement(bestSlot, bestGain);
  }

  /** A slot and what putting a card there gains, in expected points. */
  private record Replacement(int slot, double gain) {}

  private KhamulAction usePower(KhamulView view, HandEstimate estimate) {
    if (view.power().isEmpty()) {
      return new Skip(seat);
    }
    return switch (view.power().get()) {
      case LOOK -> look(view);
      case FORCE -> new Force(seat, estimate.leader());
      case KSWAP -> kingSwap(view, estimate);
    };
  }

  private KhamulAction look(KhamulView view) {
    ImmutableList<Optional<Card>> hand = view.ownHand();
    for (int slot = 0; slot < hand.size(); slot++) {
      if (hand.get(slot).isEmpty()) {
        return new Look(seat, slot);
      }
    }
    return new Skip(seat);
  }

  /**
   * Gives away the own slot worth most for the other seat's slot worth least, known values first;
   * the leader's unknown slots count at the unseen mean.
   */
  private KhamulAction kingSwap(KhamulView view, HandEstimate estimate) {
    int mySlot = -1;
    for (int slot = 0; slot < view.handSizes().get(seat); slot++) {
      if (view.known(seat, slot).isPresent()
          && (mySlot < 0 || estimate.slotValue(seat, slot) > estimate.slotValue(seat, mySlot))) {
        mySlot = slot;
      }
    }
    if (mySlot < 0) {
      return new Skip(seat);
    }
    double mine = estimate.slotValue(seat, mySlot);
    int leader = estimate.leader();
    KhamulAction best = new Skip(seat);
    double bestGain = KSWAP_GAIN;
    for (int other = 0; other < view.handSizes().size(); other++) {
      if (other == seat) {
        continue;
      }
      for (int slot = 0; slot < view.handSizes().get(other); slot++) {
        boolean known = view.known(other, slot).isPresent();
        if (!known && other != leader) {
          continue;
        }
        double gain = mine - estimate.slotValue(other, slot) + (known ? 0.5 : 0);
        if (gain > bestGain) {
          best = new KingSwap(seat, mySlot, other, slot);
          bestGain = gain;
        }
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return "KhamulBot[seat " + seat + "]";
  }
}
