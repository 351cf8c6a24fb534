package kemkit.server;

import java.time.Duration;

/**
 * A server's hold on its tables, as its own monotonic clock ({@link System#nanoTime}) sees it. The
 * database keeps the lease that counts (in its own clock, one for every server); this is the
 * server's cautious copy: a renewal counts from the moment it started, so the server believes its
 * lease ran out no later than the database does.
 *
 * <ul>
 *   <li>{@link #due}: a third of the lease passed since the last renewal: renew.
 *   <li>{@link #lapse}: more than a lease passed since the last renewal: the database may give the
 *       tables to another server at any moment, so this one serves none of them until it renews
 *       (self-fencing; the epoch fences its writes anyway, this is so players move at once).
 *   <li>{@link #mayTakeOthers}: after a renewal that came more than half a lease after the one
 *       before (this server's access to the database just came back: an outage, a partition, a
 *       pause), the other servers may have lost their leases for the same reason and not renewed
 *       yet; for one lease this server takes no other server's tables (no takeover storm).
 * </ul>
 */
final class Lease {

  private final long length;
  /** When the last successful renewal started; 0 before the first. */
  private volatile long renewed;
  private volatile boolean lapsed;
  private volatile long holdOthersUntil;

  Lease(Duration length) {
    this.length = length.toNanos();
    // System.nanoTime's origin is arbitrary (it may be negative): "until" starts at now, not at 0.
    this.holdOthersUntil = System.nanoTime();
  }

  /** {@return whether a third of the lease passed since the last renewal} */
  boolean due() {
    return System.nanoTime() - renewed >= length / 3;
  }

  /**
   * A renewal that started at {@code start} (System.nanoTime) succeeded.
   *
   * @return whether it ends a lapse (the server serves its tables again)
   */
  boolean renewed(long start) {
    boolean first = renewed == 0;
    if (!first && start - renewed > length / 2) {
      holdOthersUntil = start + length;
    }
    renewed = start;
    boolean ended = lapsed;
    lapsed = false;
    return ended;
  }

  /** {@return true the first time the lease is found run out since the last renewal} (and from then, {@link #lapsed}) */
  boolean lapse() {
    if (System.nanoTime() - renewed <= length || lapsed) {
      return false;
    }
    lapsed = true;
    return true;
  }

  /** {@return whether the lease ran out unrenewed: no table is served here until a renewal} */
  boolean lapsed() {
    return lapsed || System.nanoTime() - renewed > length;
  }

  /** {@return whether another server's table whose lease ran out may be taken now} */
  boolean mayTakeOthers() {
    return System.nanoTime() - holdOthersUntil >= 0;
  }
}
