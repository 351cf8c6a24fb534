package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * K-16..K-19, K-24: uniform random Kemps never ends (a random call is almost always wrong and costs
 * the caller), so an engine that fuzzes over the wire opens its games with {@code maxMoves}, the
 * cap kemkit's own playouts use: it counts player moves, says when it is reached, and then refuses
 * player moves with an error while the game can still be closed for its verdict.
 */
class MoveCapTest {

  private final JsonCodec codec = new JsonCodec();
  private final StdioServer server = new StdioServer();

  private JsonNode ask(String request) throws JsonFormatException {
    return codec.parse(server.answer(request));
  }

  @Test
  @DisplayName("K-24: random Kemps played to a cap of 60 moves is capped, not over; the 61st move is refused")
  void randomKempsToTheCap() throws JsonFormatException {
    JsonNode open = ask("{\"op\":\"open\",\"id\":\"f\",\"setup\":{\"game\":\"kemps\"},\"maxMoves\":60}");
    assertThat(open.get("moves").asInt()).isZero();
    assertThat(open.get("capped").asBoolean()).isFalse();
    SplittableRandom rng = new SplittableRandom(3);
    JsonNode last = open;
    int moves = 0;
    while (!last.get("capped").asBoolean()) {
      JsonNode due = last.get("chanceDue");
      if (!due.isNull()) {
        ObjectNode shuffle = Nodes.object().put("op", "move").put("id", "f");
        shuffle.putObject("action").put("type", "shuffle").set("cards", due.get("cards"));
        last = ask(codec.write(shuffle));
        continue;
      }
      JsonNode legal = ask("{\"op\":\"legal\",\"id\":\"f\",\"seat\":" + rng.nextInt(4) + "}").get("actions");
      if (legal.isEmpty()) {
        continue;
      }
      ObjectNode move = Nodes.object().put("op", "move").put("id", "f");
      move.set("action", legal.get(rng.nextInt(legal.size())).get("action"));
      last = ask(codec.write(move));
      assertThat(last.get("ok").asBoolean()).as(last.toString()).isTrue();
      assertThat(last.get("moves").asInt()).isEqualTo(++moves);
    }
    assertThat(moves).isEqualTo(60);
    assertThat(last.get("over").asBoolean()).as("random Kemps does not end in 60 moves").isFalse();

    JsonNode refused = ask("{\"op\":\"move\",\"id\":\"f\",\"line\":\"0 top\"}");
    assertThat(refused.get("ok").asBoolean()).isFalse();
    assertThat(refused.get("error").get("message").asText()).contains("cap of 60 moves");
    JsonNode closed = ask("{\"op\":\"close\",\"id\":\"f\"}");
    assertThat(closed.get("verdict").get("type").asText()).isEqualTo("ok");
  }

  @Test
  @DisplayName("a game opened without maxMoves has no cap and says nothing of one; a cap out of range is refused")
  void noCapByDefault() throws JsonFormatException {
    JsonNode open = ask("{\"op\":\"open\",\"setup\":{\"game\":\"kemps\"}}");
    assertThat(open.has("moves")).isFalse();
    assertThat(open.has("capped")).isFalse();
    JsonNode zero = ask("{\"op\":\"open\",\"setup\":{\"game\":\"kemps\"},\"maxMoves\":0}");
    assertThat(zero.get("error").get("field").asText()).isEqualTo("$.maxMoves");
  }
}
