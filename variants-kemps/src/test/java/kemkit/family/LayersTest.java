package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import kemkit.conformance.TypeGraph;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The family reads bottom-up (STYLE, "One design, drawn in layers"): values, then the codecs, one
 * file per mechanic, the rules that dispatch, and the telling on top. Counted from the compiled
 * classes by the kit's {@link TypeGraph}: no cycle of type references in the package, no reference
 * up a layer (a state never asks a mechanic, a codec never asks the rules), and every type in a
 * layer, so that a new file says where it stands.
 */
class LayersTest {

  private static final TypeGraph FAMILY = TypeGraph.of(Path.of("target/classes"), "kemkit.family");

  /** The layers, bottom first. */
  private static final List<Set<String>> LAYERS = List.of(
      // Values: the state and its parts, the actions, events and view, the options and setting.
      Set.of("Phase", "Dialect", "FamilyOptions", "Preset", "FamilyAction", "FamilyEvent", "FamilyView",
          "SweepProposal", "OwedShow", "Shown", "Table", "Cards", "SignalWords", "Sets", "Signs", "Talk", "Setting",
          "FamilyState"),
      // Codecs: the event schema, the record notation.
      Set.of("FamilyEvents", "FamilyNotation"),
      // Mechanics: each verb's check, legal actions and perform, side by side; what a seat sees.
      Set.of("Rejections", "Scoring", "Exchanging", "Dealing", "Sweeping", "Signalling", "Calling", "Visibility"),
      // The rules: the kit's template with the family's verbs, and the game the registry lists.
      Set.of("FamilyRules", "FamilyGame"),
      // The telling: sentences for a seat.
      Set.of("FamilyNarration", "FamilyHints", "FamilyWorlds"));

  @Test
  @DisplayName("no cycle of type references inside kemkit.family")
  void noCycle() {
    assertThat(FAMILY.types()).hasSizeGreaterThan(20);
    assertThat(FAMILY.cycles()).as("%s", FAMILY).isEmpty();
  }

  @Test
  @DisplayName("values, codecs, mechanics, rules, telling: nothing calls up, every type has its layer")
  void layers() {
    assertThat(FAMILY.upward(LAYERS)).isEmpty();
  }
}
