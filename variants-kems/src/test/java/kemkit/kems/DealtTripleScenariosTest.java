package kemkit.kems;

import static kemkit.kems.Scenario.cards;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kemkit.card.Card;
import kemkit.family.FamilyEvent.DealVoided;
import kemkit.family.FamilyEvent.TripleShown;
import kemkit.family.FamilyOptions.DealtTriple;
import kemkit.family.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * K-6 in the Kem's presets, beyond the single-triple cases the family's own tests play: four of a
 * kind dealt, several seats in dealing order from a dealer other than seat 0, a RETURN_TO_STOCK
 * redraw that voids the deal, and a REDEAL followed by the deal that stands.
 */
class DealtTripleScenariosTest {

  @Test
  @DisplayName("K-6 RETURN_TO_STOCK (kems-classic): four of a kind dealt all go under the stock, in hand order, and the dealt Kem's is gone")
  void fourOfAKindReturnToStock() {
    Scenario game = Scenario.of("preset kems-classic")
        .deal("2H 3H 4H 5H 6H 8H 9H TH", "5C 9C KC 4D", "7C 7D 7H 7S", "3C 8S JC 2D", "4C 8C QC 3D")
        .then("""
            expect hand 1 2H 3H 4H 5H
            expect table 6H 8H 9H TH
            """)
        .holds();

    assertThat(game.events()).contains(new TripleShown(1, cards("7C 7D 7H 7S"), DealtTriple.RETURN_TO_STOCK));
    assertThat(game.state().hand(1)).as("K-3a: drawn cards fill the hand in order").isEqualTo(cards("2H 3H 4H 5H"));
    List<Card> stock = game.state().stock().cards();
    assertThat(stock.subList(stock.size() - 4, stock.size())).as("the first of them nearest the top")
        .isEqualTo(cards("7C 7D 7H 7S"));

    game.then("""
        0 top
        3 kems 1
        expect scores 1 0
        expect round 2
        """).holds();
  }

  @Test
  @DisplayName("K-6, K-5 DISCARD_HAND (kems-en): seats are checked in dealing order, from the dealer's left")
  void seatsCheckedInDealingOrder() {
    Scenario game = Scenario.of("preset kems-en", "dealer 2")
        .deal("2H 3H 4H 5H 6H 8H TH JH QH KH AH 3S", "5C 9C KC 4D", "7C 7D 7H 2S", "3C 8S JC 2D", "9D 9H 9S 4C")
        .then("""
            expect hand 3 2H 3H 4H 5H
            expect hand 1 6H 8H TH JH
            expect table QH KH AH 3S
            """)
        .holds();

    assertThat(game.events()).filteredOn(TripleShown.class::isInstance).containsExactly(
        new TripleShown(3, cards("9D 9H 9S"), DealtTriple.DISCARD_HAND),
        new TripleShown(1, cards("7C 7D 7H"), DealtTriple.DISCARD_HAND));
    assertThat(game.state().discard().cards()).containsExactlyInAnyOrderElementsOf(cards("9D 9H 9S 4C 7C 7D 7H 2S"));
    assertThat(game.view(0).discardSize()).isEqualTo(8);

    game.then("""
        0 top
        expect rejected NOT_YOUR_TURN
        2 top
        3 exchange 2H QH
        """).holds();
  }

  @Test
  @DisplayName("K-6 RETURN_TO_STOCK (kems-classic): a triple after the third redraw voids the deal; the same round is dealt again")
  void thirdReturnVoidsTheDeal() {
    String[] hands = {"5C 6C KC 4D", "7C 7D 7H 2S", "3C 8S JC 2D", "4C QS QC 3D"};
    Scenario game = Scenario.of("preset kems-classic")
        .deal("8C 8D 8H 9C 9D 9H TC TD TH", hands)
        .then("""
            expect round 1
            2 gesture nod
            expect rejected AWAITING_CHANCE
            """)
        .holds();

    assertThat(game.events()).filteredOn(TripleShown.class::isInstance).hasSize(4);
    assertThat(game.events()).last().isEqualTo(new DealVoided(1, 0));
    assertThat(game.state().phase()).isEqualTo(Phase.DEALING);
    assertThat(game.state().placements().keySet()).containsExactly("deck");

    game.deal("8C 8D 8H 9C 9D 9H TC TD 6S JH QH KH AH", hands)
        .then("""
            expect round 1
            expect hand 1 2S TC TD 6S
            expect table JH QH KH AH
            """)
        .holds();

    assertThat(game.state().dealer()).isZero();
    assertThat(game.state().hand(1)).isEqualTo(cards("2S TC TD 6S"));
    List<Card> stock = game.state().stock().cards();
    assertThat(stock.subList(stock.size() - 9, stock.size())).isEqualTo(cards("7C 7D 7H 8C 8D 8H 9C 9D 9H"));
  }

  @Test
  @DisplayName("K-6 REDEAL (kems-fr32): a dealt triple gathers every card; the next deck order deals the same round, same dealer")
  void redealThenPlay() {
    Scenario game = Scenario.of("preset kems-fr32", "dealer 3")
        .deal("9H TH JH QH", "8C 9C KC AD", "7C 7D 7H 8S", "TC JC QC 9D", "AC 8D QD KD")
        .then("""
            expect round 1
            3 top
            expect rejected AWAITING_CHANCE
            """)
        .holds();

    assertThat(game.events()).contains(new DealVoided(1, 3));

    game.deal("9H TH JH QH", "8C 9C KC AD", "7C 7D 8H 8S", "TC JC QC 9D", "AC 7H QD KD")
        .then("""
            expect round 1
            expect table 9H TH JH QH
            3 top
            1 exchange 8H 9H
            expect hand 1 7C 7D 9H 8S
            expect table 8H TH JH QH
            """)
        .holds();
    assertThat(game.state().dealer()).isEqualTo(3);
  }
}
