package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import kemkit.game.RejectionCode;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The reference records validate as their names say (record-format.md, "What a validator reports"). */
class RecordsTest {

  static String record(String name) {
    try (InputStream in = RecordsTest.class.getResourceAsStream("/records/" + name)) {
      assertThat(in).as("test resource records/%s", name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  @DisplayName("khamul-1-ok: 4 players, 200 actions, 4 rounds: ok with the reference's scores")
  void firstRecordIsOk() {
    Verdict verdict = Validator.validate(record("khamul-1-ok.rec"));
    assertThat(verdict).isEqualTo(new Verdict.Ok(ImmutableList.of(9, 40, 48, 69), 4, false));
    assertThat(verdict.exitCode()).isZero();
  }

  @Test
  @DisplayName("khamul-2-ok: 3 players, rearranges, forces, 5 rounds: ok")
  void secondRecordIsOk() {
    Verdict verdict = Validator.validate(record("khamul-2-ok.rec"));
    assertThat(verdict).isEqualTo(new Verdict.Ok(ImmutableList.of(43, 34, 61), 5, false));
  }

  @Test
  @DisplayName("khamul-3-mismatch: wrong scores at line 8, exit 1")
  void thirdRecordMismatches() {
    Verdict verdict = Validator.validate(record("khamul-3-mismatch.rec"));
    assertThat(verdict).isInstanceOf(Verdict.Mismatch.class);
    assertThat(((Verdict.Mismatch) verdict).line()).isEqualTo(8);
    assertThat(((Verdict.Mismatch) verdict).actual()).isEqualTo("scores 0 0 0 0");
    assertThat(verdict.exitCode()).isEqualTo(1);
  }

  @Test
  @DisplayName("khamul-4-illegal: seat 99 at line 11 is NO_SUCH_SEAT, exit 1")
  void fourthRecordIsIllegal() {
    Verdict verdict = Validator.validate(record("khamul-4-illegal.rec"));
    assertThat(verdict).isInstanceOf(Verdict.Illegal.class);
    Verdict.Illegal illegal = (Verdict.Illegal) verdict;
    assertThat(illegal.line()).isEqualTo(11);
    assertThat(illegal.rejection().code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(verdict.exitCode()).isEqualTo(1);
  }

  @Test
  @DisplayName("khamul-5-malformed: card 1X at line 6, exit 2")
  void fifthRecordIsMalformed() {
    Verdict verdict = Validator.validate(record("khamul-5-malformed.rec"));
    assertThat(verdict).isInstanceOf(Verdict.Malformed.class);
    assertThat(((Verdict.Malformed) verdict).line()).isEqualTo(6);
    assertThat(verdict.exitCode()).isEqualTo(2);
  }

  @Test
  @DisplayName("khamul-6-ok: H-11a the dead end lasts until the seat draws, which scores the round (H-12 mark)")
  void sixthRecordIsOk() {
    Verdict verdict = Validator.validate(record("khamul-6-ok.rec"));
    assertThat(verdict).as(verdict.describe()).isEqualTo(new Verdict.Ok(ImmutableList.of(315, 22, 15), 2, false));
  }

  @Test
  @DisplayName("khamul-7-ok: H-opt snapMatch=value, recycle=whole, rearrange=anytime")
  void seventhRecordIsOk() {
    Verdict verdict = Validator.validate(record("khamul-7-ok.rec"));
    assertThat(verdict).as(verdict.describe()).isEqualTo(new Verdict.Ok(ImmutableList.of(0, 0, 0, 0, 0, 0), 1, false));
  }
}
