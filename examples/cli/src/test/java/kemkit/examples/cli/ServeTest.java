package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
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
