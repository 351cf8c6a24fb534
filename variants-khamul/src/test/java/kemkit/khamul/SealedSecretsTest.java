package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import kemkit.game.ForeignStateException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What a seat may not know stays out of determinize (C-6, H-12, H-15), and foreign states are refused. */
class SealedSecretsTest {

  /** Seat 0 draws and discards a two; seat 1's turn begins with the hand dealt to it. */
  private static Script seatOneToPlay(String seatOneHand) {
    return Script.of(2).dealAndPeek(Script.table("2D", "AC 2C 3C 4C", seatOneHand), 0).play("0 draw", "0 discard");
  }

  @Test
  @DisplayName("H-12, C-6: determinize does not tell seat 0 whether seat 1 could announce (markOnDraw)")
  void markOnDrawIsNotCopied() {
    Script low = seatOneToPlay("AD AH AS 2H");
    Script high = seatOneToPlay("AD AH AS TD");
    assertThat(low.state.markOnDraw()).isTrue();
    assertThat(high.state.markOnDraw()).isFalse();
    assertThat(low.rules.view(low.state, 0)).isEqualTo(high.rules.view(high.state, 0));

    for (int seed = 0; seed < 20; seed++) {
      KhamulState one = low.rules.determinize(low.state, 0, new SplittableRandom(seed));
      KhamulState other = high.rules.determinize(high.state, 0, new SplittableRandom(seed));
      assertThat(one).isEqualTo(other);
      // Worked out again from the sampled hand of the turn's player.
      assertThat(one.markOnDraw()).isEqualTo(one.handOf(1).value() <= 5);
    }
  }

  @Test
  @DisplayName("H-12: a mark made this round is nobody's knowledge, so determinize keeps none")
  void marksAreNotCopied() {
    Script low = seatOneToPlay("AD AH AS 2H").play("1 draw");
    assertThat(low.state.isMarked(1)).isTrue();

    assertThat(low.rules.determinize(low.state, 0, new SplittableRandom(0)).marked()).isZero();
  }

  @Test
  @DisplayName("H-12, C-6: determinize does not tell seat 1 whether seat 0's announcement was false")
  void falseAnnouncementIsNotCopied() {
    // Twins for seat 1: seat 0's slot 3, which nobody peeked, holds 2H (a hand worth 5) or TC (13).
    Script low = Script.of(2).dealAndPeek(Script.table("2D TC", "AC AH AS 2H", "3C 3D 3H 3S"), 0).play("0 khamul");
    Script high = Script.of(2).dealAndPeek(Script.table("2D 2H", "AC AH AS TC", "3C 3D 3H 3S"), 0).play("0 khamul");
    assertThat(low.state.announcement().orElseThrow().isFalse()).isFalse();
    assertThat(high.state.announcement().orElseThrow().isFalse()).isTrue();
    assertThat(low.rules.view(low.state, 1)).isEqualTo(high.rules.view(high.state, 1));

    for (int seed = 0; seed < 50; seed++) {
      KhamulState one = low.rules.determinize(low.state, 1, new SplittableRandom(seed));
      KhamulState other = high.rules.determinize(high.state, 1, new SplittableRandom(seed));
      assertThat(one).isEqualTo(other);
      // Worked out again from the sampled hand of the announcer.
      assertThat(one.announcement().orElseThrow().isFalse()).isEqualTo(one.handOf(0).value() > 5);
    }
  }

  @Test
  @DisplayName("C-6: an accepted outcome's toString does not count the hidden mark (H-12)")
  void outcomeToStringDoesNotCountTheMark() {
    Script marked = seatOneToPlay("AD AH AS 2H");
    Script unmarked = seatOneToPlay("AD AH AS TD");
    var one = marked.rules.apply(marked.state, marked.action("1 draw"));
    var other = unmarked.rules.apply(unmarked.state, unmarked.action("1 draw"));
    assertThat(one.events()).hasSizeGreaterThan(other.events().size());

    assertThat(one).hasToString(other.toString());
  }

  @Test
  @DisplayName("RuleSet: a three-seat rule set refuses a two-seat state; determinize refuses no seat")
  void refusesForeignStatesAndNoSeat() {
    Script game = seatOneToPlay("AD AH AS 2H");
    KhamulRules three = Khamul.rules(KhamulOptions.defaults().withPlayers(3));

    assertThatThrownBy(() -> three.legalActions(game.state, 2))
        .isInstanceOf(ForeignStateException.class)
        .hasMessageContaining("players=2")
        .hasMessageContaining("players=3");
    assertThatThrownBy(() -> three.view(game.state, 0)).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> three.apply(game.state, game.action("1 draw"))).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> game.rules.determinize(game.state, 99, new SplittableRandom(0)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
