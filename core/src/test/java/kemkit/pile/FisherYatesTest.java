package kemkit.pile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import kemkit.card.Card;
import kemkit.card.Deck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The one shuffle: every form (places, numbers, a list, a pile) makes the orders of the loop every
 * copy of it made before, draw for draw, so that seeded games replay (C-4); and each order is a
 * permutation.
 */
class FisherYatesTest {

  /** The loop the games, the bots and the pile each wrote before there was one shuffle. */
  private static <T> List<T> loop(List<T> items, SplittableRandom rng) {
    List<T> out = new ArrayList<>(items);
    for (int i = out.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      T swap = out.get(i);
      out.set(i, out.get(j));
      out.set(j, swap);
    }
    return out;
  }

  @Test
  @DisplayName("C-4: the same seed gives the order of the old loops, for numbers, lists and piles alike")
  void sameDraws() {
    List<Card> deck = Deck.standard52().cards();
    for (long seed = 0; seed < 50; seed++) {
      List<Card> expected = loop(deck, new SplittableRandom(seed));
      assertThat(FisherYates.shuffled(deck, new SplittableRandom(seed))).isEqualTo(expected);
      assertThat(Pile.shuffled(deck, new SplittableRandom(seed)).cards()).isEqualTo(expected);
      int[] numbers = IntStream.range(0, 9).toArray();
      FisherYates.shuffle(numbers, new SplittableRandom(seed));
      assertThat(Arrays.stream(numbers).boxed().toList())
          .isEqualTo(loop(IntStream.range(0, 9).boxed().toList(), new SplittableRandom(seed)));
      assertThat(numbers).containsExactlyInAnyOrder(IntStream.range(0, 9).toArray());
    }
    assertThat(FisherYates.shuffled(List.of(), new SplittableRandom(1))).isEmpty();
  }
}
