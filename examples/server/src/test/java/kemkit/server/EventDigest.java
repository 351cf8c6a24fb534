package kemkit.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A sequence of events, as JSON text, kept as its count and SHA-256: two sequences are equal when
 * both are (what a load test compares without keeping every event).
 */
final class EventDigest {

  private final MessageDigest sha;
  private long count;

  EventDigest() {
    try {
      sha = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new AssertionError("every JDK has SHA-256", e);
    }
  }

  /** {@return a digest of {@code events}, in order} */
  static EventDigest of(Iterable<String> events) {
    EventDigest digest = new EventDigest();
    events.forEach(digest::add);
    return digest;
  }

  synchronized void add(String event) {
    byte[] bytes = event.getBytes(StandardCharsets.UTF_8);
    // The length first: no two different sequences run together into the same bytes.
    sha.update(new byte[] {(byte) (bytes.length >>> 24), (byte) (bytes.length >>> 16), (byte) (bytes.length >>> 8),
        (byte) bytes.length});
    sha.update(bytes);
    count++;
  }

  /** {@return the count and the SHA-256 so far, as text: equal texts, equal sequences} */
  synchronized String summary() {
    try {
      MessageDigest copy = (MessageDigest) sha.clone();
      return count + " events, SHA-256 " + HexFormat.of().formatHex(copy.digest());
    } catch (CloneNotSupportedException e) {
      throw new AssertionError("the JDK's SHA-256 clones", e);
    }
  }
}
