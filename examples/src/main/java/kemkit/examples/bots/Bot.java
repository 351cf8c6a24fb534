package kemkit.examples.bots;

import com.google.common.collect.ImmutableList;
import kemkit.game.Event;
import kemkit.game.PlayerAction;

/**
 * A player for one seat. It is shown only what its seat may know (rules.md C-6): its view, its
 * legal actions and the events its seat may see. It never gets the state, which holds every hidden
 * card, so a bot cannot cheat even by accident.
 *
 * <pre>{@code
 * Bot<KempsAction, KempsEvent, KempsView> bot = new RandomBot<>(new SplittableRandom(7));
 * KempsAction action = bot.choose(rules.view(state, seat), rules.legalActions(state, seat));
 * }</pre>
 *
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public interface Bot<A extends PlayerAction, E extends Event, V> {

  /**
   * Picks the seat's next action.
   *
   * @param view what the seat sees now
   * @param legal every action the seat may make now; never empty
   * @return one of {@code legal}
   */
  A choose(V view, ImmutableList<A> legal);

  /**
   * Hears one event, as the seat may see it, for every accepted action of any seat (chance
   * actions included), in order. Bots that remember what happened override it; the default
   * forgets.
   *
   * @param event the event, hidden cards left out
   */
  default void observe(E event) {}
}
