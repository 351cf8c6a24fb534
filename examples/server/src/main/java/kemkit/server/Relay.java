package kemkit.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/**
 * A seat served by another server: this server passes the seat's messages to the table's owner
 * (over a WebSocket of its own to the owner's {@code /ws}) and the owner's back, unchanged. So any
 * server answers any seat, behind any load balancer or none. When the owner goes away, the seat's
 * connection is closed as "service restart" and the page reconnects, to find the table's next owner.
 */
final class Relay implements WebSocket.Listener {

  private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  private final Connection seat;
  private final String tableId;
  private final long epoch;
  private final StringBuilder partial = new StringBuilder();
  private volatile WebSocket owner;

  private Relay(Connection seat, String tableId, long epoch) {
    this.seat = seat;
    this.tableId = tableId;
    this.epoch = epoch;
  }

  /**
   * {@return a relay of {@code seat} to the server at {@code address}, which owns table
   * {@code tableId} under {@code epoch}, its join sent}
   *
   * @param within how long the owner has to answer: a paused owner accepts the connection (its
   *     system does) and never answers it
   * @throws Exception if the owner cannot be reached within {@code within}
   */
  static Relay open(String address, String tableId, long epoch, Connection seat, String join, Duration within)
      throws Exception {
    Relay relay = new Relay(seat, tableId, epoch);
    String ws = address.replaceFirst("^http", "ws") + "/ws";
    relay.owner = HTTP.newWebSocketBuilder().connectTimeout(within)
        .buildAsync(URI.create(ws), relay).get(within.toMillis(), TimeUnit.MILLISECONDS);
    relay.send(join);
    return relay;
  }

  /** {@return the table this relay reaches} */
  String tableId() {
    return tableId;
  }

  /** {@return the epoch its owner held the table under when the relay opened} */
  long epoch() {
    return epoch;
  }

  /**
   * The table moved on (another server took it, or its owner's lease ran out): the relay goes, and
   * the seat is told to reconnect (1012), to find where the table lives now. Without this a seat
   * relayed to a paused or cut-off owner would wait for as long as that owner is away.
   */
  void moved() {
    close();
    seat.moved(Messages.error("moved", "the table moved to another server: reconnecting"));
  }

  /** Passes one of the seat's messages on to the owner. */
  synchronized void send(String text) {
    try {
      owner.sendText(text, true).get(2, TimeUnit.SECONDS);
    } catch (Exception e) {
      owner.abort();
      seat.moved(Messages.error("moved", "the table's server went away: reconnecting"));
    }
  }

  /** Drops the connection to the owner (the seat left). */
  void close() {
    WebSocket socket = owner;
    if (socket != null) {
      socket.abort();
    }
  }

  @Override
  public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
    partial.append(data);
    if (last) {
      seat.send(partial.toString());
      partial.setLength(0);
    }
    webSocket.request(1);
    return null;
  }

  @Override
  public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
    if (statusCode == 1008) {
      seat.closeRefused(reason);
    } else {
      seat.moved(Messages.error("moved", "the table's server went away: reconnecting"));
    }
    return null;
  }

  @Override
  public void onError(WebSocket webSocket, Throwable error) {
    seat.moved(Messages.error("moved", "the table's server went away: reconnecting"));
  }
}
