package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.RejectionCode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules H-4, H-5 and H-7: slots, peeks and the turn. */
class TurnRulesTest {

  /** Two seats: seat 0 holds AC 2C 3C 4C, seat 1 5D 6D 7D 8D; the stock starts 2D 9H 9S 8S. */
  private static Script twoSeats() {
    return Script.of(2).dealAndPeek(Script.table("2D 9H 9S 8S", "AC 2C 3C 4C", "5D 6D 7D 8D"), 0);
  }

  @Test
  @DisplayName("H-4 a card leaving a hand closes the gap; an added card takes a new last slot; a swap keeps the slot")
  void h04_slots() {
    Script game = twoSeats().play("0 draw", "0 discard");
    assertThat(game.state.discard().top()).isEqualTo(Card.of("2D"));

    game.play("0 snap 1");
    assertThat(game.hand(0)).as("2C left slot 1: 3C and 4C moved down").isEqualTo("AC 3C 4C");

    game.play("1 snap 0");
    assertThat(game.hand(1)).as("5D missed and went back; the penalty 9H takes slot 4")
        .isEqualTo("5D 6D 7D 8D 9H");

    game.play("1 draw", "1 swap 2");
    assertThat(game.hand(1)).as("9S replaced 7D in slot 2").isEqualTo("5D 6D 9S 8D 9H");
  }

  @Test
  @DisplayName("H-5 every seat peeks at two of its slots once, in any order; play starts when all have")
  void h05_peeks() {
    Script game = Script.of(3).deal("", 1);
    assertThat(game.state.phase()).isEqualTo(Phase.PEEKING);
    assertThat(game.reject("1 draw").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("1 snap 0").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("2 peek 1 1").code()).isEqualTo(RejectionCode.BAD_ARGUMENT);
    assertThat(game.reject("2 peek 1 4").code()).isEqualTo(RejectionCode.NOT_IN_HAND);
    assertThat(game.reject("3 peek 0 1").code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);

    game.play("2 peek 3 0");
    assertThat(game.memory(2, 2)).isEqualTo("3C ? ? QC");
    assertThat(game.memory(0, 2)).as("the others do not see the cards").isEqualTo("? ? ? ?");
    assertThat(game.seenBy(0)).containsExactly(new KhamulEvent.Peeked(2, 3, 0, Optional.empty(), Optional.empty()));
    assertThat(game.reject("2 peek 1 2").code()).isEqualTo(RejectionCode.WRONG_PHASE);

    game.play("0 peek 0 1");
    assertThat(game.state.phase()).isEqualTo(Phase.PEEKING);
    game.play("1 peek 2 1");
    assertThat(game.state.phase()).isEqualTo(Phase.TURN_START);
    assertThat(game.state.turn()).isEqualTo(1);
    assertThat(game.reject("0 peek 2 3").code()).isEqualTo(RejectionCode.WRONG_PHASE);
  }

  @Test
  @DisplayName("H-7 draw: only the drawer sees the card; then discard or swap; turns go clockwise")
  void h07_draw() {
    Script game = Script.of(3).dealAndPeek(Script.table("5S 6S 7S", "AC 2C 3C 4C", "5D 6D 7D 8D", "AH 2H 3H 4H"), 2);
    assertThat(game.reject("0 draw").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.reject("2 discard").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("2 take").code()).as("the discard pile is empty").isEqualTo(RejectionCode.WRONG_PHASE);

    game.play("2 draw");
    assertThat(game.seenBy(2)).contains(new KhamulEvent.Drew(2, Optional.of(Card.of("5S"))));
    assertThat(game.seenBy(0)).contains(new KhamulEvent.Drew(2, Optional.empty()));
    assertThat(game.rules.view(game.state, 2).held()).contains(Card.of("5S"));
    assertThat(game.rules.view(game.state, 0).held()).isEmpty();
    assertThat(game.state.hand(2)).as("a drawn card is held, not in a slot").hasSize(4);
    assertThat(game.reject("2 draw").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.reject("0 swap 0").code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    assertThat(game.reject("2 swap 4").code()).isEqualTo(RejectionCode.NOT_IN_HAND);

    game.play("2 swap 3");
    assertThat(game.hand(2)).isEqualTo("AH 2H 3H 5S");
    assertThat(game.memory(2, 2)).as("the drawer knows the card it put in").isEqualTo("AH 2H ? 5S");
    assertThat(game.memory(1, 2)).isEqualTo("? ? ? ?");
    assertThat(game.state.discard().top()).isEqualTo(Card.of("4H"));
    assertThat(game.state.turn()).as("clockwise: after seat 2 comes seat 0").isZero();

    game.play("0 draw", "0 discard");
    assertThat(game.state.turn()).isEqualTo(1);
  }

  @Test
  @DisplayName("H-7 take: the top discard, in public, must be swapped in (discard after take is WRONG_PHASE)")
  void h07_take() {
    Script game = twoSeats().play("0 draw", "0 discard", "1 take");
    assertThat(game.events).contains(new KhamulEvent.Took(1, Card.of("2D")));
    assertThat(game.rules.view(game.state, 0).held()).as("a taken card is public").contains(Card.of("2D"));
    assertThat(game.state.discard().isEmpty()).isTrue();
    assertThat(game.reject("1 discard").code()).isEqualTo(RejectionCode.WRONG_PHASE);

    game.play("1 swap 1");
    assertThat(game.hand(1)).isEqualTo("5D 2D 7D 8D");
    assertThat(game.memory(0, 1)).as("everyone knows where the taken card went").isEqualTo("? 2D ? ?");
    assertThat(game.state.discard().top()).isEqualTo(Card.of("6D"));
  }

  @Test
  @DisplayName("H-7 a seat with no card cannot take (WRONG_PHASE)")
  void h07_noCardNoTake() {
    Script game = twoSeats().play("0 draw", "0 discard", "1 draw", "1 discard");
    // Seat 0 gives its cards to the discard pile under the top card, keeping every card somewhere.
    game.state = Tweak.of(game.state).hand(0, "").discard("9H 2D AC 2C 3C 4C").state();
    assertThat(game.reject("0 take").code()).isEqualTo(RejectionCode.WRONG_PHASE);
    assertThat(game.rules.legalActions(game.state, 0)).doesNotContain(new KhamulAction.Take(0))
        .contains(new KhamulAction.Draw(0));
  }
}
