package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;

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

  @Test
  @DisplayName("C-5: every table ends: bots faster than the bound and targets beyond it are refused at creation, with a sentence")
  void refusedAtCreation() throws Exception {
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("c.db"))) {
      assertThatThrownBy(() -> server.create(Setup.of("khamul"), List.of("bot", "bot", "bot", "bot"), 1))
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'botDelayMs' is between 20 and 60000");
      assertThatThrownBy(() -> server.create(Setup.of("kemps").withOption("target", "2000000000"),
          List.of("bot", "bot", "bot", "bot"), 800)).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("'target' is at most 1000");
      HttpResponse<String> http = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
              URI.create("http://127.0.0.1:" + server.port() + "/api/tables")).header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString("{\"setup\":{\"game\":\"kemps\",\"options\":{\"target\":"
              + "\"2000000000\"}},\"seats\":[\"bot\",\"bot\",\"bot\",\"bot\"],\"botDelayMs\":1}")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(http.statusCode()).isEqualTo(400);
      assertThat(http.body()).contains("refused");
      assertThat(server.tableIds()).isEmpty();
    }
  }

  @Test
  @DisplayName("C-5: every table ends: one past its most actions is closed (no more moves, 'over', a sentence) and counts as finished; one past its life is deleted")
  void lengthAndLife() throws Exception {
    // The length on a server whose life bound is far off (a loaded machine may take seconds over 30 actions),
    // then the life on one whose bound is short: neither bound cuts the other's check short.
    TableBounds bounds = new TableBounds(Duration.ofMillis(20), 1000, 30, Duration.ofDays(1));
    ServerOptions options = ServerOptions.of("127.0.0.1", 0, new Database("jdbc:sqlite:" + dir.resolve("l.db"),
        Optional.empty())).withBounds(bounds);
    try (WebServer server = WebServer.start(options)) {
      // A bot deals (seat 0), so the bots play on whatever the person does.
      WebServer.Created endless = server.create(Setup.of("kemps").withOption("target", "1000").withDealer(0),
          List.of("bot", "person", "bot", "bot"), 20);
      try (SeatClient seat = SeatClient.join(server.port(), 1, endless.tokens().get(1))) {
        // The person plays its first legal move whenever it has one, until the table closes.
        JsonNode closed = seat.await(m -> {
          if (m.path("type").asText().equals("update") && m.path("legal").size() > 0 && !seat.inFlight()) {
            seat.act(m.path("legal").get(0).asText());
          }
          return m.path("type").asText().equals("update") && m.has("closed");
        }, 60);
        assertThat(closed.path("closed").asText()).contains("limit of 30 actions");
        assertThat(closed.path("over").asBoolean()).isTrue();
        assertThat(closed.path("legal").size()).as("no moves offered").isZero();
        assertThat(server.actions(endless.table())).isBetween(30, 35);
        if (seat.inFlight()) {
          // The person's last move may be the one that closed the table: its answer may come after
          // the update that says so, and a client sends nothing while a move awaits its answer.
          seat.await(m -> m.path("type").asText().equals("answer") || m.path("type").asText().equals("error"), 10);
        }
        assertThat(seat.act("1 sweep")).as("sent").isTrue();
        assertThat(seat.await(SeatClient.type("error"), 10).path("code").asText()).isEqualTo("closed");
      }
    }
    // Past its life (2 s from its creation, playing or not), a table is deleted with its record and links.
    ServerOptions brief = ServerOptions.of("127.0.0.1", 0, new Database("jdbc:sqlite:" + dir.resolve("life.db"),
        Optional.empty())).withBounds(new TableBounds(Duration.ofMillis(20), 1000, 20_000, Duration.ofSeconds(2)));
    try (WebServer server = WebServer.start(brief); Store store = new Store(brief.database())) {
      WebServer.Created living = server.create(Setup.of("kemps").withOption("target", "1000").withDealer(0),
          List.of("bot", "person", "bot", "bot"), 20);
      long deadline = System.nanoTime() + 30_000_000_000L;
      while (store.table(living.table()).isPresent() && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertThat(store.table(living.table())).as("deleted past its life").isEmpty();
      assertThat(server.tableIds()).doesNotContain(living.table());
    }
  }

  @Test
  @DisplayName("C-5: SQLite under load: the WAL is copied into the file and truncated, it does not grow without bound")
  void walStaysSmall() throws Exception {
    Path file = dir.resolve("w.db");
    ServerOptions options = ServerOptions.of("127.0.0.1", 0, new Database("jdbc:sqlite:" + file, Optional.empty()));
    try (WebServer server = WebServer.start(options)) {
      List<String> ids = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        ids.add(server.create(Setup.of("kemps").withOption("target", "1000"), List.of("bot", "bot", "bot", "bot"), 20)
            .table());
      }
      Path wal = dir.resolve("w.db-wal");
      long most = 0;
      long deadline = System.nanoTime() + 6_000_000_000L;
      // While the bots write, readers read (each record in turn), as joins and takeovers do.
      try (Store reader = new Store(options.database())) {
        while (System.nanoTime() < deadline) {
          for (String id : ids) {
            reader.lines(id);
          }
          most = Math.max(most, java.nio.file.Files.exists(wal) ? java.nio.file.Files.size(wal) : 0);
        }
      }
      long written = ids.stream().mapToLong(server::actions).sum();
      System.out.println("WAL: " + written + " actions written, the WAL at most " + most / 1024 + " KiB");
      assertThat(written).as("the tables played").isGreaterThan(500);
      assertThat(most).as("the WAL stays under 4 MiB").isLessThan(4L << 20);
    }
  }

  private static HttpResponse<String> post(int port, String address) throws Exception {
    // Several client addresses, as a proxy in front would name them (the flood test's server trusts it).
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
        .header("Content-Type", "application/json").header("X-Forwarded-For", address)
        .POST(HttpRequest.BodyPublishers.ofString(TABLE)).build(), HttpResponse.BodyHandlers.ofString());
  }
}
