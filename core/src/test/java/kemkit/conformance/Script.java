package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.List;
import kemkit.game.Action;

/**
 * One generated game: the seed it came from and its action stream, chance actions included, legal
 * and illegal alike. Replaying the actions from the rule set's start state is the whole game: the
 * stream depends on nothing else, so any part of it can be cut out and replayed.
 *
 * @param seed the seed the stream was generated from; properties also derive their own sampling
 *     from it
 * @param actions the actions, in order
 */
record Script(long seed, ImmutableList<Action> actions) {

  /** {@return a script with the same seed and these actions} */
  Script withActions(List<Action> actions) {
    return new Script(seed, ImmutableList.copyOf(actions));
  }
}
