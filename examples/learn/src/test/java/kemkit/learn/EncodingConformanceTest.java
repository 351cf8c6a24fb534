package kemkit.learn;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.game.RuleSet;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The conformance kit's encoding properties on every preset and seating it covers: in states a
 * seat cannot tell apart, equal observation tensors, masks and actions by index, and equal
 * information-state tensors after equal histories (C-6); the mask is exactly the legal actions,
 * numbered one to one.
 */
class EncodingConformanceTest {

  /** Games per rule set: the presets get more. */
  private static final int PRESET_GAMES = 60;
  private static final int TABLE_GAMES = 20;
  private static final int RANDOM_SET_GAMES = 5;

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> kemps() {
    return suite(Tables.kemps().toArray(RuleSet<?, ?, ?, ?>[]::new));
  }

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> kems() {
    return suite(Tables.kems().toArray(RuleSet<?, ?, ?, ?>[]::new));
  }

  /** Kem's random option sets and seatings, a few games each, as RandomOptionSetsTest plays them. */
  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> kemsRandomOptionSets() {
    return Conformance.encoded(RANDOM_SET_GAMES, KitEncoder::of,
        Tables.kemsRandomOptionSets().toArray(RuleSet<?, ?, ?, ?>[]::new));
  }

  @TestFactory
  @Execution(ExecutionMode.CONCURRENT) // the properties share nothing but the seeded games
  Stream<DynamicNode> khamul() {
    return suite(Tables.khamul().toArray(RuleSet<?, ?, ?, ?>[]::new));
  }

  private static Stream<DynamicNode> suite(RuleSet<?, ?, ?, ?>... rules) {
    // The first of each list is a preset at its default table, played at the larger count.
    return Stream.concat(
        Conformance.encoded(PRESET_GAMES, KitEncoder::of, rules[0]),
        Conformance.encoded(TABLE_GAMES, KitEncoder::of, java.util.Arrays.copyOfRange(rules, 1, rules.length)));
  }
}
