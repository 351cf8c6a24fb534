package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The view answer carries the library's hints and legend (K-11, H-2, H-12), and a refused move both
 * persons of its sentence (C-5): what a page or another client shows the seat it serves.
 */
class HintsAnswerTest {

  private final JsonCodec codec = new JsonCodec();

  @Test
  @DisplayName("K-11 the Kemps dealer's view answer says everyone waits for its sweep; a refusal has toActor")
  void kempsDealer() throws Exception {
    List<JsonNode> answers = run("""
        {"op":"open","id":"t","header":"record 1\\ngame kemps\\n"}
        {"op":"move","id":"t","line":"shuffle %s"}
        {"op":"view","id":"t","seat":0}
        {"op":"move","id":"t","line":"1 sweep"}
        """.formatted(deck()));

    JsonNode view = answers.get(2);
    assertThat(view.get("hints").get(0).get("sentence").asText())
        .startsWith("you deal: sweep the table when nobody wants its cards (sweep), or wait for an exchange");
    assertThat(view.get("hints").get(0).get("ruleId").asText()).isEqualTo("K-11");
    assertThat(view.get("legend")).isEmpty();
    JsonNode rejection = answers.get(3).get("rejection");
    assertThat(rejection.get("message").asText()).isEqualTo("seat 1 is not the dealer: only the dealer, seat 0, sweeps");
    assertThat(rejection.get("toActor").asText()).isEqualTo("you are not the dealer: only the dealer, seat 0, sweeps");
    assertThat(new JsonCodec().rejection(rejection, "$.rejection").toActor()).isEqualTo(rejection.get("toActor").asText());
  }

  @Test
  @DisplayName("H-2, H-12 the Khamul view answer has the legend of the options in use")
  void khamulLegend() throws Exception {
    JsonNode view = run("""
        {"op":"open","id":"t","header":"record 1\\ngame khamul\\noption threshold=3\\n"}
        {"op":"view","id":"t","seat":1}
        """).get(1);

    assertThat(view.get("legend").findValuesAsText("sentence"))
        .anySatisfy(s -> assertThat(s).startsWith("say khamul at the start of your turn when your hand is worth 3 or less"))
        .contains("card values: A 1, 2 to 10 as marked, J 10, black Q 10, red Q 20, black K 10, red K 0");
    assertThat(view.get("hints").get(0).get("sentence").asText()).isEqualTo("the cards are being shuffled: wait");
  }

  private static String deck() {
    StringBuilder out = new StringBuilder();
    for (kemkit.card.Card card : kemkit.card.Deck.standard52().cards()) {
      out.append(out.length() == 0 ? "" : " ").append(card);
    }
    return out.toString();
  }

  private List<JsonNode> run(String requests) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new StdioServer().run(new ByteArrayInputStream(requests.getBytes(StandardCharsets.UTF_8)), out);
    List<JsonNode> answers = new ArrayList<>();
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      JsonNode answer = codec.parse(line);
      assertThat(answer.get("ok").asBoolean()).as(line).isTrue();
      answers.add(answer);
    }
    return answers;
  }
}
