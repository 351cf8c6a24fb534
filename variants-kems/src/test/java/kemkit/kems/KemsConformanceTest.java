package kemkit.kems;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The shared conformance suite (C-4 to C-8, §R, records) on every Kem's preset, 600 games each at
 * the kit's default level ({@code -Dkemkit.conformance.games} scales it: the build's 400 play 240,
 * a soak raises it).
 */
class KemsConformanceTest {

  /** Games per preset, scaled by {@code kemkit.conformance.games} / 1000 (240 in the build). */
  private static final int PRESET_GAMES = 600;

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> presets() throws SetupException {
    return Conformance.suite(PRESET_GAMES,
        Kems.rules("kems-en"), Kems.rules("kems-fr32"), Kems.rules("kems-classic"), Kems.rules("kems-expert"));
  }
}
