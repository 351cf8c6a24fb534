package kemkit.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CardTest {

  @Test
  @DisplayName("C-1: every card is written rank then suit and parses back to the same interned card")
  void everyCardRoundTrips() {
    Set<String> written = new HashSet<>();
    for (Suit suit : Suit.values()) {
      for (Rank rank : Rank.values()) {
        Card card = Card.of(rank, suit);
        String text = card.toString();
        assertThat(text).hasSize(2).isEqualTo("" + rank.symbol() + suit.symbol());
        assertThat(Card.parse(text)).containsSame(card);
        assertThat(Card.parse(text.toLowerCase(Locale.ROOT))).containsSame(card);
        written.add(text);
      }
    }
    assertThat(written).hasSize(Card.COUNT);
  }

  @Test
  @DisplayName("C-1: ranks are A 2..9 T J Q K and suits C D H S, in that order")
  void ranksAndSuitsInRuleOrder() {
    assertThat(List.of(Rank.values()).stream().map(r -> String.valueOf(r.symbol())).collect(Collectors.joining()))
        .isEqualTo("A23456789TJQK");
    assertThat(List.of(Suit.values()).stream().map(s -> String.valueOf(s.symbol())).collect(Collectors.joining()))
        .isEqualTo("CDHS");
  }

  @ParameterizedTest
  @ValueSource(strings = {"10H", "10h", "th", "TH", "tH"})
  @DisplayName("C-1: 10 is accepted for T on input, in any case, and never written")
  void tenIsAccepted(String text) {
    assertThat(Card.parse(text)).contains(Card.of(Rank.TEN, Suit.HEARTS));
    assertThat(Card.of(text).toString()).isEqualTo("TH");
  }

  @Test
  @DisplayName("C-1: input is case-insensitive")
  void caseInsensitive() {
    assertThat(Card.of("qs")).isSameAs(Card.of("QS")).isSameAs(Card.of("Qs")).isSameAs(Card.of("qS"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "Q", "S", "1X", "ZZ", "1H", "0H", "11H", "100H", "TT", "HQ", "QSX", " QS", "QS ",
      "Q S", "10", "H10", "1OH", "QX", "XS", "♥Q", "QSS", "-QS"})
  @DisplayName("C-1: anything else is not a card")
  void badCards(String text) {
    assertThat(Card.parse(text)).isEmpty();
    assertThatThrownBy(() -> Card.of(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(text);
  }

  @Test
  @DisplayName("C-1: diamonds and hearts are red, clubs and spades black")
  void colours() {
    assertThat(Card.of("2D").isRed()).isTrue();
    assertThat(Card.of("KH").isRed()).isTrue();
    assertThat(Card.of("AC").isBlack()).isTrue();
    assertThat(Card.of("QS").isBlack()).isTrue();
    for (int i = 0; i < Card.COUNT; i++) {
      Card card = Card.byIndex(i);
      assertThat(card.isRed()).isNotEqualTo(card.isBlack());
    }
  }

  @Test
  @DisplayName("index() is dense 0..51, byIndex is its inverse, and compareTo follows it")
  void indexIsDense() {
    Set<Integer> seen = new HashSet<>();
    for (int i = 0; i < Card.COUNT; i++) {
      Card card = Card.byIndex(i);
      assertThat(card.index()).isEqualTo(i);
      assertThat(Card.of(card.rank(), card.suit())).isSameAs(card);
      seen.add(card.index());
      if (i > 0) {
        assertThat(Card.byIndex(i - 1)).isLessThan(card);
      }
    }
    assertThat(seen).hasSize(Card.COUNT);
  }

  @Test
  @DisplayName("cards are values: equal by rank and suit, even when built directly")
  void equality() {
    Card built = new Card(Rank.QUEEN, Suit.SPADES);
    assertThat(built).isEqualTo(Card.of("QS")).hasSameHashCodeAs(Card.of("QS"));
    assertThatThrownBy(() -> new Card(null, Suit.SPADES)).isInstanceOf(NullPointerException.class);
    assertThatThrownBy(() -> new Card(Rank.ACE, null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  @DisplayName("property: random card lists written and parsed back are equal (1000 seeded lists)")
  void randomListsRoundTrip() {
    SplittableRandom rng = new SplittableRandom(1);
    for (int run = 0; run < 1000; run++) {
      List<Card> cards = new ArrayList<>();
      int size = rng.nextInt(0, 60);
      for (int i = 0; i < size; i++) {
        cards.add(Card.byIndex(rng.nextInt(Card.COUNT)));
      }
      String text = cards.stream().map(Card::toString).collect(Collectors.joining(" "));
      String input = rng.nextBoolean() ? text.toLowerCase(Locale.ROOT) : text.replace("T", "10");
      List<Card> back = input.isEmpty() ? List.of()
          : List.of(input.split(" ")).stream().map(Card::of).collect(Collectors.toList());
      assertThat(back).as(input).isEqualTo(cards);
    }
  }

  @Test
  @DisplayName("Rank and Suit parse their symbols case-insensitively and nothing else")
  void rankAndSuitParse() {
    for (Rank rank : Rank.values()) {
      assertThat(Rank.parse(String.valueOf(rank.symbol()))).contains(rank);
      assertThat(Rank.parse(String.valueOf(rank.symbol()).toLowerCase(Locale.ROOT))).contains(rank);
    }
    assertThat(Rank.parse("10")).contains(Rank.TEN);
    assertThat(Rank.parse("1")).isEmpty();
    assertThat(Rank.parse("")).isEmpty();
    assertThat(Rank.parse("QQ")).isEmpty();
    for (Suit suit : Suit.values()) {
      assertThat(Suit.parse(String.valueOf(suit.symbol()).toLowerCase(Locale.ROOT))).contains(suit);
    }
    assertThat(Suit.parse("X")).isEmpty();
    assertThat(Suit.parse("")).isEmpty();
    assertThat(Suit.parse("CC")).isEmpty();
  }

  @Test
  @DisplayName("property: CardSet behaves as a sorted set of cards (1000 seeded runs)")
  void cardSetModel() {
    SplittableRandom rng = new SplittableRandom(2);
    for (int run = 0; run < 1000; run++) {
      CardSet set = CardSet.EMPTY;
      TreeSet<Card> model = new TreeSet<>();
      for (int step = 0; step < 30; step++) {
        Card card = Card.byIndex(rng.nextInt(Card.COUNT));
        if (rng.nextBoolean()) {
          set = set.with(card);
          model.add(card);
        } else {
          set = set.without(card);
          model.remove(card);
        }
        assertThat(set.contains(card)).isEqualTo(model.contains(card));
      }
      assertThat(set.cards()).containsExactlyElementsOf(model);
      assertThat(set.size()).isEqualTo(model.size());
      assertThat(set.isEmpty()).isEqualTo(model.isEmpty());
      assertThat(CardSet.of(model)).isEqualTo(set);
    }
  }
}
