package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import kemkit.bots.BotKind;

/**
 * A table's clock: each person seat has a time bank that runs while the table waits for that seat
 * and gains the increment with each of its moves; when it runs out, or when the seat's page has been
 * gone longer than {@code absent}, a bot of level {@code standIn} plays the seat until its person
 * takes it back. Refused at creation with a sentence when out of bounds, like {@link TableBounds}.
 *
 * <p>Kept in the table's record as a comment (so the record format does not change and any server
 * that takes the table over reads it back): {@code # clock profile=realtime bank=180000
 * increment=5000 absent=30000 stand-in=heuristic}.
 *
 * @param profile the profile it started from: {@code realtime}, {@code slow} or {@code custom}
 * @param bank each seat's time at the start, and what a seat's bank is reset to at least on reclaim
 * @param increment what each of a seat's own moves adds to its bank
 * @param absent how long a seat's page may be gone before a bot plays the seat
 * @param standIn the level of the bot that plays a timed-out or absent seat
 */
public record ClockSettings(String profile, Duration bank, Duration increment, Duration absent, BotKind standIn) {

  // Before the profiles: their constructor checks against these.
  /** The shortest bank or absence a table may ask for (tests use 200 ms). */
  static final Duration MIN = Duration.ofMillis(100);

  /** The longest bank, increment or absence a table may ask for. */
  static final Duration MAX = Duration.ofDays(7);

  /** A game played at one sitting: 3 minutes each, 5 s a move, a bot after 30 s away. */
  public static final ClockSettings REALTIME = new ClockSettings("realtime", Duration.ofMinutes(3),
      Duration.ofSeconds(5), Duration.ofSeconds(30), BotKind.HEURISTIC);

  /** A game played over days: 2 days each, 12 hours a move, a bot after a day away. */
  public static final ClockSettings SLOW = new ClockSettings("slow", Duration.ofDays(2), Duration.ofHours(12),
      Duration.ofDays(1), BotKind.HEURISTIC);

  /** The mark that starts the clock's comments in a record. */
  static final String MARK = "# clock ";

  /**
   * Checks the values.
   *
   * @param profile the profile it started from
   * @param bank each seat's time at the start
   * @param increment what each move adds
   * @param absent how long a page may be gone
   * @param standIn the stand-in bot's level
   * @throws IllegalArgumentException out of bounds: the message says why
   */
  public ClockSettings {
    requireNonNull(profile, "profile");
    requireNonNull(bank, "bank");
    requireNonNull(increment, "increment");
    requireNonNull(absent, "absent");
    requireNonNull(standIn, "standIn");
    within("bankMs", bank, MIN);
    within("absentMs", absent, MIN);
    within("incrementMs", increment, Duration.ZERO);
  }

  private static void within(String name, Duration value, Duration min) {
    if (value.compareTo(min) < 0 || value.compareTo(MAX) > 0) {
      throw new IllegalArgumentException("'" + name + "' is between " + min.toMillis() + " and " + MAX.toMillis()
          + " ms, not " + value.toMillis());
    }
  }

  /**
   * {@return the clock a table's {@code clock} field asks for} {@code {"profile": "realtime"}} or
   * {@code "slow"} give the profile's values; {@code bankMs}, {@code incrementMs}, {@code absentMs}
   * and {@code standIn} ({@code random}, {@code heuristic} or {@code search}) replace any of them
   * (the profile is then {@code custom}, starting from {@code realtime}'s values).
   *
   * @param node the {@code clock} object
   * @throws IllegalArgumentException if it asks for what cannot be: the message says why
   */
  public static ClockSettings of(JsonNode node) {
    if (!node.isObject()) {
      throw new IllegalArgumentException("'clock' is an object: {\"profile\": \"realtime\"} or {\"bankMs\": …}");
    }
    Map<String, String> words = new HashMap<>();
    var fields = node.fields();
    while (fields.hasNext()) {
      var field = fields.next();
      if (!field.getValue().isValueNode()) {
        throw new IllegalArgumentException("'clock." + clip(field.getKey()) + "' is a word or a number");
      }
      words.put(field.getKey(), field.getValue().asText());
    }
    return of(words);
  }

  /** {@link #of(JsonNode)} from words: the header comment's and the API's keys alike. */
  private static ClockSettings of(Map<String, String> words) {
    String profile = words.getOrDefault("profile", "custom");
    ClockSettings base = switch (profile) {
      case "realtime", "custom" -> REALTIME;
      case "slow" -> SLOW;
      default -> throw new IllegalArgumentException("a clock's 'profile' is 'realtime', 'slow' or 'custom', not '"
          + clip(profile) + "'");
    };
    for (String key : words.keySet()) {
      if (!java.util.Set.of("profile", "bankMs", "incrementMs", "absentMs", "standIn").contains(key)) {
        throw new IllegalArgumentException("a clock has 'profile', 'bankMs', 'incrementMs', 'absentMs' and "
            + "'standIn', not '" + clip(key) + "'");
      }
    }
    boolean changed = words.size() > (words.containsKey("profile") ? 1 : 0);
    return new ClockSettings(changed ? "custom" : base.profile(),
        millis(words, "bankMs", base.bank()), millis(words, "incrementMs", base.increment()),
        millis(words, "absentMs", base.absent()), level(words.getOrDefault("standIn", base.standIn().label())));
  }

  private static Duration millis(Map<String, String> words, String key, Duration otherwise) {
    String word = words.get(key);
    if (word == null) {
      return otherwise;
    }
    try {
      return Duration.ofMillis(Long.parseLong(word.trim()));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("'" + key + "' is a number of milliseconds, not '" + clip(word) + "'");
    }
  }

  private static BotKind level(String word) {
    return BotKind.ofLabel(word.trim()).orElseThrow(() -> new IllegalArgumentException(
        "a stand-in bot is 'random', 'heuristic' or 'search', not '" + clip(word) + "'"));
  }

  private static String clip(String word) {
    return word.length() > 20 ? word.substring(0, 20) + "…" : word;
  }

  /** {@return the header comment that keeps this clock in the table's record} */
  String comment() {
    return MARK + "profile=" + profile + " bankMs=" + bank.toMillis() + " incrementMs=" + increment.toMillis()
        + " absentMs=" + absent.toMillis() + " standIn=" + standIn.label();
  }

  /** {@return the clock a record's header keeps, if it has one} */
  static Optional<ClockSettings> fromHeader(String header) {
    for (String line : header.split("\n")) {
      if (line.startsWith(MARK + "profile=")) {
        Map<String, String> words = words(line);
        ClockSettings read = of(words);
        // The header names every value: its profile is the one it was made from.
        return Optional.of(new ClockSettings(words.get("profile"), read.bank(), read.increment(), read.absent(),
            read.standIn()));
      }
    }
    return Optional.empty();
  }

  /** {@return the key=value words of a clock comment} */
  static Map<String, String> words(String comment) {
    Map<String, String> words = new HashMap<>();
    int at = comment.indexOf(MARK);
    for (String word : comment.substring(at + MARK.length()).trim().split(" +")) {
      int eq = word.indexOf('=');
      if (eq > 0) {
        words.put(word.substring(0, eq), word.substring(eq + 1));
      }
    }
    return words;
  }

}
