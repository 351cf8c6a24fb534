package kemkit.learn;

import com.google.common.collect.ImmutableList;
import kemkit.family.FamilyRules;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.kems.KemsPresets;
import kemkit.kems.RandomOptionSets;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulOptions;
import kemkit.khamul.KhamulOptions.Rearrange;
import kemkit.khamul.KhamulOptions.Recycle;
import kemkit.khamul.KhamulOptions.SnapMatch;

/**
 * Every preset and seating the conformance kit covers in the game modules' own tests
 * (KempsConformanceTest, KemsConformanceTest, FamilyConformanceTest, KhamulConformanceTest,
 * RandomOptionSetsTest): the encodings are checked on each. Kem's random option sets come from
 * kemkit-kems' test-jar, so that they are the very sets the suite draws.
 */
final class Tables {

  private Tables() {}

  static ImmutableList<RuleSet<?, ?, ?, ?>> kemps() {
    return ImmutableList.of(
        Kemps.rules(),
        Kemps.rules(table(3, 2)),
        Kemps.rules(table(2, 3).withOption("falseCounter", "000")),
        Kemps.rules(table(4, 3).withSeating("dealer", 7)));
  }

  static ImmutableList<RuleSet<?, ?, ?, ?>> kems() {
    try {
      return ImmutableList.of(
          Kems.rules("kems-en"), Kems.rules("kems-fr32"), Kems.rules("kems-classic"), Kems.rules("kems-expert"),
          FamilyRules.create(KemsPresets.EN, KemsPresets.EN.options(), 4, 3, 5),
          FamilyRules.create(KemsPresets.CLASSIC, KemsPresets.CLASSIC.options(), 3, 3, 2),
          FamilyRules.create(KemsPresets.FR32, KemsPresets.FR32.options().with("sweepTo", "discard"), 3, 2, 0),
          FamilyRules.create(KemsPresets.EXPERT,
              KemsPresets.EXPERT.options().with("allFourBonus", "yes").with("top", "no"), 2, 3, 1));
    } catch (SetupException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * {@return Kem's random option sets and seatings, as RandomOptionSetsTest plays them: the same
   * seeded draw, from kemkit-kems' test-jar}
   */
  static ImmutableList<RuleSet<?, ?, ?, ?>> kemsRandomOptionSets() {
    return ImmutableList.copyOf(RandomOptionSets.conformanceSets());
  }

  static ImmutableList<RuleSet<?, ?, ?, ?>> khamul() {
    KhamulOptions preset = KhamulOptions.defaults();
    KhamulOptions all = preset.with(KhamulOptions.SNAP_MATCH, SnapMatch.VALUE).with(KhamulOptions.RECYCLE, Recycle.WHOLE)
        .with(KhamulOptions.REARRANGE, Rearrange.ANYTIME);
    return ImmutableList.of(
        Khamul.rules(),
        Khamul.rules(preset.withPlayers(2)),
        Khamul.rules(preset.withPlayers(3).with(KhamulOptions.TARGET, 40)),
        Khamul.rules(preset.withPlayers(5).with(KhamulOptions.MISSED_PENALTY, 0).with(KhamulOptions.EMPTY_HAND_BONUS, 0)),
        Khamul.rules(preset.withPlayers(6).with(KhamulOptions.THRESHOLD, 8).with(KhamulOptions.FALSE_ANNOUNCEMENT_PENALTY, 10)),
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

  private static Setup table(int teams, int teamSize) {
    return Setup.of("kemps").withSeating("teams", teams).withSeating("team-size", teamSize);
  }
}
