package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Optional;
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
    ServerOptions options = ServerOptions.of("127.0.0.1", 0, database).withLease(java.time.Duration.ofMillis(900));
    try (WebServer first = WebServer.start(options); WebServer second = WebServer.start(options);
        Store store = new Store(database)) {
      // A target no game reaches in the test's seconds: four bots finish a Kemps game to +5 in about
      // 95 moves, a second at 10 ms each, and a finished table is no orphan to take over.
      Setup endless = new Setup("kemps", Optional.empty(), ImmutableMap.of("target", "1000"), ImmutableMap.of());
      WebServer.Created created = first.create(endless, List.of("bot", "bot", "bot", "bot"), 10);
      Thread.sleep(700);
      first.pauseLeaseForTest();
      store.release(first.serverId());
      long deadline = System.nanoTime() + 10_000_000_000L;
      while (second.actions(created.table()) == 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      int taken = second.actions(created.table());
      assertThat(taken).as("the second server took the table").isPositive();
      Thread.sleep(1000);
      assertThat(second.actions(created.table())).as("and plays on").isGreaterThan(taken);
      assertThat(store.epochs(created.table())).contains(1L, 2L);
    }
  }
}
