package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.stream.StreamSupport;
import kemkit.game.Setup;
import kemkit.undo.Reach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Take-backs at a web table (rules C-10, K-14): the update says whether the seat may take its last
 * move back; a take-back cuts the stored record and is kept beside it; the rules' barriers and the
 * table's reach refuse the rest.
 */
class TakeBackTest {

  @TempDir Path dir;

  @Test
  @DisplayName("C-10: a Kemps gesture is taken back: the record is one line shorter, the take-back kept beside it")
  void gestureTakenBack() throws Exception {
    String url = "jdbc:sqlite:" + dir.resolve("tables.db");
    try (WebServer server = WebServer.start("127.0.0.1", 0, url)) {
      WebServer.Created table = server.create(Setup.of("kemps"), List.of("person", "person", "bot", "bot"), 60_000);
      try (SeatClient ann = SeatClient.join(server.port(), 0, table.tokens().get(0))) {
        JsonNode first = ann.await(SeatClient.type("update"), 10);
        assertThat(first.path("undo").path("reach").asText()).isEqualTo("off");
        ann.send("{\"type\":\"undo\",\"id\":1}");
        JsonNode off = ann.await(SeatClient.type("undone"), 10);
        assertThat(off.path("allowed").asBoolean()).isFalse();
        assertThat(off.path("why").asText()).isEqualTo("off");

        server.undo(table.table(), Reach.BARRIER);
        JsonNode barrier = ann.await(m -> m.path("type").asText().equals("update")
            && m.path("undo").path("reach").asText().equals("barrier"), 10);
        // Right after the deal: the deal is a chance action, a barrier.
        assertThat(barrier.path("undo").path("allowed").asBoolean()).isFalse();
        assertThat(barrier.path("undo").path("why").asText()).isEqualTo("chance");
        int dealt = barrier.path("actions").asInt();
        String gesture = StreamSupport.stream(barrier.path("legal").spliterator(), false).map(JsonNode::asText)
            .filter(line -> line.contains(" gesture ")).findFirst().orElseThrow();

        ann.act(gesture);
        JsonNode after = ann.await(m -> m.path("type").asText().equals("update") && m.path("actions").asInt() == dealt + 1, 10);
        assertThat(after.path("undo").path("allowed").asBoolean()).as("%s", after.path("undo")).isTrue();
        assertThat(server.record(table.table()).orElseThrow()).contains(gesture);

        ann.send("{\"type\":\"undo\",\"id\":2}");
        // Every seat's update first (the table is rebuilt), then the asker's answer.
        JsonNode back = ann.await(m -> m.path("type").asText().equals("update") && m.path("actions").asInt() == dealt, 10);
        JsonNode undone = ann.await(SeatClient.type("undone"), 10);
        assertThat(undone.path("allowed").asBoolean()).isTrue();
        assertThat(undone.path("keep").asInt()).isEqualTo(dealt);
        assertThat(back.path("undo").path("why").asText()).isEqualTo("chance");
        assertThat(server.record(table.table()).orElseThrow()).doesNotContain(gesture);

        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
          try (ResultSet r = s.executeQuery("SELECT COUNT(*) FROM kemkit_action WHERE table_id = '" + table.table() + "'")) {
            assertThat(r.next()).isTrue();
            assertThat(r.getInt(1)).isEqualTo(dealt);
          }
          try (ResultSet r = s.executeQuery("SELECT seat, keep, lines FROM kemkit_take_back")) {
            assertThat(r.next()).isTrue();
            assertThat(r.getInt(1)).isZero();
            assertThat(r.getInt(2)).isEqualTo(dealt);
            assertThat(r.getString(3)).isEqualTo(gesture);
          }
        }
      }
    }
  }

  @Test
  @DisplayName("C-10: a table made over HTTP with \"undo\": \"last\" says so in each update; an unknown reach is refused")
  void createdWithUndo() throws Exception {
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"))) {
      HttpResponse<String> bad = post(server.port(), "\"sometimes\"");
      assertThat(bad.statusCode()).isEqualTo(400);
      assertThat(bad.body()).contains("'undo' is 'off', 'last' or 'barrier'");

      HttpResponse<String> made = post(server.port(), "\"last\"");
      assertThat(made.statusCode()).as(made.body()).isEqualTo(201);
      String token = new com.fasterxml.jackson.databind.ObjectMapper().readTree(made.body())
          .path("links").get(0).path("token").asText();
      try (SeatClient ann = SeatClient.join(server.port(), 0, token)) {
        JsonNode first = ann.await(SeatClient.type("update"), 10);
        assertThat(first.path("undo").path("reach").asText()).isEqualTo("last");
        assertThat(first.path("undo").path("allowed").asBoolean()).isFalse();
      }
    }
  }

  private static HttpResponse<String> post(int port, String undo) throws Exception {
    String body = "{\"setup\":{\"game\":\"kemps\"},\"seats\":[\"person\",\"bot\",\"bot\",\"bot\"],"
        + "\"botDelayMs\":60000,\"undo\":" + undo + "}";
    return HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
