package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import com.google.common.io.Resources;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
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
 * validates as its name says (the verdict, its exit code, the line at fault) through the {@code
 * kems} game that {@link java.util.ServiceLoader} finds.
 */
class KemsRecordsTest {

  /** The exit code of each verdict a record's name can end with (record-format.md). */
  private static final ImmutableMap<String, Integer> EXIT_CODES =
      ImmutableMap.of("ok", 0, "illegal", 1, "mismatch", 1, "malformed", 2);

  /** Each record, and how the validator's one-line verdict on it begins. */
  static Stream<Arguments> records() {
    return Stream.of(
        Arguments.of("kems-en-1-ok.rec", "ok: final scores 5 0 (game over)"),
        Arguments.of("kems-en-2-ok.rec", "ok: final scores"),
        Arguments.of("kems-fr32-1-ok.rec", "ok: final scores"),
        Arguments.of("kems-fr32-2-ok.rec", "ok: final scores"),
        Arguments.of("kems-fr32-3-ok.rec", "ok: final scores 2 0 (game over)"),
        Arguments.of("kems-classic-1-ok.rec", "ok: final scores"),
        Arguments.of("kems-classic-2-ok.rec", "ok: final scores"),
        Arguments.of("kems-classic-3-mismatch.rec", "mismatch: line 11: expected scores 7 0, but the game shows scores 0 0"),
        Arguments.of("kems-classic-4-illegal.rec", "illegal: line 10: '99 exchange 2C 3C' rejected NO_SUCH_SEAT"),
        Arguments.of("kems-classic-5-malformed.rec", "malformed: line 8, column 21: '1X' is not a card (C-1"),
        Arguments.of("kems-expert-1-ok.rec", "ok: final scores"),
        Arguments.of("kems-expert-2-ok.rec", "ok: final scores"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("records")
  @DisplayName("every shared Kem's record validates as its name says")
  void validatesAsNamed(String name, String describes) throws IOException {
    String expected = name.substring(name.lastIndexOf('-') + 1, name.length() - ".rec".length());

    Verdict verdict = Validator.validate(Resources.toString(Resources.getResource("records/" + name), StandardCharsets.UTF_8));

    assertThat(verdict.getClass().getSimpleName().toLowerCase(Locale.ROOT)).as(verdict.describe()).isEqualTo(expected);
    assertThat(verdict.exitCode()).isEqualTo(EXIT_CODES.get(expected));
    assertThat(verdict.describe()).startsWith(describes);
  }

  @Test
  @DisplayName("the registry finds game kems in this module, by any case")
  void registryFindsKems() {
    assertThat(Games.named("kems")).containsInstanceOf(KemsGame.class);
    assertThat(Games.named("KEMS")).containsInstanceOf(KemsGame.class);
    assertThat(Games.all()).containsKeys("kems", "kemps");
  }
}
