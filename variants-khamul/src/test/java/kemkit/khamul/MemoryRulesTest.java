package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rule H-15: what each seat sees, and what it remembers. */
class MemoryRulesTest {

  /** Seat 0: AC 2C 3C 4C, seat 1: 5D 6D 7D 8D, both peeked at slots 0 and 1; the stock starts 9D 3D KS 2D. */
  private static Script game() {
    return Script.of(2).dealAndPeek(Script.table("9D 3D KS 2D", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0);
  }

  @Test
  @DisplayName("H-15 knowledge follows a card through public moves: a wrong snap, a black King swap, a slot shift")
  void h15_publicMovesKeepKnowledge() {
    assertThat(game().state.memory().count(1)).as("seat 1 peeked at two cards").isEqualTo(2);
    Script game = game().play("0 draw", "0 discard", "0 snap 2");
    assertThat(game.memory(1, 0)).as("everyone saw the wrong snap").isEqualTo("? ? 3C ? ?");
    assertThat(game.state.memory().count(1)).isEqualTo(3);
    assertThat(game.seenBy(1)).as("another seat's stream").containsExactly(
        new KhamulEvent.Snapped(0, 2, Card.of("3C"), false),
        new KhamulEvent.DrewFaceDown(0, 4, PendingDraw.Reason.PENALTY, Optional.empty()));
    assertThat(game.memory(0, 0)).as("nobody saw the penalty card").isEqualTo("AC 2C 3C ? ?");

    game.play("1 draw", "1 discard", "1 kswap 0 0 2");
    assertThat(game.hand(0)).isEqualTo("AC 2C 5D 4C 3D");
    assertThat(game.memory(0, 1)).as("seat 0 watched its 3C move").isEqualTo("3C ? ? ?");
    assertThat(game.memory(0, 0)).isEqualTo("AC 2C ? ? ?");
    assertThat(game.memory(1, 1)).isEqualTo("3C 6D ? ?");
    assertThat(game.memory(1, 0)).as("seat 1 keeps knowing its 5D in its new place").isEqualTo("? ? 5D ? ?");

    game.play("0 draw", "0 discard", "0 snap 1");
    assertThat(game.hand(0)).isEqualTo("AC 5D 4C 3D");
    assertThat(game.memory(1, 0)).as("5D moved down with the gap").isEqualTo("? 5D ? ?");
    assertThat(game.memory(0, 0)).isEqualTo("AC ? ? ?");
  }

  @Test
  @DisplayName("H-15 knowledge is lost through hidden moves: another seat's rearrange")
  void h15_hiddenMovesLoseKnowledge() {
    Script game = game().play("0 draw", "0 discard", "0 snap 2", "0 rearrange 4 3 2 1 0");
    assertThat(game.memory(1, 0)).isEqualTo("? ? ? ? ?");
    assertThat(game.memory(0, 0)).as("the rearranging seat keeps its own").isEqualTo("? ? 3C 2C AC");
  }

  @Test
  @DisplayName("H-15 the view: public facts, the seat's own drawn card only, and its memory")
  void h15_view() {
    Script game = game().play("0 draw");
    KhamulView mine = game.rules.view(game.state, 0);
    KhamulView theirs = game.rules.view(game.state, 1);
    assertThat(mine.held()).contains(Card.of("9D"));
    assertThat(theirs.held()).isEmpty();
    assertThat(theirs.phase()).isEqualTo(Phase.HOLDING_DRAWN);
    assertThat(theirs.turn()).isZero();
    assertThat(theirs.handSizes()).containsExactly(4, 4);
    assertThat(theirs.stockSize()).isEqualTo(43);
    assertThat(theirs.discard()).isEmpty();
    assertThat(theirs.ownHand()).containsExactly(Optional.of(Card.of("5D")), Optional.of(Card.of("6D")),
        Optional.empty(), Optional.empty());
    assertThat(theirs.memory().get(0)).containsOnly(Optional.empty());

    game.play("0 swap 3");
    assertThat(game.seenBy(1)).containsExactly(
        new KhamulEvent.Swapped(0, 3, Optional.empty(), Card.of("4C"), false),
        new KhamulEvent.TurnStarted(1));
    assertThat(game.seenBy(0).get(0)).isEqualTo(
        new KhamulEvent.Swapped(0, 3, Optional.of(Card.of("9D")), Card.of("4C"), false));
    assertThat(game.rules.view(game.state, 1).discard()).containsExactly(Card.of("4C"));
    assertThat(game.rules.view(game.state, 1).topDiscard()).contains(Card.of("4C"));
  }

  @Test
  @DisplayName("H-15 determinize re-deals only what the seat does not know")
  void h15_determinize() {
    Script game = game().play("0 draw", "0 discard", "0 snap 2", "1 draw");
    boolean moved = false;
    for (long seed = 0; seed < 20; seed++) {
      KhamulState sampled = game.rules.determinize(game.state, 1, new SplittableRandom(seed));
      assertThat(game.rules.view(sampled, 1)).isEqualTo(game.rules.view(game.state, 1));
      assertThat(sampled.handOf(0).get(2)).isEqualTo(Card.of("3C"));
      assertThat(sampled.handOf(1).get(0)).isEqualTo(Card.of("5D"));
      assertThat(sampled.held()).as("seat 1 saw the card it drew").isEqualTo(game.state.held());
      assertThat(sampled.discard()).isEqualTo(game.state.discard());
      moved |= !sampled.hand(0).equals(game.state.hand(0));
    }
    assertThat(moved).isTrue();
    KhamulState forSeat0 = game.rules.determinize(game.state, 0, new SplittableRandom(3));
    assertThat(forSeat0.hand(0).subList(0, 3)).isEqualTo(ImmutableList.of(Card.of("AC"), Card.of("2C"), Card.of("3C")));
  }
}
