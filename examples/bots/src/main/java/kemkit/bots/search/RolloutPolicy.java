package kemkit.bots.search;

import java.util.random.RandomGenerator;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;

/**
 * How every seat plays in the rollouts of one decision of a {@link SearchBot}: the policy that
 * {@link SearchOptions#rollout} names, made for the decision from what the searching seat may
 * know (its view), and started afresh in each sampled world.
 *
 * <p><b>What a policy may read.</b> A rollout is played in a sampled world ({@link Sampler}, that
 * is {@code determinize}): a state drawn from the searching seat's knowledge alone, every card
 * hidden from that seat dealt again at random (rules.md C-6). So a policy may read the whole
 * sampled world, hands and stock included, as each seat's player: it leaks nothing real, because
 * nothing in it is real beyond what the searching seat knows. What the policy never gets is the
 * table's state, which the search bot never holds; nor does it need the events: it reads the
 * states before and after each action it plays, so it builds no view and decodes no event per
 * step, which is what made the bots' own rollouts slow (issue 27).
 *
 * <p>A policy should still play each seat as that seat would, not as an all-seeing player: a Khamul
 * seat snaps only the cards it remembers, which its policy tracks as the rules do (H-15), and a
 * Kem's seat calls on its partner's sign (K-14, K-16). A policy that played every seat with every
 * card in the open would value the searched options in a game nobody plays.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 */
interface RolloutPolicy<S extends GameState, A extends PlayerAction> {

  /**
   * {@return the seats of one rollout in {@code world}}
   *
   * @param world the sampled world the rollout starts from
   * @param rng where the seats' random choices and arrival order come from
   */
  Rollout<S, A> start(S world, RandomGenerator rng);
}
