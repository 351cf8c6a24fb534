package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Chance;

/**
 * A seeded random policy that drives whole games: chance actions from the same generator, and
 * mostly the turn's own actions so that rounds move on, with snaps and rearranges from any seat
 * now and then.
 */
final class RandomPlayer {

  private final KhamulRules rules;
  private final SplittableRandom rng;

  RandomPlayer(KhamulRules rules, long seed) {
    this.rules = rules;
    this.rng = new SplittableRandom(seed);
  }

  SplittableRandom rng() {
    return rng;
  }

  /** {@return the next action in {@code state}, which must not be over} */
  Action next(KhamulState state) {
    if (state.chanceDue().isPresent()) {
      return Chance.roll(state.chanceDue().get(), rng);
    }
    int players = state.players();
    if (state.inPlay() && rng.nextInt(10) < 8) {
      ImmutableList<KhamulAction> mine = rules.legalActions(state, state.turn());
      // The turn's own actions come first in the list, before snaps and rearranges.
      int turnActions = 0;
      while (turnActions < mine.size() && !(mine.get(turnActions) instanceof KhamulAction.Snap)
          && !(mine.get(turnActions) instanceof KhamulAction.Rearrange)) {
        turnActions++;
      }
      if (turnActions > 0) {
        KhamulAction chosen = mine.get(rng.nextInt(turnActions));
        // Announcing ends a round in a few turns: rarely, so that stocks run dry and recycle.
        if (chosen instanceof KhamulAction.Announce && turnActions > 1 && rng.nextInt(30) != 0) {
          chosen = mine.get(1 + rng.nextInt(turnActions - 1));
        }
        return chosen;
      }
    }
    while (true) {
      int seat = rng.nextInt(players);
      ImmutableList<KhamulAction> legal = rules.legalActions(state, seat);
      if (!legal.isEmpty()) {
        return legal.get(rng.nextInt(legal.size()));
      }
    }
  }
}
