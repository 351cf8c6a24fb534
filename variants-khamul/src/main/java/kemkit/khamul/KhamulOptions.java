package kemkit.khamul;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kemkit.game.Option;
import kemkit.game.OptionTable;
import kemkit.game.OptionValues;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Everything that can be set in a game of Khamul: the seats, and one constant per row of the
 * H-opt table. Khamul has one preset, {@code khamul}, whose values are {@link #defaults()}; a
 * record header overrides them with {@code option name=value} (names and values
 * case-insensitive) and seats the table with {@code players N}.
 *
 * <pre>{@code
 * KhamulOptions options = KhamulOptions.defaults().withPlayers(3).with(KhamulOptions.TARGET, 50);
 * KhamulOptions same = KhamulOptions.from(options.setup());
 * }</pre>
 *
 * <p><b>Adding an option</b> is adding one row below: its name, the rule id that defines it, its
 * default (the behaviour before the option existed) and its range, with the reason a value
 * beyond it makes no sense; then its test. Reading and writing record headers, the refusals,
 * equality and the option lists all come from the rows. The mechanics read it with {@code
 * options.get(KhamulOptions.NEW_ROW)}; the named accessors exist for the rows that were there
 * first.
 *
 * <p>Every value is checked when the options are made: a value beyond its row's bound is refused
 * at once ({@link IllegalArgumentException} in code, {@link SetupException} from {@link
 * #from(Setup)}). Two options are equal when they seat as many players and every row holds an
 * equal value.
 *
 * <p>Implements rules.md H-1, H-opt.
 */
public final class KhamulOptions {

  /** The game's name in records. */
  public static final String GAME = "khamul";

  /** The one preset, and the default. */
  public static final String PRESET = "khamul";

  /** The one seating statement. */
  public static final String PLAYERS = "players";

  // --- the H-opt table, once: one row per option, in the order records write them ------------

  private static final OptionTable.Builder ROWS = OptionTable.builder();

  /**
   * {@code threshold}: the hand value at or under which a seat that draws instead of announcing is
   * marked, and over which an announcement is false; 0 or more (H-12).
   */
  public static final Option<Integer> THRESHOLD =
      ROWS.add(Option.number("threshold", "H-12", 5).atLeast(0, "H-12", "no hand is worth less"));
  /** {@code missedPenalty}: added to a marked seat's round score; 0 or more (H-13). */
  public static final Option<Integer> MISSED_PENALTY =
      ROWS.add(Option.number("missedPenalty", "H-13", 20).atLeast(0, "H-13", "a penalty would reward the miss"));
  /** {@code emptyHandBonus}: added to the round score of a seat holding no card; 0 or less (H-13). */
  public static final Option<Integer> EMPTY_HAND_BONUS = ROWS.add(Option.number("emptyHandBonus", "H-13", -5)
      .atMost(0, "H-13", "the lowest total wins, so a bonus is 0 or less"));
  /** {@code falseAnnouncementPenalty}: added to a false announcer's round score; 0 or more (H-12, H-13). */
  public static final Option<Integer> FALSE_ANNOUNCEMENT_PENALTY = ROWS.add(Option.number(
      "falseAnnouncementPenalty", "H-12", 0).atLeast(0, "H-13", "a penalty would reward the bluff"));
  /** {@code target}: the total that ends the game after the round that reaches it; 1 or more (H-14). */
  public static final Option<Integer> TARGET =
      ROWS.add(Option.number("target", "H-14", 100).atLeast(1, "H-14", "the game would end before it starts"));
  /** {@code snapMatch}: which snapped cards match the top discard, {@code rank} or {@code value} (H-9). */
  public static final Option<SnapMatch> SNAP_MATCH =
      ROWS.add(Option.choice("snapMatch", "H-9", SnapMatch.RANK, SnapMatch::word));
  /** {@code recycle}: which discards become the stock, {@code keepTop} or {@code whole} (H-11). */
  public static final Option<Recycle> RECYCLE =
      ROWS.add(Option.choice("recycle", "H-11", Recycle.KEEP_TOP, Recycle::word));
  /** {@code rearrange}: when a seat may rearrange its slots, {@code afterPeeks} or {@code anytime} (H-10). */
  public static final Option<Rearrange> REARRANGE =
      ROWS.add(Option.choice("rearrange", "H-10", Rearrange.AFTER_PEEKS, Rearrange::word));

  /** The rows above, in record order; declared after the last of them. */
  private static final OptionTable TABLE = ROWS.build();

  /** H-1: two to six people play, four unless the header says {@code players N}. */
  private static final int FEWEST_PLAYERS = 2;
  private static final int MOST_PLAYERS = 6;

  private static final KhamulOptions DEFAULTS = new KhamulOptions(4, TABLE.defaults());

  private final int players;
  /** One value per row of the H-opt table. */
  private final OptionValues values;

  private KhamulOptions(int players, OptionValues values) {
    this.players = players;
    this.values = values;
  }

  /**
   * A value of an option that names one of a few readings; {@link #word()} is how rules.md writes
   * it: the constant's name in camel case ({@code KEEP_TOP} is {@code keepTop}).
   */
  interface Choice {
    /** {@return the constant's name, as {@link Enum#name()}} */
    String name();

    /** {@return the value as rules.md writes it} */
    default String word() {
      String[] parts = name().toLowerCase(Locale.ROOT).split("_");
      StringBuilder out = new StringBuilder(parts[0]);
      for (int i = 1; i < parts.length; i++) {
        out.append(Character.toUpperCase(parts[i].charAt(0))).append(parts[i].substring(1));
      }
      return out.toString();
    }
  }

  /** Which snapped cards match the top discard ({@code rank}, {@code value}). Implements rules.md H-9, H-opt. */
  public enum SnapMatch implements Choice {
    /** The same rank (the default). */
    RANK,
    /** The same card value by H-2 (seed 004's literal "identical value"): T, J, QC, QS, KC, KS all 10. */
    VALUE
  }

  /** Which discards a recycle turns into the stock ({@code keepTop}, {@code whole}). Implements rules.md H-11, H-opt. */
  public enum Recycle implements Choice {
    /** Every discard but the top one, which stays for snaps and takes (the default). */
    KEEP_TOP,
    /** The whole pile, top included (seed 004's literal "discard pile is shuffled"). */
    WHOLE;

    /** {@return how many discards a recycle leaves on the pile: the top one, or none} */
    public int kept() {
      return this == KEEP_TOP ? 1 : 0;
    }
  }

  /** When a seat may rearrange its slots ({@code afterPeeks}, {@code anytime}). Implements rules.md H-10, H-opt. */
  public enum Rearrange implements Choice {
    /** In play only, after the peeks (the default). */
    AFTER_PEEKS,
    /** Also in the peek phase (seed 004's literal "at any time"). */
    ANYTIME
  }


  /** {@return the preset {@code khamul}: 4 players, threshold 5, penalties 20 and 0, bonus -5, target 100} */
  public static KhamulOptions defaults() {
    return DEFAULTS;
  }

  /** {@return the rows of the H-opt table, in the order records write them} */
  public static ImmutableList<Option<?>> table() {
    return TABLE.rows();
  }

  /**
   * {@return the options that {@code setup} describes}
   *
   * @param setup the options and seating, as a record header gives them
   * @throws SetupException if the setup is of another game, names another preset, an unknown
   *     option or seating statement, a value that is not a whole number, or values that make no
   *     sense; the message and {@link SetupException#culprits()} name the statements at fault
   */
  public static KhamulOptions from(Setup setup) throws SetupException {
    if (!Ascii.equalsIgnoreCase(setup.game(), GAME)) {
      throw new SetupException(List.of("game"), "game '" + setup.game() + "' is not Khamul");
    }
    if (setup.preset().isPresent() && !Ascii.equalsIgnoreCase(setup.preset().get(), PRESET)) {
      throw new SetupException(List.of("preset"),
          "Khamul has one preset, 'khamul', not '" + setup.preset().get() + "'");
    }
    OptionValues values = TABLE.read(DEFAULTS.values, setup.options(), "Khamul");
    int players = DEFAULTS.players;
    for (Map.Entry<String, Integer> seating : setup.seating().entrySet()) {
      if (!Ascii.equalsIgnoreCase(seating.getKey(), PLAYERS)) {
        throw new SetupException(List.of(seating.getKey()),
            "Khamul is seated with 'players N' only, not '" + seating.getKey() + "'");
      }
      players = seating.getValue();
    }
    List<String> culprits = new ArrayList<>();
    String problems = problems(players, values, culprits);
    if (!culprits.isEmpty()) {
      throw new SetupException(culprits, problems);
    }
    return new KhamulOptions(players, values);
  }

  /**
   * {@return the canonical setup of these options: game and preset {@code khamul}, every option
   * that differs from the preset (names in lower case), and {@code players}} Reading it back with
   * {@link #from(Setup)} gives equal options.
   */
  public Setup setup() {
    Setup setup = Setup.of(GAME).withPreset(PRESET);
    for (Map.Entry<String, String> option : values.differencesFrom(DEFAULTS.values).entrySet()) {
      setup = setup.withOption(option.getKey(), option.getValue());
    }
    return setup.withSeating(PLAYERS, players);
  }

  /**
   * {@return these options with {@code players} seats}
   *
   * @param players how many seats, 2 to 6 (H-1; header statement {@code players})
   * @throws IllegalArgumentException if there cannot be so many seats
   */
  public KhamulOptions withPlayers(int players) {
    return checked(players, values);
  }

  /**
   * {@return the value of {@code option}}
   *
   * @param option a row of the H-opt table, such as {@link #TARGET}
   * @param <T> the type of its values
   */
  public <T> T get(Option<T> option) {
    return values.get(option);
  }

  /**
   * {@return these options with {@code option} set to {@code value}}
   *
   * @param option a row of the H-opt table, such as {@link #TARGET}
   * @param value its new value, within the row's bounds
   * @param <T> the type of its values
   * @throws IllegalArgumentException naming the option if the value is beyond its bounds
   */
  public <T> KhamulOptions with(Option<T> option, T value) {
    return checked(players, values.with(option, value));
  }

  private static KhamulOptions checked(int players, OptionValues values) {
    List<String> culprits = new ArrayList<>();
    String problems = problems(players, values, culprits);
    if (!culprits.isEmpty()) {
      throw new IllegalArgumentException(problems);
    }
    return new KhamulOptions(players, values);
  }

  // --- the seats and the rows by name, for the mechanics (each reads its row) --------------

  /** {@return how many seats, 2 to 6 (H-1; header statement {@code players})} */
  public int players() {
    return players;
  }

  /**
   * {@return the hand value at or under which a seat that draws instead of announcing is marked,
   * and over which an announcement is false (H-12; option {@code threshold})}
   */
  public int threshold() {
    return values.get(THRESHOLD);
  }

  /** {@return what is added to a marked seat's round score (H-13; option {@code missedPenalty})} */
  public int missedPenalty() {
    return values.get(MISSED_PENALTY);
  }

  /**
   * {@return what is added to the round score of a seat holding no card, zero or less (H-13;
   * option {@code emptyHandBonus})}
   */
  public int emptyHandBonus() {
    return values.get(EMPTY_HAND_BONUS);
  }

  /**
   * {@return what is added to a false announcer's round score (H-12, H-13; option {@code
   * falseAnnouncementPenalty})}
   */
  public int falseAnnouncementPenalty() {
    return values.get(FALSE_ANNOUNCEMENT_PENALTY);
  }

  /** {@return the total that ends the game after the round that reaches it (H-14; option {@code target})} */
  public int target() {
    return values.get(TARGET);
  }

  /** {@return which snapped cards match the top discard (H-9; option {@code snapMatch})} */
  public SnapMatch snapMatch() {
    return values.get(SNAP_MATCH);
  }

  /** {@return which discards become the stock when it runs dry (H-11; option {@code recycle})} */
  public Recycle recycle() {
    return values.get(RECYCLE);
  }

  /** {@return when a seat may rearrange its slots (H-10; option {@code rearrange})} */
  public Rearrange rearrange() {
    return values.get(REARRANGE);
  }

  // Equal when both seat as many players and every row holds an equal value.
  @Override
  public boolean equals(Object other) {
    return other instanceof KhamulOptions that && that.players == players && that.values.equals(values);
  }

  @Override
  public int hashCode() {
    return 31 * players + values.hashCode();
  }

  /** {@return the options as {@code KhamulOptions{players=4, threshold=5, …}}} */
  @Override
  public String toString() {
    return "KhamulOptions{players=" + players + ", " + values.toString().substring(1);
  }

  /**
   * H-1, H-opt: the seats, then every value beyond its bound in row order, each with its rule and
   * reason (the sentences of every game: {@link OptionValues#beyondBounds}).
   */
  private static String problems(int players, OptionValues values, List<String> culprits) {
    List<String> out = new ArrayList<>();
    if (players < FEWEST_PLAYERS || players > MOST_PLAYERS) {
      culprits.add(PLAYERS);
      out.add("Khamul seats " + FEWEST_PLAYERS + " to " + MOST_PLAYERS + " players, not " + players + " (H-1)");
    }
    for (Map.Entry<String, String> beyond : values.beyondBounds().entrySet()) {
      culprits.add(beyond.getKey());
      out.add(beyond.getValue());
    }
    return String.join("; ", out);
  }
}
