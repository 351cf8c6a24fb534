package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Huge seatings are refused, never overflowed (K-1, K-3). Regression tests for a bug found here in
 * the shared mechanic and fixed there: {@code FamilyRules.create} multiplied {@code teams *
 * team-size} (and K-3's {@code 4 * seats + 4}) in {@code int}, so a huge seating overflowed
 * instead of being refused. {@code teams 536870912}
 * makes 2^30 seats, whose {@code 4 * seats} wraps to 0, so K-3 passes and the rule set tries to
 * allocate a billion seats (OutOfMemoryError after half a minute); {@code teams 999999999,
 * team-size 3} wraps to a negative seat count and {@code Seating} throws IllegalArgumentException,
 * which the record reader did not catch, so the validator threw on a 5-line record.
 */
class HugeSeatingTest {

  @Test
  @DisplayName("K-1, K-3: teams 999999999 of 3 is refused, not overflowed into IllegalArgumentException")
  void negativeOverflowIsRefused() {
    SetupException refusal = RefusalsTest.refused(Setup.of("kems")
        .withSeating("teams", 999_999_999).withSeating("team-size", 3));

    assertThat(refusal.culprits()).contains("teams");
  }

  @Test
  @DisplayName("record-format: the validator never throws, even on a header whose seat count overflows")
  void validatorNeverThrowsOnHugeSeating() {
    String record = """
        record 1
        game kems
        teams 999999999
        team-size 3
        """;

    assertThatCode(() -> Validator.validate(record)).doesNotThrowAnyException();
    assertThat(Validator.validate(record)).isInstanceOf(Verdict.Malformed.class);
  }

  @Test
  @DisplayName("K-3: teams 536870912 of 2 (4 × seats wraps to 0) is refused at once, not allocated")
  void wrappedDeckCheckIsRefused() {
    SetupException refusal = RefusalsTest.refused(Setup.of("kems")
        .withSeating("teams", 536_870_912).withSeating("team-size", 2));

    assertThat(refusal.culprits()).contains("teams");
  }
}
