package kemkit.game;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

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

  /**
   * {@return the outcome of an accepted action: {@code state} after it, and its {@code events}}
   *
   * @param <S> the game's state
   * @param <E> the game's events
   * @param state the state after the action
   * @param events what happened, in order, hidden cards included
   */
  static <S extends GameState, E extends Event> Outcome<S, E> accepted(S state, ImmutableList<E> events) {
    return new Accepted<>(state, requireNonNull(events, "events"));
  }

  /**
   * {@return the outcome of an accepted action whose events are made only when they are first
   * asked for} Bots and playouts apply millions of actions and read only the state; a deal's events
   * (every hand, the stock) cost more than the deal itself. {@code events} is called by the first
   * {@link Outcome#events()} (two threads asking at once may both call it), so it must be pure: an
   * equal list every time, read from immutable values only. The outcome keeps {@code events}, and
   * what it captured, as long as the outcome itself is kept.
   *
   * @param <S> the game's state
   * @param <E> the game's events
   * @param state the state after the action
   * @param events makes what happened, in order, hidden cards included; never returns null
   */
  static <S extends GameState, E extends Event> Outcome<S, E> accepted(
      S state, Supplier<ImmutableList<E>> events) {
    return new Accepted<>(state, requireNonNull(events, "events"));
  }

  /**
   * {@return the outcome of an accepted action whose events are in {@code log}, read by {@code
   * decoder} the first time {@link Outcome#events()} is asked} The log's words are copied (one word
   * costs no array), so the caller may clear and reuse it at once. This is how the games of kemkit
   * make their outcomes: the mechanics always write their events, cheaply, and nobody pays for the
   * event objects unless they are read.
   *
   * @param <S> the game's state
   * @param <E> the game's events
   * @param state the state after the action
   * @param log what happened, packed by the game's writers
   * @param decoder reads the words back into events; a shared value
   */
  static <S extends GameState, E extends Event> Outcome<S, E> accepted(
      S state, EventLog log, EventLog.Decoder<E> decoder) {
    requireNonNull(decoder, "decoder");
    return log.size() == 1
        ? new Accepted<>(state, decoder, null, log.single())
        : new Accepted<>(state, decoder, log.copy(), 0);
  }

  /**
   * {@return the outcome of a refused action: {@code state} unchanged, and why (C-5)}
   *
   * @param <S> the game's state
   * @param <E> the game's events
   * @param state the state before the action, which the refusal leaves as it was (C-5)
   * @param rejection why the action was refused: a §R code and a sentence
   */
  static <S extends GameState, E extends Event> Outcome<S, E> rejected(S state, Rejection rejection) {
    return new Rejected<>(state, rejection);
  }

  /**
   * The action was applied: the new state, and the events it caused. Two accepted outcomes are
   * equal when their states and their events are.
   *
   * @param <S> the game's state type
   * @param <E> the game's event type
   */
  final class Accepted<S extends GameState, E extends Event> implements Outcome<S, E> {

    private final S state;
    // What makes the events on demand (a Supplier, or a log's Decoder reading `words`, or `single`
    // when the log was one word and `words` is null) until they are made; then the events
    // themselves, an ImmutableList. One field for both: every action hands out an outcome, and
    // with two it was 40 bytes where this is 32. Written once by events(); a racing second writer
    // writes an equal list (the source is pure), and an ImmutableList is safely published through
    // its final fields.
    private volatile Object source;
    private final long[] words;
    private final long single;

    /**
     * An accepted outcome with its events given ({@link Outcome#accepted(GameState, ImmutableList)}).
     *
     * @param state the state after the action
     * @param events what happened, in order, hidden cards included
     */
    public Accepted(S state, ImmutableList<E> events) {
      requireNonNull(events, "events");
      this.state = requireNonNull(state, "state");
      this.source = events;
      this.words = null;
      this.single = 0;
    }

    private Accepted(S state, Supplier<ImmutableList<E>> source) {
      this.state = requireNonNull(state, "state");
      this.source = source;
      this.words = null;
      this.single = 0;
    }

    private Accepted(S state, EventLog.Decoder<E> decoder, long[] words, long single) {
      this.state = requireNonNull(state, "state");
      this.source = decoder;
      this.words = words;
      this.single = single;
    }

    @Override
    public S state() {
      return state;
    }

    @Override
    @SuppressWarnings("unchecked") // the constructors pair the events with the outcome's E
    public ImmutableList<E> events() {
      Object made = source;
      if (made instanceof ImmutableList<?> events) {
        return (ImmutableList<E>) events;
      }
      ImmutableList<E> events = made instanceof EventLog.Decoder<?> decoder
          ? requireNonNull(decode(decoder), "the events' decoder returned null")
          : requireNonNull(((Supplier<ImmutableList<E>>) made).get(), "the events' supplier returned null");
      source = events;
      return events;
    }

    @SuppressWarnings("unchecked") // the constructors pair a source with the outcome's E
    private ImmutableList<E> decode(EventLog.Decoder<?> decoder) {
      return ((EventLog.Decoder<E>) decoder).decode(new EventLog.Reader(words, single));
    }

    @Override
    public Optional<Rejection> rejection() {
      return Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Accepted<?, ?> that
          && state.equals(that.state) && events().equals(that.events());
    }

    @Override
    public int hashCode() {
      return Objects.hash(state, events());
    }

    /**
     * {@return {@code Accepted} and nothing else} The state and the events hold hidden cards, and
     * even the number of events does: a hidden event that only some seats hear (Khamul's mark,
     * H-12) would be counted, so a log line would tell whether the drawer's hand was at or under
     * the threshold (C-6).
     */
    @Override
    public String toString() {
      return "Accepted";
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
