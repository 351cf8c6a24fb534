package kemkit.kemps;

import com.google.common.collect.ImmutableList;
import kemkit.family.Dialect;
import kemkit.family.FamilyGame;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.FalseDouble;
import kemkit.family.FamilyOptions.FalseDoubleCounter;
import kemkit.family.FamilyOptions.FalseKems;
import kemkit.family.FamilyOptions.SweepMode;
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

  /**
   * The Kemps column of the K-opt table (seed 002): open table, dealer sweeps, wrong calls cost
   * the caller, first to 5; 2 teams of 2.
   */
  public static final Preset PRESET = new Preset("kemps", Dialect.KEMPS, FamilyOptions.defaults()
      .with(FamilyOptions.DEALT_TRIPLE, DealtTriple.NONE)
      .with(FamilyOptions.TOP, false)
      .with(FamilyOptions.SWEEP, SweepMode.DEALER)
      .with(FamilyOptions.TABLE_TRIPLE_BLOCKS, false)
      .with(FamilyOptions.FALSE_KEMS, FalseKems.CALLER_LOSES)
      .with(FamilyOptions.FALSE_DOUBLE, FalseDouble.CALLER_LOSES_DOUBLE)
      .with(FamilyOptions.COUNTER_TARGET, CounterTarget.TEAM)
      .with(FamilyOptions.COUNTER_BEATEN_BY_DOUBLE, false)
      .with(FamilyOptions.FALSE_COUNTER, FalseCounter.CALLER_LOSES_ROUND_ENDS)
      .with(FamilyOptions.DOUBLE_COUNTER, true)
      .with(FamilyOptions.FALSE_DOUBLE_COUNTER, FalseDoubleCounter.CALLER_LOSES_DOUBLE)
      .with(FamilyOptions.DENOUNCE, false)
      .with(FamilyOptions.TARGET, 5), 2, 2);

  /** The game as the registry and {@link #rules(Setup)} see it: one preset. */
  static final FamilyGame FAMILY_GAME = FamilyGame.of(PRESET, ImmutableList.of(PRESET));

  private Kemps() {}

  /** {@return Kemps as the preset has it: 2 teams of 2, seat 0 deals first} */
  public static FamilyRules rules() {
    return FamilyRules.of(PRESET);
  }

  /**
   * {@return Kemps as {@code setup} describes it: options and seating on top of the preset}
   *
   * <p>For a setup written in the code: a refused one is a programming error, so this throws
   * unchecked (docs/api.md, "Errors: which are checked"). A setup from outside (a request, a file,
   * flags) goes through {@link KempsGame#create}, whose checked {@link SetupException} names the
   * statements at fault.
   *
   * @param setup the preset, options and seating, as a record header gives them
   * @throws IllegalArgumentException if the setup is not a Kemps game the rules allow (K-1, K-3,
   *     K-20…); its cause is the {@link SetupException}
   */
  public static FamilyRules rules(Setup setup) {
    try {
      return FAMILY_GAME.create(setup);
    } catch (SetupException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
