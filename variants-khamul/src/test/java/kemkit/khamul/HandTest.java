package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.card.Deck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A hand against a plain list of cards: every change, through the ten slots where a hand stops
 * packing its cards in a long and back, gives the cards the list has (H-4, H-10).
 */
class HandTest {

  private static final ImmutableList<Card> DECK = Deck.standard52().cards();

  @Test
  @DisplayName("H-4, H-10: adds, removals, swaps and reorders keep a hand equal to a list of its cards")
  void handFollowsAList() {
    SplittableRandom rng = new SplittableRandom(17);
    for (int run = 0; run < 200; run++) {
      List<Card> model = new ArrayList<>();
      Hand hand = Hand.empty();
      for (int step = 0; step < 120; step++) {
        int size = model.size();
        int move = size == 0 ? 0 : rng.nextInt(size > 30 ? 4 : 5);
        switch (move) {
          case 0, 4 -> {
            Card card = DECK.get(rng.nextInt(DECK.size()));
            model.add(card);
            hand = hand.plus(card);
          }
          case 1 -> {
            int slot = rng.nextInt(size);
            model.remove(slot);
            hand = hand.without(slot);
          }
          case 2 -> {
            int slot = rng.nextInt(size);
            Card card = DECK.get(rng.nextInt(DECK.size()));
            model.set(slot, card);
            hand = hand.with(slot, card);
          }
          default -> {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < size; i++) {
              order.add(i);
            }
            Collections.shuffle(order, new java.util.Random(rng.nextLong()));
            List<Card> permuted = new ArrayList<>();
            for (int old : order) {
              permuted.add(model.get(old));
            }
            model = permuted;
            hand = rng.nextBoolean() ? hand.permuted(ImmutableList.copyOf(order))
                : hand.permuted(order.stream().mapToInt(Integer::intValue).toArray());
          }
        }
        Hand rebuilt = Hand.of(ImmutableList.copyOf(model));
        assertThat(hand.cards()).as("run %d step %d", run, step).isEqualTo(model);
        assertThat(hand.size()).isEqualTo(model.size());
        assertThat(hand).isEqualTo(rebuilt);
        assertThat(hand.hashCode()).isEqualTo(rebuilt.hashCode()).isEqualTo(Arrays.hashCode(indexes(model)));
        assertThat(hand.value()).isEqualTo(model.stream().mapToInt(CardValues::of).sum());
      }
    }
  }

  @Test
  @DisplayName("H-4: a slot the hand does not have is refused, packed or not")
  void missingSlots() {
    Hand small = Hand.of(Card.of("AS"), Card.of("2H"));
    Hand big = small;
    for (int i = 0; i < 12; i++) {
      big = big.plus(DECK.get(i));
    }
    for (Hand hand : List.of(small, big)) {
      int size = hand.size();
      assertThatThrownBy(() -> hand.get(size)).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> hand.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> hand.with(size, Card.of("KD"))).isInstanceOf(IndexOutOfBoundsException.class);
      assertThatThrownBy(() -> hand.without(size)).isInstanceOf(IndexOutOfBoundsException.class);
      assertThat(hand.hasSlot(size)).isFalse();
      assertThat(hand.hasSlot(size - 1)).isTrue();
    }
  }

  private static byte[] indexes(List<Card> cards) {
    byte[] out = new byte[cards.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) cards.get(i).index();
    }
    return out;
  }
}
