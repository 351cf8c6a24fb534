package kemkit.kemps;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import kemkit.family.Dialect;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Chance;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's Kemps snippet, as written there: it compiles and does what its comments say. */
class ReadmeTest {

  @Test
  @DisplayName("README: Kemps at 2 and 3 teams, and '2 cut 1' ends the round (K-18, K-20)")
  void kempsSection() throws SetupException {
    FamilyState state = Kemps.rules().start();
    state = Kemps.rules().apply(state, Chance.roll(state.chanceDue().orElseThrow(), new SplittableRandom(3))).state();

    // --- README "Kemps" begins
    FamilyRules kemps = Kemps.rules();                                            // 2 teams of 2
    FamilyRules six = Kemps.rules(Setup.of("kemps").withSeating("teams", 3));     // 3 teams of 2
    state = kemps.apply(state, FamilyAction.Counter.of(Dialect.KEMPS, 2, 1)).state();   // "2 cut 1"
    // --- README "Kemps" ends

    assertThat(kemps.seating().seats()).isEqualTo(4);
    assertThat(six.seating().seats()).isEqualTo(6);
    assertThat(kemps.notation().write(FamilyAction.Counter.of(Dialect.KEMPS, 2, 1))).isEqualTo("cut 1");   // seat 2 writes it
    assertThat(state.round()).as("a cut ends the round, right or wrong (K-18, falseCounter 002)").isEqualTo(2);
  }
}
