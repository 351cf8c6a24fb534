package kemkit.family;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.FalseDouble;
import kemkit.family.FamilyOptions.FalseDoubleCounter;
import kemkit.family.FamilyOptions.FalseKems;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.family.FamilyOptions.SweepTo;

/**
 * A named set of options with a default seating: one column of the K-opt table. The Kemps game
 * has one preset, {@link #KEMPS}; the Kem's game has four. All five live here, so that the whole
 * table reads in one place and the games only pick their columns.
 *
 * <p>Implements rules.md K-opt.
 *
 * @param name the preset name records use ({@code kemps}, {@code kems-classic}…)
 * @param dialect the game the preset belongs to
 * @param options every option
 * @param teams the default number of teams
 * @param teamSize the default number of seats per team
 */
public record Preset(String name, Dialect dialect, FamilyOptions options, int teams, int teamSize) {

  /**
   * Checks the components.
   *
   * @param name the preset name records use ({@code kemps}, {@code kems-classic}…)
   * @param dialect the game the preset belongs to
   * @param options every option
   * @param teams the default number of teams
   * @param teamSize the default number of seats per team
   */
  public Preset {
    requireNonNull(name, "name");
    requireNonNull(dialect, "dialect");
    requireNonNull(options, "options");
  }

  /** Kemps (seed 002): open table, dealer sweeps, wrong calls cost the caller, first to 5. */
  public static final Preset KEMPS = new Preset("kemps", Dialect.KEMPS, new FamilyOptions(
      52, DealtTriple.NONE, false, SweepMode.DEALER, SweepTo.DISCARD, false,
      1, FalseKems.CALLER_LOSES, 2, FalseDouble.CALLER_LOSES_DOUBLE,
      1, CounterTarget.TEAM, false, FalseCounter.CALLER_LOSES_ROUND_ENDS,
      true, FalseDoubleCounter.CALLER_LOSES_DOUBLE, false, false, 5, 1), 2, 2);

  /** Kem's after seed 000: a dealt triple discards the hand, a wrong counter bars, first to 5. */
  public static final Preset KEMS_EN = new Preset("kems-en", Dialect.KEMS, new FamilyOptions(
      52, DealtTriple.DISCARD_HAND, true, SweepMode.DEALER, SweepTo.DISCARD, false,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.AS_SINGLE,
      1, CounterTarget.PLAYER, false, FalseCounter.BAR_CALLER,
      false, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, false, 5, 1), 2, 2);

  /** Kem's after seed 001: 32 cards, a dealt triple redeals, swept cards go under the stock. */
  public static final Preset KEMS_FR32 = new Preset("kems-fr32", Dialect.KEMS, new FamilyOptions(
      32, DealtTriple.REDEAL, true, SweepMode.DEALER, SweepTo.STOCK_BOTTOM, false,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.AS_SINGLE,
      1, CounterTarget.PLAYER, false, FalseCounter.SHOW_TARGET_SCORES,
      true, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, false, 10, 1), 2, 2);

  /** Kem's after seed 003: agreed sweeps, blocking table triples, denounced signs, first to 10. */
  public static final Preset KEMS_CLASSIC = new Preset("kems-classic", Dialect.KEMS, new FamilyOptions(
      52, DealtTriple.RETURN_TO_STOCK, true, SweepMode.CONSENSUS, SweepTo.DISCARD, true,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.AS_SINGLE,
      1, CounterTarget.PLAYER, true, FalseCounter.SHOW_BAR_CALLER_LOSES,
      false, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, true, 10, 1), 2, 2);

  /** Kem's after seed 003's expert variant: team counters, costly doubles, win by 2 at 10. */
  public static final Preset KEMS_EXPERT = new Preset("kems-expert", Dialect.KEMS, new FamilyOptions(
      52, DealtTriple.RETURN_TO_STOCK, true, SweepMode.CONSENSUS, SweepTo.DISCARD, true,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.OPPONENTS_SCORE_DOUBLE,
      1, CounterTarget.TEAM, false, FalseCounter.SHOW_BAR_TARGET_SCORES,
      true, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, true, 10, 2), 2, 2);

  private static final ImmutableList<Preset> ALL =
      ImmutableList.of(KEMPS, KEMS_EN, KEMS_FR32, KEMS_CLASSIC, KEMS_EXPERT);

  /** {@return every preset of the family, Kemps first} */
  public static ImmutableList<Preset> all() {
    return ALL;
  }

  /**
   * {@return the presets of one dialect's game}
   *
   * @param dialect the dialect: Kem's or Kemps
   */
  public static ImmutableList<Preset> of(Dialect dialect) {
    ImmutableList.Builder<Preset> out = ImmutableList.builder();
    for (Preset preset : ALL) {
      if (preset.dialect == dialect) {
        out.add(preset);
      }
    }
    return out.build();
  }

  /**
   * {@return the preset of this name, case-insensitive}
   *
   * @param name the preset's name, as a record's {@code preset} statement gives it
   */
  public static Optional<Preset> named(String name) {
    String wanted = Ascii.toLowerCase(name);
    for (Preset preset : ALL) {
      if (preset.name.equals(wanted)) {
        return Optional.of(preset);
      }
    }
    return Optional.empty();
  }
}
