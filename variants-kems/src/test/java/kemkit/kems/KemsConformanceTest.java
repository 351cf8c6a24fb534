package kemkit.kems;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The shared conformance suite (C-4 to C-8, §R, records) on every Kem's preset, at the kit's full
 * count of games ({@code -Dkemkit.conformance.games} raises it for a soak).
 */
class KemsConformanceTest {

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> presets() throws SetupException {
    return Conformance.suite(
        Kems.rules("kems-en"), Kems.rules("kems-fr32"), Kems.rules("kems-classic"), Kems.rules("kems-expert"));
  }
}
