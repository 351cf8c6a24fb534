package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import kemkit.json.JsonCodec;

/**
 * The server's messages to a seat, as JSON text: {@code joined}, {@code update} (events as the
 * seat heard them, its view and legal actions), {@code answer} (to the sender of an action) and
 * {@code error} (a code and a sentence, never a stack trace).
 */
final class Messages {

  /** The largest message a client may send, in characters: an action is a few dozen. */
  static final int MAX_CLIENT_CHARS = 4096;

  private static final JsonCodec CODEC = new JsonCodec(MAX_CLIENT_CHARS);

  private Messages() {}

  static ObjectNode object(String type) {
    return JsonNodeFactory.instance.objectNode().put("type", type);
  }

  static String error(String code, String message) {
    return write(object("error").put("code", code).put("message", message));
  }

  static String write(JsonNode node) {
    return CODEC.write(node);
  }

  /** The longest seat name, in code points. */
  static final int MAX_NAME = 20;

  /**
   * {@return the seat name a join asks for, made safe to show to the other seats: letters, digits,
   * spaces and {@code - _ . '}, spaces collapsed, at most {@link #MAX_NAME} code points; empty if
   * none is left} Untrusted: the page writes names as text, never as HTML, but a name still must
   * not carry control characters or a page's worth of text.
   */
  static java.util.Optional<String> seatName(JsonNode node) {
    if (node == null || !node.isTextual()) {
      return java.util.Optional.empty();
    }
    StringBuilder out = new StringBuilder();
    node.asText().codePoints().limit(200).forEach(c -> {
      boolean keep = Character.isLetterOrDigit(c) || "-_.'".indexOf(c) >= 0;
      if (keep) {
        out.appendCodePoint(c);
      } else if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
        out.append(' ');
      }
    });
    String name = out.toString().trim().replaceAll(" +", " ");
    if (name.codePointCount(0, name.length()) > MAX_NAME) {
      name = name.substring(0, name.offsetByCodePoints(0, MAX_NAME)).trim();
    }
    return name.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(name);
  }

  /** {@return the codec that reads clients' messages: at most {@link #MAX_CLIENT_CHARS} characters} */
  static JsonCodec codec() {
    return CODEC;
  }
}
