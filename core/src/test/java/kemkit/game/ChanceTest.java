package kemkit.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.card.Deck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChanceTest {

  private static final ImmutableList<Card> FOUR = ImmutableList.of(Card.of("AC"), Card.of("2D"), Card.of("3H"), Card.of("4S"));

  @Test
  @DisplayName("C-4: a rolled shuffle is an order of exactly the due cards")
  void shuffleIsAPermutation() {
    SplittableRandom rng = new SplittableRandom(4);
    for (int run = 0; run < 200; run++) {
      ChanceAction action = Chance.roll(new ChanceDue.ShuffleDue(Deck.piquet32().cards()), rng);
      assertThat(action).isInstanceOf(Shuffle.class);
      assertThat(HashMultiset.create(((Shuffle) action).cards())).isEqualTo(HashMultiset.create(Deck.piquet32().cards()));
    }
    assertThat(Chance.roll(new ChanceDue.ShuffleDue(ImmutableList.of()), rng)).isEqualTo(Shuffle.of(List.of()));
  }

  @Test
  @DisplayName("C-4: the same seed rolls the same chance actions; the caller's list is not touched")
  void reproducible() {
    List<Card> cards = new ArrayList<>(Deck.standard52().cards());
    SplittableRandom a = new SplittableRandom(42);
    SplittableRandom b = new SplittableRandom(42);
    for (int run = 0; run < 50; run++) {
      assertThat(Chance.shuffle(cards, a)).isEqualTo(Chance.shuffle(cards, b));
      assertThat(Chance.roll(new ChanceDue.StarterDue(6), a)).isEqualTo(Chance.roll(new ChanceDue.StarterDue(6), b));
    }
    assertThat(cards).isEqualTo(Deck.standard52().cards());
    assertThat(Chance.shuffle(cards, new SplittableRandom(1))).isNotEqualTo(Chance.shuffle(cards, new SplittableRandom(2)));
  }

  @Test
  @DisplayName("C-4, H-6: a rolled starter is a seat of the table")
  void starterInRange() {
    SplittableRandom rng = new SplittableRandom(5);
    for (int run = 0; run < 500; run++) {
      Starter starter = (Starter) Chance.roll(new ChanceDue.StarterDue(3), rng);
      assertThat(starter.seat()).isBetween(0, 2);
    }
  }

  @Test
  @DisplayName("uniformity sanity: the 24 orders of 4 cards come up equally often (chi-square, 24,000 seeded shuffles)")
  void shufflesAreUniform() {
    SplittableRandom rng = new SplittableRandom(6);
    Map<List<Card>, Integer> counts = new HashMap<>();
    int runs = 24_000;
    for (int run = 0; run < runs; run++) {
      counts.merge(Chance.shuffle(FOUR, rng).cards(), 1, Integer::sum);
    }
    assertThat(counts).hasSize(24);
    // 23 degrees of freedom: the 99.9% quantile is 49.7. A biased Fisher–Yates (j in [0, n)) scores in the hundreds.
    assertThat(chiSquare(counts.values(), runs / 24.0)).isLessThan(49.7);
  }

  @Test
  @DisplayName("uniformity sanity: every card of 52 is on top equally often (chi-square, 52,000 seeded shuffles)")
  void topCardIsUniform() {
    SplittableRandom rng = new SplittableRandom(7);
    Map<Card, Integer> counts = new HashMap<>();
    for (int run = 0; run < 52_000; run++) {
      counts.merge(Chance.shuffle(Deck.standard52().cards(), rng).cards().get(0), 1, Integer::sum);
    }
    assertThat(counts).hasSize(52);
    // 51 degrees of freedom: the 99.9% quantile is 86.7.
    assertThat(chiSquare(counts.values(), 1000.0)).isLessThan(86.7);
  }

  @Test
  @DisplayName("uniformity sanity: every seat starts equally often (chi-square, 10,000 seeded rolls)")
  void startersAreUniform() {
    SplittableRandom rng = new SplittableRandom(8);
    Map<Integer, Integer> counts = new HashMap<>();
    for (int run = 0; run < 10_000; run++) {
      counts.merge(((Starter) Chance.roll(new ChanceDue.StarterDue(5), rng)).seat(), 1, Integer::sum);
    }
    assertThat(counts).hasSize(5);
    // 4 degrees of freedom: the 99.9% quantile is 18.5.
    assertThat(chiSquare(counts.values(), 2000.0)).isLessThan(18.5);
  }

  private static double chiSquare(Iterable<Integer> observed, double expected) {
    double sum = 0;
    for (int count : observed) {
      sum += (count - expected) * (count - expected) / expected;
    }
    return sum;
  }
}
