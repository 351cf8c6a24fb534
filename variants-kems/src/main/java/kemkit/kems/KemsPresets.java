package kemkit.kems;

import com.google.common.collect.ImmutableList;
import kemkit.family.Dialect;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.FalseDouble;
import kemkit.family.FamilyOptions.FalseDoubleCounter;
import kemkit.family.FamilyOptions.FalseKems;
import kemkit.family.FamilyOptions.SweepMode;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.family.Preset;

/**
 * The four Kem's columns of the K-opt table, each a {@link Preset} with 2 teams of 2. The Kem's
 * game owns them; the family mechanic knows none by name.
 *
 * <p>Implements rules.md K-opt.
 *
 * <pre>{@code
 * FamilyRules fr32 = FamilyRules.of(KemsPresets.FR32);      // the same as Kems.rules("kems-fr32")
 * FamilyOptions options = KemsPresets.EXPERT.options().with("doubleValue", "3");
 * }</pre>
 */
public final class KemsPresets {

  /** Kem's after seed 000: a dealt triple discards the hand, a wrong counter bars, first to 5. */
  public static final Preset EN = new Preset("kems-en", Dialect.KEMS, new FamilyOptions(
      52, DealtTriple.DISCARD_HAND, true, SweepMode.DEALER, SweepTo.DISCARD, false,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.AS_SINGLE,
      1, CounterTarget.PLAYER, false, FalseCounter.BAR_CALLER,
      false, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, false, 5, 1), 2, 2);

  /** Kem's after seed 001: 32 cards, a dealt triple redeals, swept cards go under the stock. */
  public static final Preset FR32 = new Preset("kems-fr32", Dialect.KEMS, new FamilyOptions(
      32, DealtTriple.REDEAL, true, SweepMode.DEALER, SweepTo.STOCK_BOTTOM, false,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.AS_SINGLE,
      1, CounterTarget.PLAYER, false, FalseCounter.SHOW_TARGET_SCORES,
      true, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, false, 10, 1), 2, 2);

  /** Kem's after seed 003: agreed sweeps, blocking table triples, denounced signs, first to 10. */
  public static final Preset CLASSIC = new Preset("kems-classic", Dialect.KEMS, new FamilyOptions(
      52, DealtTriple.RETURN_TO_STOCK, true, SweepMode.CONSENSUS, SweepTo.DISCARD, true,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.AS_SINGLE,
      1, CounterTarget.PLAYER, true, FalseCounter.SHOW_BAR_CALLER_LOSES,
      false, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, true, 10, 1), 2, 2);

  /** Kem's after seed 003's expert variant: team counters, costly doubles, win by 2 at 10. */
  public static final Preset EXPERT = new Preset("kems-expert", Dialect.KEMS, new FamilyOptions(
      52, DealtTriple.RETURN_TO_STOCK, true, SweepMode.CONSENSUS, SweepTo.DISCARD, true,
      1, FalseKems.OPPONENTS_SCORE, 2, FalseDouble.OPPONENTS_SCORE_DOUBLE,
      1, CounterTarget.TEAM, false, FalseCounter.SHOW_BAR_TARGET_SCORES,
      true, FalseDoubleCounter.TARGET_SCORES_DOUBLE, false, true, 10, 2), 2, 2);

  /** The columns in K-opt table order. */
  private static final ImmutableList<Preset> ALL = ImmutableList.of(EN, FR32, CLASSIC, EXPERT);

  private KemsPresets() {}

  /**
   * {@return every Kem's preset, in K-opt table order; the default, for a record without {@code
   * preset}, is {@link #CLASSIC}}
   */
  public static ImmutableList<Preset> all() {
    return ALL;
  }
}
