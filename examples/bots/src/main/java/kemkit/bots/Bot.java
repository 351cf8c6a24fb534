package kemkit.bots;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.PlayerAction;

/**
 * A player for one seat. It is shown only what its seat may know (rules.md C-6): its view, its
 * legal actions and the events its seat may see. It never gets the state, which holds every hidden
 * card, so a bot cannot cheat even by accident.
 *
 * <p>Two questions, because the Kem's family has no turns: {@link #intention} asks what the seat
 * would do now, if anything (a seat with nothing worth doing passes), and {@link #choose} makes it
 * act, for a turn that must be played or a table where every seat passed. A {@link Scheduler}
 * asks both.
 *
 * <pre>{@code
 * Bot<FamilyAction, FamilyEvent, FamilyView> bot = new FamilyBot(rules, seat, new SplittableRandom(7));
 * host.subscribe(seat, bot::observe);                        // the seat's own event stream
 * bot.intention(host.view(seat), host.legalActions(seat)).ifPresent(host::submit);
 * }</pre>
 *
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public interface Bot<A extends PlayerAction, E extends Event, V> {

  /**
   * Picks the seat's next action: the seat must act now.
   *
   * @param view what the seat sees now
   * @param legal every action the seat may make now; never empty
   * @return one of {@code legal}
   */
  A choose(V view, ImmutableList<A> legal);

  /**
   * {@return what the seat would do now, or empty to pass until something changes} The default
   * never passes: it is {@link #choose}. Bots for real-time games override it.
   *
   * @param view what the seat sees now
   * @param legal every action the seat may make now; may be empty (then so is the answer)
   */
  default Optional<A> intention(V view, ImmutableList<A> legal) {
    return legal.isEmpty() ? Optional.empty() : Optional.of(choose(view, legal));
  }

  /**
   * Hears one event, as the seat may see it, for every accepted action of any seat (chance
   * actions included), in order. Bots that remember what happened override it; the default
   * forgets.
   *
   * @param event the event, hidden cards left out
   */
  default void observe(E event) {}
}
