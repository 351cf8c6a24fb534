package kemkit.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.Map;
import java.util.Optional;
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
  private final ValidationSession record;
  private S state;
  /** Whether a line fed so far failed or was rejected: the verdict is already decided by it. */
  private boolean failedBefore;
  /** The verdict made by the first move that no record line can hold, if no line failed before it. */
  private Optional<Verdict> unwritten = Optional.empty();

  /** Opens a game of {@code rules}, one of {@code games}, the games the server knows by name. */
  Table(RuleSet<S, A, E, V> rules, Map<String, Game> games) {
    this.rules = rules;
    this.record = ValidationSession.start(games);
    this.state = rules.start();
    for (String header : RecordWriter.header(rules.setup()).split("\n")) {
      record.feed(header);
    }
  }

  RuleSet<S, A, E, V> rules() {
    return rules;
  }

  int seats() {
    return state.seating().seats();
  }

  /**
   * Applies {@code action} and writes the answer's fields: accepted with every seat's events, or the
   * rejection. An action object that no record line can hold (a gesture word with a tab, a line
   * over 4096 characters) is refused by the rules (C-9); its line would read back as something
   * else, or not at all, so the record gets a comment in its place, and the verdict is {@code
   * illegal} at that line, as for any other rejected move.
   */
  void move(Action action, ObjectNode answer) {
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
          heard.add(JsonCodec.event(rules, event, seat));
        }
      }
    } else {
      answer.set("rejection", JsonCodec.rejection(outcome.rejection().orElseThrow()));
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
    return JsonCodec.view(rules.view(state, seat));
  }

  /** {@return seat {@code seat}'s legal actions, each as its record line and its object} */
  ArrayNode legal(int seat) {
    ArrayNode out = Nodes.F.arrayNode();
    ImmutableList<A> actions = rules.legalActions(state, seat);
    for (A action : actions) {
      out.addObject().put("line", RecordWriter.line(rules, action)).set("action", JsonCodec.action(action));
    }
    return out;
  }

  /** {@return the verdict on the record of the moves so far: the first illegal one, or ok} */
  Verdict verdict() {
    return unwritten.orElseGet(record::finish);
  }
}
