package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.util.List;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seat names and presence: a name chosen at join reaches the other seats with each update, made
 * safe first (an untrusted string, C-6's page shows it to others); a page joining or leaving tells
 * the others who is online.
 */
class SeatNamesTest {

  @TempDir Path dir;

  @Test
  @DisplayName("A seat name keeps letters, digits, spaces and - _ . ', at most 20 code points; nothing else")
  void namesAreCleaned() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    assertThat(Messages.seatName(f.textNode("  Ann   Lee  "))).contains("Ann Lee");
    assertThat(Messages.seatName(f.textNode("<img src=x onerror=alert(1)>"))).contains("img srcx onerroraler");
    assertThat(Messages.seatName(f.textNode("Zoë\u0000\u0007\u202e O'Neil-Smith_2.0"))).contains("Zoë O'Neil-Smith_2.0");
    assertThat(Messages.seatName(f.textNode("x".repeat(10_000)))).contains("x".repeat(20));
    assertThat(Messages.seatName(f.textNode("\t\n <>;"))).isEmpty();
    assertThat(Messages.seatName(f.numberNode(7))).isEmpty();
    assertThat(Messages.seatName(f.nullNode())).isEmpty();
    assertThat(Messages.seatName(null)).isEmpty();
  }

  @Test
  @DisplayName("Each update carries every seat's name and who is online; a join and a leave are told to the others")
  void presence() throws Exception {
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"))) {
      WebServer.Created table = server.create(Setup.of("khamul"), List.of("person", "person", "bot", "bot"), 60_000);
      try (SeatClient ann = new SeatClient(server.port(), 0)) {
        ann.send("{\"type\":\"join\",\"token\":\"" + table.tokens().get(0) + "\",\"name\":\" Ann\\u0007 Lee \"}");
        JsonNode first = ann.await(SeatClient.type("update"), 10);
        assertThat(first.path("names").toString()).isEqualTo("[\"Ann Lee\",null,null,null]");
        assertThat(first.path("online").toString()).isEqualTo("[true,false,true,true]");
        assertThat(first.path("hints").get(0).path("ruleId").asText()).isEqualTo("H-5");
        assertThat(first.path("legend").size()).isGreaterThan(4);

        try (SeatClient bo = new SeatClient(server.port(), 1)) {
          bo.send("{\"type\":\"join\",\"token\":\"" + table.tokens().get(1) + "\",\"name\":\"Bo\"}");
          JsonNode joined = bo.await(SeatClient.type("joined"), 10);
          assertThat(joined.path("setup").path("game").asText()).isEqualTo("khamul");
          assertThat(joined.path("botDelayMs").asInt()).isEqualTo(60_000);
          ann.await(m -> m.path("type").asText().equals("update")
              && m.path("online").toString().equals("[true,true,true,true]")
              && m.path("names").toString().equals("[\"Ann Lee\",\"Bo\",null,null]"), 10);
        }
        ann.await(m -> m.path("type").asText().equals("update")
            && m.path("online").toString().equals("[true,false,true,true]"), 10);
      }
    }
  }
}
