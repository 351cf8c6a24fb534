package kemkit.world;

import static java.util.Objects.requireNonNull;

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
 * One seat's history of a game: what that seat saw of every accepted action, in order, and nothing
 * else. It is what a seat's own client holds after playing through a host (the host told it every
 * accepted move as it heard it, rules.md C-6), so a bot that has only its view and this history can
 * sample the worlds it may be in ({@link Worlds}).
 *
 * <p>One {@link Step} per accepted action of the game, chance actions included, from the start:
 * the action itself when the seat made it (a seat knows its own moves, with their words and slots),
 * and the events the seat heard of it ({@link RuleSet#eventsSeenBy}), which may be empty. Another
 * seat's action is known only through its events; a chance action (a deck order, a recycle, the
 * starter) only through the events it caused for this seat. Refused actions are not in it: they
 * change nothing (C-5).
 *
 * <p>A history is a value: equal histories are equal whatever the hidden cards were, which is what
 * makes a sampler fed by it blind by construction. It has no wire form yet: a program that only
 * talks to kemkit over a protocol cannot ask for worlds today.
 *
 * @param seat the seat whose history this is
 * @param steps what the seat saw of each accepted action, in order
 * @param <A> the game's player action type
 * @param <E> the game's event type
 */
public record SeatHistory<A extends PlayerAction, E extends Event>(int seat, ImmutableList<Step<A, E>> steps) {

  /**
   * What a seat saw of one accepted action.
   *
   * @param action the action, when the seat made it; empty for another seat's action and for a
   *     chance action
   * @param heard the events of the action as the seat heard them, in order (possibly none)
   * @param <A> the game's player action type
   * @param <E> the game's event type
   */
  public record Step<A extends PlayerAction, E extends Event>(Optional<A> action, ImmutableList<E> heard) {

    /**
     * Checks the components.
     *
     * @param action the seat's own action, if it made it
     * @param heard the events as the seat heard them
     */
    public Step {
      requireNonNull(action, "action");
      requireNonNull(heard, "heard");
    }
  }

  /**
   * Checks the components.
   *
   * @param seat the seat whose history this is
   * @param steps what the seat saw of each accepted action
   */
  public SeatHistory {
    requireNonNull(steps, "steps");
    if (seat < 0) {
      throw new IllegalArgumentException("no seat " + seat);
    }
    for (Step<A, E> step : steps) {
      requireNonNull(step, "a step is null");
      if (step.action().isPresent() && step.action().get().seat() != seat) {
        throw new IllegalArgumentException("a step holds an action of seat " + step.action().get().seat()
            + " in the history of seat " + seat + ": a seat knows only its own actions whole");
      }
    }
  }

  /**
   * {@return the empty history of {@code seat}, before the game's first action}
   *
   * @param seat the seat whose history it is
   * @param <A> the game's player action type
   * @param <E> the game's event type
   */
  public static <A extends PlayerAction, E extends Event> SeatHistory<A, E> empty(int seat) {
    return new SeatHistory<>(seat, ImmutableList.of());
  }

  /**
   * {@return this history with one more step} Copies the steps: to follow a long game, use {@link
   * #follower}.
   *
   * @param step what the seat saw of the next accepted action
   */
  public SeatHistory<A, E> then(Step<A, E> step) {
    return new SeatHistory<>(seat, ImmutableList.<Step<A, E>>builderWithExpectedSize(steps.size() + 1)
        .addAll(steps).add(step).build());
  }

  /**
   * {@return the history {@code seat} has of {@code actions} played from the start of {@code
   * rules}} For hosts, tests and tools that hold a whole game (a record): refused actions are
   * skipped, as a host does not pass them on.
   *
   * @param rules the game's rules
   * @param seat the seat whose history is wanted
   * @param actions the game's actions from the start, chance actions included
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   * @throws IllegalArgumentException if {@code seat} is not a seat of the table
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event> SeatHistory<A, E> of(
      RuleSet<S, A, E, ?> rules, int seat, List<? extends Action> actions) {
    Follower<S, A, E> follower = follower(rules, seat);
    S state = rules.start();
    for (Action action : actions) {
      Outcome<S, E> outcome = rules.apply(state, action);
      follower.accepted(action, outcome);
      state = outcome.state();
    }
    return follower.history();
  }

  /**
   * {@return a follower that builds {@code seat}'s history from the outcomes of a game as it is
   * played} Not thread-safe.
   *
   * @param rules the game's rules
   * @param seat the seat whose history it keeps
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   * @throws IllegalArgumentException if {@code seat} is not a seat of the table
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event> Follower<S, A, E> follower(
      RuleSet<S, A, E, ?> rules, int seat) {
    if (seat < 0 || seat >= rules.start().seating().seats()) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + rules.start().seating().seats());
    }
    return new Follower<>(rules, seat);
  }

  /**
   * Builds one seat's history from a game's outcomes, in the order they happen.
   *
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   */
  public static final class Follower<S extends GameState, A extends PlayerAction, E extends Event> {
    private final RuleSet<S, A, E, ?> rules;
    private final int seat;
    private final ImmutableList.Builder<Step<A, E>> steps = ImmutableList.builder();

    private Follower(RuleSet<S, A, E, ?> rules, int seat) {
      this.rules = rules;
      this.seat = seat;
    }

    /**
     * Adds what the seat saw of {@code action}, if {@code outcome} accepted it; a refusal adds
     * nothing.
     *
     * @param action the action applied
     * @param outcome what {@link RuleSet#apply} returned for it
     */
    @SuppressWarnings("unchecked")
    public void accepted(Action action, Outcome<S, E> outcome) {
      if (!outcome.isAccepted()) {
        return;
      }
      Optional<A> own = action instanceof PlayerAction play && play.seat() == seat
          ? Optional.of((A) play) : Optional.empty();
      steps.add(new Step<>(own, rules.eventsSeenBy(seat, outcome.events())));
    }

    /** {@return the history so far} */
    public SeatHistory<A, E> history() {
      return new SeatHistory<>(seat, steps.build());
    }
  }
}
