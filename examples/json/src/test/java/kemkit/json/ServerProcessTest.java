package kemkit.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import kemkit.game.Action;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;
import kemkit.record.Validator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The server as a real process, {@code java -cp … kemkit.json.StdioServer}: seeded games of every
 * preset give the library's verdicts. The Python and Node.js clients of {@code
 * examples/json/clients} run against the real jar, {@code kemkit.jar serve --stdio}: {@code
 * ServeJarIT} in {@code examples/cli}.
 */
class ServerProcessTest {

  private static final int GAMES = 20;

  private final JsonCodec codec = new JsonCodec();

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  @DisplayName("C-5: a real server process gives the library's verdicts for seeded games of every preset")
  void realProcess() throws Exception {
    Process server = new ProcessBuilder(serverCommand()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    List<String> expected = new ArrayList<>();
    Writer in = new OutputStreamWriter(server.getOutputStream(), StandardCharsets.UTF_8);
    // The requests go from their own thread, while this one drains the answers: neither pipe fills up.
    Thread writer = new Thread(() -> {
      try (in) {
        for (RuleSet<?, ?, ?, ?> rules : Playouts.presets()) {
          for (int seed = 0; seed < GAMES; seed++) {
            in.write("{\"op\":\"open\",\"id\":\"p\",\"header\":" + quote(RecordWriter.header(rules.setup())) + "}\n");
            for (Action action : Playouts.play(rules, seed)) {
              in.write("{\"op\":\"move\",\"id\":\"p\",\"line\":" + quote(RecordWriter.line(rules, action)) + "}\n");
            }
            in.write("not json\n{\"op\":\"close\",\"id\":\"p\"}\n");
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    writer.start();
    for (RuleSet<?, ?, ?, ?> rules : Playouts.presets()) {
      for (int seed = 0; seed < GAMES; seed++) {
        ImmutableList<Action> actions = Playouts.play(rules, seed);
        expected.add(codec.write(codec.verdict(Validator.validate(RecordWriter.write(rules, actions)))));
      }
    }
    BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
    List<String> verdicts = new ArrayList<>();
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      JsonNode answer = codec.parse(line);
      if ("close".equals(answer.path("op").textValue())) {
        verdicts.add(codec.write(answer.get("verdict")));
      } else if (!answer.get("ok").booleanValue()) {
        assertThat(answer.get("error").get("field").textValue()).isEqualTo("$");
      }
    }
    writer.join();
    assertThat(verdicts).isEqualTo(expected);
    assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(server.exitValue()).isZero();
  }

  /** {@return the command that starts the server with this test's class path} */
  static List<String> serverCommand() {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    assertThat(classPath).as("the class path holds Jackson").contains("jackson-databind");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return List.of(java, "-XX:TieredStopAtLevel=1", "-cp", classPath, StdioServer.class.getName());
  }

  private String quote(String text) {
    return codec.write(Nodes.F.textNode(text));
  }
}
