package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code kemkit validate} on inputs that are not records, or not files: always one line that says
 * what is wrong (with the line number when there is one), exit 2, and never a stack trace.
 */
class ValidateTest {

  private static final String DECK = "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"
      + " 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

  /** The example of the record format: a Kemps game with one exchange and a wrong cut. */
  private static final String KEMPS = String.join("\n",
      "record 1",
      "game kemps",
      "dealer 0",
      "shuffle " + DECK,
      "1 exchange 2C 5D",
      "expect hand 1 5D 6C TC AC",
      "2 cut 1",
      "expect scores -1 0",
      "");

  @TempDir Path dir;

  @Test
  @DisplayName("an ok record: 'ok: final scores', exit 0")
  void ok() throws IOException {
    CliRun run = validate(KEMPS).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.OK);
    assertThat(run.outLines()).containsExactly("ok: final scores -1 0 (round 2)");
    assertThat(run.err()).isEmpty();
  }

  @Test
  @DisplayName("an unknown verb: malformed at its line, exit 2")
  void unknownVerb() throws IOException {
    assertMalformedAt(5, KEMPS.replace("1 exchange 2C 5D", "1 juggle 2C 5D"));
  }

  @Test
  @DisplayName("a card C-1 does not define: malformed at its line, exit 2")
  void badCard() throws IOException {
    CliRun run = assertMalformedAt(5, KEMPS.replace("1 exchange 2C 5D", "1 exchange 2C ZZ"));
    assertThat(run.out()).containsIgnoringCase("'zz'");
  }

  @Test
  @DisplayName("a card in a shuffle that C-1 does not define: malformed at its line and column")
  void badCardInShuffle() throws IOException {
    CliRun run = assertMalformedAt(4, KEMPS.replace("shuffle 2C 3C", "shuffle 1X 3C"));
    assertThat(run.outLines().get(0)).startsWith("malformed: line 4, column 9: ");
  }

  @ParameterizedTest(name = "line {0}: {1}")
  @CsvSource(delimiter = ';', value = {
      "1; record 2|game kemps",
      "1; game kemps",
      "1; record 1",
      "2; record 1|game chess",
      "3; record 1|game kemps|option deck=33",
      "4; record 1|game kemps|option target=7|option target=8",
      "4; record 1|game kemps|dealer 0|teams 2",
      "3; record 1|game kemps|players 4",
      "3; record 1|game kemps|preset khamul",
  })
  @DisplayName("a bad header: malformed at the header line at fault, exit 2")
  void badHeader(int line, String lines) throws IOException {
    assertMalformedAt(line, lines.replace('|', '\n') + "\n");
  }

  @Test
  @DisplayName("an empty file: malformed at line 1, exit 2")
  void emptyFile() throws IOException {
    assertMalformedAt(1, "");
  }

  @Test
  @DisplayName("random bytes (seeded): malformed with a line number, exit 2, one line")
  void randomBytes() throws IOException {
    // 60 files: each is a whole run of the command (about 0.1 s here); RecordFuzzTest replays its
    // corpus of bytes through the same reader, and a fuzzing session tries millions.
    SplittableRandom random = new SplittableRandom(20240607);
    for (int i = 0; i < 60; i++) {
      byte[] bytes = new byte[random.nextInt(1, 2000)];
      random.nextBytes(bytes);
      Path file = dir.resolve("random-" + i + ".rec");
      Files.write(file, bytes);

      CliRun run = CliRun.of("validate", file.toString()).assertNoStackTrace();

      assertThat(run.exit()).as("seed 20240607, file %d", i).isEqualTo(Exit.BAD_INPUT);
      assertThat(run.outLines()).as("file %d", i).singleElement().asString().matches("malformed: line \\d+(, column \\d+)?: .+");
      assertThat(run.err()).isEmpty();
    }
  }

  @Test
  @DisplayName("bytes that are not UTF-8: malformed at the line and column of the first bad byte")
  void notUtf8() throws IOException {
    byte[] bytes = "record 1\ngame kemps\nshuffle é\u00ff".getBytes(StandardCharsets.ISO_8859_1);
    Path file = dir.resolve("latin1.rec");
    Files.write(file, bytes);

    CliRun run = CliRun.of("validate", file.toString()).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.outLines()).containsExactly(
        "malformed: line 3, column 9: not UTF-8 text: byte 0xE9 at offset 28 (a record is UTF-8 text)");
  }

  @Test
  @DisplayName("a directory: one line on standard error, exit 2")
  void directory() {
    CliRun run = CliRun.of("validate", dir.toString()).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.errLines()).containsExactly("kemkit validate: " + dir + ": is a directory, not a record");
  }

  @Test
  @DisplayName("a missing file: one line on standard error, exit 2")
  void missingFile() {
    Path missing = dir.resolve("no-such.rec");
    CliRun run = CliRun.of("validate", missing.toString()).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).containsExactly("kemkit validate: " + missing + ": no such file");
  }

  @Test
  @DisplayName("no file at all: one line on standard error, exit 2")
  void missingArgument() {
    CliRun run = CliRun.of("validate").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).singleElement().asString().startsWith("kemkit validate: no record given");
  }

  @Test
  @DisplayName("an unknown option: one line on standard error, exit 2")
  void unknownOption() {
    CliRun run = CliRun.of("validate", "--strict", "game.rec").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).singleElement().asString().startsWith("kemkit validate: unknown option '--strict'");
  }

  @Test
  @DisplayName("'-' reads standard input")
  void standardInput() {
    CliRun run = CliRun.withInput(KEMPS.getBytes(StandardCharsets.UTF_8), "validate", "-").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.OK);
    assertThat(run.outLines()).containsExactly("ok: final scores -1 0 (round 2)");
  }

  @Test
  @DisplayName("'--' ends the options: '-x' after it is a file name")
  void doubleDash() {
    CliRun run = CliRun.of("validate", "--", "-x").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).containsExactly("kemkit validate: -x: no such file");
  }

  @Test
  @DisplayName("several files: one line each, named, and the worst exit code")
  void severalFiles() throws IOException {
    Path ok = Files.writeString(dir.resolve("ok.rec"), KEMPS);
    Path mismatch = Files.writeString(dir.resolve("mismatch.rec"), KEMPS.replace("expect scores -1 0", "expect scores 0 0"));
    Path missing = dir.resolve("missing.rec");

    CliRun failed = CliRun.of("validate", ok.toString(), mismatch.toString()).assertNoStackTrace();
    CliRun bad = CliRun.of("validate", mismatch.toString(), missing.toString(), ok.toString()).assertNoStackTrace();

    assertThat(failed.exit()).isEqualTo(Exit.FAILED);
    assertThat(failed.outLines()).containsExactly(
        ok + ": ok: final scores -1 0 (round 2)",
        mismatch + ": mismatch: line 8: expected scores 0 0, but the game shows scores -1 0");
    assertThat(bad.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(bad.outLines()).hasSize(2);
    assertThat(bad.errLines()).containsExactly("kemkit validate: " + missing + ": no such file");
  }

  @Test
  @DisplayName("an illegal action: exit 1, the line, the action, the §R code")
  void illegal() throws IOException {
    CliRun run = validate(KEMPS.replace("2 cut 1", "2 cut 0")).assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.FAILED);
    assertThat(run.outLines()).singleElement().asString().startsWith("illegal: line 7: '2 cut 0' rejected BAD_TARGET (K-20): ");
  }

  @Test
  @DisplayName("a byte order mark is not part of the text")
  void byteOrderMark() throws IOException {
    assertThat(validate("\uFEFF" + KEMPS).exit()).isEqualTo(Exit.OK);
  }

  @Test
  @DisplayName("exactly one byte order mark is dropped: the command drops none itself, so a second is malformed")
  void twoByteOrderMarks() throws IOException {
    CliRun run = validate("\uFEFF\uFEFF" + KEMPS).assertNoStackTrace();
    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.outLines()).containsExactly("malformed: line 1, column 1: character U+FEFF (byte order mark)"
        + " is not allowed outside a comment (words are printable ASCII, separated by spaces or tabs)");
  }

  @Test
  @DisplayName("only ASCII letters fold: a KELVIN SIGN is not the K of kemps, a LONG S not a spade")
  void lookAlikes() throws IOException {
    assertThat(validate(KEMPS.replace("game kemps", "game \u212Aemps")).outLines()).singleElement().asString()
        .startsWith("malformed: line 2, column 6: character U+212A");
    assertThat(validate(KEMPS + "1 exchange A\u017F 5D\n").exit()).isEqualTo(Exit.BAD_INPUT);
  }

  @Test
  @DisplayName("a 50 MB line is malformed at once, with a one-line verdict that quotes none of it")
  void hugeLine() throws IOException {
    CliRun run = validate(KEMPS + "1 exchange " + "x".repeat(50_000_000) + "\n").assertNoStackTrace();
    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.outLines()).singleElement().asString().startsWith("malformed: line ").hasSizeLessThan(200);
  }

  @Test
  @DisplayName("a control character in a word is named, never quoted: the verdict stays one line")
  void controlCharacters() throws IOException {
    CliRun run = validate("record 1\ngame ch\u001b[2J\ress\u202e\n").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.outLines()).singleElement().asString()
        .startsWith("malformed: line 2, column 8: character U+001B")
        .doesNotContain("\u001b", "\r", "\u202e");
  }

  private CliRun validate(String text) throws IOException {
    Path file = dir.resolve("game.rec");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return CliRun.of("validate", file.toString());
  }

  private CliRun assertMalformedAt(int line, String text) throws IOException {
    CliRun run = validate(text).assertNoStackTrace();
    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.outLines()).singleElement().asString().matches("malformed: line " + line + "(, column \\d+)?: .+");
    assertThat(run.err()).isEmpty();
    return run;
  }
}
