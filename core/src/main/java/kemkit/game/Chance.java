package kemkit.game;

import com.google.common.collect.ImmutableList;
import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.pile.Pile;

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
    // The order is made as card numbers and kept so: a deal reads it as a pile, no card list.
    List<Card> in = cards instanceof List<Card> list && cards instanceof RandomAccess
        ? list : ImmutableList.copyOf(cards);
    return Shuffle.of(Pile.shuffled(in, rng));
  }


}
