package kemkit.json;

import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.conformance.Faces;
import kemkit.game.Event;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulOptions;
import kemkit.khamul.KhamulOptions.Rearrange;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.khamul.KhamulOptions.SnapMatch;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * C-6 over the wire: in two states that a seat cannot tell apart (the conformance kit's twins),
 * the JSON it is handed (its view, the events it hears with their sentences, the rejections of
 * its actions) is equal, for every preset, the Kemps tables of 2x2, 3x2 and 2x3 seats, and Khamul
 * at 2 to 6 seats with its options. The kit compares the rule set's own objects in every build;
 * this compares what the codec makes of them, which core cannot depend on. About 1 to 3 s per
 * rule set on the 2-core build machine.
 */
class HandedJsonTest {

  private static final int GAMES = 150;

  private static final JsonCodec CODEC = new JsonCodec();

  // The kit hands views and events as the rule set's own types, behind Object and Event: the codec
  // of that rule set takes them back as such.
  @SuppressWarnings("unchecked")
  private static <V> Object viewOf(GameCodec<?, ?, V> codec, Object view) {
    return codec.view((V) view);
  }

  @SuppressWarnings("unchecked")
  private static <E extends Event> Object eventOf(GameCodec<?, E, ?> codec, Event event, int seat) {
    return codec.event((E) event, seat);
  }

  /** What a JSON client is handed: the codec's trees, compared with {@code equals}. */
  private static final Faces JSON = new Faces() {
    @Override
    public String name() {
      return "JSON";
    }

    @Override
    public Object view(RuleSet<?, ?, ?, ?> rules, int seat, Object view) {
      return viewOf(CODEC.game(rules), view);
    }

    @Override
    public Object event(RuleSet<?, ?, ?, ?> rules, int seat, Event event) {
      return eventOf(CODEC.game(rules), event, seat);
    }

    @Override
    public Object rejection(RuleSet<?, ?, ?, ?> rules, int seat, Rejection rejection) {
      return CODEC.rejection(rejection);
    }
  };

  @TestFactory
  Stream<DynamicNode> kemsFamily() throws SetupException {
    return Conformance.handed(GAMES, JSON,
        Kemps.rules(),
        Kemps.rules(table(3, 2)),
        Kemps.rules(table(2, 3)),
        Kems.rules("kems-en"), Kems.rules("kems-fr32"), Kems.rules("kems-classic"), Kems.rules("kems-expert"));
  }

  @TestFactory
  Stream<DynamicNode> khamul() {
    KhamulOptions preset = KhamulOptions.defaults();
    return Conformance.handed(GAMES, JSON,
        Khamul.rules(preset.withPlayers(2)),
        Khamul.rules(preset.withPlayers(3).with(KhamulOptions.TARGET, 40)),
        Khamul.rules(preset),
        Khamul.rules(preset.withPlayers(5).with(KhamulOptions.MISSED_PENALTY, 0).with(KhamulOptions.EMPTY_HAND_BONUS, 0)),
        Khamul.rules(preset.withPlayers(6).with(KhamulOptions.THRESHOLD, 8).with(KhamulOptions.FALSE_ANNOUNCEMENT_PENALTY, 10)),
        Khamul.rules(preset.withPlayers(3).with(KhamulOptions.RECYCLE, Recycle.WHOLE)
            .with(KhamulOptions.REARRANGE, Rearrange.ANYTIME).with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE)));
  }

  private static Setup table(int teams, int teamSize) {
    return Setup.of("kemps").withSeating("teams", teams).withSeating("team-size", teamSize);
  }
}
