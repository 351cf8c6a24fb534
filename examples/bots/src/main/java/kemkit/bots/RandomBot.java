package kemkit.bots;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.random.RandomGenerator;
import kemkit.game.Event;
import kemkit.game.PlayerAction;

/**
 * Picks uniformly at random among the legal actions. The baseline every other bot must beat, and
 * a fuzzer of the rules: played long enough it reaches every corner a legal game can reach.
 *
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class RandomBot<A extends PlayerAction, E extends Event, V> implements Bot<A, E, V> {

  private final RandomGenerator rng;

  /**
   * Creates the bot.
   *
   * @param rng where its choices come from; seed it to replay a game
   */
  public RandomBot(RandomGenerator rng) {
    this.rng = requireNonNull(rng, "rng");
  }

  @Override
  public A choose(V view, ImmutableList<A> legal) {
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("no legal action to choose from");
    }
    return legal.get(rng.nextInt(legal.size()));
  }
}
