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
import kemkit.json.JsonCodec;

/**
 * A seat as a page behaves: over a real WebSocket, and when the connection drops (its server died,
 * or the table moved) it reconnects by itself, to the next server in turn that answers (as a load
 * balancer would send it), joining with {@code since}, the number of actions it last saw: it hears
 * every event once. Like the page, it pings when it heard nothing for the server's {@code pingMs},
 * and gives a connection up when it heard nothing, not even a pong, for three times that ({@link
 * #watch}, called by the test's clock): a server that froze never closes its socket.
 *
 * <p>Keeps every event heard, every action it sent with its outcome (accepted at a place in the
 * record, not stored where the record ended, or no answer), and when each update came: what the
 * checks compare with the stored record, and what the watchdog and the resume times read.
 */
final class RoamingSeat implements WebSocket.Listener, AutoCloseable {

  private static final JsonCodec CODEC = new JsonCodec();
  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
  private static final ExecutorService RECONNECTS = Executors.newCachedThreadPool(runnable -> {
    Thread thread = new Thread(runnable, "roaming-seat");
    thread.setDaemon(true);
    return thread;
  });

  /** What became of one action this seat sent. */
  enum Outcome {
    /** Answered accepted, at {@link Sent#seq} in the record. */
    ACCEPTED,
    /** Answered "not stored": the record must not hold it at {@link Sent#seq}. */
    NOT_STORED,
    /** Refused by the rules. */
    REJECTED,
    /** No answer (the connection went first): the record may or may not hold it. */
    UNANSWERED
  }

  /** One action this seat sent, and its outcome. */
  static final class Sent {
    final String line;
    volatile Outcome outcome = Outcome.UNANSWERED;
    volatile int seq = -1;

    Sent(String line) {
      this.line = line;
    }
  }

  /** One update: when it came (System.nanoTime) and the table's count of actions then. */
  record Heard(long at, int actions) {}

  final int seat;
  private final String token;
  private final List<Integer> ports;
  private int next;
  private final StringBuilder partial = new StringBuilder();
  final List<String> events = Collections.synchronizedList(new ArrayList<>());
  final List<String> accepted = Collections.synchronizedList(new ArrayList<>());
  final List<Sent> sent = Collections.synchronizedList(new ArrayList<>());
  final List<Heard> heard = Collections.synchronizedList(new ArrayList<>());
  final AtomicInteger reconnects = new AtomicInteger();
  /** Connections given up because nothing was heard on them for three pings. */
  final AtomicInteger silences = new AtomicInteger();
  /** When the latest connection was seated (System.nanoTime), for the failover measure. */
  volatile long joinedAt;
  volatile JsonNode lastUpdate;
  volatile int actions = -1;
  volatile int firstActions = -1;
  volatile boolean inFlight;
  /** When the action in flight was sent: an act dropped by a rate limit is never answered. */
  private volatile long sentAt;
  private volatile Sent inFlightSent;
  volatile boolean refused;
  private volatile boolean closed;
  private volatile WebSocket socket;
  /** When the current connection last heard anything, and last pinged (System.nanoTime). */
  private volatile long lastHeard = System.nanoTime();
  private volatile long lastPing;
  private volatile int pingMs = 1000;
  private volatile boolean seated;
  private volatile long backoff;
  /** The longest wait between two dials of a seat whose server closes at once (the page's is 2 s). */
  static final long MAX_BACKOFF_MS = 1000;
  /** This seat's page name and its count of dials: a late join of a connection it gave up never replaces a newer one. */
  private final String window = "w" + Long.toHexString(System.nanoTime()) + Integer.toHexString(System.identityHashCode(this));
  private long dials;
  private int nextId;

  RoamingSeat(int seat, String token, List<Integer> ports, int first) {
    this.seat = seat;
    this.token = token;
    this.ports = List.copyOf(ports);
    this.next = first;
    connect();
  }

  private void connect() {
    if (backoff > 0) {
      try {
        Thread.sleep(backoff);
      } catch (InterruptedException e) {
        return;
      }
    }
    // A server that closes at once (it cannot reach the database) is not dialled again in a tight loop.
    backoff = Math.min(MAX_BACKOFF_MS, Math.max(100, backoff * 2));
    while (!closed) {
      int port = ports.get(Math.floorMod(next, ports.size()));
      try {
        WebSocket ws = HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws"), this)
            .get(3, TimeUnit.SECONDS);
        socket = ws;
        seated = false;
        lastHeard = System.nanoTime();
        int since = actions;
        String dial = ",\"window\":\"" + window + "\",\"dial\":" + (++dials);
        ws.sendText(since >= 0
            ? "{\"type\":\"join\",\"token\":\"" + token + "\",\"since\":" + since + dial + "}"
            : "{\"type\":\"join\",\"token\":\"" + token + "\"" + dial + "}", true).get(3, TimeUnit.SECONDS);
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
    seated = false;
    reconnects.incrementAndGet();
    // The next server in turn, as a round-robin balancer would pick.
    next++;
    RECONNECTS.execute(this::connect);
  }

  /**
   * The page's liveness watch: pings a connection that heard nothing for {@code pingMs}, and gives
   * it up (then reconnects) when it heard nothing, not even a pong, for three times that, at least
   * 2 s. A join the server is still looking up does not count: a live server answers a ping meanwhile.
   */
  void watch() {
    WebSocket ws = socket;
    if (ws == null || closed) {
      return;
    }
    long now = System.nanoTime();
    long silent = TimeUnit.MILLISECONDS.toNanos(Math.max(2000, 3L * pingMs));
    if (now - lastHeard >= silent) {
      silences.incrementAndGet();
      socket = null;
      ws.abort();
      reconnect();
    } else if (now - lastHeard >= TimeUnit.MILLISECONDS.toNanos(pingMs)
        && now - lastPing >= TimeUnit.MILLISECONDS.toNanos(pingMs)) {
      lastPing = now;
      try {
        synchronized (this) {
          ws.sendText("{\"type\":\"ping\"}", true).get(1, TimeUnit.SECONDS);
        }
      } catch (Exception e) {
        // A socket going away: the next watch gives it up.
      }
    }
  }

  /** Plays one legal action at random, unless one waits for its answer. */
  void play(SplittableRandom random) {
    JsonNode update = lastUpdate;
    WebSocket ws = socket;
    if (inFlight && System.nanoTime() - sentAt > 2_000_000_000L) {
      inFlight = false;
    }
    if (ws == null || inFlight || update == null || update.path("legal").size() == 0 || !seated) {
      return;
    }
    JsonNode legal = update.path("legal");
    String line = legal.get(random.nextInt(legal.size())).asText();
    Sent record = new Sent(line);
    inFlight = true;
    inFlightSent = record;
    sentAt = System.nanoTime();
    sent.add(record);
    try {
      synchronized (this) {
        ws.sendText("{\"type\":\"act\",\"line\":\"" + line + "\",\"id\":" + (nextId++) + "}", true)
            .get(3, TimeUnit.SECONDS);
      }
    } catch (Exception e) {
      inFlight = false;
    }
  }

  boolean over() {
    JsonNode update = lastUpdate;
    return update != null && update.path("over").asBoolean();
  }

  /** {@return when the last update came (System.nanoTime), or when the seat was made} */
  long lastUpdateAt() {
    synchronized (heard) {
      return heard.isEmpty() ? 0 : heard.get(heard.size() - 1).at();
    }
  }

  @Override
  public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
    if (webSocket == socket) {
      lastHeard = System.nanoTime();
    }
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
      case "joined" -> {
        joinedAt = System.nanoTime();
        seated = true;
        backoff = 0;
        pingMs = message.path("pingMs").asInt(1000);
      }
      case "update" -> {
        for (JsonNode event : message.path("events")) {
          events.add(CODEC.write(event));
        }
        if (firstActions < 0) {
          firstActions = message.path("actions").asInt();
        }
        actions = message.path("actions").asInt();
        lastUpdate = message;
        heard.add(new Heard(System.nanoTime(), actions));
      }
      case "answer" -> {
        Sent record = inFlightSent;
        if (message.path("accepted").asBoolean()) {
          accepted.add(message.path("line").asText());
          if (record != null && record.line.equals(message.path("line").asText())) {
            record.seq = message.path("seq").asInt(-1);
            record.outcome = Outcome.ACCEPTED;
          }
        } else if (record != null) {
          record.outcome = Outcome.REJECTED;
        }
        inFlightSent = null;
        inFlight = false;
      }
      case "error" -> {
        Sent record = inFlightSent;
        if (record != null && message.path("code").asText().equals("not-stored") && message.has("seq")) {
          record.seq = message.path("seq").asInt();
          record.outcome = Outcome.NOT_STORED;
        }
        inFlightSent = null;
        inFlight = false;
      }
      default -> { }
    }
  }

  @Override
  public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
    if (webSocket != socket) {
      // A connection given up earlier, refused now ("replaced" by this seat's newer one): not this seat's end.
      return null;
    }
    if (statusCode == 1008) {
      refused = true;
    }
    if (webSocket == socket) {
      socket = null;
      reconnect();
    }
    return null;
  }

  @Override
  public void onError(WebSocket webSocket, Throwable error) {
    if (webSocket == socket) {
      socket = null;
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
}
