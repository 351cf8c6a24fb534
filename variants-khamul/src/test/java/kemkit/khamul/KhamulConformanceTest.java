package kemkit.khamul;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.khamul.KhamulOptions.Rearrange;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.khamul.KhamulOptions.SnapMatch;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Khamul, 2 to 6 players, with and without the H-opt literal readings, passes the shared
 * conformance kit (C-4 to C-8, §R, record round trips).
 */
class KhamulConformanceTest {

  /**
   * The preset plays the most games, the other tables a share of it (the build scales both by
   * {@code kemkit.conformance.games} / 1000: 240 and 80).
   */
  private static final int PRESET_GAMES = 600;
  private static final int TABLE_GAMES = 200;
  private static final int OPTION_GAMES = 100;

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> preset() {
    return Conformance.suite(PRESET_GAMES, Khamul.rules());
  }

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> otherTables() {
    KhamulOptions preset = KhamulOptions.defaults();
    return Conformance.suite(TABLE_GAMES,
        Khamul.rules(preset.withPlayers(2)),
        Khamul.rules(preset.withPlayers(3).with(KhamulOptions.TARGET, 40)),
        Khamul.rules(preset.withPlayers(5).with(KhamulOptions.MISSED_PENALTY, 0).with(KhamulOptions.EMPTY_HAND_BONUS, 0)),
        Khamul.rules(preset.withPlayers(6).with(KhamulOptions.THRESHOLD, 8).with(KhamulOptions.FALSE_ANNOUNCEMENT_PENALTY, 10)));
  }

  /**
   * H-opt: seed 004's literal readings, each alone and all three together, at every table size
   * from 2 to 6 (a share of the games each).
   */
  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> literalReadings() {
    KhamulOptions preset = KhamulOptions.defaults();
    KhamulOptions all = preset.with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE).with(KhamulOptions.RECYCLE, Recycle.WHOLE)
        .with(KhamulOptions.REARRANGE, Rearrange.ANYTIME);
    return Conformance.suite(OPTION_GAMES,
        Khamul.rules(preset.withPlayers(2).with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE)),
        Khamul.rules(preset.withPlayers(5).with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE)),
        Khamul.rules(preset.withPlayers(3).with(KhamulOptions.RECYCLE, Recycle.WHOLE)),
        Khamul.rules(preset.withPlayers(6).with(KhamulOptions.RECYCLE, Recycle.WHOLE)),
        Khamul.rules(preset.withPlayers(4).with(KhamulOptions.REARRANGE, Rearrange.ANYTIME)),
        Khamul.rules(preset.withPlayers(2).with(KhamulOptions.REARRANGE, Rearrange.ANYTIME)),
        Khamul.rules(all.withPlayers(2)),
        Khamul.rules(all.withPlayers(3)),
        Khamul.rules(all.withPlayers(4)),
        Khamul.rules(all.withPlayers(5)),
        Khamul.rules(all.withPlayers(6)));
  }
}
