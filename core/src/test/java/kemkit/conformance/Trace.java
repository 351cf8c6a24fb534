package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A script replayed from the start state: every step's state before, action and outcome. The
 * replay stops at the first action whose {@code apply} throws; {@link NothingThrows} reports that,
 * the other properties check the steps before it.
 *
 * @param start the start state
 * @param steps the steps, one per action applied without throwing
 * @param thrown the exception of the action after the last step, if {@code apply} threw
 * @param <S> the state type
 * @param <E> the event type
 */
record Trace<S extends GameState, E extends Event>(
    S start, ImmutableList<Step<S, E>> steps, Optional<Throwable> thrown) {

  /**
   * One action applied.
   *
   * @param index the action's index in the script
   * @param before the state it was applied to
   * @param action the action
   * @param outcome what {@code apply} returned
   * @param <S> the state type
   * @param <E> the event type
   */
  record Step<S extends GameState, E extends Event>(int index, S before, Action action, Outcome<S, E> outcome) {

    /** {@return the state after the step} */
    S after() {
      return outcome.state();
    }
  }

  /** {@return the replay of {@code actions} by {@code rules}, stopping at the first throw} */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> Trace<S, E> of(
      RuleSet<S, A, E, V> rules, List<Action> actions) {
    S start = rules.start();
    S state = start;
    ImmutableList.Builder<Step<S, E>> steps = ImmutableList.builder();
    for (int i = 0; i < actions.size(); i++) {
      Outcome<S, E> outcome;
      try {
        outcome = rules.apply(state, actions.get(i));
      } catch (RuntimeException | StackOverflowError e) {
        return new Trace<>(start, steps.build(), Optional.of(e));
      }
      steps.add(new Step<>(i, state, actions.get(i), outcome));
      state = outcome.state();
    }
    return new Trace<>(start, steps.build(), Optional.empty());
  }

  /** {@return the state after the last step} */
  S last() {
    return steps.isEmpty() ? start : steps.get(steps.size() - 1).after();
  }

  /** {@return the actions that were applied without throwing} */
  ImmutableList<Action> applied() {
    return steps.stream().map(Step::action).collect(ImmutableList.toImmutableList());
  }
}
