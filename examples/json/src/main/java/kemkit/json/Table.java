package kemkit.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.family.FamilyEvent;
import kemkit.game.Action;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.khamul.KhamulEvent;
import kemkit.record.LineVerdict;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;
import kemkit.record.Verdict;
import kemkit.world.SeatHistory;

/**
 * One open game of the stdio protocol: its rule set and state, and what {@code kemkit validate}
 * would say of the record made of its header and every move applied so far (C-5: a rejected move
 * changes nothing, but the first one makes the record illegal).
 *
 * <p>Each action is applied once, here. A {@code ValidationSession} fed the same lines would apply
 * it a second time to reach the same state, and could only say what is already known: every line
 * is written by {@link RecordWriter} and checked to read back as its action, so the record is
 * well formed, and it is {@code illegal} at its first rejected move, else {@code ok} with this
 * state's scores. {@code ProtocolTest} compares every verdict with {@code Validator}'s.
 */
final class Table<S extends GameState, A extends PlayerAction, E extends Event, V> {

  private final RuleSet<S, A, E, V> rules;
  private final GameCodec<A, E, V> codec;
  private final JsonCodec json;
  /** The longest sentence a verdict quotes, as {@code kemkit validate} clips a rejection's (record-format.md). */
  private static final int MESSAGE_LIMIT = 400;

  private final OptionalInt maxMoves;
  private final int seats;
  private S state;
  private int moves;
  /** The record's lines so far: its header's, then one per move. */
  private int lines;
  /** The verdict made by the first rejected move, if any: the record is illegal there (C-5). */
  private Optional<Verdict> illegal = Optional.empty();
  /**
   * The accepted actions, from which a seat's history is made for a {@code worlds} request; kept up
   * to {@link #MOST_KEPT}, so that an endless game's memory stays bounded.
   */
  private final List<Action> accepted = new ArrayList<>();
  /** The most accepted actions kept: far more than a real game's few hundred. */
  static final int MOST_KEPT = 20_000;

  /** Opens a game of {@code rules}, one of {@code games}, the games the server knows by name. */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> Table<S, A, E, V> open(
      RuleSet<S, A, E, V> rules, JsonCodec json, OptionalInt maxMoves) {
    return new Table<>(rules, json, maxMoves);
  }

  private Table(RuleSet<S, A, E, V> rules, JsonCodec json, OptionalInt maxMoves) {
    this.rules = rules;
    this.maxMoves = maxMoves;
    this.json = json;
    this.codec = json.game(rules);
    this.state = rules.start();
    this.seats = state.seating().seats();
    this.lines = (int) RecordWriter.header(rules.setup()).lines().count();
  }

  RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /** {@return the codec of this game's actions, events and views} */
  GameCodec<A, E, V> codec() {
    return codec;
  }

  int seats() {
    return seats;
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
   * Applies {@code action}, once, and writes the answer's fields: accepted with every seat's events,
   * or the rejection. An action object that no record line can hold (a gesture word with a tab, a
   * line over 4096 characters) is refused by the rules (C-9); its line would read back as something
   * else, or not at all, so the record gets a comment in its place, and the verdict is {@code
   * illegal} at that line, as for any other rejected move.
   *
   * @param action the move
   * @param sent the record line the move came as, if it came as one: a line that the written one
   *     equals reads back without being parsed again
   * @param answer where the answer's fields go
   */
  void move(Action action, Optional<String> sent, Answer answer) {
    if (action instanceof PlayerAction) {
      moves++; // accepted or rejected, as a playout counts what it plays; chance lines are not moves
    }
    lines++;
    String text = RecordWriter.line(rules, action);
    Outcome<S, E> outcome = rules.apply(state, action);
    if (illegal.isEmpty() && outcome.rejection().isPresent()) {
      Rejection rejection = outcome.rejection().get();
      illegal = Optional.of(readsBack(text, sent, action)
          // As a validator reports a rejected line: the line and the sentence clipped (record-format.md).
          ? new Verdict.Illegal(lines, clip(text, Notation.QUOTE_LIMIT),
              new Rejection(rejection.code(), rejection.rule(), clip(rejection.message(), MESSAGE_LIMIT)))
          : new Verdict.Illegal(lines, clip(text, Notation.QUOTE_LIMIT), rejection));
    } else if (illegal.isEmpty() && outcome.isAccepted() && !readsBack(text, sent, action)) {
      throw new IllegalStateException("the rules accepted " + action + ", which no record line can hold (C-9)");
    }
    answer.put("line", lines).put("action", text).put("accepted", outcome.isAccepted());
    if (outcome.isAccepted()) {
      state = outcome.state();
      if (accepted.size() < MOST_KEPT) {
        accepted.add(action);
      }
      ImmutableList<E> events = outcome.events();
      answer.startArray("events");
      for (int seat = 0; seat < seats; seat++) {
        answer.startArray();
        ImmutableList<E> heard = rules.eventsSeenBy(seat, events);
        for (int i = 0; i < heard.size(); i++) { // by index: no iterator per seat and move
          answer.startObject();
          event(heard.get(i), seat, answer);
          answer.endObject();
        }
        answer.endArray();
      }
      answer.endArray();
    } else {
      answer.tree("rejection", json.rejection(outcome.rejection().orElseThrow()));
    }
    status(answer);
  }

  /** Writes {@code event} as {@code seat} heard it, its fields on {@code out}: without a tree. */
  private void event(E event, int seat, ObjectOut out) {
    // GameCodec is sealed: a Kem's-family codec or Khamul's, each with its own events.
    if (codec instanceof FamilyCodec family) {
      family.event((FamilyEvent) event, seat, out);
    } else {
      ((KhamulCodec) codec).event((KhamulEvent) event, seat, out);
    }
  }

  /**
   * {@return whether {@code text}, read back as a record line, is {@code action}} The line the move
   * was sent as reads back as it by definition: only a different text is parsed.
   */
  private boolean readsBack(String text, Optional<String> sent, Action action) {
    if (sent.isPresent() && sent.get().equals(text)) {
      return true;
    }
    try {
      return RecordLine.parse(rules, text).equals(action);
    } catch (MalformedRecordException e) {
      return false;
    }
  }

  /** {@return at most {@code limit} characters of {@code text}, as a verdict quotes a line or a sentence} */
  private static String clip(String text, int limit) {
    return text.length() <= limit ? text : text.substring(0, limit) + "\u2026";
  }

  /** Writes where the game stands: over, and the chance action due (C-4), if any. */
  void status(Answer answer) {
    answer.put("over", state.isOver());
    if (maxMoves.isPresent()) {
      answer.put("moves", moves).put("capped", capped());
    }
    Optional<ChanceDue> due = state.chanceDue();
    if (due.isEmpty()) {
      answer.putNull("chanceDue");
    } else if (due.get() instanceof ChanceDue.ShuffleDue shuffle) {
      answer.startObject("chanceDue");
      answer.put("type", "shuffle").cards("cards", shuffle.cards());
      answer.endObject();
    } else {
      answer.startObject("chanceDue");
      answer.put("type", "starter").put("seats", ((ChanceDue.StarterDue) due.get()).seats());
      answer.endObject();
    }
  }

  /** {@return the state now: only for what a seat may know of it ({@link WorldsOp} takes its view)} */
  S state() {
    return state;
  }

  /**
   * {@return what {@code seat} heard of the game so far (C-6): its own actions and the events it
   * heard of every accepted one}
   *
   * @throws JsonFormatException if the game has more accepted actions than a history is kept for
   */
  SeatHistory<A, E> history(int seat) throws JsonFormatException {
    if (accepted.size() >= MOST_KEPT) {
      throw new JsonFormatException("$.id", "the game is longer than the " + MOST_KEPT
          + " accepted actions whose history is kept: send the seat's view and history");
    }
    return SeatHistory.of(rules, seat, accepted);
  }

  /** {@return seat {@code seat}'s view (K-25, H-15)} */
  ObjectNode view(int seat) {
    return codec.view(rules.view(state, seat));
  }

  /** The hints of {@code seat}'s view and the table's legend, added to a view answer. */
  void hints(int seat, Answer answer) {
    answer.tree("hints", codec.hints(rules.view(state, seat)));
    answer.tree("legend", codec.legend());
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
    return illegal.orElseGet(() -> new Verdict.Ok(state.scores(), state.round(), state.isOver()));
  }
}
