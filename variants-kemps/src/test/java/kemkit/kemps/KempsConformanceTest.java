package kemkit.kemps;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The shared conformance suite (C-4 to C-8, §R, records) on Kemps at several tables. With two
 * teams (the preset, and two teams of three) the legal actions list the bare {@code cut} and
 * {@code double-cut} of K-20a, so the kit's generator plays them and round-trips them through
 * records; with three or four teams it never lists them.
 */
class KempsConformanceTest {

  /**
   * The preset plays the most games, the other tables a share of it (the build scales both by
   * {@code kemkit.conformance.games} / 1000: 240 and 80).
   */
  private static final int PRESET_GAMES = 600;
  private static final int TABLE_GAMES = 200;

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> preset() {
    return Conformance.suite(PRESET_GAMES, Kemps.rules());
  }

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> otherTables() throws SetupException {
    return Conformance.suite(TABLE_GAMES,
        Kemps.rules(table(3, 2)),
        Kemps.rules(table(2, 3).withOption("falseCounter", "000")),
        Kemps.rules(table(4, 3).withSeating("dealer", 7)));
  }

  private static Setup table(int teams, int teamSize) {
    return Setup.of("kemps").withSeating("teams", teams).withSeating("team-size", teamSize);
  }
}
