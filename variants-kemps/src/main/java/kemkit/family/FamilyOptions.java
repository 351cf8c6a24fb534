package kemkit.family;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Deck;
import kemkit.game.Option;
import kemkit.game.OptionTable;
import kemkit.game.OptionValues;
import kemkit.game.SetupException;
import kemkit.seat.Seating;

/**
 * Every knob of the Kem's family (rules.md K-opt), one constant per row of the option table. A
 * {@link Preset} fixes them all; {@link #with(String, String)} overrides one by its record name,
 * {@link #with(Option, Object)} by its constant.
 *
 * <pre>{@code
 * FamilyOptions options = Kemps.PRESET.options().with("doubleValue", "3");
 * FamilyOptions same = Kemps.PRESET.options().with(FamilyOptions.DOUBLE_VALUE, 3);
 * options.validate(Seating.teams(3, 2));   // K-1, K-3: refuses what makes no sense
 * }</pre>
 *
 * <p><b>Adding an option</b> is adding one row below: its name, the rule id that defines it, its
 * default (the value every preset that does not name it gets, so the behaviour before the option
 * existed) and its range; then its test. Reading and writing records, presets, setups, the
 * refusals of unknown values and of values beyond a bound, equality and the option lists all
 * come from the rows. The mechanics read it with {@code options.get(FamilyOptions.NEW_ROW)}; the
 * named accessors below exist for the rows that were there first. The defaults are the column of
 * {@code kems-classic} (seed 003), the Kem's game a record without a preset plays.
 *
 * <p>Two options are equal when every row holds an equal value, so rule sets made from equal
 * setups are equal.
 *
 * <p>Implements rules.md K-opt.
 */
public final class FamilyOptions {

  // --- the K-opt table, once: one row per option, in the order records write them ------------

  private static final OptionTable.Builder ROWS = OptionTable.builder();
  /** The game as the refusals name it. */
  private static final String GAME = "the Kem's family";

  /** {@code deck}: the deck size, 52 or 32 (C-2). */
  public static final Option<Integer> DECK = ROWS.add(Option.number("deck", "C-2", 52).oneOf(32, 52));
  /** {@code dealtTriple}: what a seat dealt three or four of a rank does (K-6). */
  public static final Option<DealtTriple> DEALT_TRIPLE =
      ROWS.add(Option.choice("dealtTriple", "K-6", DealtTriple.RETURN_TO_STOCK, FamilyOptions::lowerCase));
  /** {@code top}: whether the dealer must open the table with {@code top} (K-8). */
  public static final Option<Boolean> TOP = ROWS.add(Option.yesNo("top", "K-8", true));
  /** {@code sweep}: who decides that the table is swept (K-11). */
  public static final Option<SweepMode> SWEEP =
      ROWS.add(Option.choice("sweep", "K-11", SweepMode.CONSENSUS, FamilyOptions::lowerCase));
  /** {@code sweepTo}: where swept cards go (K-12). */
  public static final Option<SweepTo> SWEEP_TO =
      ROWS.add(Option.choice("sweepTo", "K-12", SweepTo.DISCARD, FamilyOptions::lowerCase));
  /** {@code tableTripleBlocks}: whether three table cards of a rank block the round (K-10). */
  public static final Option<Boolean> TABLE_TRIPLE_BLOCKS = ROWS.add(Option.yesNo("tableTripleBlocks", "K-10", true));
  /** {@code kemsPoints}: what a right {@code kems} scores, at least 1 (K-16, K-opt). */
  public static final Option<Integer> KEMS_POINTS = ROWS.add(points("kemsPoints", "K-16", 1));
  /** {@code falseKems}: what a wrong {@code kems} costs (K-16). */
  public static final Option<FalseKems> FALSE_KEMS =
      ROWS.add(Option.choice("falseKems", "K-16", FalseKems.OPPONENTS_SCORE, FamilyOptions::lowerCase));
  /** {@code doubleValue}: what a right double scores, at least 1 (K-17, K-19, K-opt). */
  public static final Option<Integer> DOUBLE_VALUE = ROWS.add(points("doubleValue", "K-17", 2));
  /** {@code falseDouble}: what a wrong {@code double-kems} costs (K-17). */
  public static final Option<FalseDouble> FALSE_DOUBLE =
      ROWS.add(Option.choice("falseDouble", "K-17", FalseDouble.AS_SINGLE, FamilyOptions::lowerCase));
  /** {@code counterPoints}: what a right counter scores, at least 1 (K-18, K-opt). */
  public static final Option<Integer> COUNTER_POINTS = ROWS.add(points("counterPoints", "K-18", 1));
  /** {@code counterTarget}: whether a counter aims at one seat or a whole team (K-18). */
  public static final Option<CounterTarget> COUNTER_TARGET =
      ROWS.add(Option.choice("counterTarget", "K-18", CounterTarget.PLAYER, FamilyOptions::lowerCase));
  /** {@code counterBeatenByDouble}: whether a right counter on a team holding two Kem's fails (K-18). */
  public static final Option<Boolean> COUNTER_BEATEN_BY_DOUBLE =
      ROWS.add(Option.yesNo("counterBeatenByDouble", "K-18", true));
  /** {@code falseCounter}: what a wrong counter costs, written {@code 000}, {@code 003-base}… (K-18). */
  public static final Option<FalseCounter> FALSE_COUNTER =
      ROWS.add(Option.choice("falseCounter", "K-18", FalseCounter.SHOW_BAR_CALLER_LOSES, FalseCounter::label));
  /** {@code doubleCounter}: whether {@code double-counter} exists (K-19). */
  public static final Option<Boolean> DOUBLE_COUNTER = ROWS.add(Option.yesNo("doubleCounter", "K-19", false));
  /** {@code falseDoubleCounter}: what a wrong {@code double-counter} costs (K-19). */
  public static final Option<FalseDoubleCounter> FALSE_DOUBLE_COUNTER = ROWS.add(Option.choice(
      "falseDoubleCounter", "K-19", FalseDoubleCounter.TARGET_SCORES_DOUBLE, FamilyOptions::lowerCase));
  /** {@code allFourBonus}: whether a right double while every seat holds a Kem's scores twice (K-22). */
  public static final Option<Boolean> ALL_FOUR_BONUS = ROWS.add(Option.yesNo("allFourBonus", "K-22", false));
  /** {@code denounce}: whether a seat may denounce another team's sign (K-15). */
  public static final Option<Boolean> DENOUNCE = ROWS.add(Option.yesNo("denounce", "K-15", true));
  /** {@code target}: the score that can win the game, at least 1 (K-24). */
  public static final Option<Integer> TARGET =
      ROWS.add(Option.number("target", "K-24", 10).atLeast(1, "K-24", ""));
  /** {@code winBy}: the lead over every other team that winning needs, at least 1 (K-24). */
  public static final Option<Integer> WIN_BY = ROWS.add(Option.number("winBy", "K-24", 1).atLeast(1, "K-24", ""));

  /** The rows above, in record order; declared after the last of them. */
  private static final OptionTable TABLE = ROWS.build();

  private static final FamilyOptions DEFAULTS = new FamilyOptions(TABLE.defaults());

  /** K-opt: a points value is at least 1; a call worth nothing would make calling pointless. */
  private static Option<Integer> points(String name, String rule, int byDefault) {
    return Option.number(name, rule, byDefault).atLeast(1, "K-opt", "a wrong call's cost is chosen by its own option");
  }


  /** One value per row; shared by every rule set made from equal setups. */
  private final OptionValues values;

  private FamilyOptions(OptionValues values) {
    this.values = values;
  }

  /**
   * {@return every option at its default: the column of {@code kems-classic} (seed 003)} Presets
   * start from these and change what differs.
   */
  public static FamilyOptions defaults() {
    return DEFAULTS;
  }

  /** {@return the rows of the K-opt table, in the order records write them} */
  public static ImmutableList<Option<?>> table() {
    return TABLE.rows();
  }

  /** {@return the names of the options as records write them, in the order of the K-opt table} */
  public static ImmutableList<String> names() {
    return TABLE.names();
  }

  /**
   * {@return the value of {@code option}}
   *
   * @param option a row of the K-opt table, such as {@link #TARGET}
   * @param <T> the type of its values
   */
  public <T> T get(Option<T> option) {
    return values.get(option);
  }

  /**
   * {@return these options with {@code option} set to {@code value}} Bounds (a points value below
   * 1…) are checked by {@link #validate} when the game is created, as for a record's options.
   *
   * @param option a row of the K-opt table, such as {@link #TARGET}
   * @param value one of the values the option can hold (a 32- or 52-card {@code deck})
   * @param <T> the type of its values
   * @throws IllegalArgumentException if it cannot hold the value
   */
  public <T> FamilyOptions with(Option<T> option, T value) {
    return new FamilyOptions(values.with(option, value));
  }

  /**
   * {@return these options with {@code name} set to {@code value}} Both are read
   * case-insensitively; values are written as in the K-opt table ({@code yes}/{@code no}, {@code
   * stock_bottom}, {@code 003-base}, numbers).
   *
   * @param name the option's name, as in the K-opt table
   * @param value the option's new value
   * @throws SetupException naming the option if the name or the value is unknown
   */
  public FamilyOptions with(String name, String value) throws SetupException {
    return with(ImmutableMap.of(name, value));
  }

  /**
   * {@return these options with each of {@code options} set, by name and value as a record header
   * writes them} Read by core's one reading of options ({@link OptionTable#read}), with its
   * refusals.
   *
   * @param options option names to values
   * @throws SetupException naming the first option at fault
   */
  FamilyOptions with(Map<String, String> options) throws SetupException {
    return options.isEmpty() ? this : new FamilyOptions(TABLE.read(values, options, GAME));
  }

  /**
   * {@return the value of option {@code name}, written as records write it}
   *
   * @param name the option's name, as in the K-opt table
   * @throws SetupException if there is no such option
   */
  public String valueOf(String name) throws SetupException {
    return values.written(row(name));
  }

  /**
   * {@return the options whose values differ from {@code base}, by lower-case name, in table
   * order, values as records write them} The canonical form of a setup's option overrides.
   *
   * @param base the options compared with, usually a preset's
   */
  public ImmutableMap<String, String> differencesFrom(FamilyOptions base) {
    return values.differencesFrom(base.values);
  }

  /**
   * Refuses a combination that makes no sense at this table: teams (K-1), a deck too small for the
   * seats (K-3), a value beyond its row's bound: a target or lead below 1 (K-24), points below 1
   * (K-opt). Bounds are checked in K-opt table order.
   *
   * @param seating the table these options would be played at
   * @throws SetupException naming the options and seating statements at fault
   */
  public void validate(Seating seating) throws SetupException {
    if (seating.teams() < 2) {
      throw new SetupException(ImmutableList.of("teams"),
          "teams: the Kem's family needs at least 2 teams, not " + seating.teams() + " (K-1)");
    }
    if (seating.teamSize() < 2 || seating.teamSize() > 3) {
      throw new SetupException(ImmutableList.of("team-size"),
          "team-size: a team has 2 or 3 seats, not " + seating.teamSize() + " (K-1)");
    }
    int deck = deck();
    if (deck < 4 * seating.seats() + 4) {
      throw new SetupException(ImmutableList.of("deck", "teams", "team-size"),
          "deck: a " + deck + "-card deck cannot seat " + seating.seats() + " (" + seating.teams()
              + " teams of " + seating.teamSize() + "); it needs at least 4 cards a seat and 4 for"
              + " the table (K-3)");
    }
    values.checkBounds();
  }

  /**
   * {@return the team whose score reaches {@code target} and leads every other team by at least
   * {@code winBy}, if any} At most one team can (K-24).
   *
   * @param scores the game scores, by team
   */
  OptionalInt winner(List<Integer> scores) {
    int target = target();
    int winBy = winBy();
    for (int team = 0; team < scores.size(); team++) {
      int score = scores.get(team);
      if (score < target) {
        continue;
      }
      boolean leads = true;
      for (int other = 0; other < scores.size(); other++) {
        if (other != team && score - scores.get(other) < winBy) {
          leads = false;
          break;
        }
      }
      if (leads) {
        return OptionalInt.of(team);
      }
    }
    return OptionalInt.empty();
  }

  /** {@return the deck these options play with (C-2)} */
  public Deck deckOfCards() {
    return Deck.ofSize(deck()).orElseThrow();
  }

  // --- the rows by name, for the mechanics (each reads its row) ------------------------------

  /** {@return the deck size, 52 or 32 (C-2)} */
  public int deck() {
    return values.get(DECK);
  }

  /** {@return what a seat dealt three or four of a rank does (K-6)} */
  public DealtTriple dealtTriple() {
    return values.get(DEALT_TRIPLE);
  }

  /** {@return whether the dealer must open the table with {@code top} (K-8)} */
  public boolean top() {
    return values.get(TOP);
  }

  /** {@return who decides that the table is swept (K-11)} */
  public SweepMode sweep() {
    return values.get(SWEEP);
  }

  /** {@return where swept cards go (K-12)} */
  public SweepTo sweepTo() {
    return values.get(SWEEP_TO);
  }

  /** {@return whether three table cards of a rank block the round (K-10)} */
  public boolean tableTripleBlocks() {
    return values.get(TABLE_TRIPLE_BLOCKS);
  }

  /** {@return what a right {@code kems} scores, at least 1 once validated (K-16, K-opt)} */
  public int kemsPoints() {
    return values.get(KEMS_POINTS);
  }

  /** {@return what a wrong {@code kems} costs (K-16)} */
  public FalseKems falseKems() {
    return values.get(FALSE_KEMS);
  }

  /** {@return what a right double scores, at least 1 once validated (K-17, K-19, K-opt)} */
  public int doubleValue() {
    return values.get(DOUBLE_VALUE);
  }

  /** {@return what a wrong {@code double-kems} costs (K-17)} */
  public FalseDouble falseDouble() {
    return values.get(FALSE_DOUBLE);
  }

  /** {@return what a right counter scores, at least 1 once validated (K-18, K-opt)} */
  public int counterPoints() {
    return values.get(COUNTER_POINTS);
  }

  /** {@return whether a counter aims at one seat or a whole team (K-18)} */
  public CounterTarget counterTarget() {
    return values.get(COUNTER_TARGET);
  }

  /** {@return whether a right counter on a team holding two Kem's fails (K-18)} */
  public boolean counterBeatenByDouble() {
    return values.get(COUNTER_BEATEN_BY_DOUBLE);
  }

  /** {@return what a wrong counter costs (K-18)} */
  public FalseCounter falseCounter() {
    return values.get(FALSE_COUNTER);
  }

  /** {@return whether {@code double-counter} exists (K-19)} */
  public boolean doubleCounter() {
    return values.get(DOUBLE_COUNTER);
  }

  /** {@return what a wrong {@code double-counter} costs (K-19)} */
  public FalseDoubleCounter falseDoubleCounter() {
    return values.get(FALSE_DOUBLE_COUNTER);
  }

  /** {@return whether a right double while every seat holds a Kem's scores twice (K-22)} */
  public boolean allFourBonus() {
    return values.get(ALL_FOUR_BONUS);
  }

  /** {@return whether a seat may denounce another team's sign (K-15)} */
  public boolean denounce() {
    return values.get(DENOUNCE);
  }

  /** {@return the score that can win the game, at least 1 once validated (K-24)} */
  public int target() {
    return values.get(TARGET);
  }

  /** {@return the lead over every other team that winning needs, at least 1 once validated (K-24)} */
  public int winBy() {
    return values.get(WIN_BY);
  }

  // Equal when every row holds an equal value, so rule sets made from equal setups are equal.
  @Override
  public boolean equals(Object other) {
    return other instanceof FamilyOptions that && that.values.equals(values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  /** {@return the options as {@code FamilyOptions{deck=52, dealtTriple=none, …}}} */
  @Override
  public String toString() {
    return "FamilyOptions" + values;
  }

  // --- reading names and values -----------------------------------------------------------------

  private static Option<?> row(String name) throws SetupException {
    Optional<Option<?>> row = TABLE.find(name);
    if (row.isEmpty()) {
      throw new SetupException(ImmutableList.of(name), "unknown option '" + name + "' (" + GAME + " has "
          + String.join(", ", names()) + ")");
    }
    return row.get();
  }

  /** {@return how records write most constants: the name in lower case ({@code stock_bottom})} */
  private static String lowerCase(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  /** What happens to a seat dealt three or four cards of one rank (K-6). */
  public enum DealtTriple {
    /** The seat shows them, discards its whole hand and draws four new cards (seed 000). */
    DISCARD_HAND,
    /** The seat shows them, puts them under the stock and draws as many (seed 003). */
    RETURN_TO_STOCK,
    /** The whole deal starts again (seed 001). */
    REDEAL,
    /** Nothing happens (seed 002). */
    NONE
  }

  /** Who sweeps the table (K-11). */
  public enum SweepMode {
    /** The dealer sweeps when nobody wants the table cards (seeds 000, 001, 002). */
    DEALER,
    /** A seat proposes, every other seat accepts or refuses (seed 003). */
    CONSENSUS
  }

  /** Where swept table cards go (K-12). */
  public enum SweepTo {
    /** Face down on the discard pile. */
    DISCARD,
    /** Under the stock, slot 0 nearest the top. */
    STOCK_BOTTOM
  }

  /** What a wrong {@code kems} costs (K-16). */
  public enum FalseKems {
    /** Every other team scores {@code kemsPoints}. */
    OPPONENTS_SCORE,
    /** The caller's team loses {@code kemsPoints}. */
    CALLER_LOSES
  }

  /** What a wrong {@code double-kems} costs (K-17). */
  public enum FalseDouble {
    /** Scored exactly as a wrong {@code kems}. */
    AS_SINGLE,
    /** Every other team scores {@code doubleValue}. */
    OPPONENTS_SCORE_DOUBLE,
    /** The caller's team loses {@code doubleValue}. */
    CALLER_LOSES_DOUBLE
  }

  /** What a counter aims at (K-18). */
  public enum CounterTarget {
    /** Only the named seat's hand counts. */
    PLAYER,
    /** Every hand of the named team counts. */
    TEAM
  }

  /**
   * What a wrong counter costs (K-18): a combination of effects, named after the seed that states
   * it. {@link #label()} is how records write it.
   */
  public enum FalseCounter {
    /** {@code 000}: the caller is barred until the round ends; the round goes on. */
    BAR_CALLER("000", false, true, false, false, false),
    /** {@code 001}: the target shows two cards to the caller; the target's team scores. */
    SHOW_TARGET_SCORES("001", true, false, false, true, false),
    /** {@code 003-base}: show; the caller is barred; the caller's team loses the points. */
    SHOW_BAR_CALLER_LOSES("003-base", true, true, true, false, false),
    /** {@code 003-expert}: show; the caller is barred; the target's team scores. */
    SHOW_BAR_TARGET_SCORES("003-expert", true, true, false, true, false),
    /** {@code 002}: the caller's team loses the points and the round ends. */
    CALLER_LOSES_ROUND_ENDS("002", false, false, true, false, true);

    private final String label;
    private final boolean show;
    private final boolean barsCaller;
    private final boolean callerLoses;
    private final boolean targetScores;
    private final boolean endsRound;

    FalseCounter(String label, boolean show, boolean barsCaller, boolean callerLoses,
        boolean targetScores, boolean endsRound) {
      this.label = label;
      this.show = show;
      this.barsCaller = barsCaller;
      this.callerLoses = callerLoses;
      this.targetScores = targetScores;
      this.endsRound = endsRound;
    }

    /** {@return the value as records write it: {@code 000}, {@code 003-base}…} */
    public String label() {
      return label;
    }

    /** {@return whether the target then owes a {@code show} of two cards to the caller} */
    public boolean showsTwoCards() {
      return show;
    }

    /** {@return whether the caller may not counter again this round} */
    public boolean barsCaller() {
      return barsCaller;
    }

    /** {@return whether the caller's team loses {@code counterPoints}} */
    public boolean callerLoses() {
      return callerLoses;
    }

    /** {@return whether the target's team scores {@code counterPoints}} */
    public boolean targetScores() {
      return targetScores;
    }

    /** {@return whether the round ends} */
    public boolean endsRound() {
      return endsRound;
    }

    /**
     * {@return the value written {@code label}, case-insensitive}
     *
     * @param label the value as the K-opt table writes it
     */
    public static Optional<FalseCounter> ofLabel(String label) {
      for (FalseCounter value : values()) {
        if (Ascii.equalsIgnoreCase(value.label, label)) {
          return Optional.of(value);
        }
      }
      return Optional.empty();
    }
  }

  /** What a wrong {@code double-counter} costs (K-19). */
  public enum FalseDoubleCounter {
    /** The caller's team loses {@code doubleValue}. */
    CALLER_LOSES_DOUBLE,
    /** The target team scores {@code doubleValue}. */
    TARGET_SCORES_DOUBLE
  }
}
