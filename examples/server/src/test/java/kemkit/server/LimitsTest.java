package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The limits that keep anyone from filling the server: a creation flood from one address is
 * refused (429) past its burst; the overall bound holds; an idle table is deleted after its time;
 * the Prometheus endpoint counts it all, on a port of its own.
 */
class LimitsTest {

  private static final String TABLE = "{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"person\",\"bot\",\"bot\",\"bot\"],"
      + "\"botDelayMs\":60000}";

  @TempDir Path dir;

  @Test
  @DisplayName("C-5: a creation flood is refused past its burst, the overall bound holds, and the metrics count it")
  void flood() throws Exception {
    ServerOptions options = new ServerOptions("127.0.0.1", 0, new Database("jdbc:sqlite:" + dir.resolve("t.db"),
        Optional.empty()), Optional.empty(), Duration.ofSeconds(3), 5, 1, 3, Duration.ofDays(1), Duration.ofDays(7),
        com.google.common.collect.ImmutableList.of(), true, Optional.of(0), "127.0.0.1", TableBounds.DEFAULT);
    try (WebServer server = WebServer.start(options)) {
      List<Integer> codes = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        codes.add(post(server.port(), "10.0.0.1").statusCode());
      }
      assertThat(codes).containsExactly(201, 201, 201, 429, 429, 429);
      // Another address has its own allowance, until the overall bound (5 tables) is reached.
      assertThat(post(server.port(), "10.0.0.2").statusCode()).isEqualTo(201);
      assertThat(post(server.port(), "10.0.0.2").statusCode()).isEqualTo(201);
      HttpResponse<String> full = post(server.port(), "10.0.0.2");
      assertThat(full.statusCode()).as("a full server is unavailable for a while, not a bad request").isEqualTo(503);
      assertThat(full.headers().firstValue("Retry-After")).isPresent();
      assertThat(full.body()).contains("5 tables already", "\"full\"");
      String metrics = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
          URI.create("http://127.0.0.1:" + server.metricsPort().orElseThrow() + "/metrics")).build(),
          HttpResponse.BodyHandlers.ofString()).body();
      assertThat(metrics).contains("kemkit_tables 5.0", "kemkit_tables_refused_total 4.0", "kemkit_actions_total",
          "kemkit_append_seconds_count", "kemkit_lease_changes_total", "kemkit_database_errors_total");
    }
  }

  @Test
  @DisplayName("C-5: an idle table is deleted after its time, with its record and its links")
  void expiry() throws Exception {
    ServerOptions options = new ServerOptions("127.0.0.1", 0, new Database("jdbc:sqlite:" + dir.resolve("e.db"),
        Optional.empty()), Optional.empty(), Duration.ofSeconds(3), 100, 30, 10, Duration.ofSeconds(1),
        Duration.ofSeconds(2), com.google.common.collect.ImmutableList.of(), false, Optional.empty(), "127.0.0.1", TableBounds.DEFAULT);
    try (WebServer server = WebServer.start(options); Store store = new Store(options.database())) {
      WebServer.Created idle = server.create(Setup.of("khamul"), List.of("person", "person", "person", "person"), 800);
      assertThat(store.table(idle.table())).isPresent();
      long deadline = System.nanoTime() + 15_000_000_000L;
      while (store.table(idle.table()).isPresent() && System.nanoTime() < deadline) {
        Thread.sleep(200);
      }
      assertThat(store.table(idle.table())).as("deleted after its idle time").isEmpty();
      assertThat(store.lines(idle.table())).isEmpty();
      assertThat(store.seat(SeatToken.hash(idle.tokens().get(0)))).isEmpty();
      assertThat(server.tableIds()).doesNotContain(idle.table());
      try (SeatClient client = SeatClient.join(server.port(), 0, idle.tokens().get(0))) {
        assertThat(client.await(SeatClient.type("error"), 10).path("code").asText()).isEqualTo("bad-token");
      }
    }
  }

  private static HttpResponse<String> post(int port, String address) throws Exception {
    // Several client addresses, as a proxy in front would name them (the flood test's server trusts it).
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
        .header("Content-Type", "application/json").header("X-Forwarded-For", address)
        .POST(HttpRequest.BodyPublishers.ofString(TABLE)).build(), HttpResponse.BodyHandlers.ofString());
  }
}
