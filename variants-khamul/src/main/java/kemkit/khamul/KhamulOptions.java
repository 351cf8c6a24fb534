package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kemkit.game.Setup;
import kemkit.game.SetupException;

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
 */
public record KhamulOptions(
    int players,
    int threshold,
    int missedPenalty,
    int emptyHandBonus,
    int falseAnnouncementPenalty,
    int target) {

  /** The game's name in records. */
  public static final String GAME = "khamul";

  /** The one preset, and the default. */
  public static final String PRESET = "khamul";

  /** The one seating statement. */
  public static final String PLAYERS = "players";

  private static final KhamulOptions DEFAULTS = new KhamulOptions(4, 5, 20, -5, 0, 100);

  /** The option names as rules.md writes them, in header order. */
  private static final ImmutableList<String> NAMES = ImmutableList.of(
      "threshold", "missedPenalty", "emptyHandBonus", "falseAnnouncementPenalty", "target");

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
    List<String> culprits = new ArrayList<>();
    String problems = problems(players, threshold, missedPenalty, emptyHandBonus,
        falseAnnouncementPenalty, target, culprits);
    if (!culprits.isEmpty()) {
      throw new IllegalArgumentException(problems);
    }
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
    if (!setup.game().equalsIgnoreCase(GAME)) {
      throw new SetupException(List.of("game"), "game '" + setup.game() + "' is not Khamul");
    }
    if (setup.preset().isPresent() && !setup.preset().get().equalsIgnoreCase(PRESET)) {
      throw new SetupException(List.of("preset"),
          "Khamul has one preset, 'khamul', not '" + setup.preset().get() + "'");
    }
    int[] values = {DEFAULTS.threshold, DEFAULTS.missedPenalty, DEFAULTS.emptyHandBonus,
        DEFAULTS.falseAnnouncementPenalty, DEFAULTS.target};
    for (Map.Entry<String, String> option : setup.options().entrySet()) {
      int at = indexOf(option.getKey());
      if (at < 0) {
        throw new SetupException(List.of(option.getKey()), "Khamul has no option '" + option.getKey()
            + "' (it has " + String.join(", ", NAMES) + ")");
      }
      values[at] = number(option.getKey(), option.getValue());
    }
    int players = DEFAULTS.players;
    for (Map.Entry<String, Integer> seating : setup.seating().entrySet()) {
      if (!seating.getKey().equalsIgnoreCase(PLAYERS)) {
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
    return new KhamulOptions(players, values[0], values[1], values[2], values[3], values[4]);
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
    return setup.withSeating(PLAYERS, players);
  }

  /**
   * {@return these options with {@code players} seats}
   *
   * @param players how many seats, 2 to 6 (H-1; header statement {@code players})
   */
  public KhamulOptions withPlayers(int players) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target);
  }

  /**
   * {@return these options with this announcement {@code threshold}}
   *
   * @param threshold the hand value at or under which a seat that draws instead of announcing is
   *     marked, and over which an announcement is false (H-12; option {@code threshold})
   */
  public KhamulOptions withThreshold(int threshold) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target);
  }

  /**
   * {@return these options with this {@code missedPenalty}}
   *
   * @param missedPenalty added to a marked seat's round score (H-13; option {@code missedPenalty})
   */
  public KhamulOptions withMissedPenalty(int missedPenalty) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target);
  }

  /**
   * {@return these options with this {@code emptyHandBonus}}
   *
   * @param emptyHandBonus added to the round score of a seat holding no card, zero or less (H-13;
   *     option {@code emptyHandBonus})
   */
  public KhamulOptions withEmptyHandBonus(int emptyHandBonus) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target);
  }

  /**
   * {@return these options with this {@code falseAnnouncementPenalty}}
   *
   * @param falseAnnouncementPenalty added to a false announcer's round score (H-12, H-13; option
   *     {@code falseAnnouncementPenalty})
   */
  public KhamulOptions withFalseAnnouncementPenalty(int falseAnnouncementPenalty) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target);
  }

  /**
   * {@return these options with this {@code target}}
   *
   * @param target the total that ends the game after the round that reaches it (H-14; option {@code
   *     target})
   */
  public KhamulOptions withTarget(int target) {
    return new KhamulOptions(players, threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target);
  }

  private int[] values() {
    return new int[] {threshold, missedPenalty, emptyHandBonus, falseAnnouncementPenalty, target};
  }

  private static int indexOf(String name) {
    for (int i = 0; i < NAMES.size(); i++) {
      if (NAMES.get(i).equalsIgnoreCase(name)) {
        return i;
      }
    }
    return -1;
  }

  private static int number(String name, String value) throws SetupException {
    if (!value.matches("[+-]?[0-9]{1,9}")) {
      throw new SetupException(List.of(name), "option " + name + " takes a whole number, not '" + value + "'");
    }
    return Integer.parseInt(value);
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
