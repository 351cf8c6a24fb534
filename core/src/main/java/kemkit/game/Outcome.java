package kemkit.game;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;

/**
 * What {@link RuleSet#apply} returns: the action was {@link Accepted} (a new state and the events
 * it caused) or {@link Rejected} (the state before, unchanged, and why, rules.md C-5).
 *
 * <pre>{@code
 * Outcome<KempsState, KempsEvent> outcome = rules.apply(state, action);
 * if (outcome instanceof Outcome.Rejected<KempsState, KempsEvent> rejected) {
 *   tell(rejected.rejection().message());   // state is untouched
 * }
 * state = outcome.state();
 * }</pre>
 *
 * @param <S> the game's state type
 * @param <E> the game's event type
 */
public sealed interface Outcome<S extends GameState, E extends Event>
    permits Outcome.Accepted, Outcome.Rejected {

  /** {@return the state after the action: the new one, or the unchanged one if rejected} */
  S state();

  /** {@return whether the action was accepted} */
  boolean isAccepted();

  /**
   * The action was applied.
   *
   * @param state the new state
   * @param events what happened, in order, as everyone with full knowledge would see it
   * @param <S> the game's state type
   * @param <E> the game's event type
   */
  record Accepted<S extends GameState, E extends Event>(S state, ImmutableList<E> events)
      implements Outcome<S, E> {

    /**
     * Checks the components.
     *
     * @param state the state after the action
     * @param events what happened, in order
     */
    public Accepted {
      requireNonNull(state, "state");
      requireNonNull(events, "events");
    }

    @Override
    public boolean isAccepted() {
      return true;
    }
  }

  /**
   * The action was refused and changed nothing (C-5).
   *
   * @param state the state the action was tried on, unchanged
   * @param rejection why
   * @param <S> the game's state type
   * @param <E> the game's event type
   */
  record Rejected<S extends GameState, E extends Event>(S state, Rejection rejection)
      implements Outcome<S, E> {

    /**
     * Checks the components.
     *
     * @param state the state before the action, untouched
     * @param rejection why the action was refused
     */
    public Rejected {
      requireNonNull(state, "state");
      requireNonNull(rejection, "rejection");
    }

    @Override
    public boolean isAccepted() {
      return false;
    }
  }
}
