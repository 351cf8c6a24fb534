package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import kemkit.bots.BotKind;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.learn.Layout;
import kemkit.learn.Segment;
import kemkit.learn.table.Setting;
import kemkit.learn.table.TrainingTable;
import kemkit.record.RecordWriter;

/**
 * The {@code env-…} requests of {@code serve --stdio}: training tables for Gymnasium and
 * PettingZoo environments in another language (examples/python). A step is one short request and
 * one answer: the index played goes in; the next seat to decide, its tensor (sparse), its legal
 * indices and every seat's rewards come back. Everything an answer holds is the awaited seat's
 * own (its view's tensor, its legal actions) or public (rewards are scores), apart from {@code
 * env-record}, which is given only once the episode has ended (rules.md C-6).
 */
final class Envs {

  /** Makes a rule set from a setup, or says which field is wrong. */
  interface RuleSets {
    RuleSet<?, ?, ?, ?> of(Setup setup) throws JsonFormatException;
  }

  private final JsonCodec codec;
  private final RuleSets ruleSets;
  private final int max;
  private final Map<String, Env<?, ?, ?, ?>> envs = new HashMap<>();
  private long nextId = 1;

  Envs(JsonCodec codec, RuleSets ruleSets, int max) {
    this.codec = codec;
    this.ruleSets = ruleSets;
    this.max = max;
  }

  /** {@return whether {@code op} is one of these requests} */
  static boolean handles(String op) {
    return op.startsWith("env-");
  }

  /** Answers one {@code env-…} request; {@code said} hears the environment's id once it is known. */
  void answer(String op, Fields request, Answer answer, Consumer<String> said) throws JsonFormatException {
    switch (op) {
      case "env-open" -> open(request, answer, said);
      case "env-reset" -> {
        Env<?, ?, ?, ?> env = env(request, answer, said);
        long seed = request.ifPresent("seed", Envs::seed).orElse(0L);
        request.end();
        env.table.reset(seed);
        env.step(answer);
      }
      case "env-step" -> {
        Env<?, ?, ?, ?> env = env(request, answer, said);
        int index = request.integer("action");
        request.end();
        if (env.table.agent() < 0) {
          throw new JsonFormatException("$.id", "the episode has ended: send env-reset");
        }
        try {
          env.table.step(index);
        } catch (IllegalArgumentException e) {
          throw new JsonFormatException("$.action", e.getMessage());
        }
        env.step(answer);
      }
      case "env-observe" -> {
        Env<?, ?, ?, ?> env = env(request, answer, said);
        request.end();
        env.observe(answer);
      }
      case "env-record" -> {
        Env<?, ?, ?, ?> env = env(request, answer, said);
        request.end();
        if (env.table.agent() >= 0) {
          throw new JsonFormatException("$.id", "the record names every hidden card: it is given once the episode has"
              + " ended");
        }
        answer.put("record", env.table.record());
      }
      case "env-close" -> {
        env(request, answer, said);
        request.end();
        envs.remove(request.string("id"));
      }
      default -> throw new JsonFormatException("$.op", "unknown op '" + op
          + "' (env-open, env-reset, env-step, env-observe, env-record, env-close)");
    }
  }

  private void open(Fields request, Answer answer, Consumer<String> said) throws JsonFormatException {
    String id = request.ifPresent("id", (n, p) -> {
      String text = Fields.string(n, p);
      if (text.isEmpty() || text.length() > 64 || !text.chars().allMatch(c -> c < 128
          && (Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-'))) {
        throw new JsonFormatException(p, "an environment id is 1 to 64 letters, digits, '.', '_' or '-'");
      }
      return text;
    }).orElse(null);
    if (id == null) {
      do {
        id = "e" + nextId++;
      } while (envs.containsKey(id));
    } else if (envs.containsKey(id)) {
      throw new JsonFormatException("$.id", "environment '" + id + "' is already open");
    }
    if (envs.size() >= max) {
      throw new JsonFormatException("$.op", "already " + max + " environments open, the limit: close one first");
    }
    Setup setup = request.get("setup", codec::setup);
    RuleSet<?, ?, ?, ?> rules = ruleSets.of(setup);
    int seats = rules.start().seating().seats();
    BotKind opponents = request.ifPresent("opponents", (n, p) -> {
      Optional<BotKind> kind = BotKind.ofLabel(Fields.string(n, p));
      if (kind.isEmpty()) {
        throw new JsonFormatException(p, "expected heuristic, random or search");
      }
      return kind.get();
    }).orElse(BotKind.HEURISTIC);
    ImmutableList<Optional<BotKind>> bots = request.ifPresent("learners", (n, p) -> bots(n, p, seats, opponents))
        .orElseGet(() -> Setting.allLearners(seats).seats());
    Setting.Tensor tensor = request.ifPresent("tensor", (n, p) -> choice(n, p, Setting.Tensor.class))
        .orElse(Setting.Tensor.OBSERVATION);
    Setting.Reward reward = request.ifPresent("reward", (n, p) -> choice(n, p, Setting.Reward.class))
        .orElse(Setting.Reward.WIN);
    int maxMoves = request.ifPresent("maxMoves", (n, p) -> {
      int cap = Fields.integer(n, p);
      if (cap < 1 || cap > StdioServer.MOST_MAX_MOVES) {
        throw new JsonFormatException(p, "a move cap is 1 to " + StdioServer.MOST_MAX_MOVES + ", not " + cap);
      }
      return cap;
    }).orElse(Setting.DEFAULT_MAX_MOVES);
    request.end();
    if (bots.stream().allMatch(Optional::isPresent)) {
      throw new JsonFormatException("$.learners", "no learner: name at least one seat");
    }
    Env<?, ?, ?, ?> env = Env.of(rules, new Setting(bots, tensor, reward, maxMoves), codec);
    envs.put(id, env);
    said.accept(id);
    answer.put("id", id);
    answer.tree("setup", codec.setup(rules.setup()));
    answer.put("seats", seats);
    answer.put("actions", env.table.passIndex() + 1);
    answer.put("pass", env.table.passIndex());
    Layout layout = env.layout();
    answer.put("tensorSize", layout.size());
    answer.tree("layout", layout(layout));
  }

  private static ObjectNode layout(Layout layout) {
    ObjectNode out = Nodes.F.objectNode();
    out.put("name", layout.name()).put("version", layout.version()).put("size", layout.size());
    ArrayNode segments = out.putArray("segments");
    for (Segment segment : layout.segments()) {
      ObjectNode one = segments.addObject();
      one.put("name", segment.name()).put("offset", segment.offset());
      ArrayNode shape = one.putArray("shape");
      segment.shape().forEach(shape::add);
      one.put("meaning", segment.meaning());
    }
    return out;
  }

  private Env<?, ?, ?, ?> env(Fields request, Answer answer, Consumer<String> said) throws JsonFormatException {
    String id = request.string("id");
    said.accept(id);
    answer.put("id", id);
    Env<?, ?, ?, ?> env = envs.get(id);
    if (env == null) {
      throw new JsonFormatException("$.id", "no open environment '" + id + "'");
    }
    return env;
  }

  private static long seed(JsonNode node, String path) throws JsonFormatException {
    if (node == null || !node.isIntegralNumber() || !node.canConvertToLong()) {
      throw new JsonFormatException(path, "expected a 64-bit integer");
    }
    return node.asLong();
  }

  /** {@return who holds each seat: a learner at each seat of {@code node}, an opponent elsewhere} */
  private static ImmutableList<Optional<BotKind>> bots(JsonNode node, String path, int seats, BotKind opponents)
      throws JsonFormatException {
    if (!node.isArray() || node.size() > seats) {
      throw new JsonFormatException(path, "expected an array of the learners' seats, 0 to " + (seats - 1));
    }
    boolean[] learns = new boolean[seats];
    for (int i = 0; i < node.size(); i++) {
      int seat = Fields.integer(node.get(i), path + "[" + i + "]");
      if (seat < 0 || seat >= seats || learns[seat]) {
        throw new JsonFormatException(path + "[" + i + "]", "there is no seat " + seat + " or it is named twice (seats 0 to "
            + (seats - 1) + ")");
      }
      learns[seat] = true;
    }
    ImmutableList.Builder<Optional<BotKind>> out = ImmutableList.builder();
    for (int seat = 0; seat < seats; seat++) {
      out.add(learns[seat] ? Optional.empty() : Optional.of(opponents));
    }
    return out.build();
  }

  private static <T extends Enum<T>> T choice(JsonNode node, String path, Class<T> type) throws JsonFormatException {
    String text = Fields.string(node, path);
    for (T constant : type.getEnumConstants()) {
      if (constant.name().toLowerCase(Locale.ROOT).replace('_', '-').equals(text)) {
        return constant;
      }
    }
    StringBuilder known = new StringBuilder();
    for (T constant : type.getEnumConstants()) {
      known.append(known.length() == 0 ? "" : ", ").append(constant.name().toLowerCase(Locale.ROOT).replace('_', '-'));
    }
    throw new JsonFormatException(path, "expected one of " + known + ", got '" + text + "'");
  }

  /** One open environment: its training table, and the codec of its game for the JSON observation. */
  private static final class Env<S extends GameState, A extends PlayerAction, E extends Event, V> {
    final TrainingTable<S, A, E, V> table;
    final GameCodec<A, E, V> codec;
    final float[] tensor;

    private Env(TrainingTable<S, A, E, V> table, GameCodec<A, E, V> codec) {
      this.table = table;
      this.codec = codec;
      this.tensor = new float[table.tensorSize()];
    }

    static <S extends GameState, A extends PlayerAction, E extends Event, V> Env<S, A, E, V> of(
        RuleSet<S, A, E, V> rules, Setting setting, JsonCodec codec) {
      return new Env<>(new TrainingTable<>(rules, setting), codec.game(rules));
    }

    Layout layout() {
      return table.setting().tensor() == Setting.Tensor.OBSERVATION ? table.encoding().observationLayout()
          : table.encoding().informationStateLayout();
    }

    /** Writes what a step answers: the next seat to decide, its tensor and legal indices, the rewards. */
    void step(Answer answer) {
      int agent = table.agent();
      answer.put("agent", agent);
      if (agent >= 0) {
        table.tensor(tensor);
        answer.sparse("ones", "values", tensor, tensor.length);
        int[] legal = table.legal();
        answer.integers("legal", legal, legal.length);
      }
      answer.floats("rewards", table.takeRewards());
      answer.put("over", table.over());
      answer.put("truncated", table.truncated());
    }

    /**
     * Writes the awaited seat's observation as JSON, for scripted and language-model agents: its
     * view (the codec's, as {@code view} answers it), its legal actions with their indices and
     * record lines, and its tensor by named segment.
     */
    void observe(Answer answer) {
      int agent = table.agent();
      answer.put("agent", agent);
      if (agent < 0) {
        return;
      }
      answer.tree("view", codec.view(table.view()));
      ArrayNode legal = Nodes.F.arrayNode();
      ImmutableList<A> actions = table.legalActions();
      int[] indices = table.legal();
      for (int i = 0; i < actions.size(); i++) {
        legal.addObject().put("index", indices[i]).put("line", RecordWriter.line(table.rules(), actions.get(i)));
      }
      if (table.mayPass()) {
        legal.addObject().put("index", table.passIndex()).put("line", "pass");
      }
      answer.tree("legal", legal);
      table.tensor(tensor);
      ObjectNode segments = Nodes.F.objectNode();
      for (Segment segment : layout().segments()) {
        ArrayNode values = segments.putArray(segment.name());
        for (int i = segment.offset(); i < segment.offset() + segment.size(); i++) {
          values.add(tensor[i]);
        }
      }
      answer.tree("tensor", segments);
    }
  }
}
