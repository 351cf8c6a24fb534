package kemkit.kems;

import static kemkit.family.FamilyOptions.COUNTER_BEATEN_BY_DOUBLE;
import static kemkit.family.FamilyOptions.COUNTER_TARGET;
import static kemkit.family.FamilyOptions.DEALT_TRIPLE;
import static kemkit.family.FamilyOptions.DECK;
import static kemkit.family.FamilyOptions.DENOUNCE;
import static kemkit.family.FamilyOptions.DOUBLE_COUNTER;
import static kemkit.family.FamilyOptions.FALSE_COUNTER;
import static kemkit.family.FamilyOptions.FALSE_DOUBLE;
import static kemkit.family.FamilyOptions.SWEEP;
import static kemkit.family.FamilyOptions.SWEEP_TO;
import static kemkit.family.FamilyOptions.TABLE_TRIPLE_BLOCKS;
import static kemkit.family.FamilyOptions.TARGET;
import static kemkit.family.FamilyOptions.WIN_BY;

import com.google.common.collect.ImmutableList;
import kemkit.family.Dialect;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyOptions.CounterTarget;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.FalseDouble;
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

  // Each preset is the defaults (kems-classic's column, K-opt) with what its own column changes;
  // an option added later keeps its default in every preset unless one names it here.

  /** Kem's after seed 000: a dealt triple discards the hand, a wrong counter bars, first to 5. */
  public static final Preset EN = new Preset("kems-en", Dialect.KEMS, FamilyOptions.defaults()
      .with(DEALT_TRIPLE, DealtTriple.DISCARD_HAND)
      .with(SWEEP, SweepMode.DEALER)
      .with(TABLE_TRIPLE_BLOCKS, false)
      .with(COUNTER_BEATEN_BY_DOUBLE, false)
      .with(FALSE_COUNTER, FalseCounter.BAR_CALLER)
      .with(DENOUNCE, false)
      .with(TARGET, 5), 2, 2);

  /** Kem's after seed 001: 32 cards, a dealt triple redeals, swept cards go under the stock. */
  public static final Preset FR32 = new Preset("kems-fr32", Dialect.KEMS, FamilyOptions.defaults()
      .with(DECK, 32)
      .with(DEALT_TRIPLE, DealtTriple.REDEAL)
      .with(SWEEP, SweepMode.DEALER)
      .with(SWEEP_TO, SweepTo.STOCK_BOTTOM)
      .with(TABLE_TRIPLE_BLOCKS, false)
      .with(COUNTER_BEATEN_BY_DOUBLE, false)
      .with(FALSE_COUNTER, FalseCounter.SHOW_TARGET_SCORES)
      .with(DOUBLE_COUNTER, true)
      .with(DENOUNCE, false), 2, 2);

  /** Kem's after seed 003: agreed sweeps, blocking table triples, denounced signs, first to 10. */
  public static final Preset CLASSIC = new Preset("kems-classic", Dialect.KEMS, FamilyOptions.defaults(), 2, 2);

  /** Kem's after seed 003's expert variant: team counters, costly doubles, win by 2 at 10. */
  public static final Preset EXPERT = new Preset("kems-expert", Dialect.KEMS, FamilyOptions.defaults()
      .with(FALSE_DOUBLE, FalseDouble.OPPONENTS_SCORE_DOUBLE)
      .with(COUNTER_TARGET, CounterTarget.TEAM)
      .with(COUNTER_BEATEN_BY_DOUBLE, false)
      .with(FALSE_COUNTER, FalseCounter.SHOW_BAR_TARGET_SCORES)
      .with(DOUBLE_COUNTER, true)
      .with(WIN_BY, 2), 2, 2);

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
