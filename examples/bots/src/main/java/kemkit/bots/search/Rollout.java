package kemkit.bots.search;

import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;

/**
 * The seats of one rollout, played by a {@link RolloutPolicy}: each step applies one player
 * action and returns the new state. Chance actions are the search's to roll. Modelled on the
 * {@link kemkit.bots.Scheduler} of a real table: the seats that want to act arrive in a random
 * order, the first acts, and when none wants to, one is made to.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 */
interface Rollout<S extends GameState, A extends PlayerAction> {

  /**
   * {@return the state after {@code action}, which the seats hear of: the searched option, or the
   * chance action the search rolled}
   *
   * @throws IllegalStateException if the rules reject it
   */
  S play(S state, Action action);

  /**
   * {@return the state after the action of a seat other than {@code skip} that wants to act now,
   * or empty if none does}
   *
   * @param skip a seat left out (the searching seat, that chose to wait), or -1 for none
   */
  Optional<S> willing(S state, int skip);

  /** {@return the state after the action of the seat made to act, or empty if no seat can act} */
  Optional<S> press(S state);

  /** {@return the state after the next action: a willing seat's, or the pressed seat's} */
  default Optional<S> next(S state) {
    Optional<S> willing = willing(state, -1);
    return willing.isPresent() ? willing : press(state);
  }
}
