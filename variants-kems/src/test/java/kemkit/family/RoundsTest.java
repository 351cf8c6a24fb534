package kemkit.family;

import static kemkit.family.CallingTest.NO_KEMS;
import static kemkit.family.CallingTest.TABLE;
import static kemkit.family.CallingTest.TWO_KEMS;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import kemkit.card.Deck;
import kemkit.family.FamilyEvent.GameEnded;
import kemkit.game.ChanceDue;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rounds and the game: C-8, K-23, K-24. */
class RoundsTest {

  @Test
  @DisplayName("K-23, C-8 after a round, every card is gathered and the next seat deals the next round")
  void k23NextDealer() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, TWO_KEMS).play("0 kemps 2");

    assertThat(game.state().round()).isEqualTo(2);
    assertThat(game.state().dealer()).isEqualTo(1);
    assertThat(game.state().chanceDue()).contains(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
    assertThat(game.state().placements().keySet()).containsExactly("deck");
    for (int seat = 0; seat < 4; seat++) {
      assertThat(game.state().hand(seat)).isEmpty();
    }

    game.deal(TABLE, TWO_KEMS);

    assertThat(game.state().dealer()).isEqualTo(1);
    assertThat(game.state().hand(2)).containsExactlyInAnyOrderElementsOf(Replay.cards(TWO_KEMS[2]));
  }

  @Test
  @DisplayName("K-24 the game ends when a team reaches target with a lead of winBy; then everything is GAME_OVER")
  void k24GameEnds() {
    Replay game = Replay.of(Kemps.PRESET, "target=2");
    game.deal(TABLE, TWO_KEMS).play("0 kemps 2");
    assertThat(game.state().isOver()).isFalse();

    game.deal(TABLE, TWO_KEMS).play("2 kemps 0");

    assertThat(game.events()).contains(new GameEnded(ImmutableSet.of(0),
        ImmutableList.of(2, 0)));
    assertThat(game.state().isOver()).isTrue();
    assertThat(game.state().winners()).containsExactly(0);
    assertThat(game.state().chanceDue()).isEmpty();
    assertThat(game.reject(Shuffle.of(Deck.standard52().cards())).code()).isEqualTo(RejectionCode.GAME_OVER);
    assertThat(game.code("1 gesture nod")).isEqualTo(RejectionCode.GAME_OVER);
    assertThat(game.rules().legalActions(game.state(), 1)).isEmpty();
  }

  @Test
  @DisplayName("C-8 when the game ends nothing is gathered: hands, table and piles stay, in the last round")
  void c8GameOverKeepsTheCards() {
    Replay game = Replay.of(Kemps.PRESET, "target=1");
    FamilyState before = game.deal(TABLE, TWO_KEMS).state();

    game.play("0 kemps 2");

    FamilyState over = game.state();
    assertThat(over.isOver()).isTrue();
    assertThat(over.round()).isEqualTo(1);
    for (int seat = 0; seat < 4; seat++) {
      assertThat(over.hand(seat)).isEqualTo(before.hand(seat));
    }
    assertThat(over.table()).isEqualTo(before.table());
    assertThat(over.stock()).isEqualTo(before.stock());
    assertThat(over.placements()).isEqualTo(before.placements());
    assertThat(over.chanceDue()).isEmpty();
  }

  @Test
  @DisplayName("K-24 scores may go negative, and a team can win because another loses points")
  void k24WinByAnothersLoss() {
    Replay game = Replay.of(Kemps.PRESET, "target=1", "winBy=2");
    game.deal(TABLE, TWO_KEMS).play("0 kemps 2");
    assertThat(game.state().scores()).containsExactly(1, 0);
    assertThat(game.state().isOver()).as("a lead of 1 is not enough").isFalse();

    game.deal(TABLE, NO_KEMS).play("0 cut 1");
    assertThat(game.state().scores()).containsExactly(0, 0);
    game.deal(TABLE, TWO_KEMS).play("0 kemps 2");
    game.deal(TABLE, NO_KEMS).play("1 kemps 3");

    assertThat(game.state().scores()).containsExactly(1, -1);
    assertThat(game.state().winners()).containsExactly(0);
  }
}
