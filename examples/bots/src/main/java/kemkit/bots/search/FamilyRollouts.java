package kemkit.bots.search;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.card.CardSet;
import kemkit.card.Rank;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyAction.AcceptSweep;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyAction.ProposeSweep;
import kemkit.family.FamilyAction.RefuseSweep;
import kemkit.family.FamilyAction.Show;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyAction.Sweep;
import kemkit.family.FamilyAction.Top;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyRules;
import kemkit.game.Action;
import kemkit.family.FamilyState;
import kemkit.family.Phase;
import kemkit.family.SweepProposal;
import kemkit.seat.Seating;

/**
 * The Kem's family's rollout policy: every seat plays as {@link kemkit.bots.FamilyBot} does in
 * outline, reading the sampled world instead of a view. First things first, a seat:
 *
 * <ol>
 *   <li>shows two cards when a wrong counter owes them (K-18), and answers a sweep proposal:
 *       refuses when the table holds the rank it collects, else accepts (K-11);
 *   <li>calls {@code kems} (doubled when it holds one too) on a partner that holds a Kem's and
 *       made the team's sign (K-14, K-16, K-17); counters an opponent whose public cards, taken
 *       from the table, are four of a rank, or three with a gesture since its last exchange and
 *       the fourth nowhere in sight (K-18, K-25);
 *   <li>opens the table when it deals and it is closed (K-8);
 *   <li>holding a Kem's, sets the team's sign if it has none, makes it, and waits (K-14);
 *   <li>otherwise exchanges toward the most promising rank (K-9): the ranks it holds and the table
 *       shows, none known to be in another hand, the rank it collected last winning ties.
 * </ol>
 *
 * <p>When nobody wants to act, the dealer sweeps (or, with consensus sweeps, proposes one), or
 * makes the exchange that harms its hand least (K-11); after a consensus sweep it reopens the table
 * (K-12). A seat decides on what its view would show: its hand, the table, the
 * cards everyone saw taken (K-25), the gestures, its own team's sign. One reading goes further: a
 * call on a partner's sign also checks the partner's hand in the sample, because a gesture made
 * earlier in the real game may not fit the hand the sample dealt; the sample holds nothing the
 * searching seat may not know, so this leaks nothing ({@link RolloutPolicy}).
 */
final class FamilyRollouts implements RolloutPolicy<FamilyState, FamilyAction> {

  private static final int RANKS = Rank.values().length;
  private static final int IMPOSSIBLE = Integer.MIN_VALUE;

  private final FamilyRules rules;
  private final Seating seating;
  private final Dialect dialect;
  private final boolean tableTripleBlocks;
  private final boolean dealerSweeps;
  private final ImmutableList<String> words;

  FamilyRollouts(FamilyRules rules) {
    this.rules = rules;
    this.seating = rules.seating();
    this.dialect = rules.dialect();
    this.tableTripleBlocks = rules.options().tableTripleBlocks();
    this.dealerSweeps = rules.options().sweep() == FamilyOptions.SweepMode.DEALER;
    this.words = rules.signalWords();
  }

  @Override
  public Rollout<FamilyState, FamilyAction> start(FamilyState world, RandomGenerator rng) {
    return new Seats(rng);
  }

  /** {@return whether {@code hand} is a Kem's: four cards of one rank} */
  static boolean isKems(ImmutableList<Card> hand) {
    if (hand.size() != 4) {
      return false;
    }
    Rank rank = hand.get(0).rank();
    for (int i = 1; i < 4; i++) {
      if (hand.get(i).rank() != rank) {
        return false;
      }
    }
    return true;
  }

  /** The seats of one rollout, with the rank each collects. */
  private final class Seats extends SeatPolicy<FamilyState, FamilyAction> {

    private final Rank[] target = new Rank[seating.seats()];
    /** Who made a gesture since its last exchange in this rollout: a likely Kem's, with three cards seen. */
    private final boolean[] gesturedSinceExchange = new boolean[seating.seats()];
    /** Sweeps since the last exchange: when every seat holds back what another needs. */
    private int idleSweeps;
    // One seat's plan at a time, made again at each question: no allocation per step.
    private final int[] held = new int[RANKS];
    private final int[] onTable = new int[RANKS];
    private final int[] outOfReach = new int[RANKS];
    private final int[] opponentsKnown = new int[RANKS];
    private final int[] score = new int[RANKS];

    Seats(RandomGenerator rng) {
      super(FamilyRollouts.this.rules, seating.seats(), rng);
    }

    @Override
    FamilyAction wants(FamilyState state, int seat) {
      Phase phase = state.phase();
      if (phase == Phase.SHOW_OWED) {
        return state.owedShow().filter(owed -> owed.seat() == seat).isPresent() ? show(state, seat) : null;
      }
      ImmutableList<Card> hand = state.hand(seat);
      if (phase == Phase.SWEEP_PROPOSED) {
        return answer(state, seat, hand);
      }
      boolean closed = state.tableLaid() && !state.tableOpen();
      if (phase == Phase.SWEEPING) {
        // After a consensus sweep the table stays closed until the dealer reopens it (K-12).
        return state.dealer() == seat && closed ? new Top(seat) : null;
      }
      if (phase != Phase.PLAY) {
        return null;
      }
      boolean kems = isKems(hand);
      FamilyAction call = call(state, seat, kems);
      if (call != null) {
        return call;
      }
      if (state.dealer() == seat && closed) {
        return new Top(seat);
      }
      if (kems) {
        return signal(state, seat);
      }
      if (!state.tableOpen()) {
        return null;
      }
      plan(state, seat, hand);
      if (target[seat] == null) {
        return null;
      }
      Exchange toward = exchangeToward(state, seat, hand, target[seat], idleSweeps >= 2 * seating.seats());
      if (toward == null && state.sweepDebtor().equals(OptionalInt.of(seat))) {
        toward = leastHarmful(state, seat, hand);
      }
      if (toward == null && idleSweeps >= 4 * seating.seats()) {
        toward = shake(state, seat, hand);
      }
      return toward;
    }

    @Override
    FamilyState pressed(FamilyState state, int seat) {
      if (state.phase() != Phase.PLAY) {
        return null;
      }
      // The sweep the preset has (K-11): the dealer's, or a proposal once no refusal is owed.
      FamilyState next = null;
      if (dealerSweeps) {
        next = state.dealer() == seat ? tryPlay(state, new Sweep(seat)) : null;
      } else if (state.sweepDebtor().isEmpty()) {
        next = tryPlay(state, new ProposeSweep(seat));
      }
      ImmutableList<Card> hand = state.hand(seat);
      if (next == null && !isKems(hand) && state.tableOpen()) {
        plan(state, seat, hand);
        Exchange exchange = leastHarmful(state, seat, hand);
        next = exchange == null ? null : tryPlay(state, exchange);
      }
      if (next == null) {
        Optional<String> sign = state.signs().get(seating.teamOf(seat));
        String word = words.get(0).equals(sign.orElse("")) ? words.get(1) : words.get(0);
        next = tryPlay(state, new Gesture(seat, word));
      }
      return next;
    }

    @Override
    int firstToPress(FamilyState state) {
      return state.dealer();
    }

    @Override
    void played(FamilyState before, Action action, FamilyState after) {
      if (action instanceof Exchange exchange) {
        idleSweeps = 0;
        gesturedSinceExchange[exchange.seat()] = false;
      } else if (action instanceof Gesture gesture) {
        gesturedSinceExchange[gesture.seat()] = true;
      } else if (action instanceof Sweep || (action instanceof AcceptSweep && after.proposal().isEmpty())) {
        idleSweeps++;
      }
      if (after.round() != before.round()) {
        Arrays.fill(target, null);
        Arrays.fill(gesturedSinceExchange, false);
        idleSweeps = 0;
      }
    }

    /** Two cards of different ranks, none of the rank collected if it can (K-18). */
    private FamilyAction show(FamilyState state, int seat) {
      ImmutableList<Card> hand = state.hand(seat);
      Show best = null;
      for (int i = 0; i < hand.size(); i++) {
        for (int j = i + 1; j < hand.size(); j++) {
          Card first = hand.get(i);
          Card second = hand.get(j);
          if (first.rank() == second.rank()) {
            continue;
          }
          boolean hidesTarget = target[seat] == null || (first.rank() != target[seat] && second.rank() != target[seat]);
          if (best == null || hidesTarget) {
            best = new Show(seat, first, second);
            if (hidesTarget) {
              return best;
            }
          }
        }
      }
      return best;
    }

    /** Refuses a sweep when the table holds a card it collects (it then owes an exchange), else accepts. */
    private FamilyAction answer(FamilyState state, int seat, ImmutableList<Card> hand) {
      Optional<SweepProposal> proposal = state.proposal();
      if (proposal.isEmpty() || proposal.get().proposer() == seat || proposal.get().accepted().contains(seat)) {
        return null;
      }
      boolean wanted = false;
      if (!isKems(hand)) {
        plan(state, seat, hand);
        wanted = target[seat] != null && exchangeToward(state, seat, hand, target[seat], false) != null;
      }
      return wanted ? new RefuseSweep(seat) : new AcceptSweep(seat);
    }

    /** A call on a partner that made the team's sign holding a Kem's, or a counter on public cards. */
    private FamilyAction call(FamilyState state, int seat, boolean kems) {
      int team = seating.teamOf(seat);
      Optional<String> sign = state.signs().get(team);
      ImmutableList<Optional<String>> gestures = state.gestures();
      for (int partner : seating.partners(seat)) {
        // The sign is the partner's word that it holds one; without it the seat cannot know.
        if (sign.isPresent() && gestures.get(partner).equals(sign) && isKems(state.hand(partner))) {
          return kems ? DoubleKems.of(dialect, seat, partner) : KemsCall.of(dialect, seat, partner);
        }
      }
      if (state.barred().contains(seat)) {
        return null;
      }
      CardSet exposed = state.exposed();
      if (exposed.size() < 3) {
        return null;
      }
      int likely = -1;
      for (int other = 0; other < seating.seats(); other++) {
        if (seating.teamOf(other) == team) {
          continue;
        }
        ImmutableList<Card> theirs = state.hand(other);
        if (fourExposed(theirs, exposed)) {
          return counter(seat, other);
        }
        if (likely < 0 && gesturedSinceExchange[other] && threeExposedFourthUnseen(state, seat, theirs, exposed)) {
          likely = other;
        }
      }
      return likely < 0 ? null : counter(seat, likely);
    }

    private FamilyAction counter(int seat, int opponent) {
      return Counter.of(dialect, seat, dialect.countersNameTeams() ? seating.teamOf(opponent) : opponent);
    }

    /**
     * As the heuristic reads a likely Kem's: three cards of a rank seen taken from the table, a
     * gesture since, and the fourth card nowhere the seat can see (K-25).
     */
    private boolean threeExposedFourthUnseen(FamilyState state, int seat, ImmutableList<Card> theirs, CardSet exposed) {
      Rank three = null;
      int[] counts = new int[RANKS];
      for (Card card : theirs) {
        if (exposed.contains(card) && ++counts[card.rank().ordinal()] == 3) {
          three = card.rank();
        }
      }
      if (three == null) {
        return false;
      }
      int seen = 0;
      for (Card card : state.hand(seat)) {
        seen += card.rank() == three ? 1 : 0;
      }
      for (Card card : state.tableCards()) {
        seen += card.rank() == three ? 1 : 0;
      }
      ImmutableList<Card> mine = state.hand(seat);
      for (Card card : exposed.cards()) {
        seen += card.rank() == three && !mine.contains(card) ? 1 : 0;
      }
      return seen < 4;
    }

    private boolean fourExposed(ImmutableList<Card> hand, CardSet exposed) {
      if (!isKems(hand)) {
        return false;
      }
      for (Card card : hand) {
        if (!exposed.contains(card)) {
          return false;
        }
      }
      return true;
    }

    /** Holding a Kem's: set the team's sign if it has none (or a found one), then make it (K-14). */
    private FamilyAction signal(FamilyState state, int seat) {
      int team = seating.teamOf(seat);
      Optional<String> sign = state.signs().get(team);
      if (sign.isEmpty() || state.signsFound().contains(team)) {
        String word = words.get(rng.nextInt(words.size()));
        if (sign.isPresent() && sign.get().equals(word)) {
          word = words.get((words.indexOf(word) + 1) % words.size());
        }
        return new Sign(seat, word);
      }
      return state.gestures().get(seat).equals(sign) ? null : new Gesture(seat, sign.get());
    }

    /** Weighs every rank for {@code seat}, as the heuristic's plan does, and keeps the best as its target. */
    private void plan(FamilyState state, int seat, ImmutableList<Card> hand) {
      Arrays.fill(held, 0);
      Arrays.fill(onTable, 0);
      Arrays.fill(outOfReach, 0);
      Arrays.fill(opponentsKnown, 0);
      for (Card card : hand) {
        held[card.rank().ordinal()]++;
      }
      for (Card card : state.tableCards()) {
        onTable[card.rank().ordinal()]++;
      }
      CardSet exposed = state.exposed();
      if (!exposed.isEmpty()) {
        int team = seating.teamOf(seat);
        for (int other = 0; other < seating.seats(); other++) {
          if (other == seat) {
            continue;
          }
          for (Card card : state.hand(other)) {
            if (exposed.contains(card)) {
              outOfReach[card.rank().ordinal()]++;
              if (seating.teamOf(other) != team) {
                opponentsKnown[card.rank().ordinal()]++;
              }
            }
          }
        }
      }
      Rank current = target[seat];
      int best = -1;
      for (int r = 0; r < RANKS; r++) {
        int toCome = 4 - held[r] - onTable[r] - outOfReach[r];
        boolean reachable = outOfReach[r] == 0 && held[r] + onTable[r] > 0;
        score[r] = !reachable ? IMPOSSIBLE
            : 10 * held[r] + 6 * onTable[r] + Math.max(toCome, 0) + (current != null && current.ordinal() == r ? 3 : 0);
        if (score[r] != IMPOSSIBLE && (best < 0 || score[r] > score[best])) {
          best = r;
        }
      }
      target[seat] = best < 0 ? null : Rank.values()[best];
    }

    private Exchange exchangeToward(FamilyState state, int seat, ImmutableList<Card> hand, Rank rank, boolean stuck) {
      if (onTable[rank.ordinal()] == 0) {
        return null;
      }
      Card take = null;
      for (Card card : state.tableCards()) {
        if (card.rank() == rank) {
          take = card;
          break;
        }
      }
      boolean completes = held[rank.ordinal()] == hand.size() - 1;
      Card give = cheapestToGive(hand, rank, completes || stuck);
      return give == null ? null : new Exchange(seat, give, take);
    }

    private Exchange leastHarmful(FamilyState state, int seat, ImmutableList<Card> hand) {
      Card take = null;
      for (Card card : state.tableCards()) {
        if (take == null || rankValue(card.rank()) > rankValue(take.rank())) {
          take = card;
        }
      }
      if (take == null || hand.isEmpty()) {
        return null;
      }
      Card give = cheapestToGive(hand, take.rank(), false);
      if (give == null) {
        give = hand.get(0);
        for (Card card : hand) {
          if (card.rank() != take.rank()) {
            give = card;
            break;
          }
        }
      }
      return new Exchange(seat, give, take);
    }

    /** Every seat waits for a card another holds: give away a random card not collected. */
    private Exchange shake(FamilyState state, int seat, ImmutableList<Card> hand) {
      ImmutableList<Card> table = state.tableCards();
      if (table.isEmpty()) {
        return null;
      }
      Card give = hand.get(rng.nextInt(hand.size()));
      if (give.rank() == target[seat]) {
        return null;
      }
      return new Exchange(seat, give, table.get(rng.nextInt(table.size())));
    }

    private Card cheapestToGive(ImmutableList<Card> hand, Rank keep, boolean helpOpponents) {
      Card best = null;
      for (Card card : hand) {
        Rank rank = card.rank();
        if (rank == keep || (!helpOpponents && opponentsKnown[rank.ordinal()] >= 2)) {
          continue;
        }
        if (tableTripleBlocks && onTable[rank.ordinal()] >= 2) {
          continue;
        }
        if (best == null || rankValue(rank) < rankValue(best.rank())) {
          best = card;
        }
      }
      return best;
    }

    private int rankValue(Rank rank) {
      int value = score[rank.ordinal()];
      return value == IMPOSSIBLE ? -1000 : value;
    }
  }
}
