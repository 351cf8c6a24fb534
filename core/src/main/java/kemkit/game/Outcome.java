package kemkit.game;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * What {@link RuleSet#apply} returns: the action was {@link Accepted} (a new state and the events
 * it caused) or {@link Rejected} (the state before, unchanged, and why, rules.md C-5).
 *
 * <pre>{@code
 * Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, action);
 * outcome.rejection().ifPresent(r -> tell(r.message()));   // the state is untouched
 * for (FamilyEvent event : rules.eventsSeenBy(seat, outcome.events())) {   // empty if rejected
 *   send(seat, event);
 * }
 * state = outcome.state();
 * }</pre>
 *
 * <p>An outcome holds the whole truth: the state and the events as everyone with full knowledge
 * would see them. Never hand it to a seat; a seat gets {@link RuleSet#eventsSeenBy} of the events
 * (C-6), or the rejection. Its {@code toString} names no card, so that logging an outcome leaks
 * nothing; {@link #state()}'s {@code toString} is complete and must never be logged or sent.
 *
 * @param <S> the game's state type
 * @param <E> the game's event type
 */
public sealed interface Outcome<S extends GameState, E extends Event>
    permits Outcome.Accepted, Outcome.Rejected {

  /** {@return the state after the action: the new one, or the unchanged one if rejected} */
  S state();

  /** {@return whether the action was accepted} */
  default boolean isAccepted() {
    return rejection().isEmpty();
  }

  /**
   * {@return what happened, in order, as everyone with full knowledge would see it; empty if the
   * action was rejected} Hidden cards included: a seat gets {@link RuleSet#eventsSeenBy} of them.
   */
  ImmutableList<E> events();

  /** {@return why the action was refused; empty if it was accepted} */
  Optional<Rejection> rejection();

  /** {@return the outcome of an accepted action: {@code state} after it, and its {@code events}} */
  static <S extends GameState, E extends Event> Outcome<S, E> accepted(S state, ImmutableList<E> events) {
    return new Accepted<>(state, events);
  }

  /** {@return the outcome of a refused action: {@code state} unchanged, and why (C-5)} */
  static <S extends GameState, E extends Event> Outcome<S, E> rejected(S state, Rejection rejection) {
    return new Rejected<>(state, rejection);
  }

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
    public Optional<Rejection> rejection() {
      return Optional.empty();
    }

    /** {@return the number of events only: the state and the events hold hidden cards (C-6)} */
    @Override
    public String toString() {
      return "Accepted[" + events.size() + " events]";
    }
  }

  /**
   * The action was refused and changed nothing (C-5).
   *
   * @param state the state the action was tried on, unchanged
   * @param reason why
   * @param <S> the game's state type
   * @param <E> the game's event type
   */
  record Rejected<S extends GameState, E extends Event>(S state, Rejection reason)
      implements Outcome<S, E> {

    /**
     * Checks the components.
     *
     * @param state the state before the action, untouched
     * @param reason why the action was refused
     */
    public Rejected {
      requireNonNull(state, "state");
      requireNonNull(reason, "reason");
    }

    @Override
    public ImmutableList<E> events() {
      return ImmutableList.of();
    }

    @Override
    public Optional<Rejection> rejection() {
      return Optional.of(reason);
    }

    /** {@return the rejection only: the state holds hidden cards (C-6)} */
    @Override
    public String toString() {
      return "Rejected[" + reason + "]";
    }
  }
}
