package kemkit.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.game.Action;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.record.LineVerdict;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;
import kemkit.record.ValidationSession;
import kemkit.record.Verdict;

/**
 * One open game of the stdio protocol: its rule set and state, and what {@code kemkit validate}
 * would say of the record made of its header and every move applied so far (C-5: a rejected move
 * changes nothing, but the first one makes the record illegal). The verdict comes from a {@link
 * ValidationSession} fed the same lines, so it is {@code Validator}'s by construction; the state is
 * kept here too because the answers need the events and views that a session does not give.
 */
final class Table<S extends GameState, A extends PlayerAction, E extends Event, V> {

  private final RuleSet<S, A, E, V> rules;
  private final GameCodec<A, E, V> codec;
  private final JsonCodec json;
  private final ValidationSession record;
  private final OptionalInt maxMoves;
  private S state;
  private int moves;
  /** Whether a line fed so far failed or was rejected: the verdict is already decided by it. */
  private boolean failedBefore;
  /** The verdict made by the first move that no record line can hold, if no line failed before it. */
  private Optional<Verdict> unwritten = Optional.empty();

  /** Opens a game of {@code rules}, one of {@code games}, the games the server knows by name. */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> Table<S, A, E, V> open(
      RuleSet<S, A, E, V> rules, Map<String, Game> games, JsonCodec json, OptionalInt maxMoves) {
    return new Table<>(rules, games, json, maxMoves);
  }

  private Table(RuleSet<S, A, E, V> rules, Map<String, Game> games, JsonCodec json, OptionalInt maxMoves) {
    this.rules = rules;
    this.maxMoves = maxMoves;
    this.json = json;
    this.codec = json.game(rules);
    this.record = ValidationSession.start(games);
    this.state = rules.start();
    RecordWriter.header(rules.setup()).lines().forEach(record::feed);
  }

  RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /** {@return the codec of this game's actions, events and views} */
  GameCodec<A, E, V> codec() {
    return codec;
  }

  int seats() {
    return state.seating().seats();
  }

  /**
   * {@return the cap on player moves the game was opened with, if any} Uniform random play of
   * Kemps never ends (a random call is almost always wrong and costs the caller, K-16 to K-19, so no
   * team reaches the target, K-24): kemkit's own playouts stop at a cap, and so can an engine's.
   */
  OptionalInt maxMoves() {
    return maxMoves;
  }

  /** {@return whether the game has a cap and its player moves have reached it} */
  boolean capped() {
    return maxMoves.isPresent() && moves >= maxMoves.getAsInt();
  }

  /**
   * Applies {@code action} and writes the answer's fields: accepted with every seat's events, or the
   * rejection. An action object that no record line can hold (a gesture word with a tab, a line
   * over 4096 characters) is refused by the rules (C-9); its line would read back as something
   * else, or not at all, so the record gets a comment in its place, and the verdict is {@code
   * illegal} at that line, as for any other rejected move.
   */
  void move(Action action, ObjectNode answer) {
    if (action instanceof PlayerAction) {
      moves++; // accepted or rejected, as a playout counts what it plays; chance lines are not moves
    }
    String text = RecordWriter.line(rules, action);
    Outcome<S, E> outcome = rules.apply(state, action);
    if (readsBack(text, action)) {
      failedBefore |= !(record.feed(text) instanceof LineVerdict.Held);
    } else {
      record.feed("# a move that no record line can hold");
      if (!failedBefore && unwritten.isEmpty()) {
        Rejection rejection = outcome.rejection().orElseThrow(() -> new IllegalStateException(
            "the rules accepted " + action + ", which no record line can hold (C-9)"));
        unwritten = Optional.of(new Verdict.Illegal(record.lines(), clip(text), rejection));
      }
    }
    answer.put("line", record.lines()).put("action", text).put("accepted", outcome.isAccepted());
    if (outcome.isAccepted()) {
      state = outcome.state();
      ArrayNode events = answer.putArray("events");
      for (int seat = 0; seat < seats(); seat++) {
        ArrayNode heard = events.addArray();
        for (E event : rules.eventsSeenBy(seat, outcome.events())) {
          heard.add(codec.event(event, seat));
        }
      }
    } else {
      answer.set("rejection", json.rejection(outcome.rejection().orElseThrow()));
    }
    status(answer);
  }

  /** {@return whether {@code text}, read back as a record line, is {@code action}} */
  private boolean readsBack(String text, Action action) {
    try {
      return RecordLine.parse(rules, text).equals(action);
    } catch (MalformedRecordException e) {
      return false;
    }
  }

  /** {@return at most 80 characters of {@code text}, as a verdict quotes a line} */
  private static String clip(String text) {
    return text.length() <= Notation.QUOTE_LIMIT ? text : text.substring(0, Notation.QUOTE_LIMIT) + "\u2026";
  }

  /** Writes where the game stands: over, and the chance action due (C-4), if any. */
  void status(ObjectNode answer) {
    answer.put("over", state.isOver());
    if (maxMoves.isPresent()) {
      answer.put("moves", moves).put("capped", capped());
    }
    Optional<ChanceDue> due = state.chanceDue();
    if (due.isEmpty()) {
      answer.putNull("chanceDue");
    } else if (due.get() instanceof ChanceDue.ShuffleDue shuffle) {
      answer.putObject("chanceDue").put("type", "shuffle").set("cards", Nodes.cards(shuffle.cards()));
    } else {
      answer.putObject("chanceDue").put("type", "starter").put("seats", ((ChanceDue.StarterDue) due.get()).seats());
    }
  }

  /** {@return seat {@code seat}'s view (K-25, H-15)} */
  ObjectNode view(int seat) {
    return codec.view(rules.view(state, seat));
  }

  /** The hints of {@code seat}'s view and the table's legend, added to a view answer. */
  void hints(int seat, ObjectNode answer) {
    answer.set("hints", codec.hints(rules.view(state, seat)));
    answer.set("legend", codec.legend());
  }

  /** {@return seat {@code seat}'s legal actions, each as its record line and its object} */
  ArrayNode legal(int seat) {
    ArrayNode out = Nodes.F.arrayNode();
    ImmutableList<A> actions = rules.legalActions(state, seat);
    for (A action : actions) {
      out.addObject().put("line", RecordWriter.line(rules, action)).set("action", codec.action(action));
    }
    return out;
  }

  /** {@return the verdict on the record of the moves so far: the first illegal one, or ok} */
  Verdict verdict() {
    return unwritten.orElseGet(record::finish);
  }
}
