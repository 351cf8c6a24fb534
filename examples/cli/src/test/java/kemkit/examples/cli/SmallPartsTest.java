package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The helpers of the command line: exit codes, one-line escaping, strict UTF-8 reading. */
class SmallPartsTest {

  @Test
  @DisplayName("the worse of two exits is the one with the higher code, whatever the order")
  void worse() {
    for (Exit a : Exit.values()) {
      for (Exit b : Exit.values()) {
        assertThat(a.worse(b)).isEqualTo(a.code() >= b.code() ? a : b).isEqualTo(b.worse(a));
      }
    }
    assertThat(Exit.OK.code()).isZero();
    assertThat(Exit.ofVerdictCode(1)).isEqualTo(Exit.FAILED);
    assertThat(Exit.ofVerdictCode(2)).isEqualTo(Exit.BAD_INPUT);
  }

  @Test
  @DisplayName("OneLine keeps text, tabs and non-ASCII letters, and escapes controls and bidi overrides")
  void oneLine() {
    assertThat(OneLine.of("ok: final scores -1 0 — fin\tété")).isEqualTo("ok: final scores -1 0 — fin\tété");
    assertThat(OneLine.of("a\nb\rc\u0000d\u001be\u0085f\u2028g\u202eh\u2066i"))
        .isEqualTo("a\\nb\\rc\\x00d\\x1Be\\x85f\\u2028g\\u202Eh\\u2066i");
  }

  @Test
  @DisplayName("OneLine of any string (seeded) has no line break a terminal would honour")
  void oneLineProperty() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 2000; i++) {
      StringBuilder text = new StringBuilder();
      for (int j = random.nextInt(40); j > 0; j--) {
        text.append((char) (random.nextBoolean() ? random.nextInt(0x30) : random.nextInt(0x10000)));
      }
      String line = OneLine.of(text.toString());
      assertThat(line.lines().count()).as("%s", text).isLessThanOrEqualTo(1);
      assertThat(line.chars().filter(c -> c < 0x20 && c != '\t')).as("%s", text).isEmpty();
    }
  }
}
