package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * 10,000 fuzzed requests (valid ones with bytes flipped, cut short, values swapped for other JSON
 * types, nested deep, or far too long) each get one answer, none an internal error, and the
 * session goes on: a valid request after them all is served.
 */
class GarbageTest {

  private static final int REQUESTS = 10_000;
  private static final int MAX_LINE = 4096;

  private static final String[] VALID = {
      "{\"op\":\"open\",\"id\":\"g9\",\"header\":\"record 1\\ngame kems\\npreset kems-expert\\n\"}",
      "{\"op\":\"open\",\"setup\":{\"game\":\"khamul\",\"preset\":null,\"options\":{},\"seating\":{\"players\":3}}}",
      "{\"op\":\"move\",\"id\":\"g0\",\"line\":\"shuffle AC 2C 3C\"}",
      "{\"op\":\"move\",\"id\":\"g1\",\"line\":\"0 peek 0 1\",\"req\":\"x\"}",
      "{\"op\":\"move\",\"id\":\"g0\",\"action\":{\"type\":\"exchange\",\"seat\":1,\"give\":\"2C\",\"take\":\"5D\"}}",
      "{\"op\":\"move\",\"id\":\"g1\",\"action\":{\"type\":\"rearrange\",\"seat\":1,\"permutation\":[1,0,2,3]}}",
      "{\"op\":\"view\",\"id\":\"g0\",\"seat\":2}",
      "{\"op\":\"legal\",\"id\":\"g1\",\"seat\":0,\"req\":17}",
      "{\"op\":\"verdict\",\"id\":\"g0\"}",
      "{\"op\":\"close\",\"id\":\"g2\"}",
  };

  private static final String[] VALUES = {"null", "true", "-1", "2147483648", "1e999", "0.5", "\"\"", "\"\\u0000\"",
      "[]", "{}", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]", "\"9 top\"",
      "{\"type\":\"shuffle\",\"cards\":[\"AC\",\"AC\"]}", "\"record 1\\ngame khamul\\nplayers 99\\n\""};

  @Test
  @DisplayName("10,000 garbage requests get one error answer each and the server stays up")
  void garbage() throws Exception {
    SplittableRandom rng = new SplittableRandom(2026);
    StringBuilder input = new StringBuilder();
    input.append("{\"op\":\"open\",\"id\":\"g0\",\"header\":\"record 1\\ngame kemps\\n\"}\n");
    input.append("{\"op\":\"open\",\"id\":\"g1\",\"header\":\"record 1\\ngame khamul\\n\"}\n");
    input.append("{\"op\":\"open\",\"id\":\"g2\",\"setup\":{\"game\":\"kems\"}}\n");
    int requests = 3;
    for (int i = 0; i < REQUESTS; i++) {
      String line = mutate(VALID[rng.nextInt(VALID.length)], rng);
      input.append(line.isBlank() ? "x" : line).append('\n');
      requests++;
    }
    input.append("{\"op\":\"open\",\"id\":\"last\",\"setup\":{\"game\":\"kemps\"},\"req\":\"end\"}\n");
    requests++;

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int exit = new StdioServer(MAX_LINE, 16).run(
        new ByteArrayInputStream(input.toString().getBytes(StandardCharsets.UTF_8)), out);
    assertThat(exit).isZero();
    String[] answers = out.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(answers).hasSize(requests);
    JsonCodec codec = new JsonCodec();
    int errors = 0;
    for (String text : answers) {
      JsonNode answer = codec.parse(text);
      assertThat(answer.get("ok").isBoolean()).as(text).isTrue();
      if (!answer.get("ok").booleanValue()) {
        errors++;
        assertThat(answer.get("error").get("field").textValue()).as(text).startsWith("$");
        assertThat(answer.get("error").get("message").textValue()).as(text).doesNotContain("internal error");
      }
    }
    assertThat(errors).isGreaterThan(REQUESTS / 2);
    JsonNode last = codec.parse(answers[answers.length - 1]);
    assertThat(last.get("ok").booleanValue()).as(answers[answers.length - 1]).isTrue();
    assertThat(last.get("req").textValue()).isEqualTo("end");
  }

  /** {@return {@code valid} wrong in one or a few ways; never with a newline inside} */
  private static String mutate(String valid, SplittableRandom rng) {
    StringBuilder s = new StringBuilder(valid);
    int kind = rng.nextInt(8);
    switch (kind) {
      case 0 -> s.setLength(rng.nextInt(s.length()));
      case 1 -> {
        for (int n = 1 + rng.nextInt(4); n > 0; n--) {
          s.setCharAt(rng.nextInt(s.length()), randomChar(rng));
        }
      }
      case 2 -> s.insert(rng.nextInt(s.length()), randomChar(rng));
      case 3 -> s.deleteCharAt(rng.nextInt(s.length()));
      case 4 -> {
        // Swap a value for another JSON type.
        List<Integer> colons = new ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
          if (s.charAt(i) == ':') {
            colons.add(i);
          }
        }
        int at = colons.get(rng.nextInt(colons.size())) + 1;
        int end = at;
        int depth = 0;
        boolean inString = false;
        while (end < s.length() && (inString || depth > 0 || (s.charAt(end) != ',' && s.charAt(end) != '}'))) {
          char c = s.charAt(end);
          if (c == '"' && s.charAt(end - 1) != '\\') {
            inString = !inString;
          } else if (!inString && (c == '[' || c == '{')) {
            depth++;
          } else if (!inString && (c == ']' || c == '}')) {
            depth--;
          }
          end++;
        }
        s.replace(at, end, VALUES[rng.nextInt(VALUES.length)]);
      }
      case 5 -> s.insert(s.length() - 1, ",\"extra" + rng.nextInt(3) + "\":" + VALUES[rng.nextInt(VALUES.length)]);
      case 6 -> s.replace(0, s.length(), rng.nextInt(50) == 0 ? "{\"op\":\"" + "x".repeat(MAX_LINE) + "\"}"
          : "[".repeat(1 + rng.nextInt(3000)));
      default -> s.replace(0, s.length(), VALUES[rng.nextInt(VALUES.length)]);
    }
    return s.toString();
  }

  private static char randomChar(SplittableRandom rng) {
    char[] interesting = {'"', '\\', '{', '}', '[', ']', ',', ':', '0', '-', 'e', '\u0000', '\u00e9', '\ud800', '\t'};
    return rng.nextBoolean() ? interesting[rng.nextInt(interesting.length)] : (char) (32 + rng.nextInt(95));
  }
}
