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

  /** {@return the codec that reads clients' messages: at most {@link #MAX_CLIENT_CHARS} characters} */
  static JsonCodec codec() {
    return CODEC;
  }
}
