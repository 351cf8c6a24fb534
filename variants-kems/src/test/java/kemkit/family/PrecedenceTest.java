package kemkit.family;

import static kemkit.family.CallingTest.NO_KEMS;
import static kemkit.family.CallingTest.PARTNER_KEMS;
import static kemkit.family.CallingTest.TABLE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import kemkit.game.PlayerAction;
import kemkit.game.RejectionCode;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** rules.md §R: when several codes apply, the first in §R order wins; apply throws only for null. */
class PrecedenceTest {

  @Test
  @DisplayName("§R apply throws NullPointerException for a null argument, and nothing else")
  void nulls() {
    FamilyRules rules = Replay.of(Kemps.PRESET).rules();

    assertThatThrownBy(() -> rules.apply(null, new FamilyAction.Top(0))).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> rules.apply(rules.start(), null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("§R AWAITING_CHANCE comes before the actor's NO_SUCH_SEAT, which comes before NOT_ALLOWED")
  void chanceThenActorThenOptions() {
    Replay game = Replay.of(Kemps.PRESET);
    assertThat(game.code("9 kems 1")).isEqualTo(RejectionCode.AWAITING_CHANCE);

    game.deal(TABLE, NO_KEMS);

    assertThat(game.code("9 kems 1")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(game.code("-1 gesture nod")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(game.code("1 kems 9")).isEqualTo(RejectionCode.NOT_ALLOWED);
  }

  @Test
  @DisplayName("§R NOT_ALLOWED before WRONG_PHASE before NOT_YOUR_TURN")
  void optionsThenPhaseThenTurn() {
    Replay game = Replay.of(KemsPresets.EN).deal(TABLE, NO_KEMS);

    assertThat(game.code("2 propose-sweep")).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(game.code("1 top")).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    game.play("0 top");
    assertThat(game.code("1 top")).isEqualTo(RejectionCode.WRONG_PHASE);
  }

  @Test
  @DisplayName("§R BARRED before the target's checks")
  void barredThenTargets() {
    Replay game = Replay.of(KemsPresets.EN, "dealtTriple=none").deal(TABLE, PARTNER_KEMS).play("1 counter 0");

    assertThat(game.code("1 counter 1")).isEqualTo(RejectionCode.BARRED);
    assertThat(game.code("1 counter 9")).isEqualTo(RejectionCode.BARRED);
  }

  @Test
  @DisplayName("§R an action of another game is NOT_ALLOWED, after the actor's checks")
  void foreignAction() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, NO_KEMS);
    PlayerAction foreign = () -> 1;
    PlayerAction nobody = () -> 7;

    assertThat(game.reject(foreign).code()).isEqualTo(RejectionCode.NOT_ALLOWED);
    assertThat(game.reject(nobody).code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);
  }
}
