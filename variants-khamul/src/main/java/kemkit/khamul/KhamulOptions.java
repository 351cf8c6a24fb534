package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Notation;

/**
 * Everything that can be set in a game of Khamul. Khamul has one preset, {@code khamul}, whose
 * values are {@link #defaults()}; a record header overrides them with {@code option name=value}
 * (names and values case-insensitive) and seats the table with {@code players N}.
 *
 * <pre>{@code
 * KhamulOptions options = KhamulOptions.defaults().withPlayers(3).withTarget(50);
 * KhamulOptions same = KhamulOptions.from(options.setup());
 * }</pre>
 *
 * @param players how many seats, 2 to 6 (H-1; header statement {@code players})
 * @param threshold the hand value at or under which a seat that draws instead of announcing is
 *     marked, and over which an announcement is false (H-12; option {@code threshold})
 * @param missedPenalty added to a marked seat's round score (H-13; option {@code missedPenalty})
 * @param emptyHandBonus added to the round score of a seat holding no card, zero or less (H-13;
 *     option {@code emptyHandBonus})
 * @param falseAnnouncementPenalty added to a false announcer's round score (H-12, H-13; option
 *     {@code falseAnnouncementPenalty})
 * @param target the total that ends the game after the round that reaches it (H-14; option {@code
 *     target})
 * @param snapMatch which snapped cards match the top discard (H-9; option {@code snapMatch})
 * @param recycle which discards become the stock when it runs dry (H-11; option {@code recycle})
 * @param rearrange when a seat may rearrange its slots (H-10; option {@code rearrange})
 */
public record KhamulOptions(
    int players,
    int threshold,
    int missedPenalty,
    int emptyHandBonus,
    int falseAnnouncementPenalty,
    int target,
    SnapMatch snapMatch,
    Recycle recycle,
    Rearrange rearrange) {

  /** The game's name in records. */
  public static final String GAME = "khamul";

  /** The one preset, and the default. */
  public static final String PRESET = "khamul";

  /** The one seating statement. */
  public static final String PLAYERS = "players";

  private static final KhamulOptions DEFAULTS = new KhamulOptions(4, 5, 20, -5, 0, 100);

  /** The numeric option names as rules.md writes them, in header order. */
  private static final ImmutableList<String> NAMES = ImmutableList.of(
      "threshold", "missedPenalty", "emptyHandBonus", "falseAnnouncementPenalty", "target");

  /** The option names of seed 004's literal readings, in header order (H-opt). */
  private static final ImmutableList<String> CHOICES = ImmutableList.of("snapMatch", "recycle", "rearrange");

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
    WHOLE
  }

  /** When a seat may rearrange its slots ({@code afterPeeks}, {@code anytime}). Implements rules.md H-10, H-opt. */
  public enum Rearrange implements Choice {
    /** In play only, after the peeks (the default). */
    AFTER_PEEKS,
    /** Also in the peek phase (seed 004's literal "at any time"). */
    ANYTIME
  }

  /**
   * Checks the values.
   *
   * @param players how many seats, 2 to 6 (H-1; header statement {@code players})
   * @param threshold the hand value at or under which a seat that draws instead of announcing is
   *     marked, and over which an announcement is false (H-12; option {@code threshold})
   * @param missedPenalty added to a marked seat's round score (H-13; option {@code missedPenalty})
   * @param emptyHandBonus added to the round score of a seat holding no card, zero or less (H-13;
   *     option {@code emptyHandBonus})
   * @param falseAnnouncementPenalty added to a false announcer's round score (H-12, H-13; option
   *     {@code falseAnnouncementPenalty})
   * @param target the total that ends the game after the round that reaches it (H-14; option {@code
   *     target})
   * @throws IllegalArgumentException naming the options at fault; {@link #from(Setup)} reports the
   *     same as a {@link SetupException}
   */
  public KhamulOptions {
    requireNonNull(snapMatch, "snapMatch");
    requireNonNull(recycle, "recycle");
    requireNonNull(rearrange, "rearrange");
    List<String> culprits = new ArrayList<>();
    String problems = problems(players, threshold, missedPenalty, emptyHandBonus,
        falseAnnouncementPenalty, target, culprits);
    if (!culprits.isEmpty()) {
      throw new IllegalArgumentException(problems);
    }
  }

  /** Options with the default readings of H-9, H-10 and H-11. */
  public KhamulOptions(int players, int threshold, int missedPenalty, int emptyHandBonus,
      int falseAnnouncementPenalty, int target) {
    this(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        SnapMatch.RANK, Recycle.KEEP_TOP, Rearrange.AFTER_PEEKS);
  }

  /** {@return the preset {@code khamul}: 4 players, threshold 5, penalties 20 and 0, bonus -5, target 100} */
  public static KhamulOptions defaults() {
    return DEFAULTS;
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
    int[] values = {DEFAULTS.threshold, DEFAULTS.missedPenalty, DEFAULTS.emptyHandBonus,
        DEFAULTS.falseAnnouncementPenalty, DEFAULTS.target};
    SnapMatch snapMatch = DEFAULTS.snapMatch;
    Recycle recycle = DEFAULTS.recycle;
    Rearrange rearrange = DEFAULTS.rearrange;
    for (Map.Entry<String, String> option : setup.options().entrySet()) {
      String name = option.getKey();
      String value = option.getValue();
      if (Ascii.equalsIgnoreCase(name, "snapMatch")) {
        snapMatch = choice(name, value, SnapMatch.values());
      } else if (Ascii.equalsIgnoreCase(name, "recycle")) {
        recycle = choice(name, value, Recycle.values());
      } else if (Ascii.equalsIgnoreCase(name, "rearrange")) {
        rearrange = choice(name, value, Rearrange.values());
      } else if (indexOf(name) >= 0) {
        values[indexOf(name)] = number(name, value);
      } else {
        throw new SetupException(List.of(name), "Khamul has no option '" + name
            + "' (it has " + String.join(", ", NAMES) + ", " + String.join(", ", CHOICES) + ")");
      }
    }
    int players = DEFAULTS.players;
    for (Map.Entry<String, Integer> seating : setup.seating().entrySet()) {
      if (!Ascii.equalsIgnoreCase(seating.getKey(), PLAYERS)) {
        throw new SetupException(List.of(seating.getKey()),
            "Khamul is seated with 'players N' only, not '" + seating.getKey() + "'");
      }
      players = seating.getValue();
    }
    List<String> culprits = new ArrayList<>();
    String problems = problems(players, values[0], values[1], values[2], values[3], values[4], culprits);
    if (!culprits.isEmpty()) {
      throw new SetupException(culprits, problems);
    }
    return new KhamulOptions(players, values[0], values[1], values[2], values[3], values[4],
        snapMatch, recycle, rearrange);
  }

  /**
   * {@return the canonical setup of these options: game and preset {@code khamul}, every option
   * that differs from the preset (names in lower case), and {@code players}} Reading it back with
   * {@link #from(Setup)} gives equal options.
   */
  public Setup setup() {
    Setup setup = Setup.of(GAME).withPreset(PRESET);
    int[] mine = values();
    int[] preset = DEFAULTS.values();
    for (int i = 0; i < NAMES.size(); i++) {
      if (mine[i] != preset[i]) {
        setup = setup.withOption(NAMES.get(i).toLowerCase(Locale.ROOT), Integer.toString(mine[i]));
      }
    }
    Choice[] choices = {snapMatch, recycle, rearrange};
    Choice[] defaults = {DEFAULTS.snapMatch, DEFAULTS.recycle, DEFAULTS.rearrange};
    for (int i = 0; i < CHOICES.size(); i++) {
      if (choices[i] != defaults[i]) {
        setup = setup.withOption(CHOICES.get(i).toLowerCase(Locale.ROOT), choices[i].word());
      }
    }
    return setup.withSeating(PLAYERS, players);
  }

  /**
   * {@return these options with {@code players} seats}
   *
   * @param players how many seats, 2 to 6 (H-1; header statement {@code players})
   */
  public KhamulOptions withPlayers(int players) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /**
   * {@return these options with this announcement {@code threshold}}
   *
   * @param threshold the hand value at or under which a seat that draws instead of announcing is
   *     marked, and over which an announcement is false (H-12; option {@code threshold})
   */
  public KhamulOptions withThreshold(int threshold) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /**
   * {@return these options with this {@code missedPenalty}}
   *
   * @param missedPenalty added to a marked seat's round score (H-13; option {@code missedPenalty})
   */
  public KhamulOptions withMissedPenalty(int missedPenalty) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /**
   * {@return these options with this {@code emptyHandBonus}}
   *
   * @param emptyHandBonus added to the round score of a seat holding no card, zero or less (H-13;
   *     option {@code emptyHandBonus})
   */
  public KhamulOptions withEmptyHandBonus(int emptyHandBonus) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /**
   * {@return these options with this {@code falseAnnouncementPenalty}}
   *
   * @param falseAnnouncementPenalty added to a false announcer's round score (H-12, H-13; option
   *     {@code falseAnnouncementPenalty})
   */
  public KhamulOptions withFalseAnnouncementPenalty(int falseAnnouncementPenalty) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /**
   * {@return these options with this {@code target}}
   *
   * @param target the total that ends the game after the round that reaches it (H-14; option {@code
   *     target})
   */
  public KhamulOptions withTarget(int target) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /** {@return these options with this {@code snapMatch} (H-9)} */
  public KhamulOptions withSnapMatch(SnapMatch snapMatch) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /** {@return these options with this {@code recycle} (H-11)} */
  public KhamulOptions withRecycle(Recycle recycle) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  /** {@return these options with this {@code rearrange} (H-10)} */
  public KhamulOptions withRearrange(Rearrange rearrange) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target,
        snapMatch, recycle, rearrange);
  }

  private int[] values() {
    return new int[] {threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target};
  }

  private static int indexOf(String name) {
    for (int i = 0; i < NAMES.size(); i++) {
      if (Ascii.equalsIgnoreCase(NAMES.get(i), name)) {
        return i;
      }
    }
    return -1;
  }

  /** {@return {@code value} as a whole number; H-opt: it must fit a signed 32-bit int} */
  private static int number(String name, String value) throws SetupException {
    OptionalInt number = Notation.integer(value);
    if (number.isEmpty()) {
      throw new SetupException(List.of(name), "option " + name + " takes a whole number (a 32-bit integer), not "
          + Notation.quote(value));
    }
    return number.getAsInt();
  }

  private static <T extends Choice> T choice(String name, String value, T[] values) throws SetupException {
    List<String> words = new ArrayList<>();
    for (T choice : values) {
      if (Ascii.equalsIgnoreCase(choice.word(), value)) {
        return choice;
      }
      words.add(choice.word());
    }
    throw new SetupException(List.of(name), "option " + name + " takes " + String.join(" or ", words)
        + ", not " + Notation.quote(value) + " (H-opt)");
  }

  private static String problems(int players, int threshold, int missedPenalty, int emptyHandBonus,
      int falseAnnouncementPenalty, int target, List<String> culprits) {
    List<String> out = new ArrayList<>();
    if (players < 2 || players > 6) {
      culprits.add(PLAYERS);
      out.add("Khamul seats 2 to 6 players, not " + players + " (H-1)");
    }
    if (threshold < 0) {
      culprits.add("threshold");
      out.add("threshold " + threshold + " is below 0: no hand is worth less");
    }
    if (missedPenalty < 0) {
      culprits.add("missedPenalty");
      out.add("missedPenalty " + missedPenalty + " is below 0: a penalty would reward the miss");
    }
    if (emptyHandBonus > 0) {
      culprits.add("emptyHandBonus");
      out.add("emptyHandBonus " + emptyHandBonus + " is above 0: the lowest total wins, so a bonus is 0 or less");
    }
    if (falseAnnouncementPenalty < 0) {
      culprits.add("falseAnnouncementPenalty");
      out.add("falseAnnouncementPenalty " + falseAnnouncementPenalty + " is below 0: a penalty would reward the bluff");
    }
    if (target < 1) {
      culprits.add("target");
      out.add("target " + target + " is below 1: the game would end before it starts");
    }
    return String.join("; ", out);
  }
}
