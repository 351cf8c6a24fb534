package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.family.FamilyRules;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The shared conformance suite on random Kem's option sets and seatings (seeded): every option
 * combination the rules accept must keep the common rules (C-4 to C-8, §R, records) as the presets
 * do. Combinations the rules refuse are skipped and counted; they must be exactly the tables K-3
 * forbids, since every value drawn is valid on its own.
 */
class RandomOptionSetsTest {

  private static final long SEED = RandomOptionSets.SEED;
  private static final int GAMES = 20;

  @Test
  @DisplayName("K-1, K-3, K-opt: of random option sets, the rules refuse exactly the tables K-3 forbids, and accept most")
  void refusalsAreExactlyK3() {
    List<Setup> refused = new ArrayList<>();
    List<Setup> drawn = RandomOptionSets.draw(SEED, 400);
    for (Setup setup : drawn) {
      boolean fits = fitsTheDeck(setup);
      try {
        FamilyRules rules = new KemsGame().create(setup);
        assertThat(fits).as("K-3 forbids %s, yet it was accepted", setup).isTrue();
        assertThat(rules.seating().seats()).isEqualTo(setup.seating().get("teams") * setup.seating().get("team-size"));
      } catch (SetupException e) {
        assertThat(fits).as("%s fits K-3, yet it was refused: %s", setup, e.getMessage()).isFalse();
        assertThat(e.culprits()).as(e.getMessage()).contains("teams", "team-size");
        if (seats(setup) <= 12) {
          assertThat(e.culprits()).as("a 52-card deck would seat them: " + e.getMessage()).contains("deck");
        }
        refused.add(setup);
      }
    }
    assertThat(refused).as("some tables are too large for their deck").isNotEmpty();
    assertThat(drawn.size() - refused.size()).as("accepted of %d", drawn.size()).isGreaterThan(drawn.size() * 6 / 10);
  }

  @TestFactory
  @DisplayName("conformance on random accepted option sets and seatings")
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> conformance() {
    return Conformance.suite(GAMES, RandomOptionSets.conformanceSets().toArray(FamilyRules[]::new));
  }

  /** {@return whether the deck of {@code setup} holds 4 cards a seat and 4 for the table (K-3)} */
  private static boolean fitsTheDeck(Setup setup) {
    String deck = setup.options().getOrDefault("deck", setup.preset().orElseThrow().equals("kems-fr32") ? "32" : "52");
    return Integer.parseInt(deck) >= 4 * seats(setup) + 4;
  }

  private static int seats(Setup setup) {
    return setup.seating().get("teams") * setup.seating().get("team-size");
  }
}
