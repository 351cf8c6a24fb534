package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

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
      WebServer.Created created = first.create(Setup.of("kemps"), List.of("bot", "bot", "bot", "bot"), 10);
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
