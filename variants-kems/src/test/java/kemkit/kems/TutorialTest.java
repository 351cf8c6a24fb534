package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The snippets of this module's documentation ({@code package-info.java}, the README section),
 * as they are written there: they compile and do what the text says.
 */
class TutorialTest {

  @Test
  @DisplayName("package-info: pick a preset, override an option, play an exchange")
  void packageTutorial() throws SetupException {
    FamilyRules classic = Kems.rules();
    FamilyRules english = Kems.rules("kems-en");

    FamilyRules rules = Kems.rules(Setup.of("kems")
        .withPreset("kems-en")
        .withOption("doubleValue", "3")     // a right double scores 3 (seeds 001 and 003 allow it)
        .withSeating("teams", 3));          // three teams of two, partners facing

    FamilyState state = rules.start();
    state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), new SplittableRandom(7))).state();
    state = rules.apply(state, new FamilyAction.Top(state.dealer())).state();
    FamilyView mine = rules.view(state, 1);
    Outcome<FamilyState, FamilyEvent> outcome =
        rules.apply(state, new FamilyAction.Exchange(1, mine.hand().get(0), mine.table().get(0)));
    outcome.rejection().ifPresent(System.out::println);   // a §R code and a sentence; state unchanged

    assertThat(classic.preset().name()).isEqualTo("kems-classic");
    assertThat(english.options().dealtTriple()).isEqualTo(rules.options().dealtTriple());
    assertThat(rules.options().doubleValue()).isEqualTo(3);
    assertThat(rules.seating().seats()).isEqualTo(6);
    assertThat(outcome.isAccepted()).isTrue();
    Card taken = mine.table().get(0);
    assertThat(rules.view(outcome.state(), 1).hand()).startsWith(taken);
    assertThat(rules.view(outcome.state(), 4).knownCards().get(1)).as("K-25: exchanges are public").containsExactly(taken);
  }

  @Test
  @DisplayName("README: a preset with an option and a seating on top; a refused combination names its options")
  void readmeSnippet() throws SetupException {
    // --- README "Kem's" begins
    FamilyRules rules = Kems.rules(Setup.of("kems")
        .withPreset("kems-classic")        // seed 003, the default
        .withOption("doubleValue", "3")    // a right double scores 3
        .withSeating("teams", 3));         // three teams of two
    // --- README "Kem's" ends

    assertThat(rules.setup()).isEqualTo(Setup.of("kems").withPreset("kems-classic").withOption("doublevalue", "3")
        .withSeating("teams", 3).withSeating("team-size", 2).withSeating("dealer", 0));

    SetupException refusal = catchThrowableOfType(SetupException.class,
        () -> new KemsGame().create(Setup.of("kems").withPreset("kems-fr32").withSeating("teams", 4)));
    assertThat(refusal.culprits()).containsExactly("deck", "teams", "team-size");
    assertThat(refusal).hasMessageStartingWith("deck: a 32-card deck cannot seat 8 (4 teams of 2)");
  }
}
