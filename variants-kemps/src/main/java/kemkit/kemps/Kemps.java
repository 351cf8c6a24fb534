package kemkit.kemps;

import kemkit.family.Dialect;
import kemkit.family.FamilyRules;
import kemkit.family.Preset;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Kemps (rules.md §K, preset {@code kemps}, seed 002): two teams of two by default, an open table
 * swept by the dealer, calls {@code kemps}, {@code double-kemps}, {@code cut T} and {@code
 * double-cut T}, wrong calls costing the caller's team, first team to 5.
 *
 * <pre>{@code
 * FamilyRules rules = Kemps.rules();
 * FamilyRules six = Kemps.rules(Setup.of("kemps").withSeating("teams", 3));
 * }</pre>
 */
public final class Kemps {

  private Kemps() {}

  /** {@return Kemps as the preset has it: 2 teams of 2, seat 0 deals first} */
  public static FamilyRules rules() {
    return FamilyRules.of(Preset.KEMPS);
  }

  /**
   * {@return Kemps as {@code setup} describes it: options and seating on top of the preset}
   *
   * @param setup the preset, options and seating, as a record header gives them
   * @throws SetupException if the setup is not a Kemps game the rules allow (K-1, K-3, K-20…)
   */
  public static FamilyRules rules(Setup setup) throws SetupException {
    return FamilyRules.create(setup, Dialect.KEMPS);
  }
}
