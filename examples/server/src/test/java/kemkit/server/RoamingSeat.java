package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;
import kemkit.json.JsonCodec;

/**
 * A seat as a page behaves: over a real WebSocket, and when the connection drops (its server died,
 * or the table moved) it reconnects by itself, to the next server that answers (as a load balancer
 * would send it), joining with {@code since}, the number of actions it last saw: it hears every
 * event once. Keeps every event heard and every line it was told was accepted.
 */
final class RoamingSeat implements WebSocket.Listener, AutoCloseable {

  private static final JsonCodec CODEC = new JsonCodec();
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
  private static final ExecutorService RECONNECTS = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "roaming-seat");
    thread.setDaemon(true);
    return thread;
  });

  final int seat;
  private final String token;
  private final List<Integer> ports;
  private int next;
  private final StringBuilder partial = new StringBuilder();
  final List<String> events = Collections.synchronizedList(new ArrayList<>());
  final List<String> accepted = Collections.synchronizedList(new ArrayList<>());
  final AtomicInteger reconnects = new AtomicInteger();
  /** When the latest connection was seated (System.nanoTime), for the failover measure. */
  volatile long joinedAt;
  volatile JsonNode lastUpdate;
  volatile int actions = -1;
  volatile int firstActions = -1;
  volatile boolean inFlight;
  /** When the action in flight was sent: an act dropped by a rate limit is never answered. */
  private volatile long sentAt;
  volatile boolean refused;
  private volatile boolean closed;
  private volatile WebSocket socket;
  private int nextId;

  RoamingSeat(int seat, String token, List<Integer> ports, int first) {
    this.seat = seat;
    this.token = token;
    this.ports = List.copyOf(ports);
    this.next = first;
    connect();
  }

  private void connect() {
    while (!closed) {
      int port = ports.get(Math.floorMod(next, ports.size()));
      try {
        WebSocket ws = HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), this)
            .get(3, TimeUnit.SECONDS);
        socket = ws;
        int since = actions;
        ws.sendText(since >= 0
            ? "{\"type\":\"join\",\"token\":\"" + token + "\",\"since\":" + since + "}"
            : "{\"type\":\"join\",\"token\":\"" + token + "\"}", true).get(3, TimeUnit.SECONDS);
        return;
      } catch (Exception dead) {
        next++;
        try {
          Thread.sleep(100);
        } catch (InterruptedException e) {
          return;
        }
      }
    }
  }

  private void reconnect() {
    if (closed || refused) {
      return;
    }
    inFlight = false;
    reconnects.incrementAndGet();
    RECONNECTS.execute(this::connect);
  }

  /** Plays one legal action at random, unless one waits for its answer. */
  void play(SplittableRandom random) {
    JsonNode update = lastUpdate;
    WebSocket ws = socket;
    if (inFlight && System.nanoTime() - sentAt > 2_000_000_000L) {
      inFlight = false;
    }
    if (ws == null || inFlight || update == null || update.path("legal").size() == 0) {
      return;
    }
    JsonNode legal = update.path("legal");
    inFlight = true;
    sentAt = System.nanoTime();
    try {
      synchronized (this) {
        ws.sendText("{\"type\":\"act\",\"line\":\"" + legal.get(random.nextInt(legal.size())).asText()
            + "\",\"id\":" + (nextId++) + "}", true).get(3, TimeUnit.SECONDS);
      }
    } catch (Exception e) {
      inFlight = false;
    }
  }

  boolean over() {
    JsonNode update = lastUpdate;
    return update != null && update.path("over").asBoolean();
  }

  @Override
  public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
    partial.append(data);
    if (last) {
      String text = partial.toString();
      partial.setLength(0);
      try {
        received(CODEC.parse(text));
      } catch (Exception e) {
        throw new IllegalStateException("unreadable message: " + text, e);
      }
    }
    webSocket.request(1);
    return null;
  }

  private void received(JsonNode message) {
    switch (message.path("type").asText()) {
      case "joined" -> joinedAt = System.nanoTime();
      case "update" -> {
        for (JsonNode event : message.path("events")) {
          events.add(CODEC.write(event));
        }
        if (firstActions < 0) {
          firstActions = message.path("actions").asInt();
        }
        actions = message.path("actions").asInt();
        lastUpdate = message;
      }
      case "answer" -> {
        if (message.path("accepted").asBoolean()) {
          accepted.add(message.path("line").asText());
        }
        inFlight = false;
      }
      case "error" -> inFlight = false;
      default -> { }
    }
  }

  @Override
  public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
    if (statusCode == 1008) {
      refused = true;
    }
    if (webSocket == socket) {
      reconnect();
    }
    return null;
  }

  @Override
  public void onError(WebSocket webSocket, Throwable error) {
    if (webSocket == socket) {
      reconnect();
    }
  }

  @Override
  public void close() {
    closed = true;
    WebSocket ws = socket;
    if (ws != null) {
      ws.abort();
    }
  }

  static IntSupplier none() {
    return () -> 0;
  }
}
