package kemkit.server;

import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One WebSocket connection: the seat it joined (once it sent a valid token) and its rate limit, a
 * token bucket of {@link #RATE} messages a second with bursts of {@link #BURST}. Messages over the
 * limit are dropped, with an error at most once a second, so a flood costs the server little and
 * never reaches the table.
 */
final class Connection implements Peer {

  /** Messages a second a connection may send, on average: far above any person's clicks. */
  static final int RATE = 20;
  /** Messages a connection may send at once. */
  static final int BURST = 40;
  /** Wrong tokens a connection may send before it is closed. */
  static final int MAX_BAD_TOKENS = 5;

  /** The seat a connection plays. */
  record Seat(LiveTable<?, ?, ?, ?> table, int seat) {}

  private final WsContext context;
  private double tokens = BURST;
  private long refilled = System.nanoTime();
  private long lastRateError;
  private int badTokens;
  private volatile Optional<Seat> seat = Optional.empty();
  private volatile Optional<Relay> relay = Optional.empty();
  private volatile boolean joining;
  private volatile boolean closed;

  Connection(WsContext context) {
    this.context = context;
    context.session.setIdleTimeout(Duration.ofMinutes(5));
    context.session.setMaxTextMessageSize(64 * 1024);
    context.session.setMaxOutgoingFrames(4096);
  }

  Optional<Seat> seat() {
    return seat;
  }

  void seat(Seat joined) {
    seat = Optional.of(joined);
  }

  /** {@return the relay to the table's owner, if this seat is served by another server} */
  Optional<Relay> relay() {
    return relay;
  }

  void relay(Relay owner) {
    relay = Optional.of(owner);
    if (closed) {
      owner.close();
    }
  }

  /** {@return whether a join is being resolved (the table looked up, taken over or relayed)} */
  boolean joining() {
    return joining;
  }

  void joining(boolean now) {
    joining = now;
  }

  /** The browser went away: the relay, if any, goes too. */
  void closed() {
    closed = true;
    relay.ifPresent(Relay::close);
  }

  /** {@return whether this message is within the rate limit; if not, the sender may be told} */
  synchronized boolean admit() {
    long now = System.nanoTime();
    tokens = Math.min(BURST, tokens + (now - refilled) * RATE / 1e9);
    refilled = now;
    if (tokens >= 1) {
      tokens--;
      return true;
    }
    if (now - lastRateError > 1_000_000_000L) {
      lastRateError = now;
      send(Messages.error("rate", "too many messages: at most " + RATE + " a second; the extra ones were dropped"));
    }
    return false;
  }

  /** {@return whether the connection may try another token} Counts one wrong token. */
  synchronized boolean badToken() {
    return ++badTokens < MAX_BAD_TOKENS;
  }

  @Override
  public synchronized void send(String json) {
    try {
      context.session.sendText(json, Callback.NOOP);
    } catch (RuntimeException closed) {
      // The connection went away; the seat's next connection gets the whole view again.
    }
  }

  @Override
  public synchronized void moved(String json) {
    send(json);
    try {
      context.session.close(StatusCode.SERVICE_RESTART, "reconnect", Callback.NOOP);
    } catch (RuntimeException closed) {
      // Already closed.
    }
  }

  /** Closes as refused (1008, the page does not reconnect), with the owner's reason: a relayed refusal. */
  synchronized void closeRefused(String reason) {
    try {
      context.session.close(StatusCode.POLICY_VIOLATION, reason, Callback.NOOP);
    } catch (RuntimeException closed) {
      // Already closed.
    }
  }

  @Override
  public synchronized void close(String json, String reason) {
    send(json);
    try {
      context.session.close(StatusCode.POLICY_VIOLATION, reason, Callback.NOOP);
    } catch (RuntimeException closed) {
      // Already closed.
    }
  }
}
