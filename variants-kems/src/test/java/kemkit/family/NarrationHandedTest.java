package kemkit.family;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.conformance.Faces;
import kemkit.game.Event;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * C-6, K-25 in words: in two states a seat cannot tell apart (the conformance kit's twins), the
 * sentences {@link FamilyNarration} tells it of the events it hears are equal, for every Kem's
 * preset and the Kemps tables of 2x2, 3x2 and 2x3 seats. The kit itself compares the events.
 */
class NarrationHandedTest {

  private static final int GAMES = 150;

  private static final Faces NARRATION = new Faces() {
    @Override
    public String name() {
      return "narration sentences";
    }

    @Override
    public Object event(RuleSet<?, ?, ?, ?> rules, int seat, Event event) {
      return FamilyNarration.of((FamilyRules) rules, seat).tell((FamilyEvent) event);
    }
  };

  @TestFactory
  Stream<DynamicNode> narration() throws SetupException {
    return Conformance.handed(GAMES, NARRATION,
        Kemps.rules(),
        Kemps.rules(table(3, 2)),
        Kemps.rules(table(2, 3)),
        Kems.rules("kems-en"), Kems.rules("kems-fr32"), Kems.rules("kems-classic"), Kems.rules("kems-expert"));
  }

  private static Setup table(int teams, int teamSize) {
    return Setup.of("kemps").withSeating("teams", teams).withSeating("team-size", teamSize);
  }
}
