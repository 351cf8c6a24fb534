package kemkit.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.EnumSet;
import java.util.HashSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class DeckTest {

  @Test
  @DisplayName("C-2: the 52-card deck holds every card once, in reference order (suit, then rank)")
  void standard52() {
    Deck deck = Deck.standard52();
    assertThat(deck.size()).isEqualTo(52);
    assertThat(new HashSet<>(deck.cards())).hasSize(52);
    for (int i = 0; i < 52; i++) {
      assertThat(deck.cards().get(i)).isSameAs(Card.byIndex(i));
    }
    assertThat(deck.cards().subList(0, 3)).containsExactly(Card.of("AC"), Card.of("2C"), Card.of("3C"));
  }

  @Test
  @DisplayName("C-2: the 32-card deck holds ranks 7 8 9 T J Q K A of every suit, once each")
  void piquet32() {
    Deck deck = Deck.piquet32();
    assertThat(deck.size()).isEqualTo(32);
    assertThat(new HashSet<>(deck.cards())).hasSize(32);
    EnumSet<Rank> ranks = EnumSet.of(Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE);
    for (Suit suit : Suit.values()) {
      assertThat(deck.cards().stream().filter(c -> c.suit() == suit).map(Card::rank)).containsExactlyInAnyOrderElementsOf(ranks);
    }
    assertThat(deck.cards()).isSortedAccordingTo(Card::compareTo);
  }

  @Test
  @DisplayName("C-2: contains() agrees with cards() for both decks and all 52 cards")
  void containsAgreesWithCards() {
    for (Deck deck : new Deck[] {Deck.standard52(), Deck.piquet32()}) {
      for (int i = 0; i < Card.COUNT; i++) {
        Card card = Card.byIndex(i);
        assertThat(deck.contains(card)).as("%s in %s", card, deck).isEqualTo(deck.cards().contains(card));
      }
    }
    assertThat(Deck.piquet32().contains(Card.of("2C"))).isFalse();
    assertThat(Deck.piquet32().contains(Card.of("AC"))).isTrue();
  }

  @Test
  @DisplayName("C-2: ofSize knows 52 and 32 only")
  void ofSize() {
    assertThat(Deck.ofSize(52)).containsSame(Deck.standard52());
    assertThat(Deck.ofSize(32)).containsSame(Deck.piquet32());
    assertThat(Deck.ofSize(36)).isEmpty();
    assertThat(Deck.ofSize(0)).isEmpty();
  }

  @Test
  @DisplayName("a deck whose size does not match its cards is refused")
  void sizeMustMatch() {
    assertThatThrownBy(() -> new Deck(3, ImmutableList.of(Card.of("AC"))))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
