package kemkit.examples.study;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
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
 * least 1, not 0 (K-24)}), as a record header's would be. Every mistake that one reading finds is
 * reported at once ({@link StudyException#mistakes()}), each with its JSON path.
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
   * @throws StudyException at every mistake found ({@link StudyException#mistakes()}), each at its
   *     line and JSON path
   */
  public static Study parse(String text) throws StudyException {
    Node root = Node.parse(text);
    if (!root.isObject()) {
      throw new StudyException(root, "a study is a JSON object, not " + root.kind());
    }
    // Each part is checked on its own, so that one run names every mistake (Mistakes).
    Mistakes mistakes = new Mistakes();
    mistakes.check(() -> root.object("a study", KEYS));
    Map<String, Node> fields = root.fields();
    String name = fields.containsKey("name") ? mistakes.check(() -> fields.get("name").string("name")).orElse("")
        : "study";
    long seed = fields.containsKey("seed") ? mistakes.check(() -> fields.get("seed").wholeNumber("seed")).orElse(0L)
        : 1L;
    int gamesPerCell = mistakes.check(() -> root.required("gamesPerCell").intAtLeast("gamesPerCell", 1)).orElse(1);
    int maxActions = fields.containsKey("maxActions")
        ? mistakes.check(() -> fields.get("maxActions").intAtLeast("maxActions", 1)).orElse(1) : 10_000;
    List<Map.Entry<SearchOptions, ImmutableMap<String, String>>> searches = fields.containsKey("search")
        ? mistakes.check(() -> searches(fields.get("search"))).orElse(List.of())
        : List.of(Map.entry(SearchOptions.DEFAULT, ImmutableMap.of()));

    List<Map.Entry<Lineup, Node>> lineups = new ArrayList<>();
    if (fields.containsKey("bots")) {
      Node bots = fields.get("bots");
      if (!(bots.value() instanceof List) || bots.items().isEmpty()) {
        mistakes.add(new StudyException(bots, "bots is a non-empty array of bot mixes such as \"heuristic,random\", not "
            + bots.kind()));
      } else {
        for (Node mix : bots.items()) {
          mistakes.check(() -> {
            String label = mix.string("a bot mix");
            return Lineup.parse(label).orElseThrow(() -> new StudyException(mix,
                "bot mix '" + label + "': each kind is heuristic, random or search"));
          }).ifPresent(lineup -> lineups.add(Map.entry(lineup, mix)));
        }
      }
    } else {
      lineups.add(Map.entry(Lineup.of(BotKind.HEURISTIC), root));
    }

    List<Cell> cells = new ArrayList<>();
    Optional<Node> setups = mistakes.check(() -> root.required("setups"));
    if (setups.isPresent() && (!(setups.get().value() instanceof List) || setups.get().items().isEmpty())) {
      mistakes.add(new StudyException(setups.get(), "setups is a non-empty array of setups, not "
          + setups.get().kind()));
    } else if (setups.isPresent()) {
      for (Node setupNode : setups.get().items()) {
        // A statement the rules refuse is reported once, not at every point of the grid that holds it.
        Set<String> refused = new HashSet<>();
        for (Grid point : mistakes.check(() -> grid(setupNode)).orElse(List.of())) {
          Optional<RuleSet<?, ?, ?, ?>> rules;
          try {
            rules = Optional.of(create(point));
          } catch (StudyException e) {
            if (refused.add(e.path())) {
              mistakes.add(e);
            }
            continue;
          }
          for (Map.Entry<Lineup, Node> lineup : lineups) {
            if (!lineup.getKey().fits(rules.get().start().seating())) {
              mistakes.add(new StudyException(lineup.getValue(), "bot mix '" + lineup.getKey().label() + "' names "
                  + lineup.getKey().kinds().size() + " kinds of bot, more than the "
                  + rules.get().start().seating().teams() + " sides of " + point.setup.game() + " at line "
                  + setupNode.line()));
              continue;
            }
            // The search's grid multiplies only the mixes that search: the others would repeat their games.
            boolean searching = lineup.getKey().kinds().contains(BotKind.SEARCH);
            for (Map.Entry<SearchOptions, ImmutableMap<String, String>> search
                : searching || searches.isEmpty() ? searches : searches.subList(0, 1)) {
              if (cells.size() == MAX_CELLS) {
                mistakes.add(new StudyException(setups.get(), "more than " + MAX_CELLS + " cells: split the study"));
                mistakes.throwIfAny();
              }
              ImmutableMap<String, String> dimensions = ImmutableMap.<String, String>builder()
                  .putAll(point.dimensions).put("bots", lineup.getKey().label())
                  .putAll(searching ? search.getValue() : ImmutableMap.of()).buildOrThrow();
              cells.add(new Cell(cells.size(), point.setup, lineup.getKey(), search.getKey(), dimensions));
            }
          }
        }
      }
    }

    Optional<String> x = Optional.empty();
    Optional<String> series = Optional.empty();
    if (fields.containsKey("report")) {
      Node report = fields.get("report");
      Optional<Map<String, Node>> axes = mistakes.check(() -> report.object("report", REPORT_KEYS));
      // The grid's dimensions are known only when every setup was read.
      if (axes.isPresent() && mistakes.none()) {
        x = mistakes.check(() -> dimension(axes.get().get("x"), "report.x", cells).orElse(null));
        series = mistakes.check(() -> dimension(axes.get().get("series"), "report.series", cells).orElse(null));
      }
    }
    mistakes.throwIfAny();
    return new Study(name, seed, gamesPerCell, maxActions, ImmutableList.copyOf(cells), x, series);
  }

  /**
   * {@return the one setup that {@code entry} describes (a setup of a study file, every statement
   * with one value), checked by the rules} A tournament's setup, read as a study's.
   *
   * @param entry a JSON object with {@code game} and optionally {@code preset}, {@code options} and
   *     {@code seating}
   * @throws StudyException at the line at fault: a list of values, or a setup the rules refuse
   */
  public static Setup setup(Node entry) throws StudyException {
    List<Grid> points = grid(entry);
    if (points.size() != 1) {
      throw new StudyException(entry, "this setup takes one value per statement, not lists");
    }
    create(points.get(0));
    return points.get(0).setup;
  }

  /** One point of a setup's grid: the setup, the value of each of its statements, its dimensions. */
  private record Grid(Setup setup, Map<String, Node> nodes, Node entry, ImmutableMap<String, String> dimensions) {}

  private static List<Grid> grid(Node entry) throws StudyException {
    Map<String, Node> fields = entry.object("a setup", SETUP_KEYS);
    Node gameNode = entry.required("game");
    String gameName = gameNode.string("game");
    Game game = Games.named(gameName).orElseThrow(() -> new StudyException(gameNode,
        "unknown game '" + gameName + "' (games: " + String.join(", ", Games.all().keySet()) + ")"));
    // Each axis: a statement and its values, with their lines; every statement is checked.
    Mistakes mistakes = new Mistakes();
    List<String> axisNames = new ArrayList<>();
    List<String> axisKinds = new ArrayList<>();
    List<List<Node>> axisValues = new ArrayList<>();
    if (fields.containsKey("preset")) {
      mistakes.check(() -> strings(values(fields.get("preset"), "preset"), "preset")).ifPresent(values -> {
        axisNames.add("preset");
        axisKinds.add("preset");
        axisValues.add(values);
      });
    }
    for (String group : List.of("options", "seating")) {
      if (!fields.containsKey(group)) {
        continue;
      }
      Node node = fields.get(group);
      if (!node.isObject()) {
        mistakes.add(new StudyException(node, group + " is a JSON object, not " + node.kind()));
        continue;
      }
      for (Map.Entry<String, Node> statement : node.fields().entrySet()) {
        if (group.equals("seating") && !game.seatingStatements().contains(statement.getKey())) {
          mistakes.add(new StudyException(statement.getValue(), "unknown seating statement '" + statement.getKey()
              + "' (" + game.name() + " is seated with " + String.join(", ", game.seatingStatements()) + ")"));
          continue;
        }
        String what = group + "." + statement.getKey();
        mistakes.check(() -> {
          List<Node> values = values(statement.getValue(), what);
          if (group.equals("seating")) {
            for (Node value : values) {
              value.intAtLeast("seating " + statement.getKey(), 0);
            }
          }
          return values;
        }).ifPresent(values -> {
          axisNames.add(statement.getKey());
          axisKinds.add(group);
          axisValues.add(values);
        });
      }
    }
    mistakes.throwIfAny();
    List<Grid> points = new ArrayList<>();
    int[] at = new int[axisNames.size()];
    while (true) {
      Setup setup = Setup.of(game.name());
      Map<String, Node> nodes = new LinkedHashMap<>();
      ImmutableMap.Builder<String, String> dimensions = ImmutableMap.builder();
      dimensions.put("game", game.name());
      nodes.put("game", gameNode);
      for (int a = 0; a < at.length; a++) {
        Node value = axisValues.get(a).get(at[a]);
        String name = axisNames.get(a);
        nodes.put(Ascii.toLowerCase(name), value);
        dimensions.put(name, value.text());
        switch (axisKinds.get(a)) {
          case "preset" -> setup = setup.withPreset(value.text());
          case "options" -> setup = setup.withOption(name, value.text());
          default -> setup = setup.withSeating(name, (int) (long) (Long) value.value());
        }
      }
      points.add(new Grid(setup, nodes, entry, dimensions.buildOrThrow()));
      if (points.size() > MAX_CELLS) {
        throw new StudyException(entry, "more than " + MAX_CELLS + " setups in one grid: split the study");
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
      Node at = e.culprits().stream()
          .map(c -> point.nodes.get(Ascii.toLowerCase(c)))
          .filter(n -> n != null)
          .findFirst()
          .orElse(point.entry);
      throw new StudyException(at, e.getMessage() + ruleId(point.setup.game(), e) + " (in the setup "
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

  /**
   * {@return every point of the search's grid with its dimensions: {@code iterations}, {@code
   * millis} and {@code rollout} each take one value or a list; a list makes a dimension ({@code
   * searchIterations}…)}
   */
  private static List<Map.Entry<SearchOptions, ImmutableMap<String, String>>> searches(Node node)
      throws StudyException {
    Map<String, Node> fields = node.object("search", SEARCH_KEYS);
    List<Node> iterations = fields.containsKey("iterations") ? values(fields.get("iterations"), "search.iterations")
        : List.of(new Node((long) SearchOptions.DEFAULT_ITERATIONS, node.line(), node.path()));
    List<Node> millis = fields.containsKey("millis") ? values(fields.get("millis"), "search.millis")
        : List.of(new Node(0L, node.line(), node.path()));
    List<Node> rollouts = fields.containsKey("rollout") ? values(fields.get("rollout"), "search.rollout")
        : List.of(new Node(SearchOptions.DEFAULT.rollout().label(), node.line(), node.path()));
    // Every value checked first, so that each mistake is named once.
    Mistakes mistakes = new Mistakes();
    iterations.forEach(i -> mistakes.check(() -> i.intAtLeast("search.iterations", 1)));
    millis.forEach(m -> mistakes.check(() -> m.intAtLeast("search.millis", 0)));
    List<BotKind> rolloutKinds = new ArrayList<>();
    for (Node r : rollouts) {
      mistakes.check(() -> {
        String label = r.string("search.rollout");
        return BotKind.ofLabel(label).filter(k -> k != BotKind.SEARCH)
            .orElseThrow(() -> new StudyException(r, "search.rollout is heuristic or random, not '" + label + "'"));
      }).ifPresent(rolloutKinds::add);
    }
    mistakes.throwIfAny();
    List<Map.Entry<SearchOptions, ImmutableMap<String, String>>> out = new ArrayList<>();
    for (Node i : iterations) {
      for (Node m : millis) {
        for (BotKind rollout : rolloutKinds) {
          ImmutableMap.Builder<String, String> dimensions = ImmutableMap.builder();
          if (iterations.size() > 1) {
            dimensions.put("searchIterations", i.text());
          }
          if (millis.size() > 1) {
            dimensions.put("searchMillis", m.text());
          }
          if (rollouts.size() > 1) {
            dimensions.put("searchRollout", rollout.label());
          }
          out.add(Map.entry(new SearchOptions(i.intAtLeast("search.iterations", 1),
              Duration.ofMillis(m.intAtLeast("search.millis", 0)), rollout), dimensions.buildOrThrow()));
        }
      }
    }
    return out;
  }

  private static Optional<String> dimension(Node node, String what, List<Cell> cells) throws StudyException {
    if (node == null) {
      return Optional.empty();
    }
    String name = node.string(what);
    List<String> known = cells.stream().flatMap(c -> c.dimensions().keySet().stream()).distinct().toList();
    if (!known.contains(name)) {
      throw new StudyException(node, what + " names '" + name + "', which is not a dimension of the grid ("
          + String.join(", ", known) + ")");
    }
    return Optional.of(name);
  }

  private static List<Node> values(Node node, String what) throws StudyException {
    List<Node> items = node.items();
    if (items.isEmpty()) {
      throw new StudyException(node, what + " has an empty list of values");
    }
    Mistakes mistakes = new Mistakes();
    for (Node item : items) {
      mistakes.check(() -> scalar(item, what));
    }
    mistakes.throwIfAny();
    return items;
  }

  private static List<Node> strings(List<Node> values, String what) throws StudyException {
    Mistakes mistakes = new Mistakes();
    for (Node value : values) {
      mistakes.check(() -> value.string(what));
    }
    mistakes.throwIfAny();
    return values;
  }

  private static String scalar(Node node, String what) throws StudyException {
    if (node.value() instanceof String || node.value() instanceof Long || node.value() instanceof Boolean) {
      return node.text();
    }
    throw new StudyException(node, what + " is text, a whole number or true/false, not " + node.kind());
  }

}
