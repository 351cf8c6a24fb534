package kemkit.server;

/**
 * One connection of a seat: where the seat's messages go. Implementations send without blocking
 * for long (a table calls them in its lock) and never throw.
 */
interface Peer {

  /** Sends one JSON message. */
  void send(String json);

  /** Sends {@code json}, then closes the connection with {@code reason}: the page does not reconnect. */
  void close(String json, String reason);

  /**
   * Sends {@code json}, then closes the connection as "service restart" (1012): the table moved to
   * another server (or this one stops), and the page reconnects by itself to wherever it lives now.
   */
  void moved(String json);
}
