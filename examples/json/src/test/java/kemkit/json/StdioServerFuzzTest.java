package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Any bytes as a stdio session ({@code kemkit serve --stdio}, PROTOCOL.md): the server never throws
 * and ends with status 0 when the input ends; every request line that is not blank gets exactly one
 * answer, in order, a JSON object with {@code "ok"}; an error names a field and says what is wrong in
 * the protocol's words; a line that is not UTF-8 is refused, never decoded to U+FFFD; and a {@code
 * req} that a request carries comes back unaltered.
 *
 * <p>A plain build replays the empty input and each file of {@code
 * src/test/resources/kemkit/json/StdioServerFuzzTestInputs/anySession/} (whole sessions of each
 * game). To fuzz, see {@code docs/fuzzing.md}:
 *
 * <pre>{@code
 * JAZZER_FUZZ=1 ./mvnw -pl examples/json test -Dtest=StdioServerFuzzTest -Djazzer.max_duration=10m
 * }</pre>
 */
class StdioServerFuzzTest {

  /** Small limits, so that the fuzzer reaches them: a line of 2 KiB, 3 games open. */
  private static final int MAX_LINE_BYTES = 2048;
  private static final int MAX_GAMES = 3;
  private static final JsonCodec CODEC = new JsonCodec();

  @FuzzTest(maxDuration = "30s")
  void anySession(byte[] bytes) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();

    int status = new StdioServer(MAX_LINE_BYTES, MAX_GAMES).run(new ByteArrayInputStream(bytes), out);

    assertThat(status).isEqualTo(StdioServer.INPUT_ENDED);
    List<byte[]> requests = requestLines(bytes);
    String[] answers = out.toString(StandardCharsets.UTF_8).split("\n", -1);
    assertThat(answers[answers.length - 1]).as("the last answer ends in a newline").isEmpty();
    assertThat(answers.length - 1).as("one answer per request line").isEqualTo(requests.size());
    for (int i = 0; i < requests.size(); i++) {
      JsonNode answer = CODEC.parse(answers[i]);
      assertThat(answer.isObject()).isTrue();
      assertThat(answer.path("ok").isBoolean()).as(answers[i]).isTrue();
      String text = strict(requests.get(i));
      if (!answer.path("ok").booleanValue()) {
        JsonNode error = answer.path("error");
        assertThat(error.path("field").asText()).startsWith("$");
        JsonDecodersFuzzTest.assertInProtocolWords(error.path("message").asText(), text == null ? "" : text);
        if (text == null && requests.get(i).length <= MAX_LINE_BYTES) {
          assertThat(error.path("message").asText()).as("a line that is not UTF-8").startsWith("not UTF-8 text: byte 0x");
        }
      }
      if (text != null && answer.has("req")) {
        assertThat(answer.get("req")).as("req comes back as sent").isEqualTo(CODEC.parse(text).get("req"));
      }
    }
  }

  /** {@return the lines that get an answer: every line of at most the limit that is not blank, and every longer one} */
  private static List<byte[]> requestLines(byte[] bytes) {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i <= bytes.length; i++) {
      if (i == bytes.length || bytes[i] == '\n') {
        if (i == bytes.length && i == start) {
          break; // no last line after a final newline
        }
        byte[] line = java.util.Arrays.copyOfRange(bytes, start, i);
        String text = strict(line);
        if (line.length > MAX_LINE_BYTES || text == null || !text.isBlank()) {
          lines.add(line);
        }
        start = i + 1;
      }
    }
    return lines;
  }

  /** {@return the line as strict UTF-8, or null if it is not} */
  private static String strict(byte[] line) {
    try {
      return StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(line)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
  }
}
