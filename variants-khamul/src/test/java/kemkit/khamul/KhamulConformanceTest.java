package kemkit.khamul;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/** Khamul, 2 to 6 players, passes the shared conformance kit (C-4 to C-8, §R, record round trips). */
class KhamulConformanceTest {

  /** The preset plays the kit's full count; the other tables a share of it. */
  private static final int PRESET_GAMES = 1000;
  private static final int TABLE_GAMES = 200;

  @TestFactory
  Stream<DynamicNode> preset() {
    return Conformance.suite(PRESET_GAMES, Khamul.rules());
  }

  @TestFactory
  Stream<DynamicNode> otherTables() {
    KhamulOptions preset = KhamulOptions.defaults();
    return Conformance.suite(TABLE_GAMES,
        Khamul.rules(preset.withPlayers(2)),
        Khamul.rules(preset.withPlayers(3).withTarget(40)),
        Khamul.rules(preset.withPlayers(5).withMissedPenalty(0).withEmptyHandBonus(0)),
        Khamul.rules(preset.withPlayers(6).withThreshold(8).withFalseAnnouncementPenalty(10)));
  }
}
