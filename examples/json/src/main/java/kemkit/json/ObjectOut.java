package kemkit.json;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.BiConsumer;
import kemkit.card.Card;

/**
 * The fields of one JSON object being written, in order: what an encoder of a record needs, and
 * nothing of how the object is kept. {@link TreeOut} puts them on an {@code ObjectNode}, for the
 * codec's public methods; {@link Answer} writes them straight to an answer line of {@code serve
 * --stdio}, so that a move's events are never built as a tree only to be written out. One writer
 * per record serves both, so the two cannot disagree: the same fields, in the same order, give
 * the same bytes.
 */
interface ObjectOut {

  /** {@return this, with field {@code name} set to {@code value}} */
  ObjectOut put(String name, int value);

  /** {@return this, with field {@code name} set to {@code value}} */
  ObjectOut put(String name, boolean value);

  /** {@return this, with field {@code name} set to {@code value}, a string} */
  ObjectOut put(String name, String value);

  /**
   * {@return a builder for the text of one field, empty: the writer's own, reused from field to
   * field where the writer streams ({@link Answer}), so that a sentence told into it costs no
   * string} Fill it, then hand it to {@link #put(String, StringBuilder)} before asking again.
   */
  StringBuilder text();

  /** {@return this, with field {@code name} set to the characters of {@code text}, a string} */
  ObjectOut put(String name, StringBuilder text);

  /** {@return this, with field {@code name} set to null} */
  ObjectOut putNull(String name);

  /** {@return this, with field {@code name} set to {@code card} as {@code "TH"} (C-1)} */
  default ObjectOut card(String name, Card card) {
    return put(name, Nodes.name(card));
  }

  /** {@return this, with field {@code name} set to {@code card}, or null if there is none} */
  default ObjectOut card(String name, Optional<Card> card) {
    return card.isPresent() ? card(name, card.get()) : putNull(name);
  }

  /** {@return this, with field {@code name} set to the array of {@code cards}} */
  ObjectOut cards(String name, Collection<Card> cards);

  /** {@return this, with field {@code name} set to the array of {@code cards}, or null if there are none} */
  default ObjectOut cards(String name, Optional<? extends Collection<Card>> cards) {
    return cards.isPresent() ? cards(name, cards.get()) : putNull(name);
  }

  /** {@return this, with field {@code name} set to an array of arrays of cards (a hand each)} */
  ObjectOut cardLists(String name, List<? extends Collection<Card>> lists);

  /** {@return this, with field {@code name} set to the array of {@code numbers}} */
  ObjectOut integers(String name, Collection<Integer> numbers);

  /** {@return this, with field {@code name} set to {@code number}, or null if there is none} */
  default ObjectOut integer(String name, OptionalInt number) {
    return number.isPresent() ? put(name, number.getAsInt()) : putNull(name);
  }

  /** {@return this, with field {@code name} set to {@code text}, or null if there is none} */
  default ObjectOut string(String name, Optional<String> text) {
    return text.isPresent() ? put(name, text.get()) : putNull(name);
  }

  /** {@return this, with field {@code name} set to the object {@code writer} writes of {@code value}} */
  <T> ObjectOut object(String name, T value, BiConsumer<T, ObjectOut> writer);
}
