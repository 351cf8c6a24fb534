package kemkit.family;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.OptionalInt;
import kemkit.card.Deck;
import kemkit.game.SetupException;
import kemkit.game.Notation;
import kemkit.seat.Seating;

/**
 * Every knob of the Kem's family (rules.md K-opt), one component per row of the option table. A
 * {@link Preset} fixes them all; {@link #with(String, String)} overrides one by its record name.
 *
 * <pre>{@code
 * FamilyOptions options = Kemps.PRESET.options().with("doubleValue", "3");
 * options.validate(Seating.teams(3, 2));   // K-1, K-3: refuses what makes no sense
 * }</pre>
 *
 * <p>Implements rules.md K-opt.
 *
 * @param deck the deck size, 52 or 32 (C-2)
 * @param dealtTriple what a seat dealt three or four of a rank does (K-6)
 * @param top whether the dealer must open the table with {@code top} (K-8)
 * @param sweep who decides that the table is swept (K-11)
 * @param sweepTo where swept cards go (K-12)
 * @param tableTripleBlocks whether three table cards of a rank block the round (K-10)
 * @param kemsPoints what a right {@code kems} scores, at least 1 (K-16, K-opt)
 * @param falseKems what a wrong {@code kems} costs (K-16)
 * @param doubleValue what a right double scores, at least 1 (K-17, K-19, K-opt)
 * @param falseDouble what a wrong {@code double-kems} costs (K-17)
 * @param counterPoints what a right counter scores, at least 1 (K-18, K-opt)
 * @param counterTarget whether a counter aims at one seat or a whole team (K-18)
 * @param counterBeatenByDouble whether a right counter on a team holding two Kem's fails (K-18)
 * @param falseCounter what a wrong counter costs (K-18)
 * @param doubleCounter whether {@code double-counter} exists (K-19)
 * @param falseDoubleCounter what a wrong {@code double-counter} costs (K-19)
 * @param allFourBonus whether a right double while every seat holds a Kem's scores twice (K-22)
 * @param denounce whether a seat may denounce another team's sign (K-15)
 * @param target the score that can win the game (K-24)
 * @param winBy the lead over every other team that winning needs, at least 1 (K-24)
 */
public record FamilyOptions(
    int deck,
    DealtTriple dealtTriple,
    boolean top,
    SweepMode sweep,
    SweepTo sweepTo,
    boolean tableTripleBlocks,
    int kemsPoints,
    FalseKems falseKems,
    int doubleValue,
    FalseDouble falseDouble,
    int counterPoints,
    CounterTarget counterTarget,
    boolean counterBeatenByDouble,
    FalseCounter falseCounter,
    boolean doubleCounter,
    FalseDoubleCounter falseDoubleCounter,
    boolean allFourBonus,
    boolean denounce,
    int target,
    int winBy) {

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

  /**
   * Checks the components that no seating can make right.
   *
   * @param deck the deck size, 52 or 32 (C-2)
   * @param dealtTriple what a seat dealt three or four of a rank does (K-6)
   * @param top whether the dealer must open the table with {@code top} (K-8)
   * @param sweep who decides that the table is swept (K-11)
   * @param sweepTo where swept cards go (K-12)
   * @param tableTripleBlocks whether three table cards of a rank block the round (K-10)
   * @param kemsPoints what a right {@code kems} scores (K-16)
   * @param falseKems what a wrong {@code kems} costs (K-16)
   * @param doubleValue what a right double scores (K-17, K-19)
   * @param falseDouble what a wrong {@code double-kems} costs (K-17)
   * @param counterPoints what a right counter scores (K-18)
   * @param counterTarget whether a counter aims at one seat or a whole team (K-18)
   * @param counterBeatenByDouble whether a right counter on a team holding two Kem's fails (K-18)
   * @param falseCounter what a wrong counter costs (K-18)
   * @param doubleCounter whether {@code double-counter} exists (K-19)
   * @param falseDoubleCounter what a wrong {@code double-counter} costs (K-19)
   * @param allFourBonus whether a right double while every seat holds a Kem's scores twice (K-22)
   * @param denounce whether a seat may denounce another team's sign (K-15)
   * @param target the score that can win the game (K-24)
   * @param winBy the lead over every other team that winning needs, at least 1 (K-24)
   */
  public FamilyOptions {
    Objects.requireNonNull(dealtTriple, "dealtTriple");
    Objects.requireNonNull(sweep, "sweep");
    Objects.requireNonNull(sweepTo, "sweepTo");
    Objects.requireNonNull(falseKems, "falseKems");
    Objects.requireNonNull(falseDouble, "falseDouble");
    Objects.requireNonNull(counterTarget, "counterTarget");
    Objects.requireNonNull(falseCounter, "falseCounter");
    Objects.requireNonNull(falseDoubleCounter, "falseDoubleCounter");
  }

  /** {@return the names of the options as records write them, in the order of the K-opt table} */
  public static ImmutableList<String> names() {
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (Knob knob : KNOBS) {
      out.add(knob.name);
    }
    return out.build();
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
    Knob knob = knob(name);
    Optional<FamilyOptions> changed = knob.set.apply(this, Ascii.toLowerCase(value));
    if (changed.isEmpty()) {
      throw new SetupException(ImmutableList.of(knob.name), "option " + knob.name + " cannot be '"
          + value + "' (" + knob.expected + ")");
    }
    return changed.get();
  }

  /**
   * {@return the value of option {@code name}, written as records write it}
   *
   * @param name the option's name, as in the K-opt table
   * @throws SetupException if there is no such option
   */
  public String valueOf(String name) throws SetupException {
    return knob(name).get.apply(this);
  }

  /**
   * {@return the options whose values differ from {@code base}, by lower-case name, in table
   * order, values as records write them} The canonical form of a setup's option overrides.
   *
   * @param base the options compared with, usually a preset's
   */
  public ImmutableMap<String, String> differencesFrom(FamilyOptions base) {
    ImmutableMap.Builder<String, String> out = ImmutableMap.builder();
    for (Knob knob : KNOBS) {
      String mine = knob.get.apply(this);
      if (!mine.equals(knob.get.apply(base))) {
        out.put(knob.name.toLowerCase(Locale.ROOT), mine);
      }
    }
    return out.buildOrThrow();
  }

  /**
   * Refuses a combination that makes no sense at this table: teams (K-1), a deck too small for the
   * seats (K-3), a target or lead below 1 (K-24), negative points.
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
    if (deck < 4 * seating.seats() + 4) {
      throw new SetupException(ImmutableList.of("deck", "teams", "team-size"),
          "deck: a " + deck + "-card deck cannot seat " + seating.seats() + " (" + seating.teams()
              + " teams of " + seating.teamSize() + "); it needs at least 4 cards a seat and 4 for"
              + " the table (K-3)");
    }
    if (target < 1) {
      throw new SetupException(ImmutableList.of("target"), "target must be at least 1, not " + target + " (K-24)");
    }
    if (winBy < 1) {
      throw new SetupException(ImmutableList.of("winBy"), "winBy must be at least 1, not " + winBy + " (K-24)");
    }
    requireAtLeastOne("kemsPoints", kemsPoints);
    requireAtLeastOne("doubleValue", doubleValue);
    requireAtLeastOne("counterPoints", counterPoints);
  }

  /** K-opt: a points value is at least 1; a call worth nothing would make calling pointless. */
  private static void requireAtLeastOne(String name, int value) throws SetupException {
    if (value < 1) {
      throw new SetupException(ImmutableList.of(name), name + " must be at least 1, not " + value
          + " (K-opt): a wrong call's cost is chosen by its own option");
    }
  }

  /** {@return the deck these options play with (C-2)} */
  public Deck deckOfCards() {
    return Deck.ofSize(deck).orElseThrow();
  }

  // --- the K-opt table, once: how each option is named, read and written --------------------

  private static Knob knob(String name) throws SetupException {
    for (Knob knob : KNOBS) {
      if (Ascii.equalsIgnoreCase(knob.name, name)) {
        return knob;
      }
    }
    throw new SetupException(ImmutableList.of(name), "unknown option '" + name + "' (the Kem's family has "
        + String.join(", ", names()) + ")");
  }

  /** One row of the K-opt table: its name, how to read its value, how to set it. */
  private record Knob(
      String name,
      String expected,
      Function<FamilyOptions, String> get,
      BiFunction<FamilyOptions, String, Optional<FamilyOptions>> set) {}

  private static final ImmutableList<Knob> KNOBS = ImmutableList.of(
      new Knob("deck", "32 or 52", o -> Integer.toString(o.deck),
          (o, v) -> v.equals("32") || v.equals("52") ? Optional.of(o.withDeck(Integer.parseInt(v))) : Optional.empty()),
      new Knob("dealtTriple", expected(DealtTriple.values()), o -> text(o.dealtTriple),
          (o, v) -> parse(DealtTriple.class, v).map(o::withDealtTriple)),
      new Knob("top", "yes or no", o -> yesNo(o.top), (o, v) -> yesNo(v).map(o::withTop)),
      new Knob("sweep", expected(SweepMode.values()), o -> text(o.sweep),
          (o, v) -> parse(SweepMode.class, v).map(o::withSweep)),
      new Knob("sweepTo", expected(SweepTo.values()), o -> text(o.sweepTo),
          (o, v) -> parse(SweepTo.class, v).map(o::withSweepTo)),
      new Knob("tableTripleBlocks", "yes or no", o -> yesNo(o.tableTripleBlocks),
          (o, v) -> yesNo(v).map(o::withTableTripleBlocks)),
      new Knob("kemsPoints", "a number", o -> Integer.toString(o.kemsPoints),
          (o, v) -> number(v).map(o::withKemsPoints)),
      new Knob("falseKems", expected(FalseKems.values()), o -> text(o.falseKems),
          (o, v) -> parse(FalseKems.class, v).map(o::withFalseKems)),
      new Knob("doubleValue", "a number", o -> Integer.toString(o.doubleValue),
          (o, v) -> number(v).map(o::withDoubleValue)),
      new Knob("falseDouble", expected(FalseDouble.values()), o -> text(o.falseDouble),
          (o, v) -> parse(FalseDouble.class, v).map(o::withFalseDouble)),
      new Knob("counterPoints", "a number", o -> Integer.toString(o.counterPoints),
          (o, v) -> number(v).map(o::withCounterPoints)),
      new Knob("counterTarget", expected(CounterTarget.values()), o -> text(o.counterTarget),
          (o, v) -> parse(CounterTarget.class, v).map(o::withCounterTarget)),
      new Knob("counterBeatenByDouble", "yes or no", o -> yesNo(o.counterBeatenByDouble),
          (o, v) -> yesNo(v).map(o::withCounterBeatenByDouble)),
      new Knob("falseCounter", "000, 001, 003-base, 003-expert or 002", o -> o.falseCounter.label(),
          (o, v) -> FalseCounter.ofLabel(v).map(o::withFalseCounter)),
      new Knob("doubleCounter", "yes or no", o -> yesNo(o.doubleCounter),
          (o, v) -> yesNo(v).map(o::withDoubleCounter)),
      new Knob("falseDoubleCounter", expected(FalseDoubleCounter.values()), o -> text(o.falseDoubleCounter),
          (o, v) -> parse(FalseDoubleCounter.class, v).map(o::withFalseDoubleCounter)),
      new Knob("allFourBonus", "yes or no", o -> yesNo(o.allFourBonus),
          (o, v) -> yesNo(v).map(o::withAllFourBonus)),
      new Knob("denounce", "yes or no", o -> yesNo(o.denounce), (o, v) -> yesNo(v).map(o::withDenounce)),
      new Knob("target", "a number", o -> Integer.toString(o.target), (o, v) -> number(v).map(o::withTarget)),
      new Knob("winBy", "a number", o -> Integer.toString(o.winBy), (o, v) -> number(v).map(o::withWinBy)));

  private static String text(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  private static String expected(Enum<?>[] values) {
    StringBuilder out = new StringBuilder("one of");
    for (Enum<?> value : values) {
      out.append(' ').append(text(value));
    }
    return out.toString();
  }

  private static <E extends Enum<E>> Optional<E> parse(Class<E> type, String value) {
    for (E constant : type.getEnumConstants()) {
      if (Ascii.equalsIgnoreCase(constant.name(), value)) {
        return Optional.of(constant);
      }
    }
    return Optional.empty();
  }

  private static String yesNo(boolean value) {
    return value ? "yes" : "no";
  }

  private static Optional<Boolean> yesNo(String value) {
    return switch (value) {
      case "yes" -> Optional.of(true);
      case "no" -> Optional.of(false);
      default -> Optional.empty();
    };
  }

  /** {@return {@code value} as a whole number if it is one that fits a signed 32-bit int (K-opt)} */
  private static Optional<Integer> number(String value) {
    OptionalInt number = Notation.integer(value);
    return number.isPresent() ? Optional.of(number.getAsInt()) : Optional.empty();
  }

  // --- with… methods ---------------------------------------------------------------------------

  /**
   * {@return these options with {@code deck} changed}
   *
   * @param deck the deck size, 52 or 32 (C-2)
   */
  public FamilyOptions withDeck(int deck) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code dealtTriple} changed}
   *
   * @param dealtTriple what a seat dealt three or four of a rank does (K-6)
   */
  public FamilyOptions withDealtTriple(DealtTriple dealtTriple) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code top} changed}
   *
   * @param top whether the dealer must open the table with {@code top} (K-8)
   */
  public FamilyOptions withTop(boolean top) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code sweep} changed}
   *
   * @param sweep who decides that the table is swept (K-11)
   */
  public FamilyOptions withSweep(SweepMode sweep) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code sweepTo} changed}
   *
   * @param sweepTo where swept cards go (K-12)
   */
  public FamilyOptions withSweepTo(SweepTo sweepTo) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code tableTripleBlocks} changed}
   *
   * @param tableTripleBlocks whether three table cards of a rank block the round (K-10)
   */
  public FamilyOptions withTableTripleBlocks(boolean tableTripleBlocks) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code kemsPoints} changed}
   *
   * @param kemsPoints what a right {@code kems} scores (K-16)
   */
  public FamilyOptions withKemsPoints(int kemsPoints) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code falseKems} changed}
   *
   * @param falseKems what a wrong {@code kems} costs (K-16)
   */
  public FamilyOptions withFalseKems(FalseKems falseKems) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code doubleValue} changed}
   *
   * @param doubleValue what a right double scores (K-17, K-19)
   */
  public FamilyOptions withDoubleValue(int doubleValue) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code falseDouble} changed}
   *
   * @param falseDouble what a wrong {@code double-kems} costs (K-17)
   */
  public FamilyOptions withFalseDouble(FalseDouble falseDouble) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code counterPoints} changed}
   *
   * @param counterPoints what a right counter scores (K-18)
   */
  public FamilyOptions withCounterPoints(int counterPoints) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code counterTarget} changed}
   *
   * @param counterTarget whether a counter aims at one seat or a whole team (K-18)
   */
  public FamilyOptions withCounterTarget(CounterTarget counterTarget) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code counterBeatenByDouble} changed}
   *
   * @param counterBeatenByDouble whether a right counter on a team holding two Kem's fails (K-18)
   */
  public FamilyOptions withCounterBeatenByDouble(boolean counterBeatenByDouble) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code falseCounter} changed}
   *
   * @param falseCounter what a wrong counter costs (K-18)
   */
  public FamilyOptions withFalseCounter(FalseCounter falseCounter) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code doubleCounter} changed}
   *
   * @param doubleCounter whether {@code double-counter} exists (K-19)
   */
  public FamilyOptions withDoubleCounter(boolean doubleCounter) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code falseDoubleCounter} changed}
   *
   * @param falseDoubleCounter what a wrong {@code double-counter} costs (K-19)
   */
  public FamilyOptions withFalseDoubleCounter(FalseDoubleCounter falseDoubleCounter) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code allFourBonus} changed}
   *
   * @param allFourBonus whether a right double while every seat holds a Kem's scores twice (K-22)
   */
  public FamilyOptions withAllFourBonus(boolean allFourBonus) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code denounce} changed}
   *
   * @param denounce whether a seat may denounce another team's sign (K-15)
   */
  public FamilyOptions withDenounce(boolean denounce) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code target} changed}
   *
   * @param target the score that can win the game (K-24)
   */
  public FamilyOptions withTarget(int target) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }

  /**
   * {@return these options with {@code winBy} changed}
   *
   * @param winBy the lead over every other team that winning needs, at least 1 (K-24)
   */
  public FamilyOptions withWinBy(int winBy) {
    return new FamilyOptions(deck, dealtTriple, top, sweep, sweepTo, tableTripleBlocks, kemsPoints, falseKems,
        doubleValue, falseDouble, counterPoints, counterTarget, counterBeatenByDouble, falseCounter,
        doubleCounter, falseDoubleCounter, allFourBonus, denounce, target, winBy);
  }
}
