package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import kemkit.game.Games;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Kem's records of a reference implementation (copied from the shared records): each
 * validates as its name says, at the line it says, through the {@code kems} game that {@link
 * java.util.ServiceLoader} finds.
 */
class KemsRecordsTest {

  static Stream<Arguments> records() {
    return Stream.of(
        Arguments.of("kems-en-1-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kems-en-2-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kems-fr32-1-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kems-fr32-2-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kems-classic-1-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kems-classic-2-ok.rec", Verdict.Ok.class, 0),
        // line 11 expects scores 7 0 before anyone has called
        Arguments.of("kems-classic-3-mismatch.rec", Verdict.Mismatch.class, 11),
        // line 10: seat 99 does not exist (NO_SUCH_SEAT) and no 'expect rejected' follows
        Arguments.of("kems-classic-4-illegal.rec", Verdict.Illegal.class, 10),
        // line 8: '1X' is no card (C-1)
        Arguments.of("kems-classic-5-malformed.rec", Verdict.Malformed.class, 8),
        Arguments.of("kems-expert-1-ok.rec", Verdict.Ok.class, 0),
        Arguments.of("kems-expert-2-ok.rec", Verdict.Ok.class, 0));
  }

  @Test
  @DisplayName("the registry finds game kems in this module")
  void registryFindsKems() {
    assertThat(Games.named("kems")).containsInstanceOf(KemsGame.class);
    assertThat(Games.named("KEMS")).containsInstanceOf(KemsGame.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("records")
  @DisplayName("every shared Kem's record validates as its name says")
  void validatesAsNamed(String name, Class<? extends Verdict> expected, int line) throws IOException {
    Verdict verdict = Validator.validate(read(name));

    assertThat(verdict).as(verdict.describe()).isInstanceOf(expected);
    assertThat(verdict.exitCode()).as(verdict.describe()).isEqualTo(exitCodeOf(name));
    assertThat(lineOf(verdict)).as(verdict.describe()).isEqualTo(line);
  }

  @Test
  @DisplayName("the illegal record fails on the actor's seat, the first check of §R after the chance")
  void illegalRecordSaysWhy() throws IOException {
    Verdict.Illegal illegal = (Verdict.Illegal) Validator.validate(read("kems-classic-4-illegal.rec"));

    assertThat(illegal.rejection().code()).hasToString("NO_SUCH_SEAT");
    assertThat(illegal.rejection().message()).contains("99");
  }

  private static int exitCodeOf(String name) {
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

  /** {@return the text of test resource {@code records/name}} */
  static String read(String name) throws IOException {
    try (InputStream in = KemsRecordsTest.class.getResourceAsStream("/records/" + name)) {
      if (in == null) {
        throw new IOException("no test resource records/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
