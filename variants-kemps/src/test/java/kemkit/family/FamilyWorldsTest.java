package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Sets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.conformance.Conformance;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.kemps.Kemps;
import kemkit.world.Belief;
import kemkit.world.Estimate;
import kemkit.world.SeatHistory;
import kemkit.world.Worlds;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Possible worlds of the Kem's family from a seat's view and history (kemkit.world). */
class FamilyWorldsTest {

  private static final FamilyRules RULES = Kemps.rules();
  private static final Worlds<FamilyState, FamilyAction, FamilyEvent, FamilyView> WORLDS = FamilyWorlds.of(RULES);
  /** Samples per frequency check; the bound is 3.29 standard errors (two-sided 0.1%). */
  private static final int SAMPLES = 4_000;

  @TestFactory
  Stream<DynamicNode> conformance() {
    return Conformance.worlds(40, WORLDS);
  }

  /** The belief query of docs/bots.md: does my partner hold a pair or better? */
  @Test
  void partnerPairMatchesExactEnumerationAfterTheDeal() {
    List<Action> actions = new ArrayList<>();
    FamilyState state = dealt(actions, 11);
    check(state, actions);
  }

  /**
   * After a sweep the swept cards lie in the discard pile, face down: the view shows only how many,
   * the history says which. The sampler must keep them out of the partner's hand (determinize,
   * which reads the view alone, does not).
   */
  @Test
  void sweptCardsStayOutOfHandsAsTheHistorySays() {
    List<Action> actions = new ArrayList<>();
    FamilyState state = dealt(actions, 12);
    FamilyAction sweep = new FamilyAction.Sweep(state.dealer());
    state = RULES.apply(state, sweep).state();
    actions.add(sweep);
    check(state, actions);
  }

  private static FamilyState dealt(List<Action> actions, long seed) {
    FamilyState state = RULES.start();
    Action deal = Chance.roll(state.chanceDue().orElseThrow(), new SplittableRandom(seed));
    actions.add(deal);
    return RULES.apply(state, deal).state();
  }

  private static void check(FamilyState state, List<Action> actions) {
    int seat = 1;
    int partner = 3;
    // --8<-- [belief-query]
    FamilyView view = RULES.view(state, seat);
    SeatHistory<FamilyAction, FamilyEvent> history = SeatHistory.of(RULES, seat, actions);
    Belief<FamilyState, FamilyAction, FamilyEvent> belief = FamilyWorlds.of(RULES).belief(view, history);
    Estimate pair = belief.estimate(world -> pairOrBetter(world.hand(partner)), SAMPLES, new SplittableRandom(7));
    // --8<-- [belief-query]

    // Exact: the partner's hand is any 4 of the cards seat 1 has not seen, all equally likely.
    Set<Card> unseen = Sets.newHashSet(RULES.start().deck().cards());
    unseen.removeAll(view.hand());
    unseen.removeAll(view.table());
    history.steps().forEach(step -> step.heard().forEach(event -> {
      if (event instanceof FamilyEvent.Swept swept) {
        unseen.removeAll(swept.cards());
      }
    }));
    long hands = 0;
    long hits = 0;
    for (Set<Card> hand : Sets.combinations(unseen, 4)) {
      hands++;
      if (pairOrBetter(ImmutableList.copyOf(hand))) {
        hits++;
      }
    }
    double exact = (double) hits / hands;
    double bound = 3.29 * Math.sqrt(exact * (1 - exact) / SAMPLES);
    assertThat(pair.probability()).as("sampled %s, exact %.4f over %d hands", pair, exact, hands)
        .isBetween(exact - bound, exact + bound);
    Predicate<FamilyState> swept = world -> world.hand(partner).stream().noneMatch(c -> !unseen.contains(c));
    assertThat(belief.estimate(swept, 500, new SplittableRandom(8)).hits()).isEqualTo(500);
  }

  private static boolean pairOrBetter(List<Card> hand) {
    return hand.stream().map(Card::rank).distinct().count() < hand.size();
  }
}
