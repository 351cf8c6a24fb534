package kemkit.server;

import com.google.common.collect.ImmutableList;
import com.google.common.net.InetAddresses;
import java.net.URI;
import java.util.Locale;
import java.util.Optional;

/**
 * Which pages may create tables and open seats: a request from a browser names its page's origin
 * ({@code Origin}), and it is taken only from this server's own origin or an allowed one. Own
 * means the same scheme, host and port as the request was sent to ({@code Host}), and a host that
 * no one else's DNS can point here: an IP address or {@code localhost}. A host name could be an
 * attacker's name re-pointed at this server (DNS rebinding: the page's origin and the request's
 * {@code Host} then agree); such a site is taken only when the operator names it
 * ({@code --allowed-origin https://cards.example.org}) or advertises it ({@code --advertise}).
 * A request without {@code Origin} is not a browser's (or a same-origin GET), and is taken.
 */
final class Origins {

  private final ImmutableList<String> allowed;
  private final Optional<String> advertised;

  /**
   * @param allowed the origins the operator allows, as given ({@code https://cards.example.org})
   * @param advertise this server's advertised URL, if any: its origin is its own
   */
  Origins(ImmutableList<String> allowed, Optional<String> advertise) {
    this.allowed = allowed.stream().map(Origins::normalize).flatMap(Optional::stream)
        .collect(ImmutableList.toImmutableList());
    this.advertised = advertise.flatMap(Origins::normalize);
  }

  /**
   * {@return whether a request with {@code origin} (null: none), sent to {@code host} (the
   * {@code Host} header) over {@code scheme}, comes from a page that may use this server}
   */
  boolean allows(String origin, String host, String scheme) {
    if (origin == null) {
      return true;
    }
    Optional<String> normal = normalize(origin);
    if (normal.isEmpty()) {
      return false; // "null" (a sandboxed page, a file), or not a web origin
    }
    if (allowed.contains(normal.get()) || advertised.equals(normal)) {
      return true;
    }
    if (host == null) {
      return false;
    }
    Optional<String> own = normalize(scheme.toLowerCase(Locale.ROOT) + "://" + host);
    if (own.isEmpty() || !own.get().equals(normal.get())) {
      return false;
    }
    String name = URI.create(normal.get()).getHost();
    String bare = name.startsWith("[") ? name.substring(1, name.length() - 1) : name;
    return InetAddresses.isInetAddress(bare) || bare.equals("localhost") || bare.endsWith(".localhost");
  }

  /** {@return {@code scheme://host:port} in lower case with the port always written, if {@code origin} is an http(s) origin} */
  static Optional<String> normalize(String origin) {
    try {
      URI uri = URI.create(origin.trim());
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
        return Optional.empty();
      }
      if (uri.getRawUserInfo() != null || (uri.getRawPath() != null && !uri.getRawPath().isEmpty()
          && !uri.getRawPath().equals("/"))) {
        return Optional.empty();
      }
      int port = uri.getPort() >= 0 ? uri.getPort() : scheme.equals("https") ? 443 : 80;
      return Optional.of(scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + ":" + port);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
