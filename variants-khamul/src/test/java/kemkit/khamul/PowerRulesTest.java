package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.RejectionCode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rule H-8: the powers of the card a turn puts on the discard pile. */
class PowerRulesTest {

  /** Seat 0: AC 2C 3C 4C, seat 1: 5D 6D 7D 8D, both peeked at slots 0 and 1; seat 0 starts. */
  private static Script game(String stockTop) {
    return Script.of(2).dealAndPeek(Script.table(stockTop, "AC 2C 3C 4C", "5D 6D 7D 8D"), 0);
  }

  @Test
  @DisplayName("H-8 a jack: look at one's own slot; only the player sees it")
  void h08_jackLooks() {
    Script game = game("JH").play("0 draw", "0 discard");
    assertThat(game.state.phase()).isEqualTo(Phase.POWER);
    assertThat(game.events).endsWith(new KhamulEvent.PowerPending(0, Power.LOOK));
    assertThat(game.reject("0 force 1").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("0 kswap 0 1 0").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("1 look 0").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.reject("0 look 4").code()).isEqualTo(RejectionCode.NOT_IN_HAND);

    game.play("0 look 2");
    assertThat(game.memory(0, 0)).isEqualTo("AC 2C 3C ?");
    assertThat(game.seenBy(1)).contains(new KhamulEvent.Looked(0, 2, Optional.empty()));
    assertThat(game.seenBy(0)).contains(new KhamulEvent.Looked(0, 2, Optional.of(Card.of("3C"))));
    assertThat(game.state.turn()).as("the power ends the turn").isEqualTo(1);
  }

  @Test
  @DisplayName("H-8 a black queen: another seat draws face down, and nobody sees the card")
  void h08_blackQueenForces() {
    Script game = game("QS 9C").play("0 draw", "0 discard");
    assertThat(game.reject("0 force 0").code()).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.reject("0 force 2").code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(game.reject("0 look 0").code()).isEqualTo(RejectionCode.WRONG_PHASE);

    game.play("0 force 1");
    assertThat(game.hand(1)).isEqualTo("5D 6D 7D 8D 9C");
    assertThat(game.memory(1, 1)).isEqualTo("5D 6D ? ? ?");
    assertThat(game.memory(0, 1)).isEqualTo("? ? ? ? ?");
    assertThat(game.events).contains(new KhamulEvent.Forced(0, 1));
    assertThat(game.seenBy(1)).contains(
        new KhamulEvent.DrewFaceDown(1, 4, PendingDraw.Reason.FORCE, Optional.empty()));
    assertThat(game.state.turn()).isEqualTo(1);
  }

  @Test
  @DisplayName("H-8 a black king: two slots change places; the player sees what it gets, knowers follow their cards")
  void h08_blackKingSwaps() {
    Script game = game("KS").play("0 draw", "0 discard");
    assertThat(game.reject("0 kswap 0 0 1").code()).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.reject("0 kswap 0 5 0").code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    assertThat(game.reject("0 kswap 9 1 0").code()).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(game.reject("0 kswap 0 1 9").code()).isEqualTo(RejectionCode.NOT_IN_HAND);

    game.play("0 kswap 0 1 1");
    assertThat(game.hand(0)).isEqualTo("6D 2C 3C 4C");
    assertThat(game.hand(1)).isEqualTo("5D AC 7D 8D");
    assertThat(game.memory(0, 0)).as("seat 0 sees the 6D it received").isEqualTo("6D 2C ? ?");
    assertThat(game.memory(0, 1)).as("and still knows where its AC went").isEqualTo("? AC ? ?");
    assertThat(game.memory(1, 0)).as("seat 1 follows its 6D").isEqualTo("6D ? ? ?");
    assertThat(game.memory(1, 1)).isEqualTo("5D ? ? ?");
    assertThat(game.seenBy(1)).contains(new KhamulEvent.KingSwapped(0, 0, 1, 1, Optional.empty()));
  }

  @Test
  @DisplayName("H-8 red queens and red kings have no power; skip needs a pending power")
  void h08_redFacesHaveNoPower() {
    Script game = game("QD KH");
    assertThat(game.reject("0 skip").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("0 draw", "0 discard");
    assertThat(game.state.turn()).isEqualTo(1);
    game.play("1 draw", "1 swap 0");
    assertThat(game.state.discard().top()).isEqualTo(Card.of("5D"));
    assertThat(game.state.turn()).isZero();
  }

  @Test
  @DisplayName("H-8 a snap does not cancel the pending power; a snapped jack has none; a swapped-out card has one")
  void h08_onlyTheTurnsCardActs() {
    Script game = Script.of(2).dealAndPeek(Script.table("JH", "JS 2C QC 4C", "5D 6D 7D 8D"), 1);
    game.play("1 draw", "1 discard", "0 snap 0");
    assertThat(game.hand(0)).isEqualTo("2C QC 4C");
    assertThat(game.state.phase()).isEqualTo(Phase.POWER);
    assertThat(game.events).noneMatch(e -> e instanceof KhamulEvent.PowerPending);
    game.play("1 look 3");

    game.play("0 take", "0 swap 1");
    assertThat(game.state.power()).as("QC left by a swap after a take").contains(Power.FORCE);
    game.play("0 skip");
    assertThat(game.events).startsWith(new KhamulEvent.Skipped(0, Power.FORCE));
    assertThat(game.state.turn()).isEqualTo(1);
  }
}
