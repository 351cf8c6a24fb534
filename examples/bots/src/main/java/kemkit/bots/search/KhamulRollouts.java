package kemkit.bots.search;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.khamul.CardValues;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulAction.Announce;
import kemkit.khamul.KhamulAction.Discard;
import kemkit.khamul.KhamulAction.Draw;
import kemkit.khamul.KhamulAction.Force;
import kemkit.khamul.KhamulAction.KingSwap;
import kemkit.khamul.KhamulAction.Look;
import kemkit.khamul.KhamulAction.Peek;
import kemkit.khamul.KhamulAction.Rearrange;
import kemkit.khamul.KhamulAction.Skip;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulAction.Swap;
import kemkit.khamul.KhamulAction.Take;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulView;
import kemkit.khamul.Phase;
import kemkit.pile.Pile;

/**
 * Khamul's rollout policy: every seat plays as {@link kemkit.bots.KhamulBot} does (H-5 to H-12),
 * reading the sampled world instead of a view. What each seat remembers (H-15) the policy keeps
 * itself, one bit per card and seat, as the rules keep it: a drawn card is known to its drawer, a
 * taken card and a wrong snap to everyone, a looked-at or peeked card to the seat that looked, a
 * black King's card to the King's player; a card that leaves the hands is forgotten, a card from
 * the stock is known to nobody, a rearranged hand is lost to the others. It starts as the sample
 * does: the searching seat knows what its view shows, and no other seat knows anything, since who
 * else saw a card is not in the searching seat's view ({@code determinize}, C-6).
 *
 * <p>So a seat snaps only the matches it remembers, and weighs its slots at their known value or,
 * unknown, at the mean of the cards it has not seen: it never reads a card it could not know.
 */
final class KhamulRollouts implements RolloutPolicy<KhamulState, KhamulAction> {

  /** As the heuristic bot: how much lower than its slot a top discard must be to be taken. */
  private static final double TAKE_GAIN = 4;
  /** As the heuristic bot: how much lower than an unknown slot a drawn card must be to go in. */
  private static final double BLIND_SWAP_GAIN = 2;
  /** As the heuristic bot: how much a black King's swap must gain. */
  private static final double KSWAP_GAIN = 2;
  /** The value of every card of the deck (H-2): what an unseen card is worth on average. */
  private static final int DECK_VALUE = deckValue();

  private final KhamulRules rules;
  private final int searcher;
  private final long searcherKnows;
  private final int seats;
  private final int threshold;

  /**
   * The policy of one decision.
   *
   * @param rules the rules of the table
   * @param view the searching seat's view: what it remembers is all that any seat knows at first
   */
  KhamulRollouts(KhamulRules rules, KhamulView view) {
    this.rules = rules;
    this.searcher = view.seat();
    this.seats = view.handSizes().size();
    this.threshold = rules.options().threshold();
    long known = 0;
    for (ImmutableList<Optional<Card>> hand : view.memory()) {
      for (Optional<Card> slot : hand) {
        if (slot.isPresent()) {
          known |= bit(slot.get());
        }
      }
    }
    if (view.held().isPresent()) {
      known |= bit(view.held().get());
    }
    this.searcherKnows = known;
  }

  @Override
  public Rollout<KhamulState, KhamulAction> start(KhamulState world, RandomGenerator rng) {
    return new Seats(rng);
  }

  private static long bit(Card card) {
    return 1L << card.index();
  }

  private static int deckValue() {
    int total = 0;
    for (int i = 0; i < Card.COUNT; i++) {
      total += CardValues.of(Card.byIndex(i));
    }
    return total;
  }

  /** The seats of one rollout, with what each remembers. */
  final class Seats extends SeatPolicy<KhamulState, KhamulAction> {

    /** For each seat, the cards whose place it knows: bit {@code Card.index()}. */
    private final long[] knows;

    Seats(RandomGenerator rng) {
      super(KhamulRollouts.this.rules, seats, rng);
      knows = new long[seats];
      knows[searcher] = searcherKnows;
    }

    @Override
    KhamulAction wants(KhamulState state, int seat) {
      Phase phase = state.phase();
      if (phase == Phase.PEEKING) {
        return state.hasPeeked(seat) || state.hand(seat).size() < 2 ? null : new Peek(seat, 0, 1);
      }
      if (!phase.isPlay()) {
        return null;
      }
      ImmutableList<Card> hand = state.hand(seat);
      KhamulAction snap = snap(state, seat, hand);
      if (snap != null || state.turn() != seat) {
        return snap;
      }
      return switch (phase) {
        case TURN_START -> startTurn(state, seat, hand);
        case HOLDING_DRAWN, HOLDING_TAKEN -> place(state, seat, hand);
        case POWER -> usePower(state, seat, hand);
        default -> null;
      };
    }

    @Override
    KhamulState pressed(KhamulState state, int seat) {
      return state.phase() == Phase.POWER && state.turn() == seat ? tryPlay(state, new Skip(seat)) : null;
    }

    @Override
    int firstToPress(KhamulState state) {
      return state.turn();
    }

    /** A known match of the top discard (H-9), unless the seat must keep its slot for a taken card. */
    private KhamulAction snap(KhamulState state, int seat, ImmutableList<Card> hand) {
      Pile discard = state.discard();
      if (discard.isEmpty()
          || (state.phase() == Phase.HOLDING_TAKEN && state.turn() == seat && hand.size() == 1)) {
        return null;
      }
      Card top = discard.top();
      for (int slot = 0; slot < hand.size(); slot++) {
        Card card = hand.get(slot);
        if (card.rank() == top.rank() && (knows[seat] & bit(card)) != 0) {
          return new Snap(seat, slot);
        }
      }
      return null;
    }

    private KhamulAction startTurn(KhamulState state, int seat, ImmutableList<Card> hand) {
      double unseen = unseenMean(state, seat);
      if (state.announcement().isEmpty() && shouldAnnounce(state, seat, hand, unseen)) {
        return new Announce(seat);
      }
      Pile discard = state.discard();
      if (!discard.isEmpty() && !hand.isEmpty()
          && bestGain(seat, hand, unseen, CardValues.of(discard.top())) >= TAKE_GAIN) {
        return new Take(seat);
      }
      return new Draw(seat);
    }

    /** As the heuristic: a hand known to be at most the threshold, or almost known, low and lowest. */
    private boolean shouldAnnounce(KhamulState state, int seat, ImmutableList<Card> hand, double unseen) {
      int unknown = 0;
      int knownValue = 0;
      double mine = 0;
      for (Card card : hand) {
        if ((knows[seat] & bit(card)) != 0) {
          knownValue += CardValues.of(card);
          mine += CardValues.of(card);
        } else {
          unknown++;
          mine += unseen;
        }
      }
      if (unknown == 0 && knownValue <= threshold) {
        return true;
      }
      if (unknown > 1 || mine > threshold + 5) {
        return false;
      }
      for (int other = 0; other < seats; other++) {
        if (other != seat && handValue(state, seat, other, unseen) <= mine + 3) {
          return false;
        }
      }
      return true;
    }

    private KhamulAction place(KhamulState state, int seat, ImmutableList<Card> hand) {
      Optional<Card> held = state.held();
      if (held.isEmpty() || hand.isEmpty()) {
        return null;
      }
      double unseen = unseenMean(state, seat);
      int value = CardValues.of(held.get());
      int bestSlot = -1;
      double bestGain = Double.NEGATIVE_INFINITY;
      for (int slot = 0; slot < hand.size(); slot++) {
        boolean known = (knows[seat] & bit(hand.get(slot))) != 0;
        double gain = (known ? CardValues.of(hand.get(slot)) : unseen) - value;
        if (gain > bestGain || (gain == bestGain && known)) {
          bestSlot = slot;
          bestGain = gain;
        }
      }
      boolean mustSwap = state.phase() == Phase.HOLDING_TAKEN;
      double needed = (knows[seat] & bit(hand.get(bestSlot))) != 0 ? 1 : BLIND_SWAP_GAIN;
      return mustSwap || bestGain >= needed ? new Swap(seat, bestSlot) : new Discard(seat);
    }

    private KhamulAction usePower(KhamulState state, int seat, ImmutableList<Card> hand) {
      if (state.power().isEmpty()) {
        return new Skip(seat);
      }
      return switch (state.power().get()) {
        case LOOK -> look(seat, hand);
        case FORCE -> new Force(seat, leader(state, seat, unseenMean(state, seat)));
        case KSWAP -> kingSwap(state, seat, hand);
      };
    }

    private KhamulAction look(int seat, ImmutableList<Card> hand) {
      for (int slot = 0; slot < hand.size(); slot++) {
        if ((knows[seat] & bit(hand.get(slot))) == 0) {
          return new Look(seat, slot);
        }
      }
      return new Skip(seat);
    }

    /** As the heuristic: its known card worth most for another's known (or the leader's) card worth least. */
    private KhamulAction kingSwap(KhamulState state, int seat, ImmutableList<Card> hand) {
      int mySlot = -1;
      int mine = 0;
      for (int slot = 0; slot < hand.size(); slot++) {
        Card card = hand.get(slot);
        if ((knows[seat] & bit(card)) != 0 && (mySlot < 0 || CardValues.of(card) > mine)) {
          mySlot = slot;
          mine = CardValues.of(card);
        }
      }
      if (mySlot < 0) {
        return new Skip(seat);
      }
      double unseen = unseenMean(state, seat);
      int leader = leader(state, seat, unseen);
      KhamulAction best = new Skip(seat);
      double bestGain = KSWAP_GAIN;
      for (int other = 0; other < seats; other++) {
        if (other == seat) {
          continue;
        }
        ImmutableList<Card> theirs = state.hand(other);
        for (int slot = 0; slot < theirs.size(); slot++) {
          boolean known = (knows[seat] & bit(theirs.get(slot))) != 0;
          if (!known && other != leader) {
            continue;
          }
          double gain = mine - (known ? CardValues.of(theirs.get(slot)) : unseen) + (known ? 0.5 : 0);
          if (gain > bestGain) {
            best = new KingSwap(seat, mySlot, other, slot);
            bestGain = gain;
          }
        }
      }
      return best;
    }

    /** The best gain of putting a card worth {@code value} in one of the seat's slots. */
    private double bestGain(int seat, ImmutableList<Card> hand, double unseen, int value) {
      double best = Double.NEGATIVE_INFINITY;
      for (Card card : hand) {
        double slot = (knows[seat] & bit(card)) != 0 ? CardValues.of(card) : unseen;
        best = Math.max(best, slot - value);
      }
      return best;
    }

    /** What {@code seat} reckons {@code other}'s hand is worth: known cards, unknown at the mean. */
    private double handValue(KhamulState state, int seat, int other, double unseen) {
      double value = 0;
      for (Card card : state.hand(other)) {
        value += (knows[seat] & bit(card)) != 0 ? CardValues.of(card) : unseen;
      }
      return value;
    }

    /** As the heuristic: the announcer, else the lowest reckoned hand, the lowest score breaking ties. */
    private int leader(KhamulState state, int seat, double unseen) {
      if (state.announcement().isPresent() && state.announcement().get().seat() != seat) {
        return state.announcement().get().seat();
      }
      int best = -1;
      double bestValue = 0;
      for (int other = 0; other < seats; other++) {
        if (other == seat) {
          continue;
        }
        double value = handValue(state, seat, other, unseen);
        if (best < 0 || value < bestValue
            || (value == bestValue && state.scores().get(other) < state.scores().get(best))) {
          best = other;
          bestValue = value;
        }
      }
      return best;
    }

    /** The mean value of the cards {@code seat} has not seen: the discard pile, its held card, its memory. */
    private double unseenMean(KhamulState state, int seat) {
      long seen = knows[seat];
      Pile discard = state.discard();
      for (int depth = 0; depth < discard.size(); depth++) {
        seen |= bit(discard.get(depth));
      }
      int value = DECK_VALUE;
      for (long rest = seen; rest != 0; rest &= rest - 1) {
        value -= CardValues.of(Card.byIndex(Long.numberOfTrailingZeros(rest)));
      }
      int count = Card.COUNT - Long.bitCount(seen);
      return count == 0 ? 6.5 : (double) value / count;
    }

    /** What each seat remembers after the action, as the rules keep it (H-15). */
    @Override
    void played(KhamulState before, Action played, KhamulState after) {
      if (!(played instanceof KhamulAction action)) {
        // A chance action: a draw that waited for the stock to be recycled ends with the card held,
        // seen by its drawer only; any other card it deals comes from the stock, known to nobody.
        if (before.held().isEmpty() && after.phase() == Phase.HOLDING_DRAWN) {
          after.held().ifPresent(card -> only(card, after.turn()));
        }
        return;
      }
      int seat = action.seat();
      if (action instanceof Peek peek) {
        ImmutableList<Card> hand = before.hand(seat);
        knows[seat] |= bit(hand.get(peek.first())) | bit(hand.get(peek.second()));
      } else if (action instanceof Draw) {
        after.held().ifPresent(card -> only(card, seat));
      } else if (action instanceof Take) {
        after.held().ifPresent(this::everyone);
      } else if (action instanceof Discard) {
        before.held().ifPresent(this::forget);
      } else if (action instanceof Swap swap) {
        forget(before.hand(seat).get(swap.slot()));
      } else if (action instanceof Look look) {
        knows[seat] |= bit(before.hand(seat).get(look.slot()));
      } else if (action instanceof KingSwap swap) {
        knows[seat] |= bit(before.hand(swap.target()).get(swap.targetSlot()));
      } else if (action instanceof Snap snap) {
        Card card = before.hand(seat).get(snap.slot());
        boolean matched = !after.discard().isEmpty() && after.discard().top().equals(card);
        if (matched) {
          forget(card);
        } else {
          everyone(card);
        }
      } else if (action instanceof Rearrange) {
        long cards = 0;
        for (Card card : before.hand(seat)) {
          cards |= bit(card);
        }
        for (int other = 0; other < seats; other++) {
          if (other != seat) {
            knows[other] &= ~cards;
          }
        }
      }
      // Announce, Force and Skip move no card a seat knows; a forced or penalty card comes from the
      // stock, which nobody knows.
    }

    /** {@return the cards whose place {@code seat} knows, bit {@code Card.index()} for each} */
    long knows(int seat) {
      return knows[seat];
    }

    private void only(Card card, int seat) {
      forget(card);
      knows[seat] |= bit(card);
    }

    private void everyone(Card card) {
      for (int seat = 0; seat < seats; seat++) {
        knows[seat] |= bit(card);
      }
    }

    private void forget(Card card) {
      for (int seat = 0; seat < seats; seat++) {
        knows[seat] &= ~bit(card);
      }
    }
  }
}
