package kemkit.game;

import com.google.common.collect.ImmutableList;
import java.util.Collection;
import java.util.random.RandomGenerator;
import kemkit.card.Card;

/**
 * Makes chance actions from a caller's random generator (rules.md C-4), so that the rules stay
 * deterministic and a seeded generator replays a whole game.
 *
 * <pre>{@code
 * RandomGenerator rng = new SplittableRandom(42);
 * while (state.chanceDue().isPresent()) {
 *   state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
 * }
 * }</pre>
 */
public final class Chance {

  private Chance() {}

  /**
   * {@return a chance action that answers {@code due}, drawn from {@code rng}}
   *
   * @param due the chance action the state waits for
   * @param rng the source of randomness
   */
  public static ChanceAction roll(ChanceDue due, RandomGenerator rng) {
    if (due instanceof ChanceDue.ShuffleDue shuffle) {
      return shuffle(shuffle.cards(), rng);
    }
    return new Starter(rng.nextInt(((ChanceDue.StarterDue) due).seats()));
  }

  /**
   * {@return a uniformly random order of {@code cards} (Fisher–Yates)}
   *
   * @param cards the cards to order
   * @param rng the source of randomness
   */
  public static Shuffle shuffle(Collection<Card> cards, RandomGenerator rng) {
    // The card numbers are shuffled, one byte each, and the list is built once at its exact size:
    // a deal then allocates one card array and 52 bytes (random playouts deal every few actions).
    ImmutableList<Card> in = ImmutableList.copyOf(cards);
    byte[] order = new byte[in.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = (byte) in.get(i).index();
    }
    for (int i = order.length - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      byte swap = order[i];
      order[i] = order[j];
      order[j] = swap;
    }
    ImmutableList.Builder<Card> out = ImmutableList.builderWithExpectedSize(order.length);
    for (byte card : order) {
      out.add(Card.byIndex(card));
    }
    return new Shuffle(out.build());
  }

}
