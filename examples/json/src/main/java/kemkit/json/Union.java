package kemkit.json;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A closed family of records (a sealed interface's permitted records) as JSON objects tagged by a
 * {@code type} field: one explicit writer and reader per record, so that only the fields written
 * here go on the wire. A record of the family without a case here is a programming error; {@code
 * CodecCoverageTest} compares {@link #classes()} with the sealed interface's permitted subclasses.
 *
 * @param <T> the family's root type
 */
final class Union<T> {

  /** Reads one case's fields (the {@code type} field is already read). */
  @FunctionalInterface
  interface Reader<C> {
    C read(Fields fields) throws JsonFormatException;
  }

  /**
   * One record of the family.
   *
   * @param type the record's class
   * @param name its {@code type} on the wire
   * @param writer puts its fields on an object node
   * @param reader reads them back
   */
  record Case<C>(Class<C> type, String name, BiConsumer<C, ObjectOut> writer, Reader<C> reader) {}

  private final String what;
  private final ImmutableMap<Class<?>, Case<? extends T>> byClass;
  private final ImmutableMap<String, Case<? extends T>> byName;

  Union(String what, List<Case<? extends T>> cases) {
    this.what = what;
    ImmutableMap.Builder<Class<?>, Case<? extends T>> classes = ImmutableMap.builder();
    ImmutableMap.Builder<String, Case<? extends T>> names = ImmutableMap.builder();
    for (Case<? extends T> c : cases) {
      classes.put(c.type(), c);
      names.put(c.name(), c);
    }
    this.byClass = classes.buildOrThrow();
    this.byName = names.buildOrThrow();
  }

  /** {@return a case of the family} */
  static <C> Case<C> of(Class<C> type, String name, BiConsumer<C, ObjectOut> writer, Reader<C> reader) {
    return new Case<>(type, name, writer, reader);
  }

  /** {@return the records this union encodes} */
  ImmutableSet<Class<?>> classes() {
    return byClass.keySet();
  }

  /** {@return the {@code type} names on the wire} */
  ImmutableSet<String> names() {
    return byName.keySet();
  }

  /**
   * {@return {@code value} as a tagged object}
   *
   * @throws IllegalArgumentException if the family has no case for the value's class
   */
  ObjectNode write(T value) {
    TreeOut out = new TreeOut(JsonNodeFactory.instance.objectNode());
    write(value, out);
    return out.node();
  }

  /**
   * Writes {@code value}'s fields, its {@code type} first, on the object {@code out} is writing.
   *
   * @throws IllegalArgumentException if the family has no case for the value's class
   */
  void write(T value, ObjectOut out) {
    requireNonNull(value, what);
    Case<? extends T> c = byClass.get(value.getClass());
    if (c == null) {
      throw new IllegalArgumentException("no JSON codec for " + what + " " + value.getClass().getName());
    }
    out.put("type", c.name());
    writeCase(c, value, out);
  }

  private static <C> void writeCase(Case<C> c, Object value, ObjectOut out) {
    c.writer().accept(c.type().cast(value), out);
  }

  /** {@return the value the tagged object {@code node} encodes; unknown fields are refused} */
  T read(JsonNode node, String path) throws JsonFormatException {
    Fields fields = Fields.of(node, path);
    return read(fields);
  }

  /** {@return the value the tagged object of {@code fields} encodes, after reading other fields} */
  T read(Fields fields) throws JsonFormatException {
    String name = fields.string("type");
    Case<? extends T> c = byName.get(name);
    if (c == null) {
      throw new JsonFormatException(fields.path() + ".type",
          "unknown " + what + " type '" + name + "' (known: " + String.join(", ", byName.keySet()) + ")");
    }
    T value = c.reader().read(fields);
    fields.end();
    return value;
  }
}
