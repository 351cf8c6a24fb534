package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The same server on PostgreSQL: tables created, played, the server stopped and a new one started
 * on the same database resumes them. On a throw-away cluster ({@link PgCluster}), never skipped;
 * {@code KEMKIT_PG_URL} (with {@code KEMKIT_DB_PASSWORD}) names another database instead.
 */
class PostgresTest {

  @Test
  @DisplayName("C-5: on PostgreSQL a restarted server resumes every table and its links")
  void resumes() throws Exception {
    Optional<String> given = Optional.ofNullable(System.getenv("KEMKIT_PG_URL")).filter(u -> !u.isEmpty());
    ServerOptions options = given.isPresent()
        ? ServerOptions.of("127.0.0.1", 0, Database.of(given.get()))
        : ServerOptions.of("127.0.0.1", 0, new Database(PgCluster.shared().newDatabase(),
            Optional.of(PgCluster.shared().password())));
    WebServer.Created created;
    List<String> told;
    int stored;
    try (WebServer server = WebServer.start(options)) {
      created = server.create(Setup.of("khamul"), List.of("person", "bot", "bot", "bot"), 20);
      try (SeatClient client = SeatClient.join(server.port(), 0, created.tokens().get(0))) {
        client.await(SeatClient.type("update"), 10);
        client.act("0 peek 0 1");
        assertThat(client.await(SeatClient.type("answer"), 10).path("accepted").asBoolean()).isTrue();
        Thread.sleep(300);
        told = List.copyOf(client.accepted);
      }
      stored = Replay.of(server.record(created.table()).orElseThrow()).lines.size();
    }
    try (WebServer server = WebServer.start(options)) {
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
