package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.ForeignStateException;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** RuleSet: a rule set refuses a state that another rule set made, naming both setups. */
class ForeignStatesTest {

  private static FamilyState dealt(FamilyRules rules) {
    return rules.apply(rules.start(), Shuffle.of(rules.start().deck().cards())).state();
  }

  @Test
  @DisplayName("a six-seat Kem's rule set refuses a four-seat Kemps state: no index error, no answer")
  void kemsRefusesKempsState() throws Exception {
    FamilyRules kems = Kems.rules(Setup.of("kems").withSeating("teams", 3));
    FamilyState kemps = dealt(Kemps.rules());

    assertThatThrownBy(() -> kems.apply(kemps, new FamilyAction.Gesture(4, "nose")))
        .isInstanceOf(ForeignStateException.class)
        .hasMessageContaining("state made by kemps")
        .hasMessageContaining("not by kems kems-classic")
        .hasMessageContaining("teams=3");
    assertThatThrownBy(() -> kems.apply(kemps, FamilyAction.KemsCall.of(Dialect.KEMS, 5, 2)))
        .isInstanceOf(ForeignStateException.class);
    for (int seat = 0; seat < 6; seat++) {
      int s = seat;
      assertThatThrownBy(() -> kems.legalActions(kemps, s)).isInstanceOf(ForeignStateException.class);
      assertThatThrownBy(() -> kems.view(kemps, s)).isInstanceOf(ForeignStateException.class);
      assertThatThrownBy(() -> kems.determinize(kemps, s, new SplittableRandom(0)))
          .isInstanceOf(ForeignStateException.class);
    }
  }

  @Test
  @DisplayName("Kemps refuses a cut on a Kem's state of the same seating")
  void kempsRefusesKemsState() {
    FamilyState kems = dealt(Kems.rules());

    assertThatThrownBy(() -> Kemps.rules().apply(kems, FamilyAction.Counter.of(Dialect.KEMPS, 0, 1)))
        .isInstanceOf(ForeignStateException.class)
        .hasMessageContaining("state made by kems")
        .hasMessageContaining("not by kemps");
  }

  @Test
  @DisplayName("an equal rule set, built again from the same setup, shares the states")
  void equalRuleSetAcceptsTheState() throws Exception {
    FamilyState kems = dealt(Kems.rules());
    FamilyRules again = Kems.rules(Kems.rules().setup());

    again.legalActions(kems, 0);
    again.apply(kems, new FamilyAction.Gesture(0, "nose"));
  }
}
