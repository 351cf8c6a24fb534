package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.RejectionCode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules H-9 and H-10: snaps and rearranges. */
class SnapRulesTest {

  /** Seat 0: 2C 2S 3C 4C, seat 1: 5D 6D 7D 8D, seat 2: AH 2H 3H 4H; seat 0 starts. */
  private static Script game(String stockTop) {
    return Script.of(3).dealAndPeek(
        Script.table(stockTop, "2C 2S 3C 4C", "5D 6D 7D 8D", "AH 2H 3H 4H"), 0);
  }

  @Test
  @DisplayName("H-9 any seat snaps a matching card, several in a row, in turn or not, holding a card or not")
  void h09_matchingSnaps() {
    Script game = game("2D 9C");
    assertThat(game.reject("0 snap 0").code()).as("the pile is empty").isEqualTo(RejectionCode.WRONG_PHASE);
    game.play("0 draw", "0 discard", "1 draw");
    assertThat(game.state.phase()).isEqualTo(Phase.HOLDING_DRAWN);

    game.play("0 snap 0");
    assertThat(game.events).containsExactly(new KhamulEvent.Snapped(0, 0, Card.of("2C"), true));
    game.play("0 snap 0", "2 snap 1");
    assertThat(game.hand(0)).isEqualTo("3C 4C");
    assertThat(game.hand(2)).isEqualTo("AH 3H 4H");
    assertThat(game.state.discard().cards()).extracting(Card::toString).containsExactly("2H", "2S", "2C", "2D");
    assertThat(game.reject("2 snap 3").code()).isEqualTo(RejectionCode.NOT_IN_HAND);

    game.play("1 snap 0");
    assertThat(game.state.phase()).as("the holder may snap too").isEqualTo(Phase.HOLDING_DRAWN);
    game.play("1 discard");
    assertThat(game.state.turn()).isEqualTo(2);
  }

  @Test
  @DisplayName("H-9 a wrong snap is seen by all, goes back in its slot, and costs a penalty card nobody sees")
  void h09_wrongSnap() {
    Script game = game("9D 8S").play("0 draw", "0 discard", "2 snap 2");
    assertThat(game.events).startsWith(new KhamulEvent.Snapped(2, 2, Card.of("3H"), false));
    assertThat(game.hand(2)).isEqualTo("AH 2H 3H 4H 8S");
    assertThat(game.memory(0, 2)).isEqualTo("? ? 3H ? ?");
    assertThat(game.memory(2, 2)).isEqualTo("AH 2H 3H ? ?");
    assertThat(game.seenBy(2)).endsWith(
        new KhamulEvent.DrewFaceDown(2, 4, PendingDraw.Reason.PENALTY, Optional.empty()));
    assertThat(game.state.discard().top()).isEqualTo(Card.of("9D"));
  }

  @Test
  @DisplayName("H-10 a rearrange reorders one's own slots: the seat keeps its knowledge, the others lose track")
  void h10_rearrange() {
    Script game = game("9D");
    game.play("1 rearrange 1 0 3 2");
    assertThat(game.hand(1)).isEqualTo("6D 5D 8D 7D");
    assertThat(game.memory(1, 1)).isEqualTo("6D 5D ? ?");
    assertThat(game.seenBy(1)).containsExactly(new KhamulEvent.Rearranged(1, Optional.of(ImmutableList.of(1, 0, 3, 2))));
    assertThat(game.seenBy(0)).containsExactly(new KhamulEvent.Rearranged(1, Optional.empty()));

    game.play("0 draw", "0 discard", "2 snap 0");  // a wrong snap: everyone now knows AH in slot 0
    assertThat(game.memory(0, 2)).isEqualTo("AH ? ? ? ?");
    game.play("2 rearrange 4 3 2 1 0");
    assertThat(game.memory(0, 2)).isEqualTo("? ? ? ? ?");
    assertThat(game.memory(2, 2)).isEqualTo("? ? ? 2H AH");

    assertThat(game.reject("1 rearrange 0 0 0 0").code()).isEqualTo(RejectionCode.BAD_ARGUMENT);
    assertThat(game.reject("1 rearrange 0 1 2").code()).isEqualTo(RejectionCode.BAD_ARGUMENT);
    assertThat(game.reject("1 rearrange 0 1 2 4").code()).isEqualTo(RejectionCode.BAD_ARGUMENT);
  }

  @Test
  @DisplayName("H-10 rearranging waits for the peeks")
  void h10_notBeforePlay() {
    Script game = Script.of(2).deal("", 0);
    assertThat(game.reject("0 rearrange 1 0 2 3").code()).isEqualTo(RejectionCode.WRONG_PHASE);
  }
}
