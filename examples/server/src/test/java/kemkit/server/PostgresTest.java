package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import kemkit.game.Setup;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The same server on PostgreSQL: tables created, played, the server stopped and a new one started
 * on the same database resumes them. Runs when {@code KEMKIT_PG_URL} names a database (for example
 * {@code jdbc:postgresql://127.0.0.1/kemkit?user=kemkit&password=kemkit}); skipped otherwise, with
 * the reason printed. The test drops nothing: give it a database of its own.
 */
class PostgresTest {

  @Test
  @DisplayName("C-5: on PostgreSQL a restarted server resumes every table and its links")
  void resumes() throws Exception {
    String url = Optional.ofNullable(System.getenv("KEMKIT_PG_URL")).orElse("");
    if (url.isEmpty()) {
      String reason = "KEMKIT_PG_URL is not set: no PostgreSQL database to test the JDBC path on";
      System.out.println("SKIPPED: " + reason);
      Assumptions.abort(reason);
    }
    WebServer.Created created;
    List<String> told;
    int stored;
    try (WebServer server = WebServer.start("127.0.0.1", 0, url)) {
      created = server.create(Setup.of("khamul"), List.of("person", "bot", "bot", "bot"), 5);
      try (SeatClient client = SeatClient.join(server.port(), 0, created.tokens().get(0))) {
        client.await(SeatClient.type("update"), 10);
        client.act("0 peek 0 1");
        assertThat(client.await(SeatClient.type("answer"), 10).path("accepted").asBoolean()).isTrue();
        Thread.sleep(300);
        told = List.copyOf(client.accepted);
      }
      stored = Replay.of(server.record(created.table()).orElseThrow()).lines.size();
    }
    try (WebServer server = WebServer.start("127.0.0.1", 0, url)) {
      Replay replay = Replay.of(server.record(created.table()).orElseThrow());
      assertThat(replay.containsInOrder(told)).isTrue();
      assertThat(replay.lines.size()).isGreaterThanOrEqualTo(stored);
      try (SeatClient client = SeatClient.join(server.port(), 0, created.tokens().get(0))) {
        JsonNode update = client.await(SeatClient.type("update"), 10);
        assertThat(update.path("view").path("memory").get(0).get(0).isNull()).as("seat 0 remembers its peek").isFalse();
      }
      System.out.println("POSTGRES: table " + created.table() + " resumed with " + replay.lines.size() + " actions");
    }
  }
}
