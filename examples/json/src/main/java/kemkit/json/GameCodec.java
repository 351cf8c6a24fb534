package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import kemkit.game.Action;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;

/**
 * The JSON form of one game's own values, typed by the game: its player actions {@code A}, its
 * events {@code E} as a seat heard them (C-6) and a seat's view {@code V} (K-25, H-15). One codec
 * per rule set, from {@link JsonCodec#family}, {@link JsonCodec#khamul} or, for code that holds
 * any rule set, {@link JsonCodec#game}. What every game shares (setups, rejections, verdicts) is
 * on {@link JsonCodec}.
 *
 * <p>Per-game codecs rather than overloads on one class: a decoder's return type is the game's
 * own ({@code FamilyView}, not {@code Object}), and a caller generic in the game (a server's table
 * of {@code RuleSet<S, A, E, V>}) gets a {@code GameCodec<A, E, V>} that takes and gives its own
 * types without a cast. Overloads could type the encoders only.
 *
 * <pre>{@code
 * GameCodec<A, E, V> game = codec.game(rules);                 // rules: RuleSet<S, A, E, V>
 * for (E event : rules.eventsSeenBy(seat, outcome.events())) {
 *   send(seat, codec.write(game.event(event, seat)));          // with the sentence seat heard
 * }
 * Action next = game.action(codec.parse(text), "$");             // a chance action or an A
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param <A> the game's player actions
 * @param <E> the game's events
 * @param <V> a seat's view of the game
 */
public sealed interface GameCodec<A extends PlayerAction, E extends Event, V> permits FamilyCodec, KhamulCodec {

  /** {@return the rule set whose values this codec writes and reads} */
  RuleSet<?, A, E, V> rules();

  /**
   * {@return {@code action} as a tagged object: {@code {"type":"exchange","seat":1,"give":"2C",…}}}
   *
   * @param action a player action of this game
   */
  ObjectNode action(A action);

  /**
   * {@return {@code chance} as a tagged object: {@code {"type":"shuffle","cards":[…]}} (C-4)}
   *
   * @param chance a deck order or a starting seat
   */
  default ObjectNode chance(ChanceAction chance) {
    return Wire.CHANCE.write(chance);
  }

  /**
   * {@return the action {@code node} encodes: a {@link ChanceAction} or an {@code A}}
   *
   * @param node the encoded action, a tagged object, untrusted
   * @param path where {@code node} lies in the document, from its root ({@code $.action}); every
   *     {@link JsonFormatException} names its field from here
   * @throws JsonFormatException if {@code node} is no action of this game (an unknown {@code
   *     type}, a missing or mistyped field), naming the field at fault
   */
  Action action(JsonNode node, String path) throws JsonFormatException;

  /**
   * {@return {@code event} as a tagged object with the {@code sentence} {@code seat} heard and the
   * {@code ruleId} of the rule it comes from} The event must already be as {@code seat} may see it
   * ({@link RuleSet#eventsSeenBy}): the sentence is the game's own narration of it, so it tells no
   * more than the event (C-6).
   *
   * @param event an event of this game, as {@code seat} may see it
   * @param seat the seat that heard it, whose sentence it is told in
   * @throws IllegalArgumentException if there is no such seat
   */
  ObjectNode event(E event, int seat);

  /**
   * {@return the event {@code node} encodes (its sentence and rule id are read, not kept)}
   *
   * @param node the encoded event, untrusted
   * @param path where {@code node} lies in the document, named by every {@link JsonFormatException}
   * @throws JsonFormatException if {@code node} is no event of this game, naming the field at fault
   */
  E event(JsonNode node, String path) throws JsonFormatException;

  /**
   * {@return a seat's view as an object, every component by name}
   *
   * @param view a seat's view of this game (K-25, H-15)
   */
  ObjectNode view(V view);

  /**
   * {@return the view {@code node} encodes}
   *
   * @param node the encoded view, untrusted
   * @param path where {@code node} lies in the document, named by every {@link JsonFormatException}
   * @throws JsonFormatException if {@code node} is no view of this game, naming the field at fault
   */
  V view(JsonNode node, String path) throws JsonFormatException;

  /**
   * {@return what {@code view}'s seat may do now and why, most pressing first, as {@code
   * [{"sentence", "ruleId"}]}, told like events} Made from the view alone ({@code FamilyHints},
   * {@code KhamulHints}), so it tells the seat nothing its view does not (C-6).
   *
   * @param view a seat's view of this game
   */
  ArrayNode hints(V view);

  /**
   * {@return the table's rules in short, as {@code [{"sentence", "ruleId"}]}: Khamul's card values,
   * threshold, penalties and powers for the preset in use; empty for the Kem's family}
   */
  default ArrayNode legend() {
    return Nodes.F.arrayNode();
  }

  /**
   * {@return {@code action} as its record line, {@code 2 exchange 2C 5D} (record-format.md)}
   *
   * @param action a chance action or a player action of this game
   */
  default String line(Action action) {
    return RecordWriter.line(rules(), action);
  }

  /**
   * {@return the action a record line of this game writes}
   *
   * @param line one body line of a record (record-format.md, Body), without its line end, untrusted
   * @param path where the line lies in the document, named by the exception
   * @throws JsonFormatException naming {@code path} if the line is not an action line of the game
   */
  default Action line(String line, String path) throws JsonFormatException {
    try {
      return RecordLine.parse(rules(), line);
    } catch (MalformedRecordException e) {
      throw new JsonFormatException(path, (e.column() > 0 ? "column " + e.column() + ": " : "") + e.problem());
    }
  }
}
