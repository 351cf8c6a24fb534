package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.card.Rank;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Table}, the packed table value (K-7, K-9, K-10), against the list it stands for. */
class TableTest {

  private static List<Card> cards(String text) {
    return text.isBlank() ? List.of() : Arrays.stream(text.split(" ")).map(Card::of).toList();
  }

  @Test
  @DisplayName("empty, turned card by card, laid: sizes, slots and the list agree")
  void turning() {
    assertThat(Table.EMPTY.size()).isZero();
    assertThat(Table.EMPTY.isEmpty()).isTrue();
    assertThat(Table.EMPTY.cards()).isEmpty();

    Table two = Table.EMPTY.withAdded(cards("AS 2C"));
    assertThat(two.size()).isEqualTo(2);
    assertThat(two.isLaid()).isFalse();
    Table laid = two.withAdded(cards("KS QD"));
    assertThat(laid.isLaid()).isTrue();
    assertThat(laid.cards()).containsExactlyElementsOf(cards("AS 2C KS QD"));
    assertThat(laid).isEqualTo(Table.of(cards("AS 2C KS QD"))).hasSameHashCodeAs(Table.of(cards("AS 2C KS QD")));
    assertThat(laid).hasToString("[AS, 2C, KS, QD]");
  }

  @Test
  @DisplayName("K-9: an exchange puts the given card in the taken card's slot, the others stay")
  void withSlot() {
    Table table = Table.of(cards("5D 6D 7D 8D"));
    Table after = table.withSlot(2, Card.of("KS"));

    assertThat(after.cards()).containsExactlyElementsOf(cards("5D 6D KS 8D"));
    assertThat(table.cards()).as("the old value is untouched").containsExactlyElementsOf(cards("5D 6D 7D 8D"));
    assertThat(after.slotOf(Card.of("KS"))).isEqualTo(2);
    assertThat(after.slotOf(Card.of("7D"))).isEqualTo(-1);
    assertThat(after.contains(Card.of("8D"))).isTrue();
  }

  @Test
  @DisplayName("every card of the deck fits in every slot (card numbers 0 to 51 in a byte)")
  void everyCardEverySlot() {
    Table table = Table.of(cards("2C 3C 4C 5C"));
    for (int index = 0; index < Card.COUNT; index++) {
      for (int slot = 0; slot < Table.SLOTS; slot++) {
        Card card = Card.byIndex(index);
        Table after = table.withSlot(slot, card);
        assertThat(after.get(slot)).isEqualTo(card);
        assertThat(after.size()).isEqualTo(Table.SLOTS);
      }
    }
  }

  @Test
  @DisplayName("K-10: a triple is three or more cards of one rank, wherever they lie")
  void triple() {
    assertThat(Table.of(cards("5D 5S 6H 5H")).triple()).contains(Rank.FIVE);
    assertThat(Table.of(cards("9D 5S 5H 5C")).triple()).contains(Rank.FIVE);
    assertThat(Table.of(cards("QD QS QH QC")).triple()).contains(Rank.QUEEN);
    assertThat(Table.of(cards("5D 5S 6H 6D")).triple()).isEmpty();
    assertThat(Table.of(cards("5D 5S")).triple()).isEmpty();
  }

  @Test
  @DisplayName("a slot with no card and a fifth card are refused")
  void refusals() {
    Table two = Table.of(cards("AS 2C"));
    assertThatThrownBy(() -> two.get(2)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> two.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> two.withSlot(3, Card.of("KS"))).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> two.withAdded(cards("3C 4C 5C"))).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("random exchanges on a table and on a list stay equal (seeded)")
  void againstAList() {
    SplittableRandom rng = new SplittableRandom(7);
    for (int run = 0; run < 200; run++) {
      List<Card> list = new ArrayList<>();
      while (list.size() < Table.SLOTS) {
        Card card = Card.byIndex(rng.nextInt(Card.COUNT));
        if (!list.contains(card)) {
          list.add(card);
        }
      }
      Table table = Table.of(list);
      for (int step = 0; step < 20; step++) {
        int slot = rng.nextInt(Table.SLOTS);
        Card card = Card.byIndex(rng.nextInt(Card.COUNT));
        list.set(slot, card);
        table = table.withSlot(slot, card);
        assertThat(table.cards()).as("run %d step %d", run, step).containsExactlyElementsOf(list);
        assertThat(table.slotOf(card)).isEqualTo(list.indexOf(card));
      }
      assertThat(table.triple().map(Rank::ordinal)).isEqualTo(tripleOf(list).map(Rank::ordinal));
    }
  }

  private static Optional<Rank> tripleOf(List<Card> cards) {
    for (Card card : cards) {
      if (cards.stream().filter(c -> c.rank() == card.rank()).count() >= 3) {
        return Optional.of(card.rank());
      }
    }
    return Optional.empty();
  }
}
