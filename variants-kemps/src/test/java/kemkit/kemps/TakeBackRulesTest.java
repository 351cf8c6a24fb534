package kemkit.kemps;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import kemkit.conformance.TakeBacks;
import kemkit.game.Barrier;
import org.junit.jupiter.api.Test;

/**
 * rules.md C-10 in Kemps: which moves a seat may take back, as the rules' own hearing of each event
 * decides (the conformance kit checks that no take-back tells anything hidden).
 */
class TakeBackRulesTest {

  private static final ImmutableSortedMap<String, ImmutableSortedSet<String>> TALLY =
      TakeBacks.tally(Kemps.rules(), 100);

  @Test
  void anExchangeOrASignIsNeverTakenBack() {
    // K-9, K-25: an exchange lays a card of a hidden hand on the table; K-14: a sign is its team's alone.
    assertThat(TALLY.get("Exchange")).as("%s", TALLY).containsExactly(Barrier.HIDDEN.word());
    assertThat(TALLY.get("Sign")).as("%s", TALLY).containsExactly(Barrier.HIDDEN.word());
  }

  @Test
  void aCallEndsTheRoundOrTellsAHand() {
    // K-16 to K-19: a call is resolved at once, with the hands it shows, and scores the round.
    for (String call : new String[] {"KemsCall", "Counter"}) {
      assertThat(TALLY.get(call)).as("%s in %s", call, TALLY).isNotNull().doesNotContain("allowed");
    }
  }

  @Test
  void aGestureCanBeTakenBackASweepNever() {
    // K-14 a gesture is public; K-12 a sweep lays a new table from the hidden stock.
    assertThat(TALLY.get("Gesture")).as("%s", TALLY).contains("allowed");
    assertThat(TALLY.get("Sweep")).as("%s", TALLY).containsExactly(Barrier.HIDDEN.word());
  }
}
