package kemkit.family;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.SetupException;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The shared conformance suite on the Kem's presets and a few odd tables, which exercise every
 * option of the mechanic. A short run: the Kem's module plays the kit's full count on its presets.
 */
class FamilyConformanceTest {

  private static final int GAMES = 100;

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> conformance() throws SetupException {
    return Conformance.suite(GAMES,
        FamilyRules.of(KemsPresets.EN),
        FamilyRules.of(KemsPresets.FR32),
        FamilyRules.of(KemsPresets.CLASSIC),
        FamilyRules.of(KemsPresets.EXPERT),
        FamilyRules.create(KemsPresets.EN, KemsPresets.EN.options(), 4, 3, 5),
        FamilyRules.create(KemsPresets.CLASSIC, KemsPresets.CLASSIC.options(), 3, 3, 2),
        FamilyRules.create(KemsPresets.FR32, KemsPresets.FR32.options().with("sweepTo", "discard"), 3, 2, 0),
        FamilyRules.create(KemsPresets.EXPERT,
            KemsPresets.EXPERT.options().with("allFourBonus", "yes").with("top", "no"), 2, 3, 1));
  }
}
