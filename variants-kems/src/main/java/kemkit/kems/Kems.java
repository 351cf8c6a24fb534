package kemkit.kems;

import kemkit.family.Dialect;
import kemkit.family.FamilyGame;
import kemkit.family.FamilyRules;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Kem's in one line: the rule set of a preset, or of a preset with options and seating on top.
 * The mechanic is the Kem's family's ({@link FamilyRules}, rules.md §K); this class only picks the
 * Kem's dialect ({@code kems}, {@code double-kems}, {@code counter X}, {@code double-counter X},
 * K-16 to K-19) and its presets (K-opt, {@link KemsPresets}).
 *
 * <pre>{@code
 * FamilyRules classic = Kems.rules();                       // kems-classic, 2 teams of 2
 * FamilyRules fr32 = Kems.rules("kems-fr32");
 * FamilyRules custom = Kems.rules(Setup.of("kems").withPreset("kems-en")
 *     .withOption("dealtTriple", "redeal").withSeating("team-size", 3));
 * }</pre>
 */
public final class Kems {

  /** The game name records use: {@code game kems}. */
  public static final String GAME = Dialect.KEMS.game();

  /** The game as the registry and {@link #rules(Setup)} see it: four presets, classic by default. */
  static final FamilyGame FAMILY_GAME = FamilyGame.of(KemsPresets.CLASSIC, KemsPresets.all());

  private Kems() {}

  /** {@return Kem's as the default preset, {@code kems-classic}, has it: 2 teams of 2, seat 0 deals} */
  public static FamilyRules rules() {
    return FamilyRules.of(KemsPresets.CLASSIC);
  }

  /**
   * {@return Kem's as {@code preset} has it: {@code kems-en}, {@code kems-fr32}, {@code
   * kems-classic} or {@code kems-expert} (case-insensitive), 2 teams of 2, seat 0 deals}
   *
   * <p>For a preset name written in the code: a wrong one is a programming error, so this throws
   * unchecked. A name a user typed goes through {@link KemsGame#create}, whose {@link
   * SetupException} says what is wrong.
   *
   * @param preset the preset's name
   * @throws IllegalArgumentException if {@code preset} is not a Kem's preset (the Kemps preset
   *     included); its cause is the {@link SetupException}
   */
  public static FamilyRules rules(String preset) {
    return rules(Setup.of(GAME).withPreset(preset));
  }

  /**
   * {@return Kem's as {@code setup} describes it: its options and seating on top of its preset}
   *
   * @param setup the game ({@code kems}), the preset (the default one if empty), option overrides
   *     and seating statements, as a record header gives them
   * <p>For a setup written in the code: a refused one is a programming error, so this throws
   * unchecked (docs/api.md, "Errors: which are checked"). A setup from outside (a request, a file,
   * flags) goes through {@link KemsGame#create}, whose checked {@link SetupException} and its
   * {@link SetupException#culprits()} name the statements at fault.
   *
   * @throws IllegalArgumentException if the setup is not a Kem's game that the rules allow: another
   *     game, an unknown preset, option or value, or a combination that makes no sense (K-1, K-3,
   *     K-24…); its cause is the {@link SetupException}
   */
  public static FamilyRules rules(Setup setup) {
    try {
      return FAMILY_GAME.create(setup);
    } catch (SetupException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }
}
