package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code kemkit validate} reads and replays one line at a time: a record of a million lines (17
 * MB) validates in a JVM of 64 MB, fed through standard input by a generator, so no huge file is
 * checked in. It runs the built classes in a forked JVM; a few seconds.
 */
class ValidateStreamingTest {

  /** The first lines of a Kemps game: seat 1 holds 2C, the table 5D. */
  private static final String HEADER = String.join("\n",
      "record 1",
      "game kemps",
      "dealer 0",
      "shuffle 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"
          + " 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
      "");

  private static final int PAIRS = 500_000;

  @Test
  @DisplayName("a million exchange lines validate with -Xmx64m: memory holds one line and the game")
  void millionLines() throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process = new ProcessBuilder(List.of(java.toString(), "-Xmx64m", "-XX:+UseSerialGC",
        "-cp", System.getProperty("java.class.path"), "kemkit.examples.Main", "validate", "-"))
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
    Thread feeder = new Thread(() -> {
      try (OutputStream out = new BufferedOutputStream(process.getOutputStream(), 1 << 16)) {
        out.write(HEADER.getBytes(StandardCharsets.US_ASCII));
        byte[] pair = "1 exchange 2C 5D\n1 exchange 5D 2C\n".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < PAIRS; i++) {
          out.write(pair);
        }
        out.write("expect hand 1 2C 6C TC AC\n".getBytes(StandardCharsets.US_ASCII));
      } catch (IOException e) {
        // the validator stopped reading: its verdict says why
      }
    });
    feeder.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
    feeder.join();

    assertThat(out).isEqualTo("ok: final scores 0 0 (round 1)" + System.lineSeparator());
    assertThat(process.exitValue()).isZero();
  }
}
