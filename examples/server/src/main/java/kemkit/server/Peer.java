package kemkit.server;

/**
 * One connection of a seat: where the seat's messages go. Implementations send without blocking
 * for long (a table calls them in its lock) and never throw.
 */
interface Peer {

  /** Sends one JSON message. */
  void send(String json);

  /** Sends {@code json}, then closes the connection with {@code reason}. */
  void close(String json, String reason);
}
