package kemkit.bots.search;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;

/**
 * What a {@link SearchBot} needs to know of one game: which of the seat's options are worth
 * searching, and how good the end of a rollout is for the seat.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <V> the game's per-seat view type
 */
interface SearchGame<S extends GameState, A extends PlayerAction, V> {

  /**
   * {@return the options to search, the guide's first; an empty option means "wait"} Fewer than
   * two means there is nothing to search: the bot follows the guide.
   *
   * @param view what the seat sees
   * @param legal the seat's legal actions, not empty
   * @param guide what the heuristic bot of the seat would do now (empty: it would wait)
   * @param mayWait whether the seat may wait (asked for an intention) or must act (made to choose)
   */
  ImmutableList<Optional<A>> options(V view, ImmutableList<A> legal, Optional<A> guide, boolean mayWait);

  /**
   * {@return the heuristic rollout policy of one decision} See {@link RolloutPolicy} for what it may
   * read.
   *
   * @param view what the searching seat sees: all the policy may know of the real table
   */
  RolloutPolicy<S, A> rollouts(V view);

  /**
   * {@return how good {@code end} is for {@code seat}, from 0 (lost) to 1 (won), given that the
   * rollout began at {@code start}} {@code end} is over, or its round is over, or the rollout hit
   * its cap.
   */
  double reward(S start, S end, int seat);

  /**
   * {@return a reward for the seat's side: 1 or 0 when the game is over, else a squashed gain
   * against the others} Scores count by team (by seat in Khamul).
   *
   * @param gain how much more the side's score improved than its rivals', in points
   * @param scale how many points of gain are worth three quarters of a win
   */
  static double squashed(GameState end, int side, double gain, double scale) {
    if (end.isOver()) {
      return end.winners().contains(side) ? 1 : 0;
    }
    return 0.5 + 0.5 * Math.tanh(gain / scale);
  }
}
