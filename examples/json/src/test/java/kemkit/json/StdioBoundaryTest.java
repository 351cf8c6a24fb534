package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The stdio server at its trust boundary (issue 22): bytes that are not UTF-8, streams that fail,
 * parser limits, and words that no record line can hold (C-9).
 */
class StdioBoundaryTest {

  private static final String SHUFFLE = "shuffle 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD"
      + " KD AD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

  private final JsonCodec codec = new JsonCodec();

  @Test
  @DisplayName("a line that is not UTF-8 is refused with the offset of its first bad byte, never decoded to U+FFFD")
  void notUtf8() throws Exception {
    byte[] first = "{\"op\":\"validate\",\"record\":\"record 1\"}\n".getBytes(StandardCharsets.UTF_8);
    byte[] second = "{\"req\":\"caf\u00e9 \"".getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream in = new ByteArrayOutputStream();
    in.write(first);
    in.write(second);
    in.write(0xFF);
    in.write("\",\"op\":\"validate\",\"record\":\"\"}\n".getBytes(StandardCharsets.UTF_8));

    List<JsonNode> answers = run(in.toByteArray());

    assertThat(answers).hasSize(2);
    assertThat(answers.get(0).path("ok").asBoolean()).isTrue();
    JsonNode refused = answers.get(1);
    assertThat(refused.path("ok").asBoolean()).isFalse();
    assertThat(refused.has("req")).as("nothing of the line is echoed").isFalse();
    assertThat(refused.path("error").path("message").asText())
        .isEqualTo("not UTF-8 text: byte 0xFF at offset " + (first.length + second.length) + " (requests are UTF-8 text)");
  }

  @Test
  @DisplayName("the parser's limits are told in the protocol's words, never with its class names")
  void limitsInProtocolWords() throws Exception {
    StringBuilder lines = new StringBuilder();
    lines.append("[".repeat(40)).append("]".repeat(40)).append('\n');
    lines.append("{\"op\":\"view\",\"seat\":").append("9".repeat(100)).append("}\n");
    lines.append("{\"op\":NaN}\n{\"op\":\"view\"} {}\n/* comment */ {}\n{\"op\":\n{\"op\":01}\n");

    List<JsonNode> answers = run(lines.toString().getBytes(StandardCharsets.UTF_8));

    assertThat(answers).hasSize(7).allSatisfy(answer -> {
      assertThat(answer.path("ok").asBoolean()).isFalse();
      assertThat(answer.path("error").path("message").asText()).as(answer.toString())
          .isNotBlank().doesNotContain("StreamReadConstraints", "Feature", "fasterxml", "`", "Source:", "REDACTED");
    });
    assertThat(answers.get(0).path("error").path("message").asText()).contains("nest deeper than 16 levels");
    assertThat(answers.get(1).path("error").path("message").asText()).contains("a number longer than 64 characters");
  }

  @Test
  @DisplayName("C-9 an action object whose word holds a space or a tab is rejected: the verdict is illegal, not malformed")
  void spaceInAWordIsIllegal() throws Exception {
    for (String word : List.of("two words", "tab\tbed", "caf\u00e9", "x".repeat(5000))) {
      List<JsonNode> answers = run(session(word).getBytes(StandardCharsets.UTF_8));

      JsonNode move = answers.get(2);
      assertThat(move.path("accepted").asBoolean()).as(move.toString()).isFalse();
      assertThat(move.path("rejection").path("code").asText()).isEqualTo("BAD_ARGUMENT");
      assertThat(move.path("rejection").path("rule").asText()).isEqualTo("C-9");
      JsonNode verdict = answers.get(3).path("verdict");
      assertThat(verdict.path("type").asText()).as(verdict.toString()).isEqualTo("illegal");
      assertThat(verdict.path("line").asInt()).isEqualTo(move.path("line").asInt());
      assertThat(verdict.path("rejection").path("code").asText()).isEqualTo("BAD_ARGUMENT");
    }
  }

  @Test
  @DisplayName("C-9 a 5,000-character word: the game's verdict is never ok, and a line that long is what validate calls malformed")
  void longWordAgreesWithValidate() throws Exception {
    String line = "0 gesture " + "x".repeat(5000);
    String record = "record 1\ngame kemps\nteams 2\nteam-size 2\ndealer 0\n" + SHUFFLE + "\n" + line + "\n";
    Verdict validated = Validator.validate(record);
    ObjectNode asLine = Nodes.object().put("op", "move").put("id", "k").put("line", line);

    List<JsonNode> answers = run((open() + codec.write(asLine) + "\n" + "{\"op\":\"verdict\",\"id\":\"k\"}\n")
        .getBytes(StandardCharsets.UTF_8));

    assertThat(validated).isInstanceOf(Verdict.Malformed.class);
    assertThat(answers.get(2).path("ok").asBoolean()).as("the line is refused as validate refuses it").isFalse();
    assertThat(answers.get(2).path("error").path("message").asText()).contains("4096");
    assertThat(run(session("x".repeat(5000)).getBytes(StandardCharsets.UTF_8)).get(3).path("verdict").path("type").asText())
        .isNotEqualTo("ok");
  }

  @Test
  @DisplayName("a move with both 'line' and 'action' is refused")
  void lineAndAction() throws Exception {
    List<JsonNode> answers = run((open() + "{\"op\":\"move\",\"id\":\"k\",\"line\":\"0 gesture wink\","
        + "\"action\":{\"type\":\"gesture\",\"seat\":0,\"word\":\"nod\"}}\n").getBytes(StandardCharsets.UTF_8));

    assertThat(answers.get(2).path("ok").asBoolean()).isFalse();
    assertThat(answers.get(2).path("error").path("message").asText()).contains("exactly one of 'line'");
  }

  @Test
  @DisplayName("an answer stream that fails, a PrintStream included (which keeps its errors to itself), ends the session with 3")
  void outputFails() {
    OutputStream broken = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("No space left on device");
      }
    };
    byte[] requests = "{\"op\":\"validate\",\"record\":\"\"}\n".getBytes(StandardCharsets.UTF_8);

    assertThat(new StdioServer().run(new ByteArrayInputStream(requests), broken)).isEqualTo(StdioServer.OUTPUT_FAILED);
    assertThat(new StdioServer().run(new ByteArrayInputStream(requests), new PrintStream(broken, true)))
        .isEqualTo(StdioServer.OUTPUT_FAILED);
  }

  @Test
  @Timeout(value = 1, unit = TimeUnit.MINUTES)
  @DisplayName("a real process whose standard output is /dev/full, or a pipe closed by the reader, exits 3")
  void realProcessOutputFails() throws Exception {
    byte[] requests = "{\"op\":\"validate\",\"record\":\"\"}\n".repeat(2000).getBytes(StandardCharsets.UTF_8);
    Process full = new ProcessBuilder(ServerProcessTest.serverCommand())
        .redirectOutput(ProcessBuilder.Redirect.to(new File("/dev/full")))
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try (OutputStream in = full.getOutputStream()) {
      in.write(requests);
    } catch (IOException e) {
      // the server may end before it has read everything: that is what is tested
    }
    assertThat(full.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(full.exitValue()).as("stdout is /dev/full").isEqualTo(3);

    Process closed = new ProcessBuilder(ServerProcessTest.serverCommand()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    closed.getInputStream().close();
    try (OutputStream in = closed.getOutputStream()) {
      for (int i = 0; i < 50 && closed.isAlive(); i++) {
        in.write(requests);
        in.flush();
      }
    } catch (IOException e) {
      // the server ended first
    }
    assertThat(closed.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(closed.exitValue()).as("stdout is a pipe its reader closed").isEqualTo(3);
  }

  private static String open() {
    return "{\"op\":\"open\",\"id\":\"k\",\"setup\":{\"game\":\"kemps\",\"preset\":null,\"options\":{},\"seating\":{}}}\n"
        + "{\"op\":\"move\",\"id\":\"k\",\"line\":\"" + SHUFFLE + "\"}\n";
  }

  /** Opens a Kemps game, deals, sends a gesture object with {@code word}, asks for the verdict. */
  private String session(String word) {
    ObjectNode move = Nodes.object().put("op", "move").put("id", "k");
    move.putObject("action").put("type", "gesture").put("seat", 0).put("word", word);
    return open() + codec.write(move) + "\n{\"op\":\"verdict\",\"id\":\"k\"}\n";
  }

  private List<JsonNode> run(byte[] requests) throws JsonFormatException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertThat(new StdioServer().run(new ByteArrayInputStream(requests), out)).isEqualTo(StdioServer.INPUT_ENDED);
    List<JsonNode> answers = new ArrayList<>();
    for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
      answers.add(codec.parse(line));
    }
    return answers;
  }
}
