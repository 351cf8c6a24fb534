package kemkit.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The graph of type references reads compiled classes: it finds the cycles the toy game of the
 * conformance kit has (its rules and its state reference each other), none in the kit's state
 * package, and the references that go up a layer.
 */
class TypeGraphTest {

  private static final Path TEST_CLASSES = Path.of("target/test-classes");
  private static final Path CLASSES = Path.of("target/classes");

  @Test
  @DisplayName("a cycle is found and named: the toy's rules make its states, its states name their rules")
  void findsCycles() {
    TypeGraph toy = TypeGraph.of(TEST_CLASSES, "kemkit.toy");
    assertThat(toy.types()).contains("HighCardRules", "HighCardState", "HighCardEvent");
    assertThat(toy.references("HighCardRules")).contains("HighCardState");
    assertThat(toy.references("HighCardState")).contains("HighCardRules");
    assertThat(toy.cycles()).isNotEmpty();
    assertThat(toy.cycles().get(0)).contains("HighCardRules", "HighCardState");
    assertThat(toy.typesInCycles()).isGreaterThanOrEqualTo(2);
  }

  @Test
  @DisplayName("the kit's packages are drawn in layers: no cycle, nested classes counted with their outer one")
  void kitHasNoCycle() {
    for (String kit : List.of("kemkit.kit.state", "kemkit.kit.event", "kemkit.kit.rules")) {
      assertThat(TypeGraph.of(CLASSES, kit).cycles()).as(kit).isEmpty();
    }
    TypeGraph event = TypeGraph.of(CLASSES, "kemkit.kit.event");
    assertThat(event.types()).contains("Hearing").doesNotContain("Hearing$Whole");
  }

  @Test
  @DisplayName("a reference up a layer is named, and a type in no layer too")
  void upward() {
    TypeGraph toy = TypeGraph.of(TEST_CLASSES, "kemkit.toy");
    assertThat(toy.upward(List.of(Set.of("HighCardState"), Set.of("HighCardRules"))))
        .contains("HighCardState -> HighCardRules", "HighCardEvent (no layer)");
  }
}
