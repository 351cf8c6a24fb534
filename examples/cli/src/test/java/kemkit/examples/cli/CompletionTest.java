package kemkit.examples.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code kemkit completion}: a bash script that completes commands, options and game names. */
class CompletionTest {

  @TempDir Path dir;

  @ParameterizedTest(name = "''{0}'' completes to {1}")
  @CsvSource(delimiter = ';', value = {
      "kemkit sim; simulate",
      "kemkit play --game k; kemps kems khamul",
      "kemkit simulate --for; --format",
      "kemkit simulate --format j; json",
      "kemkit simulate --team; --teams --team-size",
      "kemkit bench --verb; --verbose",
      "kemkit simulate --bots r; random",
      "kemkit play --bots s; search",
      "kemkit simulate --preset kems-e; kems-en kems-expert",
      "kemkit play --preset kh; khamul",
  })
  @DisplayName("bash, with the script sourced, completes what the command line takes")
  void bashCompletes(String line, String expected) throws IOException, InterruptedException {
    assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "bash is needed to run the script");
    CliRun run = CliRun.of("completion");
    assertThat(run.exit()).isEqualTo(Exit.OK);
    Path script = Files.writeString(dir.resolve("kemkit-completion.bash"), run.out());

    // What bash sets before it calls a completion function, for the cursor at the end of the line.
    String words = String.join(" ", line.split(" ")) + (line.endsWith(" ") ? " ''" : "");
    String shell = "source '" + script + "'; COMP_LINE='" + line + "'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(" + words
        + "); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _complete_kemkit 2>/dev/null; echo \"${COMPREPLY[*]}\"";
    Process bash = new ProcessBuilder("/bin/bash", "-c", shell).redirectErrorStream(true).start();
    assertThat(bash.waitFor(30, TimeUnit.SECONDS)).isTrue();
    String completions = new String(bash.getInputStream().readAllBytes(), UTF_8).strip();

    assertThat(completions.split(" ")).as(completions).containsExactlyInAnyOrder(expected.split(" "));
  }
}
