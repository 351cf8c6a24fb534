package kemkit.kems;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kemkit.game.Setup;

/**
 * A seeded generator of Kem's setups: a preset, about half of the options overridden with values
 * of their domain ({@link OptionValues}), and a seating of 2 to 6 teams of 2 or 3 with any first
 * dealer. Some of them are tables that K-3 refuses; the same seed always gives the same setups.
 */
final class RandomOptionSets {

  private static final ImmutableList<String> PRESETS = new KemsGame().presets();

  private RandomOptionSets() {}

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
