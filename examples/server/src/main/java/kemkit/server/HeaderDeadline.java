package kemkit.server;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.internal.HttpConnection;

/**
 * A total deadline on reading a request's headers. Jetty's idle timeout starts again with every
 * byte, so a client that sends its headers a byte at a time ("slowloris") would hold a connection
 * for ever. Every quarter of the deadline this looks at each connection of the server: one whose
 * parser is inside a request's head (past its first byte, before its body) for longer than the
 * deadline, on the same request, is closed. A connection waiting for its next request, or upgraded
 * to a WebSocket, is not concerned.
 */
final class HeaderDeadline implements AutoCloseable {

  /** One connection seen reading a head: which request (the count of requests it started) and since when. */
  private record Reading(long request, long since) {}

  private final Server server;
  private final long deadlineNanos;
  private final Map<EndPoint, Reading> reading = new ConcurrentHashMap<>();
  private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
    Thread thread = new Thread(runnable, "kemkit-header-deadline");
    thread.setDaemon(true);
    return thread;
  });

  /** Watches {@code server}'s connections from now on. */
  HeaderDeadline(Server server, Duration deadline) {
    this.server = server;
    this.deadlineNanos = deadline.toNanos();
    long every = Math.max(50, deadline.toMillis() / 4);
    var unused = sweeper.scheduleWithFixedDelay(this::sweep, every, every, TimeUnit.MILLISECONDS);
  }

  private void sweep() {
    try {
      long now = System.nanoTime();
      for (Connector connector : server.getConnectors()) {
        if (!(connector instanceof AbstractConnector open)) {
          continue;
        }
        for (EndPoint endPoint : open.getConnectedEndPoints()) {
          if (!(endPoint.getConnection() instanceof HttpConnection http)
              || !http.getParser().inHeaderState() || http.getParser().isStart()) {
            reading.remove(endPoint);
            continue;
          }
          long request = http.getMessagesIn();
          Reading seen = reading.get(endPoint);
          if (seen == null || seen.request() != request) {
            reading.put(endPoint, new Reading(request, now));
          } else if (now - seen.since() > deadlineNanos) {
            reading.remove(endPoint);
            endPoint.close();
          }
        }
      }
      reading.keySet().removeIf(endPoint -> !endPoint.isOpen());
    } catch (RuntimeException e) {
      // A connection changing under the sweep: the next one sees it again.
    }
  }

  @Override
  public void close() {
    sweeper.shutdownNow();
  }
}
