package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Sets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.conformance.Conformance;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Setup;
import kemkit.seat.Seating;
import kemkit.world.Belief;
import kemkit.world.Estimate;
import kemkit.world.SeatHistory;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Possible worlds of Khamul from a seat's view and history (kemkit.world). */
class KhamulWorldsTest {

  private static final KhamulRules TWO = Khamul.rules(Setup.of("khamul").withSeating(Seating.players(2)));
  private static final int SAMPLES = 4_000;

  @TestFactory
  Stream<DynamicNode> conformance() {
    return Conformance.worlds(10, KhamulWorlds.of(Khamul.rules()));
  }

  /** Two players, after the deal, the starter and the peeks: the other hand is worth at most 15? */
  @Test
  void otherHandValueMatchesExactEnumeration() {
    SplittableRandom rng = new SplittableRandom(5);
    List<Action> actions = new ArrayList<>();
    KhamulState state = TWO.start();
    while (state.chanceDue().isPresent()) {
      Action chance = Chance.roll(state.chanceDue().get(), rng);
      actions.add(chance);
      state = TWO.apply(state, chance).state();
    }
    for (int seat = 0; seat < 2; seat++) {
      Action peek = new KhamulAction.Peek(seat, 0, 1);
      actions.add(peek);
      state = TWO.apply(state, peek).state();
    }
    KhamulView view = TWO.view(state, 0);
    SeatHistory<KhamulAction, KhamulEvent> history = SeatHistory.of(TWO, 0, actions);
    Belief<KhamulState, KhamulAction, KhamulEvent> belief = KhamulWorlds.of(TWO).belief(view, history);
    Estimate low = belief.estimate(world -> value(world.hand(1)) <= 15, SAMPLES, new SplittableRandom(9));

    Set<Card> unseen = Sets.newHashSet(TWO.start().deck().cards());
    unseen.removeAll(state.hand(0).subList(0, 2));
    long hands = 0;
    long hits = 0;
    for (Set<Card> hand : Sets.combinations(unseen, 4)) {
      hands++;
      hits += value(ImmutableList.copyOf(hand)) <= 15 ? 1 : 0;
    }
    double exact = (double) hits / hands;
    double bound = 3.29 * Math.sqrt(exact * (1 - exact) / SAMPLES);
    assertThat(low.probability()).as("sampled %s, exact %.4f over %d hands", low, exact, hands)
        .isBetween(exact - bound, exact + bound);
  }

  private static int value(List<Card> hand) {
    return hand.stream().mapToInt(CardValues::of).sum();
  }
}
