package kemkit.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.List;
import java.util.function.BiConsumer;
import kemkit.card.Card;

/**
 * One answer line of {@code serve --stdio}, written field by field as it is made, through the
 * codec's own generator: the bytes are those of the same fields put on a tree and written out,
 * without the tree. The server writes each answer to a buffer of its own and sends it only when
 * it is whole, so an answer cut short by an error is dropped for the error answer.
 *
 * <p>An {@link IOException} of the generator means a misuse of it (a field written outside an
 * object): a bug, thrown unchecked, which the server answers as an internal error.
 */
final class Answer implements ObjectOut {

  private final JsonGenerator out;
  private final Scratch scratch;

  Answer(JsonGenerator out, Scratch scratch) {
    this.out = out;
    this.scratch = scratch;
  }

  /**
   * The text buffers a server lends its answers, one at a time: a sentence is told into the builder
   * and written from the array, so the narration of a move's events for every seat makes no string.
   */
  static final class Scratch {
    private final StringBuilder text = new StringBuilder(128);
    private char[] chars = new char[128];

    /** {@return {@code text}'s characters in the shared array, which is grown to hold them} */
    char[] chars(StringBuilder text) {
      if (chars.length < text.length()) {
        chars = new char[Math.max(text.length(), 2 * chars.length)];
      }
      text.getChars(0, text.length(), chars, 0);
      return chars;
    }
  }

  @Override
  public StringBuilder text() {
    scratch.text.setLength(0);
    return scratch.text;
  }

  @Override
  public Answer put(String name, StringBuilder text) {
    try {
      out.writeFieldName(name);
      out.writeString(scratch.chars(text), 0, text.length());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public Answer put(String name, int value) {
    try {
      out.writeNumberField(name, value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public Answer put(String name, boolean value) {
    try {
      out.writeBooleanField(name, value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public Answer put(String name, String value) {
    try {
      // As ObjectNode.put does: a null string is JSON null.
      if (value == null) {
        out.writeNullField(name);
      } else {
        out.writeStringField(name, value);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public Answer putNull(String name) {
    try {
      out.writeNullField(name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public Answer cards(String name, Collection<Card> cards) {
    try {
      out.writeFieldName(name);
      writeCards(cards);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public Answer cardLists(String name, List<? extends Collection<Card>> lists) {
    try {
      out.writeFieldName(name);
      out.writeStartArray();
      for (Collection<Card> cards : lists) {
        writeCards(cards);
      }
      out.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  private void writeCards(Collection<Card> cards) throws IOException {
    out.writeStartArray();
    for (Card card : cards) {
      out.writeString(Nodes.name(card));
    }
    out.writeEndArray();
  }

  @Override
  public Answer integers(String name, Collection<Integer> numbers) {
    try {
      out.writeFieldName(name);
      out.writeStartArray();
      for (Integer number : numbers) {
        out.writeNumber(number);
      }
      out.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  @Override
  public <T> Answer object(String name, T value, BiConsumer<T, ObjectOut> writer) {
    try {
      out.writeFieldName(name);
      out.writeStartObject();
      writer.accept(value, this);
      out.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** {@return this, with field {@code name} set to {@code value}, a tree (a view, a verdict, a rejection)} */
  Answer tree(String name, JsonNode value) {
    try {
      out.writeFieldName(name);
      out.writeTree(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** {@return this, with field {@code name} set to the first {@code count} numbers of {@code values}} */
  Answer integers(String name, int[] values, int count) {
    try {
      out.writeFieldName(name);
      out.writeArray(values, 0, count);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** {@return this, with field {@code name} set to {@code values}, as JSON numbers} */
  Answer floats(String name, float[] values) {
    try {
      out.writeArrayFieldStart(name);
      for (float value : values) {
        out.writeNumber(value);
      }
      out.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /**
   * {@return this, with a tensor written sparse: field {@code ones} the indices that hold 1, field
   * {@code values} every other non-zero number as an index then its value}
   */
  Answer sparse(String ones, String values, float[] tensor, int size) {
    try {
      out.writeArrayFieldStart(ones);
      for (int i = 0; i < size; i++) {
        if (tensor[i] == 1f) {
          out.writeNumber(i);
        }
      }
      out.writeEndArray();
      out.writeArrayFieldStart(values);
      for (int i = 0; i < size; i++) {
        float value = tensor[i];
        if (value != 0f && value != 1f) {
          out.writeNumber(i);
          out.writeNumber(value);
        }
      }
      out.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  /** Starts field {@code name}, an array. */
  void startArray(String name) {
    try {
      out.writeArrayFieldStart(name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Starts an array in the array being written. */
  void startArray() {
    try {
      out.writeStartArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Ends the array being written. */
  void endArray() {
    try {
      out.writeEndArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Starts an object: the answer itself, or one in the array being written. */
  void startObject() {
    try {
      out.writeStartObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Starts field {@code name}, an object. */
  void startObject(String name) {
    try {
      out.writeObjectFieldStart(name);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Ends the object being written. */
  void endObject() {
    try {
      out.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
