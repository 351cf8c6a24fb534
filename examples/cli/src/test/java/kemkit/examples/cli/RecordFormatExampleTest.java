package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example of core/RECORD-FORMAT.md (§6) is a real record, and the verdicts the document
 * promises for it and its variants are the ones {@code kemkit validate} prints. The document is
 * read from the source tree, so that it cannot drift from the code.
 */
class RecordFormatExampleTest {

  private static final Path DOCUMENT = Path.of("..", "..", "core", "RECORD-FORMAT.md");
  private static final Pattern EXAMPLE = Pattern.compile("(?s)## 6\\. An example.*?```\\n(.*?)```");

  private static String example;

  @TempDir Path dir;

  @BeforeAll
  static void readExample() throws IOException {
    Matcher matcher = EXAMPLE.matcher(Files.readString(DOCUMENT));
    assertThat(matcher.find()).as("%s has a §6 with a fenced example", DOCUMENT).isTrue();
    example = matcher.group(1);
  }

  @Test
  @DisplayName("the example is ok, as the document says")
  void ok() throws IOException {
    CliRun run = validate(example);

    assertThat(run.exit()).isEqualTo(Exit.OK);
    assertThat(run.outLines()).containsExactly("ok: final scores -2 0 (round 2)");
  }

  @Test
  @DisplayName("with another code expected: the mismatch the document shows")
  void mismatch() throws IOException {
    CliRun run = validate(example.replace("expect rejected AWAITING_CHANCE", "expect rejected WRONG_PHASE"));

    assertThat(run.exit()).isEqualTo(Exit.FAILED);
    assertThat(run.outLines()).singleElement().asString()
        .startsWith("mismatch: line 26: expected rejected WRONG_PHASE, but the game shows rejected AWAITING_CHANCE (");
  }

  @Test
  @DisplayName("without the last expectation: the illegal verdict the document shows")
  void illegal() throws IOException {
    CliRun run = validate(example.replace("expect rejected AWAITING_CHANCE\n", ""));

    assertThat(run.exit()).isEqualTo(Exit.FAILED);
    assertThat(run.outLines()).singleElement().asString()
        .startsWith("illegal: line 25: '1 exchange 3C 9D' rejected AWAITING_CHANCE (C-4): ");
  }

  @Test
  @DisplayName("with a card that does not exist: the malformed verdict the document shows")
  void malformed() throws IOException {
    CliRun run = validate(example.replace("1 exchange 3C 9D", "1 exchange 3C 9X"));

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.outLines()).singleElement().asString().startsWith("malformed: line 25, column 15: ");
  }

  private CliRun validate(String text) throws IOException {
    Path file = Files.writeString(dir.resolve("example.rec"), text);
    return CliRun.of("validate", file.toString()).assertNoStackTrace();
  }
}
