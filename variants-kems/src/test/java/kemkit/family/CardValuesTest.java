package kemkit.family;

import static kemkit.family.Replay.cards;
import static org.assertj.core.api.Assertions.assertThat;

import kemkit.card.Card;
import kemkit.card.Rank;
import kemkit.card.Suit;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Cards are values (C-1): an action naming a card made with {@code new Card(…)} rather than the
 * interned {@code Card.of(…)} means the same card. Hands keep card numbers, not references, so
 * this holds wherever a hand is searched.
 */
class CardValuesTest {

  @Test
  @DisplayName("K-9 an exchange naming cards made with new Card(…) is the same exchange")
  void k9ExchangeOfEqualCards() {
    Replay game = Replay.of(Kemps.PRESET).deal(ExchangingTest.TABLE, ExchangingTest.HANDS);
    Card give = new Card(Rank.SIX, Suit.CLUBS);
    Card take = new Card(Rank.SEVEN, Suit.DIAMONDS);
    assertThat(give).isNotSameAs(Card.of("6C")).isEqualTo(Card.of("6C"));

    game.play(new FamilyAction.Exchange(1, give, take));

    assertThat(game.state().hand(1)).isEqualTo(cards("2C 7D TC AC"));
    assertThat(game.state().tableCards()).isEqualTo(cards("5D 6D 6C 8D"));
    assertThat(game.state().cards().holds(1, new Card(Rank.TWO, Suit.CLUBS))).isTrue();
    assertThat(game.state().cards().slotOf(1, new Card(Rank.SEVEN, Suit.DIAMONDS))).isEqualTo(1);
  }
}
