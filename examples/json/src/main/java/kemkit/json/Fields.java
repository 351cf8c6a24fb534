package kemkit.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.card.Rank;

/**
 * Reads the fields of one JSON object strictly: each field must be there and of its type, and
 * {@link #end()} refuses any field that was not read. Every problem is a {@link
 * JsonFormatException} naming the field's path.
 */
final class Fields {

  /** Reads one JSON value; the functional form of a decoder. */
  @FunctionalInterface
  interface Decoder<T> {
    T read(JsonNode node, String path) throws JsonFormatException;
  }

  private static final String ROOT = "$";

  /** The paths of a request's own fields (PROTOCOL.md). */
  private static final ImmutableMap<String, String> REQUEST_PATHS = ImmutableList.of(
      "req", "op", "id", "line", "action", "seat", "setup", "header", "maxMoves", "record").stream()
      .collect(ImmutableMap.toImmutableMap(name -> name, name -> ROOT + "." + name));

  private final JsonNode node;
  private final String path;
  /**
   * The names read: a handful per object (a request reads at most 6), so a list, looked through,
   * costs less than a set made for every request.
   */
  private final List<String> read = new ArrayList<>(6);

  private Fields(JsonNode node, String path) {
    this.node = node;
    this.path = path;
  }

  /** {@return a reader of {@code node}, which must be an object} */
  static Fields of(JsonNode node, String path) throws JsonFormatException {
    if (node == null || !node.isObject()) {
      throw new JsonFormatException(path, "expected an object, got " + kind(node));
    }
    return new Fields(node, path);
  }

  /** {@return the path of this object} */
  String path() {
    return path;
  }

  /** {@return whether the object has field {@code name} (reading nothing)} */
  boolean has(String name) {
    return node.has(name);
  }

  /** {@return field {@code name}, which must be present (it may be null)} */
  JsonNode required(String name) throws JsonFormatException {
    JsonNode value = node.get(name);
    if (value == null) {
      throw new JsonFormatException(path(name), "missing field");
    }
    if (!read.contains(name)) {
      read.add(name);
    }
    return value;
  }

  /** {@return field {@code name} read by {@code decoder}} */
  <T> T get(String name, Decoder<T> decoder) throws JsonFormatException {
    return decoder.read(required(name), path(name));
  }

  /** {@return field {@code name} read by {@code decoder}, or empty if it is null} */
  <T> Optional<T> optional(String name, Decoder<T> decoder) throws JsonFormatException {
    JsonNode value = required(name);
    return value.isNull() ? Optional.empty() : Optional.of(decoder.read(value, path(name)));
  }

  /** {@return field {@code name} if present (read by {@code decoder}), empty if absent} */
  <T> Optional<T> ifPresent(String name, Decoder<T> decoder) throws JsonFormatException {
    return node.has(name) ? Optional.of(get(name, decoder)) : Optional.empty();
  }

  int integer(String name) throws JsonFormatException {
    return get(name, Fields::integer);
  }

  OptionalInt optionalInteger(String name) throws JsonFormatException {
    Optional<Integer> value = optional(name, Fields::integer);
    return value.isPresent() ? OptionalInt.of(value.get()) : OptionalInt.empty();
  }

  boolean bool(String name) throws JsonFormatException {
    JsonNode value = required(name);
    if (!value.isBoolean()) {
      throw new JsonFormatException(path(name), "expected true or false, got " + kind(value));
    }
    return value.booleanValue();
  }

  String string(String name) throws JsonFormatException {
    return get(name, Fields::string);
  }

  Card card(String name) throws JsonFormatException {
    return get(name, Fields::card);
  }

  Optional<Card> optionalCard(String name) throws JsonFormatException {
    return optional(name, Fields::card);
  }

  ImmutableList<Card> cards(String name) throws JsonFormatException {
    return get(name, (n, p) -> list(n, p, Fields::card));
  }

  ImmutableList<Integer> integers(String name) throws JsonFormatException {
    return get(name, (n, p) -> list(n, p, Fields::integer));
  }

  ImmutableSet<Integer> integerSet(String name) throws JsonFormatException {
    return ImmutableSet.copyOf(integers(name));
  }

  <E extends Enum<E>> E enumeration(String name, Class<E> type) throws JsonFormatException {
    return get(name, (n, p) -> enumeration(n, p, type));
  }

  /** Refuses every field that was not read: an unknown field is an error, not a silent loss. */
  void end() throws JsonFormatException {
    Iterator<String> names = node.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!read.contains(name)) {
        throw new JsonFormatException(path(name), "unknown field");
      }
    }
  }

  private String path(String name) {
    if (path.equals(ROOT)) {
      String known = REQUEST_PATHS.get(name);
      if (known != null) {
        return known; // the fields of every request, named once rather than once per request
      }
    }
    return path + "." + name;
  }

  // ---- values ----

  static int integer(JsonNode node, String path) throws JsonFormatException {
    if (node == null || !node.isIntegralNumber() || !node.canConvertToInt()) {
      throw new JsonFormatException(path, "expected a 32-bit integer, got " + kind(node));
    }
    return node.intValue();
  }

  static String string(JsonNode node, String path) throws JsonFormatException {
    if (node == null || !node.isTextual()) {
      throw new JsonFormatException(path, "expected a string, got " + kind(node));
    }
    return node.textValue();
  }

  static Card card(JsonNode node, String path) throws JsonFormatException {
    String text = string(node, path);
    Optional<Card> card = text.length() == 2 ? Card.parse(text) : Optional.empty();
    if (card.isEmpty() || !card.get().toString().equals(text)) {
      throw new JsonFormatException(path, "'" + text + "' is not a card (C-1: rank then suit in capitals, as TH)");
    }
    return card.get();
  }

  static Rank rank(JsonNode node, String path) throws JsonFormatException {
    String text = string(node, path);
    for (Rank rank : Rank.values()) {
      if (text.equals(String.valueOf(rank.symbol()))) {
        return rank;
      }
    }
    throw new JsonFormatException(path, "'" + text + "' is not a rank (C-1: A 2 … 9 T J Q K)");
  }

  static <E extends Enum<E>> E enumeration(JsonNode node, String path, Class<E> type) throws JsonFormatException {
    String text = string(node, path);
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equals(text)) {
        return constant;
      }
    }
    throw new JsonFormatException(path, "'" + text + "' is not one of " + ImmutableList.copyOf(type.getEnumConstants()));
  }

  static <T> ImmutableList<T> list(JsonNode node, String path, Decoder<T> element) throws JsonFormatException {
    if (node == null || !node.isArray()) {
      throw new JsonFormatException(path, "expected an array, got " + kind(node));
    }
    ImmutableList.Builder<T> out = ImmutableList.builderWithExpectedSize(node.size());
    for (int i = 0; i < node.size(); i++) {
      out.add(element.read(node.get(i), path + "[" + i + "]"));
    }
    return out.build();
  }

  /** {@return {@code element} that may be JSON null, as an Optional} */
  static <T> Decoder<Optional<T>> nullable(Decoder<T> element) {
    return (n, p) -> n.isNull() ? Optional.empty() : Optional.of(element.read(n, p));
  }

  /** {@return what kind of JSON value {@code node} is, for messages} */
  static String kind(JsonNode node) {
    if (node == null || node.isMissingNode()) {
      return "nothing";
    }
    return switch (node.getNodeType()) {
      case ARRAY -> "an array";
      case OBJECT, POJO -> "an object";
      case STRING -> "a string";
      case NUMBER -> !node.isIntegralNumber() ? "a fractional number" : node.canConvertToInt() ? "a number" : "an integer out of range";
      case BOOLEAN -> "a boolean";
      case NULL -> "null";
      default -> "an unexpected value";
    };
  }
}
