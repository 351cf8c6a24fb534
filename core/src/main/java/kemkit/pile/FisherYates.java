package kemkit.pile;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The one shuffle of kemkit (Fisher–Yates, Durstenfeld's order): from the last place down to the
 * second, each place swaps with a place drawn at or below it. Every shuffle of the library and its
 * bots draws through here, so that a seeded generator gives the same order wherever it is used, and
 * the draws of a game replay exactly (C-4).
 *
 * <pre>{@code
 * List<Card> order = FisherYates.shuffled(cards, rng);      // a new list
 * FisherYates.shuffle(seats, rng);                          // an int[] in place
 * }</pre>
 */
public final class FisherYates {

  private FisherYates() {}

  /** Swaps two places of what is shuffled. */
  @FunctionalInterface
  public interface Swap {
    /**
     * Swaps the items at {@code i} and {@code j} (they may be the same place).
     *
     * @param i a place
     * @param j a place at or below it
     */
    void swap(int i, int j);
  }

  /**
   * Shuffles {@code size} places uniformly: for each place from the last down to 1, swaps it with a
   * place drawn at or below it, {@code rng.nextInt(i + 1)}.
   *
   * @param size how many places
   * @param rng the source of randomness
   * @param swap swaps two places
   */
  public static void shuffle(int size, RandomGenerator rng, Swap swap) {
    for (int i = size - 1; i > 0; i--) {
      swap.swap(i, rng.nextInt(i + 1));
    }
  }

  /**
   * Shuffles {@code items} in place.
   *
   * @param items the numbers to order
   * @param rng the source of randomness
   */
  public static void shuffle(int[] items, RandomGenerator rng) {
    shuffle(items.length, rng, (i, j) -> {
      int swap = items[i];
      items[i] = items[j];
      items[j] = swap;
    });
  }

  /**
   * {@return a new list of {@code items} in a uniformly random order}
   *
   * @param items the items to order, in the order the draws start from (it decides the result)
   * @param rng the source of randomness
   * @param <T> the items' type
   */
  public static <T> List<T> shuffled(List<T> items, RandomGenerator rng) {
    List<T> out = new ArrayList<>(items);
    shuffle(out.size(), rng, (i, j) -> out.set(i, out.set(j, out.get(i))));
    return out;
  }
}
