package kemkit.server;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import kemkit.game.Action;
import kemkit.game.GameState;
import kemkit.game.RuleSet;
import kemkit.undo.Ledger;
import kemkit.undo.Reach;
import kemkit.undo.TakeBack;

/**
 * A table's take-backs (rules C-10): its {@link Reach} and the {@link Ledger} that follows its
 * stored record, so that every update tells each seat whether it may take its last move back now
 * (the page shows its Undo button only then) and why not. The rules decide; this desk only asks
 * them. Used in the table's lock, like everything a {@link LiveTable} holds.
 *
 * @param <S> the game's state type
 */
final class TakeBackDesk<S extends GameState> {

  private final RuleSet<S, ?, ?, ?> rules;
  private volatile Reach reach;
  private Ledger<S> ledger;

  TakeBackDesk(RuleSet<S, ?, ?, ?> rules, Reach reach) {
    this.rules = requireNonNull(rules, "rules");
    this.reach = requireNonNull(reach, "reach");
    this.ledger = Ledger.start(rules);
  }

  /** {@return how far the table lets a seat take moves back} */
  Reach reach() {
    return reach;
  }

  /** Sets how far the table lets a seat take moves back (when the table is made). */
  void reach(Reach reach) {
    this.reach = requireNonNull(reach, "reach");
  }

  /** Follows the table from its record again: at open, and whenever the table is rebuilt. */
  void reset(List<? extends Action> record) {
    ledger = Ledger.of(rules, record);
  }

  /** Follows the actions just stored (chance actions included). */
  void follow(List<? extends Action> stored) {
    for (Action action : stored) {
      ledger = ledger.play(action).orElseThrow(() -> new IllegalStateException("a stored action is rejected"));
    }
  }

  /** {@return what the rules and the table's reach answer {@code seat} if it asks to take back now} */
  TakeBack ask(int seat) {
    return ledger.takeBack(seat, reach);
  }

  /**
   * {@return the part of {@code seat}'s update about take-backs: {@code {"reach": "barrier",
   * "allowed": false, "why": "another seat has acted since"}}} Names no card (C-6): the barrier's
   * sentence is the same for every seat.
   */
  ObjectNode json(int seat) {
    return jsonOf(ask(seat));
  }

  private ObjectNode jsonOf(TakeBack answer) {
    ObjectNode out = JsonNodeFactory.instance.objectNode().put("reach", reach.word());
    out.put("allowed", answer.isAllowed());
    if (answer instanceof TakeBack.Refused refused) {
      out.put("why", refused.barrier().word()).put("sentence", refused.barrier().sentence());
    }
    return out;
  }

  /**
   * {@return the reach a new table asks for: {@code "undo": "off" | "last" | "barrier"}, {@code
   * off} when it says nothing}
   *
   * @throws IllegalArgumentException if it names no reach (the creation is refused)
   */
  static Reach reach(com.fasterxml.jackson.databind.JsonNode undo) {
    if (undo.isMissingNode() || undo.isNull()) {
      return Reach.OFF;
    }
    return Reach.of(undo.asText("")).filter(r -> undo.isTextual()).orElseThrow(() -> new IllegalArgumentException(
        "'undo' is 'off', 'last' or 'barrier'"));
  }

  /**
   * Answers a seat's {@code {"type": "undo", "id": 7}}: {@code {"type": "undone", "id": 7,
   * "allowed": true, …}} and every seat's update, or the barrier that refuses it.
   */
  static void answer(Connection connection, com.fasterxml.jackson.databind.JsonNode message) {
    if (connection.seat().isEmpty()) {
      connection.send(Messages.error("not-joined", "join a seat (with its link) before taking a move back"));
      return;
    }
    Connection.Seat seat = connection.seat().get();
    TakeBack answer = seat.table().takeBack(seat.seat());
    ObjectNode out = Messages.object("undone");
    if (message.path("id").canConvertToInt()) {
      out.put("id", message.path("id").asInt());
    }
    out.put("allowed", answer.isAllowed());
    if (answer instanceof TakeBack.Allowed allowed) {
      out.put("actions", allowed.actions()).put("keep", allowed.keep());
    } else if (answer instanceof TakeBack.Refused refused) {
      out.put("why", refused.barrier().word()).put("sentence", refused.barrier().sentence());
    }
    connection.send(Messages.write(out));
  }
}
