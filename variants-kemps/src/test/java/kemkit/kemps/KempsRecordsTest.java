package kemkit.kemps;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Stream;
import kemkit.game.Game;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The example records of a reference implementation (copied from the shared records): each must
 * validate as its name says, at the line it says.
 */
class KempsRecordsTest {

  /** Kem's records are the Kem's module's to check (its KemsRecordsTest), with its presets. */
  private static final Map<String, Game> GAMES = Map.of("kemps", new KempsGame());

  static Stream<Arguments> records() {
    return Stream.of(
        Arguments.of("kemps-0-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kemps-1-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kemps-2-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kemps-3-mismatch.rec", Verdict.Mismatch.class, 46),
        Arguments.of("kemps-4-illegal.rec", Verdict.Illegal.class, 10),
        Arguments.of("kemps-5-malformed.rec", Verdict.Malformed.class, 8),
        Arguments.of("kemps-6-ok.rec", Verdict.Ok.class, 0));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("records")
  @DisplayName("every shared record validates as its name says")
  void validatesAsNamed(String name, Class<? extends Verdict> expected, int line) throws IOException {
    Verdict verdict = Validator.validate(read(name), GAMES);

    assertThat(verdict).as(verdict.describe()).isInstanceOf(expected);
    assertThat(verdict.exitCode()).isEqualTo(exitCode(name));
    if (line > 0) {
      assertThat(lineOf(verdict)).as(verdict.describe()).isEqualTo(line);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("records")
  @DisplayName("Kemps records validate through the ServiceLoader registry too")
  void kempsThroughRegistry(String name, Class<? extends Verdict> expected, int line) throws IOException {
    if (name.startsWith("kemps")) {
      assertThat(Validator.validate(read(name))).isInstanceOf(expected);
    }
  }

  private static int exitCode(String name) {
    if (name.endsWith("-ok.rec")) {
      return 0;
    }
    return name.endsWith("-malformed.rec") ? 2 : 1;
  }

  private static int lineOf(Verdict verdict) {
    if (verdict instanceof Verdict.Illegal illegal) {
      return illegal.line();
    }
    if (verdict instanceof Verdict.Mismatch mismatch) {
      return mismatch.line();
    }
    return verdict instanceof Verdict.Malformed malformed ? malformed.line() : 0;
  }

  static String read(String name) throws IOException {
    try (InputStream in = KempsRecordsTest.class.getResourceAsStream("/records/" + name)) {
      if (in == null) {
        throw new IOException("no test resource records/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
