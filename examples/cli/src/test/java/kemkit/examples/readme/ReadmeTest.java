package kemkit.examples.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's "In code" snippet, kept compiling and true. */
class ReadmeTest {

  @Test
  @DisplayName("README: deal a Kemps round, look through seat 1's eyes, exchange")
  void inCode() {
    // --- README "In code" begins
    FamilyRules rules = Kemps.rules();                         // 2 teams of 2, seat 0 deals
    RandomGenerator rng = new SplittableRandom(42);
    FamilyState state = rules.start();                         // waits for the deck order (C-4)
    state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();

    FamilyView seat1 = rules.view(state, 1);                   // only what seat 1 may see (K-25)
    FamilyAction exchange = rules.legalActions(state, 1).get(0);
    Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, exchange);
    outcome.rejection().ifPresent(System.out::println);        // e.g. NOT_ON_TABLE: 9C is not on the table: an exchange takes a card of the table
    state = outcome.state();                                   // the old state is still valid: branch freely
    // --- README "In code" ends

    assertThat(outcome.isAccepted()).isTrue();
    assertThat(seat1.hand()).hasSize(4);
    assertThat(state).isNotEqualTo(rules.start());
  }
}
