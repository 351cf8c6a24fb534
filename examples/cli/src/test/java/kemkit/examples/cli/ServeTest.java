package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code kemkit serve --stdio} in process: one answer per request line, and its command line. */
class ServeTest {

  @Test
  @DisplayName("C-5: serve --stdio answers each request line; a rejection carries its code and rule id")
  void answers() {
    String requests = String.join("\n",
        "{\"op\":\"open\",\"id\":\"t\",\"header\":\"record 1\\ngame khamul\\nplayers 2\\n\"}",
        "{\"op\":\"move\",\"id\":\"t\",\"line\":\"0 draw\"}",
        "not json", "");
    CliRun run = CliRun.withInput(requests.getBytes(StandardCharsets.UTF_8), "serve", "--stdio").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.OK);
    assertThat(run.outLines()).hasSize(3);
    assertThat(run.outLines().get(0)).startsWith("{\"op\":\"open\",\"ok\":true,\"id\":\"t\"");
    assertThat(run.outLines().get(1)).contains("\"accepted\":false")
        .contains("\"rejection\":{\"code\":\"AWAITING_CHANCE\",\"rule\":\"C-4\",");
    assertThat(run.outLines().get(2)).startsWith("{\"ok\":false,\"error\":{\"field\":\"$\"");
  }

  @Test
  @DisplayName("serve --stdio exits 3 when standard output fails, as its help says (a PrintStream hides the error)")
  void outputFails() {
    OutputStream full = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("No space left on device");
      }
    };
    Console console = new Console(new ByteArrayInputStream("{\"op\":\"validate\",\"record\":\"\"}\n"
        .getBytes(StandardCharsets.UTF_8)), new PrintStream(full, true, StandardCharsets.UTF_8),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    assertThat(Cli.standard().run(List.of("serve", "--stdio"), console)).isEqualTo(Exit.INTERNAL_ERROR);
    assertThat(Exit.INTERNAL_ERROR.code()).isEqualTo(3);
  }

  @Test
  @DisplayName("serve needs --stdio, its only transport: anything else exits 2 with one line")
  void badArguments() {
    CliRun bare = CliRun.of("serve").assertNoStackTrace();
    assertThat(bare.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(bare.errLines()).singleElement().asString().startsWith("kemkit serve: expected '--stdio' or '--http PORT'");
    for (String[] args : new String[][] {{"serve", "--tcp"}, {"serve", "--stdio", "x"}}) {
      CliRun run = CliRun.of(args).assertNoStackTrace();
      assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
      assertThat(run.out()).isEmpty();
      assertThat(run.errLines()).singleElement().asString().startsWith("kemkit serve: ").endsWith("(usage: kemkit help serve)");
    }
  }
}
