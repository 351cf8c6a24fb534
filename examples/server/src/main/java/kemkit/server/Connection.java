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
  /** A join sent while an earlier one was being looked up: handled once that one is settled. */
  private Optional<String> waitingJoin = Optional.empty();
  /** This connection's messages (joins, actions) waiting to be handled, one at a time, in order. */
  private final java.util.ArrayDeque<Runnable> work = new java.util.ArrayDeque<>();
  private boolean working;
  /** The most messages a connection may have waiting: a client that sends faster than its table answers is told. */
  static final int MAX_WAITING = 64;

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

  synchronized void joining(boolean now) {
    joining = now;
  }

  /**
   * Keeps {@code text}, a join, if another is being looked up: it is handled once that one is
   * settled (the latest such join only). {@return whether it was kept}
   */
  synchronized boolean deferJoin(String text) {
    if (!joining) {
      return false;
    }
    waitingJoin = Optional.of(text);
    return true;
  }

  /** The lookup of a join is settled. {@return the join that waited for it, if any} */
  synchronized Optional<String> finishJoining() {
    joining = false;
    Optional<String> join = waitingJoin;
    waitingJoin = Optional.empty();
    return join;
  }

  /** {@return whether the browser went away} */
  boolean isClosed() {
    return closed;
  }

  /** The browser went away: the relay, if any, goes too. */
  void closed() {
    closed = true;
    relay.ifPresent(Relay::close);
  }

  /**
   * Handles {@code task} (one of this connection's messages) on {@code pool}, after the ones before
   * it: a connection's messages are answered in order, and the WebSocket's own thread never waits
   * for a table (a slow database makes an action wait up to the append wait), so it goes on reading,
   * and answering pings. {@return false if too many are waiting already (the message is dropped)}
   */
  boolean serially(Runnable task, java.util.concurrent.Executor pool) {
    synchronized (work) {
      if (work.size() >= MAX_WAITING) {
        return false;
      }
      work.add(task);
      if (working) {
        return true;
      }
      working = true;
    }
    pool.execute(this::drain);
    return true;
  }

  private void drain() {
    while (true) {
      Runnable next;
      synchronized (work) {
        next = work.poll();
        if (next == null) {
          working = false;
          return;
        }
      }
      next.run();
    }
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
  public void send(String json) {
    synchronized (this) {
      try {
        context.session.sendText(json, Callback.NOOP);
      } catch (RuntimeException closed) {
        // The connection went away; the seat's next connection gets the whole view again.
      }
    }
  }

  /**
   * Closes the socket with {@code code}, outside this connection's monitor: Jetty may call the
   * close handler on this very thread, and it takes the table's lock ({@code leave}); a table that
   * holds its lock and sends to this connection would otherwise wait on us while we wait on it.
   */
  private void closeSocket(int code, String reason) {
    try {
      context.session.close(code, reason, Callback.NOOP);
    } catch (RuntimeException closed) {
      // Already closed.
    }
  }

  @Override
  public void moved(String json) {
    send(json);
    closeSocket(StatusCode.SERVICE_RESTART, "reconnect");
  }

  /** Closes as refused (1008, the page does not reconnect), with the owner's reason: a relayed refusal. */
  void closeRefused(String reason) {
    closeSocket(StatusCode.POLICY_VIOLATION, reason);
  }

  @Override
  public void close(String json, String reason) {
    send(json);
    closeSocket(StatusCode.POLICY_VIOLATION, reason);
  }
}
