package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import kemkit.json.JsonCodec;
import kemkit.json.JsonFormatException;

/**
 * A test client for one seat, over a real WebSocket (the JDK's): joins with a token, keeps every
 * message, the events it heard, the latest legal actions, and what it was told was accepted.
 */
final class SeatClient implements WebSocket.Listener, AutoCloseable {

  static final JsonCodec CODEC = new JsonCodec();
  /** One client for every seat: each of its own would add a selector thread per connection. */
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  final int seat;
  private final WebSocket socket;
  private final StringBuilder partial = new StringBuilder();
  /** Every message, for {@link #await}, while {@link #keepMessages} is on. */
  final LinkedBlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
  /** Events as heard, with their sentences, in order, as JSON text, while {@link #keepEvents} is on. */
  final List<String> events = Collections.synchronizedList(new ArrayList<>());
  /** Every event heard, as {@link EventDigest}, kept or not. */
  final EventDigest heard = new EventDigest();
  /**
   * Off in the full load test: its clients hear hundreds of thousands of events, and kept they would
   * be most of the live heap, copied again by every young collection of the JVM under measure.
   */
  volatile boolean keepEvents = true;
  /** Lines the server answered as accepted, in order. */
  final List<String> accepted = Collections.synchronizedList(new ArrayList<>());
  /** Action latencies in nanoseconds, from sending to the answer's first byte; guarded by itself. */
  private long[] latencies = new long[64];
  private int latencyCount;
  private volatile boolean keepMessages = true;
  volatile JsonNode lastUpdate;
  /** Told of every error's code (the test's hook). */
  volatile java.util.function.Consumer<String> onError = code -> { };
  volatile int firstActions = -1;
  private volatile long sentAt;
  /** When the first fragment of the message being received arrived (the client's parsing excluded). */
  private long arrivedAt;
  private volatile boolean inFlight;
  private int nextId;

  SeatClient(int port, int seat) {
    this.seat = seat;
    this.socket = HTTP.newWebSocketBuilder()
        .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), this).join();
  }

  static SeatClient join(int port, int seat, String token) {
    SeatClient client = new SeatClient(port, seat);
    client.send("{\"type\":\"join\",\"token\":\"" + token + "\"}");
    return client;
  }

  synchronized void send(String text) {
    socket.sendText(text, true).join();
  }

  /** Sends {@code line} as this seat's action unless one is waiting for its answer. */
  boolean act(String line) {
    if (inFlight) {
      return false;
    }
    inFlight = true;
    sentAt = System.nanoTime();
    send("{\"type\":\"act\",\"line\":\"" + line + "\",\"id\":" + (nextId++) + "}");
    return true;
  }

  boolean inFlight() {
    return inFlight;
  }

  /**
   * Stops (or resumes) keeping every message for {@link #await}: a load test that never awaits
   * would otherwise keep every update it was sent. While off, {@link #lastUpdate} keeps no view and
   * no events either.
   */
  void keepMessages(boolean keep) {
    keepMessages = keep;
    if (!keep) {
      inbox.clear();
    }
  }

  /** {@return the action latencies recorded since the last {@link #resetLatencies}, in nanoseconds} */
  synchronized long[] latencies() {
    return java.util.Arrays.copyOf(latencies, latencyCount);
  }

  /** Forgets the latencies recorded so far (after a warm-up). */
  synchronized void resetLatencies() {
    latencyCount = 0;
  }

  private synchronized void latency(long nanos) {
    if (latencyCount == latencies.length) {
      latencies = java.util.Arrays.copyOf(latencies, 2 * latencyCount);
    }
    latencies[latencyCount++] = nanos;
  }

  /** {@return the next message that {@code test} accepts, skipping others, within {@code seconds}} */
  JsonNode await(Predicate<JsonNode> test, int seconds) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (System.nanoTime() < end) {
      JsonNode message = inbox.poll(50, TimeUnit.MILLISECONDS);
      if (message != null && test.test(message)) {
        return message;
      }
    }
    throw new AssertionError("seat " + seat + ": no such message within " + seconds + " s");
  }

  static Predicate<JsonNode> type(String type) {
    return m -> m.path("type").asText().equals(type);
  }

  @Override
  public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
    if (partial.length() == 0) {
      arrivedAt = System.nanoTime();
    }
    partial.append(data);
    if (last) {
      String text = partial.toString();
      partial.setLength(0);
      try {
        received(CODEC.parse(text));
      } catch (JsonFormatException e) {
        inbox.add(JsonNodeFactory.instance.objectNode().put("type", "unreadable").put("text", text));
      }
    }
    webSocket.request(1);
    return null;
  }

  private void received(JsonNode message) {
    switch (message.path("type").asText()) {
      case "update" -> {
        if (firstActions < 0) {
          firstActions = message.path("actions").asInt();
        }
        for (JsonNode event : message.path("events")) {
          String text = CODEC.write(event);
          heard.add(text);
          if (keepEvents) {
            events.add(text);
          }
        }
        if (!keepMessages && message instanceof ObjectNode update) {
          // A load test reads only the legal lines, 'over' and 'actions': 400 clients' latest views
          // and events would be megabytes that every young collection copies.
          update.remove("view");
          update.remove("events");
        }
        lastUpdate = message;
      }
      case "answer" -> {
        latency(arrivedAt - sentAt);
        if (message.path("accepted").asBoolean()) {
          accepted.add(message.path("line").asText());
        }
        inFlight = false;
      }
      case "error" -> {
        onError.accept(message.path("code").asText());
        inFlight = false;
      }
      default -> { }
    }
    if (keepMessages) {
      inbox.add(message);
    }
  }

  @Override
  public void close() {
    socket.abort();
  }
}
