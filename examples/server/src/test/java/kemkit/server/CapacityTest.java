package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The creation limits hold over several servers on one PostgreSQL, however the requests race:
 * {@code --max-tables} is counted and the table stored in one transaction under a lock, and the
 * per-address allowance lives in the database.
 */
class CapacityTest {

  private static final String TABLE = "{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"person\",\"bot\",\"bot\",\"bot\"],"
      + "\"botDelayMs\":60000}";

  private static ServerOptions options(Database database, int maxTables, int perMinute, int burst) {
    return new ServerOptions("127.0.0.1", 0, database, Optional.empty(), Duration.ofSeconds(3), maxTables, perMinute,
        burst, Duration.ofDays(1), Duration.ofDays(7), ImmutableList.of(), true, Optional.empty(), "127.0.0.1",
        TableBounds.DEFAULT);
  }

  @Test
  @DisplayName("C-5: 60 creations at once over three servers with --max-tables 10: exactly 10 stored, the others 503 with Retry-After")
  void maxTablesUnderRace() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
    ServerOptions options = options(database, 10, 1000, 1000);
    try (WebServer a = WebServer.start(options); WebServer b = WebServer.start(options); WebServer c = WebServer.start(options);
        Store store = new Store(database)) {
      List<Integer> ports = List.of(a.port(), b.port(), c.port());
      Map<Integer, Integer> codes = race(60, i -> post(ports.get(i % 3), "10.1.0." + i));
      assertThat(codes).as("created, and refused as full").containsOnlyKeys(201, 503);
      assertThat(codes.get(201)).isEqualTo(10);
      assertThat(store.count()).as("tables stored").isEqualTo(10);
    }
  }

  @Test
  @DisplayName("C-5: one address's allowance is shared by every server: a burst over three servers creates 'burst' tables, the rest 429")
  void allowanceShared() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
    ServerOptions options = options(database, 1000, 1, 4);
    try (WebServer a = WebServer.start(options); WebServer b = WebServer.start(options); WebServer c = WebServer.start(options)) {
      List<Integer> ports = List.of(a.port(), b.port(), c.port());
      Map<Integer, Integer> codes = race(12, i -> post(ports.get(i % 3), "10.2.0.7"));
      assertThat(codes).containsOnlyKeys(201, 429);
      assertThat(codes.get(201)).as("the address's burst, over all three servers").isEqualTo(4);
      // Another address has an allowance of its own.
      assertThat(post(b.port(), "10.2.0.8").statusCode()).isEqualTo(201);
    }
  }

  /** Sends {@code count} requests at once (released together), {@return how many got each status} */
  private static Map<Integer, Integer> race(int count, Function<Integer, HttpResponse<String>> send) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(count);
    CountDownLatch go = new CountDownLatch(1);
    List<CompletableFuture<HttpResponse<String>>> sent = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int n = i;
      sent.add(CompletableFuture.supplyAsync(() -> {
        try {
          go.await();
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
        return send.apply(n);
      }, pool));
    }
    go.countDown();
    Map<Integer, Integer> codes = new ConcurrentHashMap<>();
    for (var future : sent) {
      HttpResponse<String> response = future.get();
      codes.merge(response.statusCode(), 1, Integer::sum);
      if (response.statusCode() == 503) {
        assertThat(response.headers().firstValue("Retry-After")).isPresent();
        assertThat(response.body()).contains("full");
      }
    }
    pool.shutdownNow();
    return codes;
  }

  private static HttpResponse<String> post(int port, String address) {
    try {
      return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
          .header("Content-Type", "application/json").header("X-Forwarded-For", address)
          .POST(HttpRequest.BodyPublishers.ofString(TABLE)).build(), HttpResponse.BodyHandlers.ofString());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
