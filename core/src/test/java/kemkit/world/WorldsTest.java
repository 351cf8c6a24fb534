package kemkit.world;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.toy.HighCardRules;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Worlds on the toy game: the kit's properties, the view check and the estimate's interval. */
class WorldsTest {

  @TestFactory
  Stream<DynamicNode> conformance() {
    return Conformance.worlds(100, Worlds.of(HighCardRules.of(2)), Worlds.of(HighCardRules.of(4)));
  }

  @Test
  void aViewTheHistoryDoesNotLeadToIsRefused() {
    HighCardRules rules = HighCardRules.of(2);
    var start = rules.start();
    Action deal = Chance.roll(start.chanceDue().orElseThrow(), new SplittableRandom(1));
    var dealt = rules.apply(start, deal).state();
    SeatHistory<?, ?> history = SeatHistory.of(rules, 0, List.of(deal));
    @SuppressWarnings({"unchecked", "rawtypes"})
    Worlds<?, ?, ?, Object> worlds = (Worlds) Worlds.of(rules);
    assertThatThrownBy(() -> worlds.belief(rules.view(start, 0), (SeatHistory) history))
        .isInstanceOf(NoWorldException.class).hasMessageContaining("view");
    assertThat(((Worlds) worlds).belief(rules.view(dealt, 0), (SeatHistory) history)).isNotNull();
  }

  @Test
  void estimateGivesAWilsonInterval() {
    Estimate half = new Estimate(50, 100);
    assertThat(half.probability()).isEqualTo(0.5);
    assertThat(half.low()).isBetween(0.40, 0.41);
    assertThat(half.high()).isBetween(0.59, 0.60);
    assertThat(new Estimate(0, 10).low()).isZero();
    assertThatThrownBy(() -> new Estimate(11, 10)).isInstanceOf(IllegalArgumentException.class);
  }
}
