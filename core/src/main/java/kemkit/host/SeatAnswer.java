package kemkit.host;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.Rejection;

/**
 * What {@link TableHost#submit} answers the sender of an action: only what that seat may know
 * (rules.md C-6), never the state. Safe to forward to the seat as it is, {@code toString}
 * included.
 *
 * <pre>{@code
 * SeatAnswer<FamilyEvent> answer = host.submit(action);
 * answer.rejection().ifPresent(r -> reply(r.message()));   // to the sender only (C-5)
 * }</pre>
 *
 * @param <E> the game's event type
 */
public sealed interface SeatAnswer<E extends Event> permits SeatAnswer.Accepted, SeatAnswer.Rejected {

  /** {@return whether the action was accepted} */
  default boolean isAccepted() {
    return rejection().isEmpty();
  }

  /**
   * {@return the action's events as the sender may see them ({@link
   * kemkit.game.RuleSet#eventsSeenBy}); empty if rejected, and for a chance action, which no seat
   * sends}
   */
  ImmutableList<E> events();

  /** {@return why the action was refused; empty if it was accepted} */
  Optional<Rejection> rejection();

  /**
   * The action was applied.
   *
   * @param events its events as the sender may see them (C-6)
   * @param <E> the game's event type
   */
  record Accepted<E extends Event>(ImmutableList<E> events) implements SeatAnswer<E> {

    /**
     * Checks the components.
     *
     * @param events its events as the sender may see them (C-6)
     */
    public Accepted {
      requireNonNull(events, "events");
    }

    @Override
    public Optional<Rejection> rejection() {
      return Optional.empty();
    }
  }

  /**
   * The action was refused and changed nothing (C-5).
   *
   * @param reason why, naming only the sender's own action
   * @param <E> the game's event type
   */
  record Rejected<E extends Event>(Rejection reason) implements SeatAnswer<E> {

    /**
     * Checks the components.
     *
     * @param reason why, naming only the sender's own action
     */
    public Rejected {
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
  }
}
