package kemkit.family;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * The shared conformance suite on the Kem's presets and a few odd tables, which exercise every
 * option of the mechanic. A short run: the Kem's module plays the kit's full count on its presets.
 */
class FamilyConformanceTest {

  private static final int GAMES = 100;

  @TestFactory
  Stream<DynamicNode> conformance() throws SetupException {
    return Conformance.suite(GAMES,
        FamilyRules.of(Preset.KEMS_EN),
        FamilyRules.of(Preset.KEMS_FR32),
        FamilyRules.of(Preset.KEMS_CLASSIC),
        FamilyRules.of(Preset.KEMS_EXPERT),
        FamilyRules.create(Preset.KEMS_EN, Preset.KEMS_EN.options(), 4, 3, 5),
        FamilyRules.create(Preset.KEMS_CLASSIC, Preset.KEMS_CLASSIC.options(), 3, 3, 2),
        FamilyRules.create(Preset.KEMS_FR32, Preset.KEMS_FR32.options().with("sweepTo", "discard"), 3, 2, 0),
        FamilyRules.create(Preset.KEMS_EXPERT,
            Preset.KEMS_EXPERT.options().with("allFourBonus", "yes").with("top", "no"), 2, 3, 1));
  }
}
