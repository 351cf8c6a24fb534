package kemkit.kems;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kemkit.family.FamilyRules;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * A seeded generator of Kem's setups: a preset, about half of the options overridden with values
 * of their domain ({@link OptionValues}), and a seating of 2 to 6 teams of 2 or 3 with any first
 * dealer. Some of them are tables that K-3 refuses; the same seed always gives the same setups.
 *
 * <p>{@link #conformanceSets()} are the sets the conformance suite plays (RandomOptionSetsTest),
 * and so does every other check that must cover what the kit covers (the learning encodings'
 * properties, in kemkit-learn's tests, through this module's test-jar).
 */
public final class RandomOptionSets {

  /** The seed of the sets the conformance suite plays. */
  static final long SEED = 0x4B656D73L;
  /** How many setups are drawn for it, and how many of the accepted ones it plays. */
  static final int DRAWN = 40;
  static final int CONFORMANCE_SETS = 24;

  private static final ImmutableList<String> PRESETS = new KemsGame().presets();

  private RandomOptionSets() {}

  /**
   * {@return the random option sets and seatings the conformance suite plays: the first {@value
   * #CONFORMANCE_SETS} accepted of {@value #DRAWN} drawn from {@link #SEED}}
   */
  public static ImmutableList<FamilyRules> conformanceSets() {
    return accepted(draw(SEED, DRAWN)).subList(0, CONFORMANCE_SETS);
  }

  /** {@return the rule sets of the setups the rules accept, in order; a refused one is left out} */
  static ImmutableList<FamilyRules> accepted(List<Setup> setups) {
    ImmutableList.Builder<FamilyRules> out = ImmutableList.builder();
    for (Setup setup : setups) {
      try {
        out.add(new KemsGame().create(setup));
      } catch (SetupException e) {
        // a table too large for its deck (K-3): counted by RandomOptionSetsTest.refusalsAreExactlyK3
      }
    }
    return out.build();
  }

  /** {@return {@code count} setups drawn from {@code seed}} */
  static ImmutableList<Setup> draw(long seed, int count) {
    SplittableRandom rng = new SplittableRandom(seed);
    ImmutableList.Builder<Setup> out = ImmutableList.builderWithExpectedSize(count);
    for (int i = 0; i < count; i++) {
      out.add(one(rng));
    }
    return out.build();
  }

  private static Setup one(SplittableRandom rng) {
    Setup setup = Setup.of(Kems.GAME).withPreset(PRESETS.get(rng.nextInt(PRESETS.size())));
    for (Map.Entry<String, ImmutableList<String>> option : OptionValues.ALL.entrySet()) {
      if (rng.nextBoolean()) {
        List<String> values = option.getValue();
        setup = setup.withOption(option.getKey(), values.get(rng.nextInt(values.size())));
      }
    }
    int teams = rng.nextInt(2, 7);
    int teamSize = rng.nextInt(2, 4);
    return setup.withSeating("teams", teams)
        .withSeating("team-size", teamSize)
        .withSeating("dealer", rng.nextInt(teams * teamSize));
  }
}
