package kemkit.khamul;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.conformance.Faces;
import kemkit.game.Event;
import kemkit.game.RuleSet;
import kemkit.khamul.KhamulOptions.Rearrange;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.khamul.KhamulOptions.SnapMatch;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * C-6, H-15 in words: in two states a seat cannot tell apart (the conformance kit's twins), the
 * sentences {@link KhamulNarration} tells it of the events it hears are equal, at 2 to 6 seats and
 * with the options. The kit itself compares the events.
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
      return KhamulNarration.of(seat).tell((KhamulEvent) event);
    }
  };

  @TestFactory
  Stream<DynamicNode> narration() {
    KhamulOptions preset = KhamulOptions.defaults();
    return Conformance.handed(GAMES, NARRATION,
        Khamul.rules(preset.withPlayers(2)),
        Khamul.rules(preset.withPlayers(3)),
        Khamul.rules(preset),
        Khamul.rules(preset.withPlayers(5)),
        Khamul.rules(preset.withPlayers(6).with(KhamulOptions.THRESHOLD, 8).with(KhamulOptions.FALSE_ANNOUNCEMENT_PENALTY, 10)),
        Khamul.rules(preset.withPlayers(3).with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE).with(KhamulOptions.RECYCLE, Recycle.WHOLE)
            .with(KhamulOptions.REARRANGE, Rearrange.ANYTIME)));
  }
}
