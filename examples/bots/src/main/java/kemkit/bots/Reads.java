package kemkit.bots;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyAction.Counter;
import kemkit.family.FamilyAction.DoubleCounter;
import kemkit.family.FamilyAction.DoubleKems;
import kemkit.family.FamilyAction.KemsCall;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyView;
import kemkit.seat.Seating;

/**
 * Who holds a Kem's, as far as one seat can tell from what it may see, and the call it makes of
 * it (K-16 to K-19). A teammate holds one when it makes the team's sign (K-14) or when the four
 * cards it took from the table show it (K-25). An opponent surely holds one when its four known
 * cards show it; it likely does when it gestures the sign its team answered last time, or when it
 * gestures after taking a third card of a rank whose fourth nobody has seen.
 */
final class Reads {

  /** How sure the seat is that another seat holds a Kem's. */
  enum Confidence {
    /** Nothing points to it. */
    NONE,
    /** Worth a counter: the signs point to it. */
    LIKELY,
    /** The seat can see it, or its teammate said so with the team's sign. */
    CERTAIN
  }

  private Reads() {}

  /** {@return whether {@code hand} is a Kem's: four cards of one rank} */
  static boolean isKems(List<Card> hand) {
    if (hand.size() != 4) {
      return false;
    }
    Rank rank = hand.get(0).rank();
    return hand.stream().allMatch(card -> card.rank() == rank);
  }

  /** {@return how sure {@code view}'s seat is that its teammate {@code partner} holds a Kem's} */
  static Confidence partner(FamilyView view, int partner) {
    if (fourOfARank(view.knownCards().get(partner)).isPresent()) {
      return Confidence.CERTAIN;
    }
    boolean signed = view.teamSign().isPresent() && view.gestures().get(partner).equals(view.teamSign());
    return signed ? Confidence.CERTAIN : Confidence.NONE;
  }

  /** {@return how sure {@code view}'s seat is that {@code opponent} holds a Kem's} */
  static Confidence opponent(Seating seating, FamilyView view, TableNotes notes, int opponent) {
    ImmutableList<Card> known = view.knownCards().get(opponent);
    if (fourOfARank(known).isPresent()) {
      return Confidence.CERTAIN;
    }
    Optional<String> gesture = view.gestures().get(opponent);
    Optional<String> guessed = notes.guessedSign(seating.teamOf(opponent));
    if (gesture.isPresent() && gesture.equals(guessed)) {
      return Confidence.LIKELY;
    }
    Optional<Rank> three = threeOfARank(known);
    if (three.isPresent() && notes.gesturedSinceExchange(opponent) && fourthUnseen(view, notes, three.get())) {
      return Confidence.LIKELY;
    }
    return Confidence.NONE;
  }

  /**
   * {@return the call {@code view}'s seat should make now, if any and if legal} A call on a
   * teammate first (it scores for the team), doubled when the seat holds a Kem's too; then a
   * counter on the opponent it is surest of, doubled when two of a team surely hold one.
   */
  static Optional<FamilyAction> call(FamilyRules rules, FamilyView view, TableNotes notes,
      ImmutableList<FamilyAction> legal) {
    Seating seating = rules.seating();
    Dialect dialect = rules.dialect();
    int seat = view.seat();
    boolean mine = isKems(view.hand());
    for (int partner : seating.partners(seat)) {
      if (partner(view, partner) == Confidence.CERTAIN) {
        FamilyAction call = mine ? DoubleKems.of(dialect, seat, partner) : KemsCall.of(dialect, seat, partner);
        if (legal.contains(call)) {
          return Optional.of(call);
        }
        if (legal.contains(KemsCall.of(dialect, seat, partner))) {
          return Optional.of(KemsCall.of(dialect, seat, partner));
        }
      }
    }
    int best = -1;
    Confidence bestConfidence = Confidence.NONE;
    int[] certainByTeam = new int[seating.teams()];
    for (int other = 0; other < seating.seats(); other++) {
      if (seating.teamOf(other) == seating.teamOf(seat)) {
        continue;
      }
      Confidence confidence = opponent(seating, view, notes, other);
      if (confidence == Confidence.CERTAIN) {
        certainByTeam[seating.teamOf(other)]++;
      }
      if (confidence.compareTo(bestConfidence) > 0) {
        best = other;
        bestConfidence = confidence;
      }
    }
    if (best < 0) {
      return Optional.empty();
    }
    int team = seating.teamOf(best);
    int target = dialect.countersNameTeams() ? team : best;
    if (certainByTeam[team] >= 2 && legal.contains(DoubleCounter.of(dialect, seat, target))) {
      return Optional.of(DoubleCounter.of(dialect, seat, target));
    }
    Counter counter = Counter.of(dialect, seat, target);
    return legal.contains(counter) ? Optional.of(counter) : Optional.empty();
  }

  private static Optional<Rank> fourOfARank(List<Card> cards) {
    return ofARank(cards, 4);
  }

  private static Optional<Rank> threeOfARank(List<Card> cards) {
    return ofARank(cards, 3);
  }

  private static Optional<Rank> ofARank(List<Card> cards, int count) {
    int[] counts = new int[Rank.values().length];
    for (Card card : cards) {
      if (++counts[card.rank().ordinal()] >= count) {
        return Optional.of(card.rank());
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the fourth card of {@code rank} is nowhere this seat has seen it (its hand, the table,
   * the cards known to all, the discards), so that it may be in the suspect's hidden cards.
   */
  private static boolean fourthUnseen(FamilyView view, TableNotes notes, Rank rank) {
    int seen = 0;
    for (Card card : view.hand()) {
      seen += card.rank() == rank ? 1 : 0;
    }
    for (Card card : view.table()) {
      seen += card.rank() == rank ? 1 : 0;
    }
    for (int other = 0; other < view.knownCards().size(); other++) {
      if (other != view.seat()) {
        for (Card card : view.knownCards().get(other)) {
          seen += card.rank() == rank ? 1 : 0;
        }
      }
    }
    for (Card card : RankPlan.cardsOf(rank)) {
      seen += notes.isDiscarded(card) ? 1 : 0;
    }
    return seen < 4;
  }
}
