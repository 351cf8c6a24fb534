package kemkit.examples.study;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON value of a study or tournament file with the line it starts on, so that every message
 * about it can name its line. Read with Jackson's streaming parser: its tree model keeps no
 * locations. The checks ({@link #string}, {@link #intAtLeast}, {@link #object}…) throw a {@link
 * StudyException} at the value's line and JSON path.
 *
 * @param value a {@code String}, {@code Long}, {@code Double}, {@code Boolean}, {@code null}, a
 *     list of nodes or a map of nodes by key, in the file's order
 * @param line the line the value starts on, from 1
 * @param path where the value stands in the document, as a JSON path ({@code $.setups[0].game})
 */
public record Node(Object value, int line, String path) {

  /**
   * A value that stands for the whole document ({@code $}): a default a file leaves out.
   *
   * @param value the value
   * @param line the line it is reported at
   */
  public Node(Object value, int line) {
    this(value, line, "$");
  }

  /** Study files are small: a bound on what a hostile one may make the parser hold. */
  private static final int MAX_DEPTH = 16;
  private static final int MAX_TEXT = 1 << 20;
  /** A key a JSON path writes after a dot; any other goes in brackets and quotes. */
  private static final java.util.regex.Pattern KEY = java.util.regex.Pattern.compile("[A-Za-z_$][A-Za-z0-9_$-]*");

  /**
   * {@return the value of {@code text}, one JSON document}
   *
   * @param text the study file
   * @throws StudyException at the line of the first syntax error or duplicate key
   */
  public static Node parse(String text) throws StudyException {
    if (text.length() > MAX_TEXT) {
      throw new StudyException(1, "a study file is at most " + MAX_TEXT + " characters, not " + text.length());
    }
    JsonFactory factory = JsonFactory.builder()
        .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build()).build();
    try (JsonParser parser = factory.createParser(text)) {
      JsonToken first = parser.nextToken();
      if (first == null) {
        throw new StudyException(1, "the file is empty: a study is one JSON object");
      }
      Node root = read(parser, "$");
      if (parser.nextToken() != null) {
        throw new StudyException(line(parser), "more after the study's closing brace");
      }
      return root;
    } catch (JsonParseException e) {
      throw new StudyException(e.getLocation() == null ? 1 : Math.max(1, e.getLocation().getLineNr()),
          "not JSON: " + e.getOriginalMessage().lines().findFirst().orElse(""));
    } catch (IOException e) {
      throw new StudyException(1, "not JSON: " + e.getMessage());
    }
  }

  private static Node read(JsonParser parser, String path) throws IOException, StudyException {
    int line = line(parser);
    JsonToken token = parser.currentToken();
    switch (token) {
      case START_OBJECT -> {
        Map<String, Node> fields = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String name = parser.currentName();
          int keyLine = line(parser);
          parser.nextToken();
          String at = path + (KEY.matcher(name).matches() ? "." + name : "['" + name.replace("'", "\\'") + "']");
          if (fields.put(name, read(parser, at)) != null) {
            throw new StudyException(keyLine, at, "'" + name + "' is given twice");
          }
        }
        return new Node(fields, line, path);
      }
      case START_ARRAY -> {
        List<Node> items = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          items.add(read(parser, path + "[" + items.size() + "]"));
        }
        return new Node(items, line, path);
      }
      case VALUE_STRING -> {
        return new Node(parser.getText(), line, path);
      }
      case VALUE_NUMBER_INT -> {
        if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
          return new Node(Double.POSITIVE_INFINITY, line, path);
        }
        return new Node(parser.getLongValue(), line, path);
      }
      case VALUE_NUMBER_FLOAT -> {
        return new Node(parser.getDoubleValue(), line, path);
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return new Node(token == JsonToken.VALUE_TRUE, line, path);
      }
      case VALUE_NULL -> {
        return new Node(null, line, path);
      }
      default -> throw new StudyException(line, "unexpected " + token);
    }
  }

  private static int line(JsonParser parser) {
    return Math.max(1, parser.currentTokenLocation().getLineNr());
  }

  /** {@return whether this is an object} */
  public boolean isObject() {
    return value instanceof Map;
  }

  /** {@return the fields of this object} */
  @SuppressWarnings("unchecked") // isObject() checked by the caller; parse() makes only these maps
  public Map<String, Node> fields() {
    return (Map<String, Node>) value;
  }

  /** {@return the items of this array, or this value alone} */
  @SuppressWarnings("unchecked") // parse() makes only lists of nodes
  public List<Node> items() {
    return value instanceof List ? (List<Node>) value : List.of(this);
  }

  /** {@return the value as a record header writes it: a string, a whole number or a boolean} */
  public String text() {
    return String.valueOf(value);
  }

  /** {@return what kind of JSON value this is, for messages} */
  public String kind() {
    if (value == null) {
      return "null";
    }
    if (value instanceof Map) {
      return "an object";
    }
    if (value instanceof List) {
      return "an array";
    }
    if (value instanceof String s) {
      return "the text \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
    }
    return String.valueOf(value);
  }

  /**
   * {@return this object's fields, checked to be among {@code known}}
   *
   * @param what what this object is, for messages ({@code "a setup"})
   * @param known the keys it may have
   * @throws StudyException if this is no object, or at every unknown key
   */
  public Map<String, Node> object(String what, java.util.Set<String> known) throws StudyException {
    if (!isObject()) {
      throw new StudyException(this, what + " is a JSON object, not " + kind());
    }
    Mistakes mistakes = new Mistakes();
    for (Map.Entry<String, Node> field : fields().entrySet()) {
      if (!known.contains(field.getKey())) {
        mistakes.add(new StudyException(field.getValue(), "unknown key '" + field.getKey() + "' in " + what
            + " (keys: " + String.join(", ", known.stream().sorted().toList()) + ")"));
      }
    }
    mistakes.throwIfAny();
    return fields();
  }

  /**
   * {@return the field {@code key} of this object}
   *
   * @param key the field's name
   * @throws StudyException at this object's line if it is missing
   */
  public Node required(String key) throws StudyException {
    Node node = fields().get(key);
    if (node == null) {
      throw new StudyException(line, path + "." + key, "'" + key + "' is missing");
    }
    return node;
  }

  /**
   * {@return this value as a non-blank text}
   *
   * @param what what it is, for messages
   * @throws StudyException if it is anything else
   */
  public String string(String what) throws StudyException {
    if (value instanceof String s && !s.isBlank()) {
      return s;
    }
    throw new StudyException(this, what + " is a non-empty text, not " + kind());
  }

  /**
   * {@return this value as a whole number from {@code min} to {@link Integer#MAX_VALUE}}
   *
   * @param what what it is, for messages
   * @param min the least value allowed
   * @throws StudyException if it is anything else
   */
  public int intAtLeast(String what, int min) throws StudyException {
    if (value instanceof Long l && l >= min && l <= Integer.MAX_VALUE) {
      return (int) (long) l;
    }
    throw new StudyException(this, what + " is a whole number from " + min + " to " + Integer.MAX_VALUE
        + ", not " + kind());
  }

  /**
   * {@return this value as a 64-bit whole number}
   *
   * @param what what it is, for messages
   * @throws StudyException if it is anything else
   */
  public long wholeNumber(String what) throws StudyException {
    if (value instanceof Long l) {
      return l;
    }
    throw new StudyException(this, what + " is a whole number (64-bit), not " + kind());
  }

  /**
   * {@return this value as true or false}
   *
   * @param what what it is, for messages
   * @throws StudyException if it is anything else
   */
  public boolean bool(String what) throws StudyException {
    if (value instanceof Boolean b) {
      return b;
    }
    throw new StudyException(this, what + " is true or false, not " + kind());
  }
}
