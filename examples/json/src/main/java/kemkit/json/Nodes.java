package kemkit.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;

/** Writes the small values every encoding shares: cards as {@code "TH"}, optionals as null. */
final class Nodes {

  static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** Every card's name, by {@link Card#index()}: made once, not once per card written. */
  private static final String[] NAMES = new String[Card.COUNT];

  static {
    for (int i = 0; i < Card.COUNT; i++) {
      NAMES[i] = Card.byIndex(i).toString();
    }
  }

  private Nodes() {}

  /** {@return {@code card} as {@code "TH"} (C-1)} */
  static String name(Card card) {
    return NAMES[card.index()];
  }

  static ObjectNode object() {
    return F.objectNode();
  }

  static ArrayNode cards(Collection<Card> cards) {
    ArrayNode out = F.arrayNode(cards.size());
    cards.forEach(c -> out.add(name(c)));
    return out;
  }

  static ArrayNode integers(Collection<Integer> numbers) {
    ArrayNode out = F.arrayNode(numbers.size());
    numbers.forEach(out::add);
    return out;
  }

  static void card(ObjectNode node, String name, Optional<Card> card) {
    if (card.isPresent()) {
      node.put(name, name(card.get()));
    } else {
      node.putNull(name);
    }
  }

  static void cards(ObjectNode node, String name, Optional<? extends Collection<Card>> cards) {
    if (cards.isPresent()) {
      node.set(name, cards(cards.get()));
    } else {
      node.putNull(name);
    }
  }

  static void string(ObjectNode node, String name, Optional<String> text) {
    if (text.isPresent()) {
      node.put(name, text.get());
    } else {
      node.putNull(name);
    }
  }

  static void integer(ObjectNode node, String name, OptionalInt number) {
    if (number.isPresent()) {
      node.put(name, number.getAsInt());
    } else {
      node.putNull(name);
    }
  }
}
