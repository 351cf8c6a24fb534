package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The env-… requests of serve --stdio: a training table stepped one short request and answer at a
 * time, and every malformed request answered with the field at fault.
 */
class EnvOpsTest {

  private final StdioServer server = new StdioServer();
  private final ObjectMapper json = new ObjectMapper();

  private JsonNode ask(String line) throws Exception {
    return json.readTree(server.answer(line));
  }

  @Test
  @DisplayName("open, reset, step, observe, record and close a training table")
  void episode() throws Exception {
    JsonNode opened = ask("{\"op\":\"env-open\",\"id\":\"t\",\"setup\":{\"game\":\"khamul\",\"seating\":{\"players\":2}},"
        + "\"maxMoves\":200,\"req\":1}");
    assertThat(opened.get("ok").asBoolean()).as(opened.toString()).isTrue();
    assertThat(opened.get("seats").asInt()).isEqualTo(2);
    assertThat(opened.get("pass").asInt()).isEqualTo(opened.get("actions").asInt() - 1);
    assertThat(opened.at("/layout/name").asText()).isEqualTo("khamul-observation");
    assertThat(opened.get("tensorSize").asInt()).isEqualTo(opened.at("/layout/size").asInt());

    JsonNode step = ask("{\"op\":\"env-reset\",\"id\":\"t\",\"seed\":7}");
    assertThat(step.get("agent").asInt()).isBetween(0, 1);
    assertThat(step.get("legal").size()).isEqualTo(13); // twelve peeks and the pass
    assertThat(step.get("rewards").size()).isEqualTo(2);
    JsonNode refused = ask("{\"op\":\"env-record\",\"id\":\"t\"}");
    assertThat(refused.at("/error/field").asText()).isEqualTo("$.id");

    JsonNode observed = ask("{\"op\":\"env-observe\",\"id\":\"t\"}");
    assertThat(observed.at("/view/seat").asInt()).isEqualTo(step.get("agent").asInt());
    assertThat(observed.get("legal").get(0).get("line").asText()).endsWith("peek 0 1");
    assertThat(observed.at("/tensor/memory").size()).isEqualTo(2 * 52 * 16);

    int steps = 0;
    while (step.get("agent").asInt() >= 0) {
      JsonNode legal = step.get("legal");
      step = ask("{\"op\":\"env-step\",\"id\":\"t\",\"action\":" + legal.get(steps % legal.size()).asInt() + "}");
      assertThat(step.get("ok").asBoolean()).as(step.toString()).isTrue();
      steps++;
    }
    assertThat(step.get("over").asBoolean() || step.get("truncated").asBoolean()).isTrue();
    JsonNode after = ask("{\"op\":\"env-step\",\"id\":\"t\",\"action\":0}");
    assertThat(after.at("/error/message").asText()).contains("env-reset");
    String record = ask("{\"op\":\"env-record\",\"id\":\"t\"}").get("record").asText();
    assertThat(ask("{\"op\":\"validate\",\"record\":" + json.writeValueAsString(record) + "}").at("/verdict/type").asText())
        .isEqualTo("ok");
    assertThat(ask("{\"op\":\"env-close\",\"id\":\"t\"}").get("ok").asBoolean()).isTrue();
    assertThat(ask("{\"op\":\"env-reset\",\"id\":\"t\"}").at("/error/field").asText()).isEqualTo("$.id");
  }

  @Test
  @DisplayName("a learner against kemkit's bots, and the information state")
  void againstBots() throws Exception {
    JsonNode opened = ask("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"learners\":[2],\"opponents\":\"random\","
        + "\"tensor\":\"information-state\",\"reward\":\"points\"}");
    assertThat(opened.at("/layout/name").asText()).isEqualTo("family-information-state");
    String id = opened.get("id").asText();
    JsonNode step = ask("{\"op\":\"env-reset\",\"id\":\"" + id + "\",\"seed\":3}");
    for (int i = 0; i < 50 && step.get("agent").asInt() >= 0; i++) {
      assertThat(step.get("agent").asInt()).isEqualTo(2);
      step = ask("{\"op\":\"env-step\",\"id\":\"" + id + "\",\"action\":" + step.get("legal").get(0).asInt() + "}");
    }
  }

  @Test
  @DisplayName("a malformed env request is answered with the field at fault, and changes nothing")
  void refusals() throws Exception {
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"chess\"}}")).isEqualTo("$.setup.game");
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"learners\":[4]}")).isEqualTo("$.learners[0]");
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"learners\":[]}")).isEqualTo("$.learners");
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"opponents\":\"genius\"}")).isEqualTo("$.opponents");
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"tensor\":\"state\"}")).isEqualTo("$.tensor");
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"maxMoves\":0}")).isEqualTo("$.maxMoves");
    assertThat(field("{\"op\":\"env-open\",\"setup\":{\"game\":\"kemps\"},\"extra\":1}")).isEqualTo("$.extra");
    assertThat(field("{\"op\":\"env-step\",\"id\":\"none\",\"action\":1}")).isEqualTo("$.id");
    assertThat(field("{\"op\":\"env-dance\"}")).isEqualTo("$.op");
    ask("{\"op\":\"env-open\",\"id\":\"k\",\"setup\":{\"game\":\"kemps\"}}");
    ask("{\"op\":\"env-reset\",\"id\":\"k\",\"seed\":1}");
    assertThat(field("{\"op\":\"env-step\",\"id\":\"k\",\"action\":-1}")).isEqualTo("$.action");
    assertThat(field("{\"op\":\"env-step\",\"id\":\"k\",\"action\":\"1\"}")).isEqualTo("$.action");
    assertThat(field("{\"op\":\"env-open\",\"id\":\"k\",\"setup\":{\"game\":\"kemps\"}}")).isEqualTo("$.id");
  }

  private String field(String line) throws Exception {
    JsonNode answer = ask(line);
    assertThat(answer.get("ok").asBoolean()).as(answer.toString()).isFalse();
    return answer.at("/error/field").asText();
  }
}
