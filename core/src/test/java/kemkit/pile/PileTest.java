package kemkit.pile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import kemkit.card.Card;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PileTest {

  private static final Card QS = Card.of("QS");
  private static final Card SEVEN = Card.of("7C");
  private static final Card TEN = Card.of("TH");

  @Test
  @DisplayName("the empty pile has no top and nothing to draw")
  void empty() {
    Pile empty = Pile.empty();
    assertThat(empty.size()).isZero();
    assertThat(empty.isEmpty()).isTrue();
    assertThat(empty.cards()).isEmpty();
    assertThat(Pile.of(List.of())).isEqualTo(empty);
    assertThat(empty.drawn(0)).isEqualTo(empty);
    assertThatThrownBy(empty::top).isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(() -> empty.drawn(1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> empty.peek(1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> empty.get(0)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  @DisplayName("a pile is top first: the first card of the list is on top")
  void topFirst() {
    Pile pile = Pile.of(List.of(QS, SEVEN, TEN));
    assertThat(pile.top()).isEqualTo(QS);
    assertThat(pile.get(2)).isEqualTo(TEN);
    assertThat(pile.peek(2)).containsExactly(QS, SEVEN);
    assertThatThrownBy(() -> pile.get(3)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> pile.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> pile.drawn(-1)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("drawing shares storage but is a value: the original is unchanged, and equality is by cards")
  void drawShares() {
    List<Card> source = new ArrayList<>(List.of(QS, SEVEN, TEN));
    Pile pile = Pile.of(source);
    source.set(0, TEN); // the pile copied its list
    Pile rest = pile.drawn(1);
    assertThat(pile.cards()).containsExactly(QS, SEVEN, TEN);
    assertThat(rest.cards()).containsExactly(SEVEN, TEN);
    assertThat(rest).isEqualTo(Pile.of(List.of(SEVEN, TEN))).hasSameHashCodeAs(Pile.of(List.of(SEVEN, TEN)));
    assertThat(rest).isNotEqualTo(pile);
    assertThat(pile.drawn(3)).isEqualTo(Pile.empty()).hasSameHashCodeAs(Pile.empty());
    assertThat(rest.withOnTop(QS)).isEqualTo(pile).hasSameHashCodeAs(pile);
    assertThat(pile.toString()).isEqualTo("Pile[QS, 7C, TH]");
  }

  @Test
  @DisplayName("cards go on top first-on-top, and underneath first-nearest-the-top")
  void topAndBottom() {
    Pile pile = Pile.of(List.of(SEVEN));
    assertThat(pile.withOnTop(List.of(QS, TEN)).cards()).containsExactly(QS, TEN, SEVEN);
    assertThat(pile.withAtBottom(List.of(QS, TEN)).cards()).containsExactly(SEVEN, QS, TEN);
    assertThat(pile.drawn(1).withAtBottom(List.of(QS)).cards()).containsExactly(QS);
  }

  @Test
  @DisplayName("property: a pile behaves as an immutable list model under random operations (500 seeded runs)")
  void modelBased() {
    SplittableRandom rng = new SplittableRandom(3);
    for (int run = 0; run < 500; run++) {
      Pile pile = Pile.empty();
      List<Card> model = new ArrayList<>();
      for (int step = 0; step < 40; step++) {
        Pile before = pile;
        List<Card> beforeModel = List.copyOf(model);
        switch (rng.nextInt(4)) {
          case 0 -> {
            Card card = Card.byIndex(rng.nextInt(Card.COUNT));
            pile = pile.withOnTop(card);
            model.add(0, card);
          }
          case 1 -> {
            List<Card> cards = randomCards(rng);
            pile = pile.withOnTop(cards);
            model.addAll(0, cards);
          }
          case 2 -> {
            List<Card> cards = randomCards(rng);
            pile = pile.withAtBottom(cards);
            model.addAll(cards);
          }
          default -> {
            int count = rng.nextInt(model.size() + 1);
            assertThat(pile.peek(count)).containsExactlyElementsOf(model.subList(0, count));
            pile = pile.drawn(count);
            model.subList(0, count).clear();
          }
        }
        assertThat(before.cards()).as("operations never change a pile").containsExactlyElementsOf(beforeModel);
        assertThat(pile.cards()).containsExactlyElementsOf(model);
        assertThat(pile.size()).isEqualTo(model.size());
        assertThat(pile).isEqualTo(Pile.of(model)).hasSameHashCodeAs(Pile.of(model));
        if (!model.isEmpty()) {
          assertThat(pile.top()).isEqualTo(model.get(0));
        }
      }
    }
  }

  @Test
  @DisplayName("a card put on top shares the array, yet branches of one pile never see each other's cards")
  void branchesPutOnTop() {
    Pile base = Pile.of(List.of(SEVEN)).withOnTop(TEN);
    Pile first = base.withOnTop(QS);
    Pile second = base.withOnTop(SEVEN);
    Pile drawnThenPut = first.drawn(2).withOnTop(TEN);
    assertThat(base.cards()).containsExactly(TEN, SEVEN);
    assertThat(first.cards()).containsExactly(QS, TEN, SEVEN);
    assertThat(second.cards()).containsExactly(SEVEN, TEN, SEVEN);
    assertThat(drawnThenPut.cards()).containsExactly(TEN, SEVEN);
    assertThat(first.withOnTop(SEVEN).cards()).containsExactly(SEVEN, QS, TEN, SEVEN);
    assertThat(first.cards()).containsExactly(QS, TEN, SEVEN);
  }

  @Test
  @DisplayName("property: piles branched at random from one another each behave as their own list (200 seeded runs)")
  void branchingModel() {
    SplittableRandom rng = new SplittableRandom(11);
    for (int run = 0; run < 200; run++) {
      List<Pile> piles = new ArrayList<>(List.of(Pile.empty()));
      List<List<Card>> models = new ArrayList<>(List.of(List.of()));
      for (int step = 0; step < 60; step++) {
        int from = rng.nextInt(piles.size());
        List<Card> model = new ArrayList<>(models.get(from));
        Pile pile = piles.get(from);
        if (rng.nextInt(4) == 0) {
          int count = rng.nextInt(model.size() + 1);
          pile = pile.drawn(count);
          model.subList(0, count).clear();
        } else {
          Card card = Card.byIndex(rng.nextInt(Card.COUNT));
          pile = pile.withOnTop(card);
          model.add(0, card);
        }
        piles.add(pile);
        models.add(model);
        for (int i = 0; i < piles.size(); i++) {
          assertThat(piles.get(i).cards()).containsExactlyElementsOf(models.get(i));
        }
      }
    }
  }

  private static List<Card> randomCards(SplittableRandom rng) {
    List<Card> cards = new ArrayList<>();
    for (int i = rng.nextInt(4); i > 0; i--) {
      cards.add(Card.byIndex(rng.nextInt(Card.COUNT)));
    }
    return cards;
  }
}
