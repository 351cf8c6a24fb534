package kemkit.examples.tournament;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.study.Mistakes;
import kemkit.examples.study.Node;
import kemkit.examples.study.StudyException;
import kemkit.examples.study.StudyFile;
import kemkit.game.Setup;

/**
 * Reads a tournament file: one JSON object, described by {@code tournament.schema.json} (beside
 * this class). Everything is checked before a game is played, every mistake at its line and JSON path, a setup
 * the rules refuse with their sentence and rule id, as a study file's.
 *
 * <pre>{@code
 * {
 *   "name": "Kemps: four bots, duplicate deals",
 *   "seed": 1,
 *   "deals": 500,
 *   "setup": {"game": "kemps", "options": {"target": 3}},
 *   "entrants": [
 *     {"name": "heuristic", "bot": "heuristic"},
 *     {"name": "random", "bot": "random"},
 *     {"name": "search 10", "bot": "search", "iterations": 10},
 *     {"name": "search 40", "bot": "search", "iterations": 40}
 *   ],
 *   "seating": "rotations",
 *   "duplicate": true
 * }
 * }</pre>
 */
public final class TournamentFile {

  private static final Set<String> KEYS = Set.of("$schema", "name", "seed", "deals", "maxActions", "setup",
      "entrants", "seating", "focus", "teamsTogether", "duplicate", "rungs");
  private static final Set<String> ENTRANT_KEYS = Set.of("name", "bot", "iterations", "millis", "rollout");

  private TournamentFile() {}

  /**
   * {@return whether {@code text} looks like a tournament file rather than a study file: an object
   * with {@code entrants}} For the Spark job, which takes both.
   *
   * @param text a file's contents
   */
  public static boolean isTournament(String text) {
    try {
      Node root = Node.parse(text);
      return root.isObject() && root.fields().containsKey("entrants");
    } catch (StudyException e) {
      return false;
    }
  }

  /**
   * {@return the tournament that {@code text} describes}
   *
   * @param text a tournament file's contents
   * @throws StudyException at every mistake found ({@link StudyException#mistakes()}), each at its
   *     line and JSON path
   */
  public static Tournament parse(String text) throws StudyException {
    Node root = Node.parse(text);
    if (!root.isObject()) {
      throw new StudyException(root, "a tournament is a JSON object, not " + root.kind());
    }
    // Each part is checked on its own, so that one run names every mistake (Mistakes).
    Mistakes mistakes = new Mistakes();
    mistakes.check(() -> root.object("a tournament", KEYS));
    Map<String, Node> fields = root.fields();
    String name = fields.containsKey("name") ? mistakes.check(() -> fields.get("name").string("name")).orElse("")
        : "tournament";
    long seed = fields.containsKey("seed") ? mistakes.check(() -> fields.get("seed").wholeNumber("seed")).orElse(0L)
        : 1L;
    int deals = mistakes.check(() -> root.required("deals").intAtLeast("deals", 1)).orElse(1);
    int maxActions = fields.containsKey("maxActions")
        ? mistakes.check(() -> fields.get("maxActions").intAtLeast("maxActions", 1)).orElse(1) : 10_000;
    Optional<Setup> setup = mistakes.check(() -> StudyFile.setup(root.required("setup")));
    Node modeNode = fields.get("seating");
    Optional<Mode> mode = Optional.of(Mode.ROTATIONS);
    if (modeNode != null) {
      mode = mistakes.check(() -> {
        String label = modeNode.string("seating");
        return Mode.ofLabel(label).orElseThrow(() -> new StudyException(modeNode,
            "seating is rotations, random, focus or ladder, not '" + label + "'"));
      });
    }
    boolean teamsTogether = !fields.containsKey("teamsTogether")
        || mistakes.check(() -> fields.get("teamsTogether").bool("teamsTogether")).orElse(true);
    boolean duplicate = !fields.containsKey("duplicate")
        || mistakes.check(() -> fields.get("duplicate").bool("duplicate")).orElse(true);

    List<Entrant> entrants = new ArrayList<>();
    Optional<Node> entrantsFound = mistakes.check(() -> root.required("entrants"));
    if (entrantsFound.isPresent()) {
      Node entrantsNode = entrantsFound.get();
      if (!(entrantsNode.value() instanceof List) || entrantsNode.items().isEmpty()) {
        mistakes.add(new StudyException(entrantsNode, "entrants is a non-empty array of entrants, not "
            + entrantsNode.kind()));
      } else {
        for (Node node : entrantsNode.items()) {
          mistakes.check(() -> entrant(node)).ifPresent(entrant -> {
            if (entrants.stream().anyMatch(e -> e.name().equals(entrant.name()))) {
              mistakes.add(new StudyException(node, "two entrants are named '" + entrant.name()
                  + "': give each a name"));
            } else {
              entrants.add(entrant);
            }
          });
        }
      }
    }
    if (fields.containsKey("rungs") && mode.isPresent() && mode.get() != Mode.LADDER) {
      mistakes.add(new StudyException(fields.get("rungs"), "rungs go with \"seating\": \"ladder\""));
    }
    if (fields.containsKey("focus") != (mode.orElse(null) == Mode.FOCUS) && mode.isPresent()) {
      Node at = fields.containsKey("focus") ? fields.get("focus") : root;
      mistakes.add(new StudyException(at, "\"focus\" names the focus entrant, and goes with \"seating\": \"focus\""));
    }
    // What follows weighs the entrants against the seating: only when both were read.
    mistakes.throwIfAny();
    Node entrantsNode = entrantsFound.orElseThrow();
    if (mode.orElseThrow() == Mode.LADDER) {
      if (entrants.size() != 1 || entrants.get(0).kind() != BotKind.SEARCH) {
        throw new StudyException(entrantsNode, "a ladder climbs one search entrant: its budget doubles from"
            + " rung to rung");
      }
      int rungs = fields.containsKey("rungs") ? fields.get("rungs").intAtLeast("rungs", 2) : 3;
      if (rungs > 12) {
        throw new StudyException(fields.get("rungs"), "rungs is at most 12 (2^11 times the budget), not " + rungs);
      }
      Entrant base = entrants.get(0);
      entrants.clear();
      for (int rung = 0; rung < rungs; rung++) {
        entrants.add(base.times(1 << rung));
      }
    } else if (entrants.size() < 2) {
      throw new StudyException(entrantsNode, "a tournament needs at least two entrants (or \"seating\": \"ladder\")");
    }

    Optional<Integer> focus = Optional.empty();
    if (mode.get() == Mode.FOCUS) {
      Node focusNode = fields.get("focus");
      String focusName = focusNode.string("focus");
      int index = entrants.stream().map(Entrant::name).toList().indexOf(focusName);
      if (index < 0) {
        throw new StudyException(focusNode, "focus names '" + focusName + "', which is no entrant");
      }
      focus = Optional.of(index);
    }
    Tournament tournament;
    try {
      tournament = new Tournament(name, seed, setup.orElseThrow(), ImmutableList.copyOf(entrants), mode.get(), focus,
          teamsTogether, duplicate, deals, maxActions);
      tournament.tables(0);
    } catch (IllegalArgumentException e) {
      throw new StudyException(entrantsNode, e.getMessage());
    }
    return tournament;
  }

  private static Entrant entrant(Node node) throws StudyException {
    Map<String, Node> fields = node.object("an entrant", ENTRANT_KEYS);
    Node botNode = node.required("bot");
    String label = botNode.string("bot");
    BotKind kind = BotKind.ofLabel(label).orElseThrow(() -> new StudyException(botNode,
        "bot is heuristic, random or search, not '" + label + "'"));
    SearchOptions search = SearchOptions.DEFAULT;
    for (String key : List.of("iterations", "millis", "rollout")) {
      if (fields.containsKey(key) && kind != BotKind.SEARCH) {
        throw new StudyException(fields.get(key), key + " is a search bot's setting, and this is a "
            + kind.label() + " bot");
      }
    }
    if (fields.containsKey("iterations")) {
      search = search.withIterations(fields.get("iterations").intAtLeast("iterations", 1));
    }
    if (fields.containsKey("millis")) {
      search = search.withTime(Duration.ofMillis(fields.get("millis").intAtLeast("millis", 0)));
    }
    if (fields.containsKey("rollout")) {
      Node r = fields.get("rollout");
      String rollout = r.string("rollout");
      search = search.withRollout(BotKind.ofLabel(rollout).filter(k -> k != BotKind.SEARCH).orElseThrow(
          () -> new StudyException(r, "rollout is heuristic or random, not '" + rollout + "'")));
    }
    String name = fields.containsKey("name") ? fields.get("name").string("name")
        : kind == BotKind.SEARCH ? "search " + search.iterations() : kind.label();
    return new Entrant(name, kind, search);
  }
}
