package kemkit.bots;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.FamilyAction.Exchange;
import kemkit.family.FamilyView;
import kemkit.seat.Seating;

/**
 * How promising each rank is for one seat at one moment, and the exchange toward the best one
 * (K-9). A rank is worth collecting when the seat holds some, the table shows some, and no card of
 * it is known to be out of reach in another hand (taken from the table, K-25, or shown to the
 * seat, K-18); cards swept face down (K-12) count as slow to come back. Kept from one decision to the next, the current target wins
 * ties, so that the seat does not waver between two ranks.
 */
final class RankPlan {

  private static final int RANKS = Rank.values().length;
  private static final int IMPOSSIBLE = Integer.MIN_VALUE;

  private final int[] held = new int[RANKS];
  private final int[] onTable = new int[RANKS];
  private final int[] outOfReach = new int[RANKS];
  private final int[] discarded = new int[RANKS];
  private final int[] opponentsKnown = new int[RANKS];
  private final int[] score = new int[RANKS];

  private RankPlan() {}

  /**
   * {@return the plan of {@code view}'s seat}
   *
   * @param seating the seats and teams
   * @param view what the seat sees
   * @param notes what the seat remembers
   * @param current the rank it collected so far this round, if any
   */
  static RankPlan of(Seating seating, FamilyView view, TableNotes notes, Optional<Rank> current) {
    RankPlan plan = new RankPlan();
    for (Card card : view.hand()) {
      plan.held[card.rank().ordinal()]++;
    }
    for (Card card : view.table()) {
      plan.onTable[card.rank().ordinal()]++;
    }
    int myTeam = seating.teamOf(view.seat());
    for (int other = 0; other < view.knownCards().size(); other++) {
      if (other == view.seat()) {
        continue;
      }
      for (Card card : view.knownCards().get(other)) {
        plan.outOfReach[card.rank().ordinal()]++;
        if (seating.teamOf(other) != myTeam) {
          plan.opponentsKnown[card.rank().ordinal()]++;
        }
      }
    }
    view.shownToMe().forEach(shown -> shown.cards().forEach(card -> {
      if (!view.table().contains(card)) {
        plan.outOfReach[card.rank().ordinal()]++;
      }
    }));
    for (long rest = notes.discardedBits(); rest != 0; rest &= rest - 1) {
      plan.discarded[Card.byIndex(Long.numberOfTrailingZeros(rest)).rank().ordinal()]++;
    }
    for (int r = 0; r < RANKS; r++) {
      // Cards in another hand are out of reach; swept cards only come back once the discard pile
      // is recycled (K-13), so they do not count among the cards still to come.
      int toCome = 4 - plan.held[r] - plan.onTable[r] - plan.outOfReach[r] - plan.discarded[r];
      boolean reachable = plan.outOfReach[r] == 0 && plan.held[r] + plan.onTable[r] > 0;
      plan.score[r] = !reachable ? IMPOSSIBLE
          : 10 * plan.held[r] + 6 * plan.onTable[r] + Math.max(toCome, 0)
              + (current.isPresent() && current.get().ordinal() == r ? 3 : 0);
    }
    return plan;
  }

  /** {@return the four cards of {@code rank}} */
  static ImmutableList<Card> cardsOf(Rank rank) {
    return CARDS_BY_RANK.get(rank.ordinal());
  }

  private static final ImmutableList<ImmutableList<Card>> CARDS_BY_RANK = byRank();

  private static ImmutableList<ImmutableList<Card>> byRank() {
    ImmutableList.Builder<ImmutableList<Card>> out = ImmutableList.builder();
    for (Rank rank : Rank.values()) {
      ImmutableList.Builder<Card> cards = ImmutableList.builder();
      for (int i = 0; i < Card.COUNT; i++) {
        if (Card.byIndex(i).rank() == rank) {
          cards.add(Card.byIndex(i));
        }
      }
      out.add(cards.build());
    }
    return out.build();
  }

  /** {@return the most promising rank, if any rank can still make a Kem's} */
  Optional<Rank> target() {
    int best = -1;
    for (int r = 0; r < RANKS; r++) {
      if (score[r] != IMPOSSIBLE && (best < 0 || score[r] > score[best])) {
        best = r;
      }
    }
    return best < 0 ? Optional.empty() : Optional.of(Rank.values()[best]);
  }

  /** {@return how many cards of {@code rank} the seat holds} */
  int held(Rank rank) {
    return held[rank.ordinal()];
  }

  /** {@return how many cards of {@code rank} lie on the table} */
  int onTable(Rank rank) {
    return onTable[rank.ordinal()];
  }

  /**
   * {@return the exchange that brings the hand one card closer to a Kem's of {@code target}, if
   * the table offers one} It gives the card of the least promising rank; a card of a rank that an
   * opponent is seen collecting only when the exchange completes the seat's own Kem's or when
   * {@code stuck}; and, when three cards of a rank on the table block the round (K-10), never the
   * third.
   *
   * @param view what the seat sees
   * @param target the rank to collect
   * @param tableTripleBlocks whether option {@code tableTripleBlocks} is on
   * @param stuck whether the table has been swept again and again with no exchange, so that holding
   *     back cards only stalls the round
   */
  Optional<Exchange> exchangeToward(FamilyView view, Rank target, boolean tableTripleBlocks, boolean stuck) {
    if (onTable(target) == 0) {
      return Optional.empty();
    }
    Card take = view.table().stream().filter(c -> c.rank() == target).findFirst().orElseThrow();
    boolean completes = held(target) == view.hand().size() - 1;
    return cheapestToGive(view, target, tableTripleBlocks, completes || stuck)
        .map(give -> new Exchange(view.seat(), give, take));
  }

  /**
   * {@return an exchange that harms the hand least, for a seat that must exchange (K-11: it
   * refused a sweep) or is made to act} It takes the table card of the most promising rank.
   */
  Optional<Exchange> leastHarmfulExchange(FamilyView view, boolean tableTripleBlocks) {
    Card take = null;
    for (Card card : view.table()) {
      if (take == null || rankValue(card.rank()) > rankValue(take.rank())) {
        take = card;
      }
    }
    if (take == null) {
      return Optional.empty();
    }
    Card taken = take;
    Optional<Card> give = cheapestToGive(view, take.rank(), tableTripleBlocks, false);
    if (give.isEmpty()) {
      give = view.hand().stream().filter(c -> c.rank() != taken.rank()).findFirst()
          .or(() -> view.hand().stream().findFirst());
    }
    return give.map(card -> new Exchange(view.seat(), card, taken));
  }

  private Optional<Card> cheapestToGive(FamilyView view, Rank keep, boolean tableTripleBlocks, boolean helpOpponents) {
    Card best = null;
    for (Card card : view.hand()) {
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
    return Optional.ofNullable(best);
  }

  private int rankValue(Rank rank) {
    int value = score[rank.ordinal()];
    return value == IMPOSSIBLE ? -1000 : value;
  }
}
