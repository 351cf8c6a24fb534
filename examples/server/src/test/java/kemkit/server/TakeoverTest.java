package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** In one JVM: a table whose owner's lease ends is taken by another server, which plays on from the record. */
class TakeoverTest {

  @Test
  @DisplayName("C-5: a table taken over plays on from its record under the next epoch")
  void playsOn() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
    ServerOptions options = ServerOptions.of("127.0.0.1", 0, database).withLease(Duration.ofMillis(900))
        .withBounds(new TableBounds(Duration.ofMillis(10), 1000, 20_000, Duration.ofDays(1)));
    try (WebServer first = WebServer.start(options); WebServer second = WebServer.start(options);
        Store store = new Store(database)) {
      // A target no game reaches in the test's seconds: four bots finish a Kemps game to +5 in about
      // 95 moves, a second at 10 ms each, and a finished table is no orphan to take over.
      Setup endless = new Setup("kemps", Optional.empty(), ImmutableMap.of("target", "1000"), ImmutableMap.of());
      WebServer.Created created = first.create(endless, List.of("bot", "bot", "bot", "bot"), 10);
      String id = created.table();
      waitFor(() -> first.actions(id) >= 10, "the first server's bots played");
      first.pauseLeaseForTest();
      store.release(first.serverId());
      waitFor(() -> second.actions(id) > 0, "the second server took the table");
      int taken = second.actions(id);
      waitFor(() -> second.actions(id) > taken, "the second server plays on");
      assertThat(store.epochs(id)).contains(1L, 2L);
    }
  }

  @Test
  @DisplayName("C-5: a table its live owner does not serve (a takeover whose replay failed) is reloaded by the owner: its bots play on")
  void ownedButNotServed() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
    ServerOptions options = ServerOptions.of("127.0.0.1", 0, database).withLease(Duration.ofMillis(900))
        .withBounds(new TableBounds(Duration.ofMillis(10), 1000, 20_000, Duration.ofDays(1)));
    try (WebServer owner = WebServer.start(options); Store store = new Store(database)) {
      Setup endless = new Setup("kemps", Optional.empty(), ImmutableMap.of("target", "1000"), ImmutableMap.of());
      String id = owner.create(endless, List.of("bot", "bot", "bot", "bot"), 10).table();
      waitFor(() -> owner.actions(id) >= 10, "the bots play");
      owner.forgetForTest(id);
      assertThat(owner.tableIds()).doesNotContain(id);
      int stored = store.lines(id).size();
      // Before, nobody served it until a seat's join happened to reach this server: its bots stood still.
      waitFor(() -> owner.tableIds().contains(id), "its owner serves it again");
      waitFor(() -> {
        try {
          return store.lines(id).size() > stored;
        } catch (java.sql.SQLException e) {
          return false;
        }
      }, "its bots play on");
      assertThat(store.owner(id).orElseThrow().server()).contains(owner.serverId());
    }
  }

  /** Waits for {@code done} (20 s at most, however loaded the machine), then fails saying {@code what} did not happen. */
  private static void waitFor(BooleanSupplier done, String what) throws InterruptedException {
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (!done.getAsBoolean()) {
      assertThat(System.nanoTime()).as("within 20 s: " + what).isLessThan(deadline);
      Thread.sleep(20);
    }
  }
}
