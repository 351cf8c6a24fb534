package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.RejectionCode;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Rules H-1, H-2, H-3 and H-6: the table, the card values, the deal and the starting seat. */
class SetupRulesTest {

  @Test
  @DisplayName("H-1 2 to 6 players, 4 by default, one 52-card deck")
  void h01_twoToSixPlayers() throws SetupException {
    assertThat(Khamul.rules().start().players()).isEqualTo(4);
    for (int players = 2; players <= 6; players++) {
      KhamulState start = Khamul.rules(Setup.of("khamul").withSeating("players", players)).start();
      assertThat(start.players()).isEqualTo(players);
      assertThat(start.deck()).isEqualTo(Deck.standard52());
      assertThat(start.seating().teams()).isEqualTo(players);
    }
    for (int players : new int[] {0, 1, 7}) {
      assertThatThrownBy(() -> new KhamulGame().create(Setup.of("khamul").withSeating("players", players)))
          .isInstanceOfSatisfying(SetupException.class,
              e -> assertThat(e.culprits()).containsExactly("players"));
    }
  }

  @Test
  @DisplayName("H-2 values: A=1, 2..10 face, J=10, black Q=10, red Q=20, black K=10, red K=0")
  void h02_cardValues() {
    String[] cards = {"AC", "2D", "7H", "TS", "JC", "QC", "QS", "QD", "QH", "KC", "KS", "KD", "KH"};
    int[] values = {1, 2, 7, 10, 10, 10, 10, 20, 20, 10, 10, 0, 0};
    for (int i = 0; i < cards.length; i++) {
      assertThat(CardValues.of(Card.of(cards[i]))).as(cards[i]).isEqualTo(values[i]);
    }
    int total = 0;
    for (Card card : Deck.standard52().cards()) {
      total += CardValues.of(card);
    }
    // Each suit is worth 55 (A..10) + 10 (J) + 20 (Q and K together, whatever the colour).
    assertThat(total).isEqualTo(4 * 85);
    assertThat(Hand.of(Card.of("QD"), Card.of("KH"), Card.of("AS")).value()).isEqualTo(21);
  }

  @Test
  @DisplayName("H-3 the deck order deals one card at a time from seat 0, four times; the rest is the stock")
  void h03_deal() {
    Script game = Script.of(3);
    assertThat(game.state.chanceDue()).contains(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
    assertThat(game.reject("0 draw").code()).isEqualTo(RejectionCode.AWAITING_CHANCE);

    // Reference order: AC 2C 3C 4C … so seat 0 gets AC 4C 7C TC.
    game.apply(Shuffle.of(Deck.standard52().cards()));
    assertThat(game.hand(0)).isEqualTo("AC 4C 7C TC");
    assertThat(game.hand(1)).isEqualTo("2C 5C 8C JC");
    assertThat(game.hand(2)).isEqualTo("3C 6C 9C QC");
    assertThat(game.state.stock().size()).isEqualTo(40);
    assertThat(game.state.stock().top()).isEqualTo(Card.of("KC"));
    assertThat(game.state.discard().isEmpty()).isTrue();
    assertThat(game.events).containsExactly(
        new KhamulEvent.Dealt(1, ImmutableList.of(4, 4, 4), 40));
    for (int seat = 0; seat < 3; seat++) {
      assertThat(game.memory(seat, seat)).as("nobody has seen a card yet").isEqualTo("? ? ? ?");
    }
  }

  @Test
  @DisplayName("H-3 a deal order must hold each of the 52 cards once (BAD_SHUFFLE)")
  void h03_badShuffle() {
    Script game = Script.of(2);
    var cards = Deck.standard52().cards();
    assertThat(game.reject(Shuffle.of(cards.subList(1, 52))).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
    var repeated = new ArrayList<>(cards);
    repeated.set(0, repeated.get(1));
    assertThat(game.reject(Shuffle.of(repeated)).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
  }

  @Test
  @DisplayName("H-6 the first round's starter is a chance action right after the first shuffle")
  void h06_firstStarterIsChance() {
    Script game = Script.of(3);
    assertThat(game.reject(new Starter(1)).code()).isEqualTo(RejectionCode.UNEXPECTED_CHANCE);
    game.apply(Shuffle.of(Script.deck("")));
    assertThat(game.state.chanceDue()).contains(new ChanceDue.StarterDue(3));
    assertThat(game.reject(Shuffle.of(Script.deck(""))).code()).isEqualTo(RejectionCode.UNEXPECTED_CHANCE);
    assertThat(game.reject("0 peek 0 1").code()).isEqualTo(RejectionCode.AWAITING_CHANCE);
    assertThat(game.reject(new Starter(3)).code()).isEqualTo(RejectionCode.NO_SUCH_SEAT);
    game.apply(new Starter(2));
    assertThat(game.events).containsExactly(new KhamulEvent.StarterChosen(2));
    game.play("0 peek 0 1", "1 peek 0 1", "2 peek 0 1");
    assertThat(game.state.turn()).isEqualTo(2);
    assertThat(game.events).endsWith(new KhamulEvent.TurnStarted(2));
    assertThat(game.reject(new Starter(0)).code()).isEqualTo(RejectionCode.UNEXPECTED_CHANCE);
  }

  /** Seat 0 holds 2C 3C 4C 5C (14), seat 1 {@code second}; the starter announces at once. */
  private static Script quickRound(int starter, String second) {
    Script game = Script.of(2);
    String[] theirs = second.split(" ");
    String[] mine = {"2C", "3C", "4C", "5C"};
    StringBuilder top = new StringBuilder();
    for (int i = 0; i < 4; i++) {
      top.append(mine[i]).append(' ').append(theirs[i]).append(' ');
    }
    game.dealAndPeek(top + "9H 9S", starter);
    game.play(starter + " khamul", (1 - starter) + " draw", (1 - starter) + " discard");
    assertThat(game.state.round()).isEqualTo(2);
    return game;
  }

  @Test
  @DisplayName("H-6 later rounds start with the previous round's winner, without a chance action")
  void h06_winnerStartsNextRound() {
    Script game = quickRound(1, "6D 7D 8D 9D");
    assertThat(game.state.scores()).containsExactly(0, 30);
    assertThat(game.state.starter()).isEqualTo(0);
    game.apply(Shuffle.of(Script.deck("")));
    assertThat(game.state.phase()).isEqualTo(Phase.PEEKING);
    game.play("1 peek 0 1", "0 peek 2 3");
    assertThat(game.state.turn()).isZero();
  }

  @Test
  @DisplayName("H-6 a tie goes to the first tied seat clockwise from the previous starter, that seat included")
  void h06_tieGoesClockwiseFromStarter() {
    assertThat(quickRound(0, "2D 3D 4D 5D").state.starter()).isEqualTo(0);
    assertThat(quickRound(1, "2D 3D 4D 5D").state.starter()).isEqualTo(1);
  }
}
