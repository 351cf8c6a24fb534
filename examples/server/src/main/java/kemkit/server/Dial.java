package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/**
 * Which page a join comes from ({@code window}: a random name the page makes once) and how many
 * times that page dialled ({@code dial}). A page gives up a connection that says nothing and dials
 * again; the join it sent on the one it gave up may still be on its way (through a relay, behind a
 * slow lookup) and arrive after the new one's. "The newest connection wins" would then close the
 * page's live connection as replaced (1008, and the page stops): a join that is older than the
 * seat's current one from the same page is dropped instead. Another window's join still replaces.
 *
 * @param window the page's name for itself
 * @param count how many times it dialled, counting this one
 */
record Dial(String window, long count) {

  /** {@return the dial a join message names, if it names a well-formed one} */
  static Optional<Dial> of(JsonNode join) {
    JsonNode window = join.path("window");
    JsonNode dial = join.path("dial");
    if (!window.isTextual() || !window.asText().matches("[A-Za-z0-9_-]{1,40}") || !dial.canConvertToLong()
        || dial.asLong() < 0) {
      return Optional.empty();
    }
    return Optional.of(new Dial(window.asText(), dial.asLong()));
  }

  /** {@return whether this dial is an earlier one of the same page than {@code other}} */
  boolean olderThan(Dial other) {
    return window.equals(other.window) && count < other.count;
  }
}
