package kemkit.examples.study;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.simulate.Lineup;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;

/**
 * Reads a study file: one JSON object, described by {@code study.schema.json} (beside this class,
 * and in {@code docs/study.schema.json}). Everything is checked before a game is played: the keys
 * and types the schema names, and every cell's setup by the rules themselves, so that a bad option
 * is reported at its line with the rules' sentence and rule id ({@code line 7: target must be at
 * least 1, not 0 (K-24)}), as a record header's would be.
 *
 * <pre>{@code
 * {
 *   "name": "Khamul: does the threshold make the first seat stronger?",
 *   "seed": 1,
 *   "gamesPerCell": 1000,
 *   "setups": [
 *     {"game": "khamul", "options": {"threshold": [3, 5, 7, 9]}, "seating": {"players": [2, 4, 6]}}
 *   ],
 *   "bots": ["heuristic"],
 *   "report": {"x": "threshold", "series": "players"}
 * }
 * }</pre>
 *
 * <p>A value in {@code options} or {@code seating} (and {@code preset}) may be a list: the grid is
 * every combination, in the file's order (the first key varies slowest), times every bot mix.
 */
public final class StudyFile {

  /** A bound on a study's size, so that a typo cannot ask for millions of cells. */
  public static final int MAX_CELLS = 10_000;

  private static final Set<String> KEYS = Set.of(
      "$schema", "name", "seed", "gamesPerCell", "maxActions", "setups", "bots", "search", "report");
  private static final Set<String> SETUP_KEYS = Set.of("game", "preset", "options", "seating");
  private static final Set<String> SEARCH_KEYS = Set.of("iterations", "millis", "rollout");
  private static final Set<String> REPORT_KEYS = Set.of("x", "series");
  private static final Set<String> SEATING = Set.of("players", "teams", "team-size", "dealer");
  private static final java.util.regex.Pattern RULE_ID = java.util.regex.Pattern.compile("\\b[CKHR]-([0-9]+|opt)\\b");

  private StudyFile() {}

  /**
   * {@return the study that {@code text} describes}
   *
   * @param text a study file's contents
   * @throws StudyException at the line of the first problem
   */
  public static Study parse(String text) throws StudyException {
    Node root = Node.parse(text);
    if (!root.isObject()) {
      throw new StudyException(root.line(), "a study is a JSON object, not " + root.kind());
    }
    Map<String, Node> fields = root.fields();
    onlyKeys(fields, KEYS, "a study");
    String name = fields.containsKey("name") ? string(fields.get("name"), "name") : "study";
    long seed = fields.containsKey("seed") ? wholeNumber(fields.get("seed")) : 1L;
    int gamesPerCell = intAtLeast(required(fields, "gamesPerCell", root), "gamesPerCell", 1);
    int maxActions = fields.containsKey("maxActions") ? intAtLeast(fields.get("maxActions"), "maxActions", 1) : 10_000;
    SearchOptions search = fields.containsKey("search") ? search(fields.get("search")) : SearchOptions.DEFAULT;

    List<Map.Entry<Lineup, Node>> lineups = new ArrayList<>();
    if (fields.containsKey("bots")) {
      Node bots = fields.get("bots");
      if (!(bots.value() instanceof List) || bots.items().isEmpty()) {
        throw new StudyException(bots.line(), "bots is a non-empty array of bot mixes such as \"heuristic,random\", not "
            + bots.kind());
      }
      for (Node mix : bots.items()) {
        String label = string(mix, "a bot mix");
        Lineup lineup = Lineup.parse(label).orElseThrow(() -> new StudyException(mix.line(),
            "bot mix '" + label + "': each kind is heuristic, random or search"));
        lineups.add(Map.entry(lineup, mix));
      }
    } else {
      lineups.add(Map.entry(Lineup.of(BotKind.HEURISTIC), root));
    }

    Node setups = required(fields, "setups", root);
    if (!(setups.value() instanceof List) || setups.items().isEmpty()) {
      throw new StudyException(setups.line(), "setups is a non-empty array of setups, not " + setups.kind());
    }
    List<Cell> cells = new ArrayList<>();
    for (Node setupNode : setups.items()) {
      for (Grid point : grid(setupNode)) {
        RuleSet<?, ?, ?, ?> rules = create(point);
        for (Map.Entry<Lineup, Node> lineup : lineups) {
          if (!lineup.getKey().fits(rules.start().seating())) {
            throw new StudyException(lineup.getValue().line(), "bot mix '" + lineup.getKey().label() + "' names "
                + lineup.getKey().kinds().size() + " kinds of bot, more than the " + rules.start().seating().teams()
                + " sides of " + point.setup.game() + " at line " + setupNode.line());
          }
          if (cells.size() == MAX_CELLS) {
            throw new StudyException(setups.line(), "more than " + MAX_CELLS + " cells: split the study");
          }
          ImmutableMap<String, String> dimensions = ImmutableMap.<String, String>builder()
              .putAll(point.dimensions).put("bots", lineup.getKey().label()).buildOrThrow();
          cells.add(new Cell(cells.size(), point.setup, lineup.getKey(), dimensions));
        }
      }
    }

    Optional<String> x = Optional.empty();
    Optional<String> series = Optional.empty();
    if (fields.containsKey("report")) {
      Node report = fields.get("report");
      objectOf(report, "report");
      onlyKeys(report.fields(), REPORT_KEYS, "report");
      x = dimension(report.fields().get("x"), "report.x", cells);
      series = dimension(report.fields().get("series"), "report.series", cells);
    }
    return new Study(name, seed, gamesPerCell, maxActions, search, ImmutableList.copyOf(cells), x, series);
  }

  /** One point of a setup's grid: the setup, where each of its statements stands, its dimensions. */
  private record Grid(Setup setup, Map<String, Integer> lines, int entryLine, ImmutableMap<String, String> dimensions) {}

  private static List<Grid> grid(Node entry) throws StudyException {
    objectOf(entry, "a setup");
    Map<String, Node> fields = entry.fields();
    onlyKeys(fields, SETUP_KEYS, "a setup");
    Node gameNode = required(fields, "game", entry);
    String gameName = string(gameNode, "game");
    Game game = Games.named(gameName).orElseThrow(() -> new StudyException(gameNode.line(),
        "unknown game '" + gameName + "' (games: " + String.join(", ", Games.all().keySet()) + ")"));
    // Each axis: a statement and its values, with their lines.
    List<String> axisNames = new ArrayList<>();
    List<String> axisKinds = new ArrayList<>();
    List<List<Node>> axisValues = new ArrayList<>();
    if (fields.containsKey("preset")) {
      axisNames.add("preset");
      axisKinds.add("preset");
      axisValues.add(values(fields.get("preset"), "preset"));
    }
    for (String group : List.of("options", "seating")) {
      if (!fields.containsKey(group)) {
        continue;
      }
      Node node = fields.get(group);
      objectOf(node, group);
      for (Map.Entry<String, Node> statement : node.fields().entrySet()) {
        if (group.equals("seating") && !game.seatingStatements().contains(statement.getKey())) {
          throw new StudyException(statement.getValue().line(), "unknown seating statement '" + statement.getKey()
              + "' (" + game.name() + " is seated with " + String.join(", ", game.seatingStatements()) + ")");
        }
        axisNames.add(statement.getKey());
        axisKinds.add(group);
        axisValues.add(values(statement.getValue(), group + "." + statement.getKey()));
      }
    }
    List<Grid> points = new ArrayList<>();
    int[] at = new int[axisNames.size()];
    while (true) {
      Setup setup = Setup.of(game.name());
      Map<String, Integer> lines = new LinkedHashMap<>();
      ImmutableMap.Builder<String, String> dimensions = ImmutableMap.builder();
      dimensions.put("game", game.name());
      lines.put("game", gameNode.line());
      for (int a = 0; a < at.length; a++) {
        Node value = axisValues.get(a).get(at[a]);
        String name = axisNames.get(a);
        lines.put(Ascii.toLowerCase(name), value.line());
        dimensions.put(name, value.text());
        switch (axisKinds.get(a)) {
          case "preset" -> setup = setup.withPreset(string(value, "preset"));
          case "options" -> setup = setup.withOption(name, scalar(value, "option " + name));
          default -> setup = setup.withSeating(name, intAtLeast(value, "seating " + name, 0));
        }
      }
      points.add(new Grid(setup, lines, entry.line(), dimensions.buildOrThrow()));
      if (points.size() > MAX_CELLS) {
        throw new StudyException(entry.line(), "more than " + MAX_CELLS + " setups in one grid: split the study");
      }
      int a = at.length - 1;
      while (a >= 0 && ++at[a] == axisValues.get(a).size()) {
        at[a] = 0;
        a--;
      }
      if (a < 0) {
        return points;
      }
    }
  }

  private static RuleSet<?, ?, ?, ?> create(Grid point) throws StudyException {
    try {
      return Games.named(point.setup.game()).orElseThrow().create(point.setup);
    } catch (SetupException e) {
      // As a record header does: the line of the first statement the rules name.
      int line = e.culprits().stream()
          .map(c -> point.lines.get(Ascii.toLowerCase(c)))
          .filter(l -> l != null)
          .findFirst()
          .orElse(point.entryLine);
      throw new StudyException(line, e.getMessage() + ruleId(point.setup.game(), e) + " (in the setup "
          + describe(point.setup) + ")");
    }
  }

  /**
   * {@return " (H-opt)" and the like when the rules' message names no rule: the rule of the
   * options table or the seating rule of the statement at fault; empty when it names one}
   */
  private static String ruleId(String game, SetupException e) {
    if (RULE_ID.matcher(e.getMessage()).find()) {
      return "";
    }
    String culprit = e.culprits().isEmpty() ? "" : e.culprits().get(0);
    boolean seating = SEATING.contains(culprit);
    return switch (game) {
      case "khamul" -> seating ? " (H-1)" : " (H-opt)";
      case "kems", "kemps" -> seating ? " (K-1)" : " (K-opt)";
      default -> "";
    };
  }

  private static String describe(Setup setup) {
    StringBuilder out = new StringBuilder(setup.game());
    setup.preset().ifPresent(p -> out.append(", preset ").append(p));
    setup.options().forEach((k, v) -> out.append(", ").append(k).append('=').append(v));
    setup.seating().forEach((k, v) -> out.append(", ").append(k).append(' ').append(v));
    return out.toString();
  }

  private static SearchOptions search(Node node) throws StudyException {
    objectOf(node, "search");
    Map<String, Node> fields = node.fields();
    onlyKeys(fields, SEARCH_KEYS, "search");
    int iterations = fields.containsKey("iterations")
        ? intAtLeast(fields.get("iterations"), "search.iterations", 1) : SearchOptions.DEFAULT_ITERATIONS;
    int millis = fields.containsKey("millis") ? intAtLeast(fields.get("millis"), "search.millis", 0) : 0;
    BotKind rollout = SearchOptions.DEFAULT.rollout();
    if (fields.containsKey("rollout")) {
      Node r = fields.get("rollout");
      String label = string(r, "search.rollout");
      rollout = BotKind.ofLabel(label).filter(k -> k != BotKind.SEARCH)
          .orElseThrow(() -> new StudyException(r.line(), "search.rollout is heuristic or random, not '" + label + "'"));
    }
    return new SearchOptions(iterations, Duration.ofMillis(millis), rollout);
  }

  private static Optional<String> dimension(Node node, String what, List<Cell> cells) throws StudyException {
    if (node == null) {
      return Optional.empty();
    }
    String name = string(node, what);
    List<String> known = cells.stream().flatMap(c -> c.dimensions().keySet().stream()).distinct().toList();
    if (!known.contains(name)) {
      throw new StudyException(node.line(), what + " names '" + name + "', which is not a dimension of the grid ("
          + String.join(", ", known) + ")");
    }
    return Optional.of(name);
  }

  private static List<Node> values(Node node, String what) throws StudyException {
    List<Node> items = node.items();
    if (items.isEmpty()) {
      throw new StudyException(node.line(), what + " has an empty list of values");
    }
    for (Node item : items) {
      scalar(item, what);
    }
    return items;
  }

  private static String scalar(Node node, String what) throws StudyException {
    if (node.value() instanceof String || node.value() instanceof Long || node.value() instanceof Boolean) {
      return node.text();
    }
    throw new StudyException(node.line(), what + " is text, a whole number or true/false, not " + node.kind());
  }

  private static void objectOf(Node node, String what) throws StudyException {
    if (!node.isObject()) {
      throw new StudyException(node.line(), what + " is a JSON object, not " + node.kind());
    }
  }

  private static void onlyKeys(Map<String, Node> fields, Set<String> known, String what) throws StudyException {
    for (Map.Entry<String, Node> field : fields.entrySet()) {
      if (!known.contains(field.getKey())) {
        throw new StudyException(field.getValue().line(), "unknown key '" + field.getKey() + "' in " + what
            + " (keys: " + String.join(", ", known.stream().sorted().toList()) + ")");
      }
    }
  }

  private static Node required(Map<String, Node> fields, String key, Node parent) throws StudyException {
    Node node = fields.get(key);
    if (node == null) {
      throw new StudyException(parent.line(), "'" + key + "' is missing");
    }
    return node;
  }

  private static String string(Node node, String what) throws StudyException {
    if (node.value() instanceof String s && !s.isBlank()) {
      return s;
    }
    throw new StudyException(node.line(), what + " is a non-empty text, not " + node.kind());
  }

  private static long wholeNumber(Node node) throws StudyException {
    if (node.value() instanceof Long l) {
      return l;
    }
    throw new StudyException(node.line(), "seed is a whole number (64-bit), not " + node.kind());
  }

  private static int intAtLeast(Node node, String what, int min) throws StudyException {
    if (node.value() instanceof Long l && l >= min && l <= Integer.MAX_VALUE) {
      return (int) (long) l;
    }
    throw new StudyException(node.line(), what + " is a whole number from " + min + " to " + Integer.MAX_VALUE
        + ", not " + node.kind());
  }
}
