package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.json.JsonCodec;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.Statement;

/** A stored record replayed by the library alone: the truth the server's messages are checked against. */
final class Replay {

  private static final JsonCodec CODEC = new JsonCodec();

  final List<String> lines = new ArrayList<>();
  /** Per action count {@code n} (0 = before the first), per seat, the view as JSON. */
  final List<List<JsonNode>> views = new ArrayList<>();
  /** Per accepted action, per seat, its events as that seat may see them (C-6), with their sentences. */
  final List<List<List<JsonNode>>> events = new ArrayList<>();
  boolean over;

  static Replay of(String record) throws Exception {
    GameRecord game = RecordReader.read(record);
    Replay replay = new Replay();
    replay.run(game.rules(), game.body());
    return replay;
  }

  private <S extends GameState, A extends PlayerAction, E extends Event, V> void run(
      RuleSet<S, A, E, V> rules, List<Statement> body) {
    S state = rules.start();
    int seats = state.seating().seats();
    views.add(views(rules, state, seats));
    for (Statement statement : body) {
      if (!(statement instanceof Statement.Play play)) {
        continue;
      }
      Action action = play.action();
      Outcome<S, E> outcome = rules.apply(state, action);
      if (!outcome.isAccepted()) {
        throw new AssertionError("the stored record does not replay at: " + play.text());
      }
      state = outcome.state();
      lines.add(play.text());
      List<List<JsonNode>> perSeat = new ArrayList<>();
      for (int seat = 0; seat < seats; seat++) {
        List<JsonNode> heard = new ArrayList<>();
        for (E event : rules.eventsSeenBy(seat, outcome.events())) {
          heard.add(CODEC.game(rules).event(event, seat));
        }
        perSeat.add(heard);
      }
      events.add(perSeat);
      views.add(views(rules, state, seats));
    }
    over = state.isOver();
  }

  private static <S extends GameState, V> List<JsonNode> views(RuleSet<S, ?, ?, V> rules, S state, int seats) {
    List<JsonNode> list = new ArrayList<>();
    for (int seat = 0; seat < seats; seat++) {
      list.add(CODEC.game(rules).view(rules.view(state, seat)));
    }
    return list;
  }

  /**
   * {@return what {@code seat} should have heard of actions {@code from} (included) to {@code to}
   * (excluded), as JSON text written by {@code codec}}
   */
  List<String> heard(JsonCodec codec, int seat, int from, int to) {
    List<String> heard = new ArrayList<>();
    for (int i = from; i < to; i++) {
      events.get(i).get(seat).forEach(e -> heard.add(codec.write(e)));
    }
    return heard;
  }

  /** {@return whether {@code accepted} occur in the record in this order} */
  boolean containsInOrder(List<String> accepted) {
    int at = 0;
    for (String line : accepted) {
      while (at < lines.size() && !lines.get(at).equals(line)) {
        at++;
      }
      if (at == lines.size()) {
        return false;
      }
      at++;
    }
    return true;
  }
}
