package kemkit.family;

import static kemkit.family.Replay.cards;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.family.FamilyEvent.CardsDrawn;
import kemkit.family.FamilyEvent.DealVoided;
import kemkit.family.FamilyEvent.RecycleDue;
import kemkit.family.FamilyEvent.TripleShown;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.game.ChanceDue;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The deal: K-4 to K-7, and the recycling a redraw may need (K-13). */
class DealingTest {

  /** The deck order of record-format.md's example: ranks 2 to A within each suit. */
  static final String EXAMPLE_ORDER = "shuffle 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD"
      + " QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS";

  @Test
  @DisplayName("K-4 a round waits for the whole deck's order; player actions wait, a wrong order is refused")
  void k4RoundStartsWithDeckOrder() {
    Replay game = Replay.of(Kemps.PRESET);

    assertThat(game.state().phase()).isEqualTo(Phase.DEALING);
    assertThat(game.state().chanceDue()).contains(new ChanceDue.ShuffleDue(Deck.standard52().cards()));
    assertThat(game.code("1 gesture nod")).isEqualTo(RejectionCode.AWAITING_CHANCE);
    assertThat(game.reject(new Starter(0)).code()).isEqualTo(RejectionCode.UNEXPECTED_CHANCE);
    List<Card> missing = Deck.standard52().cards().subList(1, 52);
    assertThat(game.reject(Shuffle.of(missing)).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
    List<Card> twice = new ArrayList<>(missing);
    twice.add(missing.get(0));
    assertThat(game.reject(Shuffle.of(twice)).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
  }

  @Test
  @DisplayName("K-4 a 32-card game refuses a 52-card order")
  void k4DeckOfTheGame() {
    Replay game = Replay.of(KemsPresets.FR32);

    assertThat(game.reject(Shuffle.of(Deck.standard52().cards())).code()).isEqualTo(RejectionCode.BAD_SHUFFLE);
    game.play(Shuffle.of(Deck.piquet32().cards()));
    assertThat(game.state().phase()).isNotEqualTo(Phase.DEALING);
  }

  @Test
  @DisplayName("K-5 one card at a time from the dealer's left, ending with the dealer")
  void k5DealOrder() {
    Replay game = Replay.of(Kemps.PRESET).play(EXAMPLE_ORDER);

    assertThat(game.state().hand(1)).isEqualTo(cards("2C 6C TC AC"));
    assertThat(game.state().hand(2)).isEqualTo(cards("3C 7C JC 2D"));
    assertThat(game.state().hand(3)).isEqualTo(cards("4C 8C QC 3D"));
    assertThat(game.state().hand(0)).isEqualTo(cards("5C 9C KC 4D"));
  }

  @Test
  @DisplayName("K-5 with seat 2 dealing, seat 3 gets the first card")
  void k5DealerTwo() throws Exception {
    FamilyRules rules = FamilyRules.create(Kemps.PRESET, Kemps.PRESET.options(), 2, 2, 2);
    Replay game = Replay.of(rules).play(EXAMPLE_ORDER);

    assertThat(game.state().hand(3)).isEqualTo(cards("2C 6C TC AC"));
    assertThat(game.state().hand(2)).isEqualTo(cards("5C 9C KC 4D"));
  }

  @Test
  @DisplayName("K-7 the table is the top four stock cards after the deal")
  void k7TableAfterDeal() {
    Replay game = Replay.of(Kemps.PRESET).play(EXAMPLE_ORDER);

    assertThat(game.state().tableCards()).isEqualTo(cards("5D 6D 7D 8D"));
    assertThat(game.state().stock().size()).isEqualTo(52 - 16 - 4);
    assertThat(game.state().stock().top()).isEqualTo(Card.of("9D"));
  }

  @Test
  @DisplayName("K-6 DISCARD_HAND: the triple is shown, the whole hand discarded, four cards drawn")
  void k6DiscardHand() {
    Replay game = Replay.of(KemsPresets.EN)
        .deal("2H 3H 4H 5H", List.of("6H 8H 9H TH"), "5C 9C KC 4D", "7C 7D 7H 2S", "3C 7S JC 2D", "4C 8C QC 3D");

    assertThat(game.events()).contains(new TripleShown(1, cards("7C 7D 7H"), DealtTriple.DISCARD_HAND));
    assertThat(game.state().hand(1)).isEqualTo(cards("2H 3H 4H 5H"));
    assertThat(game.state().discard().cards()).containsExactlyInAnyOrderElementsOf(cards("7C 7D 7H 2S"));
    assertThat(game.state().tableCards()).isEqualTo(cards("6H 8H 9H TH"));
  }

  @Test
  @DisplayName("K-6 RETURN_TO_STOCK: the matching cards go under the stock in hand order and as many are drawn")
  void k6ReturnToStock() {
    Replay game = Replay.of(KemsPresets.CLASSIC)
        .deal("2H 3H 4H 5H", List.of("6H 8H 9H TH"), "5C 9C KC 4D", "7C 2S 7D 7H", "3C 7S JC 2D", "4C 8C QC 3D");

    assertThat(game.events()).contains(new TripleShown(1, cards("7C 7D 7H"), DealtTriple.RETURN_TO_STOCK));
    assertThat(game.state().hand(1)).isEqualTo(cards("2S 2H 3H 4H"));
    assertThat(game.state().tableCards()).isEqualTo(cards("5H 6H 8H 9H"));
    List<Card> stock = game.state().stock().cards();
    assertThat(stock.subList(stock.size() - 3, stock.size())).isEqualTo(cards("7C 7D 7H"));
  }

  @Test
  @DisplayName("K-6 REDEAL: the same round, with the same dealer, waits for a new deck order")
  void k6Redeal() {
    Replay game = Replay.of(KemsPresets.FR32)
        .deal("8H 9H TH JH", "8C 9C KC AD", "7C 7D 7H 8S", "TC JC QC 9D", "AC 8D QD KD");

    assertThat(game.events()).contains(new DealVoided(1, 0));
    assertThat(game.state().phase()).isEqualTo(Phase.DEALING);
    assertThat(game.state().round()).isEqualTo(1);
    assertThat(game.state().dealer()).isEqualTo(0);
    assertThat(game.state().chanceDue()).contains(new ChanceDue.ShuffleDue(Deck.piquet32().cards()));
    assertThat(game.state().placements().keySet()).containsExactly("deck");
  }

  @Test
  @DisplayName("K-6 NONE: a dealt triple stays in the hand")
  void k6None() {
    Replay game = Replay.of(Kemps.PRESET)
        .deal("2H 3H 4H 5H", "5C 9C KC 4D", "7C 7D 7H 2S", "3C 7S JC 2D", "4C 8C QC 3D");

    assertThat(game.state().hand(1)).isEqualTo(cards("7C 7D 7H 2S"));
    assertThat(game.events()).noneMatch(e -> e instanceof TripleShown);
  }

  @Test
  @DisplayName("K-6 a seat is checked again after it redraws; a triple after the third redraw voids the deal")
  void k6ThirdRedrawVoids() {
    String[] hands = {"5C 9C KC 4D", "7C 7D 7H 2S", "3C 7S JC 2D", "4C 8C QC 3D"};
    Replay voided = Replay.of(KemsPresets.EN)
        .deal("8S 8D 8H 2H", List.of("9S 9D 9H 3H", "TC TD TH 4H", "AH AS 5H 6H"), hands);
    Replay settled = Replay.of(KemsPresets.EN)
        .deal("8S 8D 8H 2H", List.of("9S 9D 9H 3H", "TC TD 6S 4H", "AH AS 5H 6H"), hands);

    assertThat(voided.events()).filteredOn(e -> e instanceof TripleShown).hasSize(4);
    assertThat(voided.events()).contains(new DealVoided(1, 0));
    assertThat(voided.state().phase()).isEqualTo(Phase.DEALING);
    assertThat(settled.events()).filteredOn(e -> e instanceof TripleShown).hasSize(3);
    assertThat(settled.state().hand(1)).isEqualTo(cards("TC TD 6S 4H"));
    assertThat(settled.state().tableCards()).isEqualTo(cards("AH AS 5H 6H"));
  }

  @Test
  @DisplayName("K-6, K-13 a deal that empties the stock waits for the discard pile's new order, then lays the table")
  void k6RedrawRecycles() throws Exception {
    FamilyRules rules = FamilyRules.create(KemsPresets.EN, KemsPresets.EN.options(), 4, 3, 0);
    Replay game = Replay.of(rules).deal("TS JS QS KS",
        "AC 2C 3C 4C", "7C 7D 7H 2S", "5C 6C 8C 9C", "TC JC QC KC", "AD 2D 3D 4D", "5D 6D 8D 9D",
        "TD JD QD KD", "AH 2H 3H 4H", "5H 6H 8H 9H", "TH JH QH KH", "AS 3S 4S 5S", "6S 7S 8S 9S");

    assertThat(game.state().hand(1)).isEqualTo(cards("TS JS QS KS"));
    assertThat(game.events()).contains(new CardsDrawn(1, 4, Optional.of(cards("TS JS QS KS"))),
        new RecycleDue(4));
    assertThat(game.state().recycling()).isTrue();
    assertThat(game.state().tableCards()).isEmpty();
    assertThat(game.state().chanceDue().orElseThrow())
        .isEqualTo(new ChanceDue.ShuffleDue(game.state().discard().cards()));
    assertThat(game.code("3 gesture nod")).isEqualTo(RejectionCode.AWAITING_CHANCE);

    game.play("shuffle 2S 7H 7C 7D");

    assertThat(game.state().tableCards()).isEqualTo(cards("2S 7H 7C 7D"));
    assertThat(game.state().phase()).isEqualTo(Phase.PLAY);
    assertThat(game.state().stock().isEmpty()).isTrue();
  }
}
