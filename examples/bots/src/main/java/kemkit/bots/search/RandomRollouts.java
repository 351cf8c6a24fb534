package kemkit.bots.search;

import kemkit.bots.Bots;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * Rollouts where every seat plays uniformly at random among its legal actions and never waits, as
 * {@link kemkit.bots.RandomBot} does; drawn through the indexed view ({@link
 * RuleSet#legalActionCount}, {@link RuleSet#legalAction}), so no list, no view and no event is made.
 */
final class RandomRollouts {

  private RandomRollouts() {}

  /** {@return the random policy of {@code rules}} */
  static <S extends GameState, A extends PlayerAction> RolloutPolicy<S, A> policy(RuleSet<S, A, ?, ?> rules) {
    int seats = rules.start().seating().seats();
    return (world, rng) -> new SeatPolicy<S, A>(rules, seats, rng) {
      @Override
      A wants(S state, int seat) {
        int count = rules.legalActionCount(state, seat);
        return count == 0 ? null : rules.legalAction(state, seat, rng.nextInt(count));
      }

      @Override
      S pressed(S state, int seat) {
        return null;
      }

      @Override
      int firstToPress(S state) {
        return Bots.firstToPress(state);
      }
    };
  }
}
