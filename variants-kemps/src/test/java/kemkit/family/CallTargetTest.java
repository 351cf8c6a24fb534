package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A call's target is a seat or a team as its dialect says, and the accessors say which (K-20). */
class CallTargetTest {

  @Test
  @DisplayName("K-20: a Kemps cut names a team; a Kem's counter and every call on a teammate name a seat")
  void targetSeatOrTeam() {
    FamilyAction.Call cut = FamilyAction.Counter.of(Dialect.KEMPS, 2, 1);
    FamilyAction.Call counter = FamilyAction.DoubleCounter.of(Dialect.KEMS, 2, 1);
    FamilyAction.Call kemps = FamilyAction.KemsCall.of(Dialect.KEMPS, 0, 2);

    assertThat(cut.targetTeam()).isEqualTo(OptionalInt.of(1));
    assertThat(cut.targetSeat()).isEmpty();
    assertThat(counter.targetSeat()).isEqualTo(OptionalInt.of(1));
    assertThat(counter.targetTeam()).isEmpty();
    assertThat(kemps.targetSeat()).isEqualTo(OptionalInt.of(2));
    assertThat(kemps.targetTeam()).isEmpty();
  }
}
