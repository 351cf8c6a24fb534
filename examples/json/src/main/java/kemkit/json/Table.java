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
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
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

  /** Applies {@code action} and writes the answer's fields: accepted with every seat's events, or the rejection. */
  void move(Action action, ObjectNode answer) {
    String text = RecordWriter.line(rules, action);
    record.feed(text);
    Outcome<S, E> outcome = rules.apply(state, action);
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

  /** The hints of {@code seat}'s view and the table's legend, added to a view answer. */
  void hints(int seat, ObjectNode answer) {
    answer.set("hints", JsonCodec.hints(rules, rules.view(state, seat)));
    answer.set("legend", JsonCodec.legend(rules));
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
    return record.finish();
  }
}
