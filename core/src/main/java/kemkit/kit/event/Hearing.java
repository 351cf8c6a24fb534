package kemkit.kit.event;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.function.ToIntFunction;
import java.util.function.UnaryOperator;
import kemkit.seat.Seating;

/**
 * Who hears an event of one type, and what (rules.md C-6): each row of an {@link EventSchema}
 * says it, and there is no default, so that a new event type is public only where its row says so.
 * What a seat hears is built from what it may know: the whole event, the event without its
 * secrets, or nothing.
 *
 * <pre>{@code
 * Hearing.everyone()                                                    // a turn starts
 * Hearing.nobody()                                                      // a mark, told at the reveal
 * Hearing.seat(Drew::seat, drew -> new Drew(drew.seat(), Optional.empty()))   // the drawer sees the card
 * }</pre>
 *
 * @param <R> the event type
 */
@FunctionalInterface
public interface Hearing<R> {

  /**
   * {@return what {@code viewer} hears of {@code event}: it, a version without the secrets {@code
   * viewer} may not know, or nothing}
   *
   * @param event the event, as full knowledge sees it
   * @param seating the table's seats and teams
   * @param viewer the seat that hears
   */
  Optional<R> heardBy(R event, Seating seating, int viewer);

  /**
   * {@return a hearing by which every seat hears the whole event: it holds no secret}
   *
   * @param <R> the event type
   */
  static <R> Hearing<R> everyone() {
    return (event, seating, viewer) -> Optional.of(event);
  }

  /**
   * {@return a hearing by which no seat hears the event: it is in the full record only}
   *
   * @param <R> the event type
   */
  static <R> Hearing<R> nobody() {
    return (event, seating, viewer) -> Optional.empty();
  }

  /**
   * {@return a hearing by which every seat hears {@code hidden} of the event: a version without its
   * secrets, which nobody sees}
   *
   * @param hidden the event without its secrets
   * @param <R> the event type
   */
  static <R> Hearing<R> withoutSecrets(UnaryOperator<R> hidden) {
    requireNonNull(hidden, "hidden");
    return (event, seating, viewer) -> Optional.of(hidden.apply(event));
  }

  /**
   * {@return a hearing by which the seat {@code seat} names hears the whole event, and every other
   * seat {@code hidden} of it}
   *
   * @param seat the seat that may know the secrets
   * @param hidden the event without its secrets
   * @param <R> the event type
   */
  static <R> Hearing<R> seat(ToIntFunction<? super R> seat, UnaryOperator<R> hidden) {
    requireNonNull(seat, "seat");
    return whole((event, seating, viewer) -> viewer == seat.applyAsInt(event), hidden);
  }

  /**
   * {@return a hearing by which the seats of the team {@code team} names hear the whole event, and
   * every other seat {@code hidden} of it}
   *
   * @param team the team that may know the secrets
   * @param hidden the event without its secrets
   * @param <R> the event type
   */
  static <R> Hearing<R> team(ToIntFunction<? super R> team, UnaryOperator<R> hidden) {
    requireNonNull(team, "team");
    return whole((event, seating, viewer) -> seating.teamOf(viewer) == team.applyAsInt(event), hidden);
  }

  /**
   * {@return a hearing by which the seats {@code whole} accepts hear the whole event, and every
   * other seat {@code hidden} of it}
   *
   * @param whole which seats may know the secrets
   * @param hidden the event without its secrets
   * @param <R> the event type
   */
  static <R> Hearing<R> whole(Whole<? super R> whole, UnaryOperator<R> hidden) {
    requireNonNull(whole, "whole");
    requireNonNull(hidden, "hidden");
    return (event, seating, viewer) -> Optional.of(whole.test(event, seating, viewer) ? event : hidden.apply(event));
  }

  /**
   * {@return {@code hearing}, marked as laying open what was hidden before the event: a card played
   * from a hand, a face-down card snapped or swapped out, whether a denounced sign was right}
   * Every seat may hear such an event whole, yet an action that writes it may not be taken back
   * (rules.md C-10): the seats would keep what they saw, and the actor would play again with its
   * secret known. An event some seat hears otherwise than whole is a barrier without the mark.
   *
   * <pre>{@code
   * ROWS.row(Exchanged.class, Hearing.revealing(Hearing.everyone()), …)   // a hand card goes to the table
   * }</pre>
   *
   * @param hearing who hears what
   * @param <R> the event type
   */
  static <R> Hearing<R> revealing(Hearing<R> hearing) {
    requireNonNull(hearing, "hearing");
    return hearing.reveals() ? hearing : new Revealing<>(hearing);
  }

  /**
   * {@return whether this hearing is marked {@link #revealing}}
   */
  default boolean reveals() {
    return false;
  }

  /**
   * A hearing marked {@link #revealing}: seats hear what {@code heard} says.
   *
   * @param heard who hears what
   * @param <R> the event type
   */
  record Revealing<R>(Hearing<R> heard) implements Hearing<R> {

    /**
     * Checks the component.
     *
     * @param heard who hears what
     */
    public Revealing {
      requireNonNull(heard, "heard");
    }

    @Override
    public Optional<R> heardBy(R event, Seating seating, int viewer) {
      return heard.heardBy(event, seating, viewer);
    }

    @Override
    public boolean reveals() {
      return true;
    }
  }

  /**
   * Which seats hear an event whole.
   *
   * @param <R> the event type
   */
  @FunctionalInterface
  interface Whole<R> {
    /**
     * {@return whether {@code viewer} may know every part of {@code event}}
     *
     * @param event the event
     * @param seating the table's seats and teams
     * @param viewer the seat that hears
     */
    boolean test(R event, Seating seating, int viewer);
  }
}
