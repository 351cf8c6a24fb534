package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import kemkit.conformance.TypeGraph;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The package is drawn in layers, as its package documentation draws it: values, then the codecs,
 * then one file per mechanic, then the rules and what is built on them. Read from the compiled
 * classes ({@link TypeGraph}): no type references a type of a higher layer, so no cycle of type
 * references exists; a value never calls a mechanic, a codec never reads the rules.
 */
class LayersTest {

  private static final TypeGraph GRAPH = TypeGraph.of(Path.of("target/classes"), "kemkit.khamul");

  /** The values: cards' values, hands, memory, the state and its schema, actions, events, views. */
  static final Set<String> VALUES = Set.of("Phase", "Power", "CardValues", "Announcement", "PendingDraw",
      "KhamulOptions", "Hand", "Memory", "KhamulAction", "KhamulEvent", "KhamulView", "Interned", "KhamulState");
  /** The codecs: the event schema's rows, the record notation of actions. */
  static final Set<String> CODECS = Set.of("KhamulEvents", "KhamulNotation");
  /** The mechanics, each checking and performing its verbs, and the seats' doors built on them. */
  static final Set<String> MECHANICS = Set.of("Rejections", "Scoring", "TurnOrder", "Stock", "Powers", "Turns",
      "Peeking", "Snapping", "Rearranging", "Announcing", "Dealing", "Recycling", "Visibility", "Determinizing");
  /** The rules, their entry points, and what reads them. */
  static final Set<String> RULES = Set.of("KhamulRules", "Khamul", "KhamulGame", "KhamulHints", "KhamulNarration",
      "KhamulWorlds");

  @Test
  @DisplayName("no cycle of type references inside kemkit.khamul")
  void noCycle() {
    assertThat(GRAPH.types()).hasSizeGreaterThan(30);
    assertThat(GRAPH.cycles()).as("cycles of type references").isEmpty();
  }

  @Test
  @DisplayName("values, codecs, mechanics, rules: no reference goes up a layer, and every type has its layer")
  void layers() {
    assertThat(GRAPH.upward(List.of(VALUES, CODECS, MECHANICS, RULES))).isEmpty();
    assertThat(GRAPH.references("KhamulState")).as("a value never calls a mechanic").doesNotContainAnyElementsOf(MECHANICS);
    assertThat(GRAPH.references("KhamulEvents")).as("a codec never reads the rules").doesNotContain("KhamulRules");
  }
}
