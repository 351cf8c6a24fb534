package kemkit.replay;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;

/**
 * One step of a replay, as one perspective saw it: the views after {@code move} actions and the
 * events of the move that led there, as that perspective heard them.
 *
 * @param move how many of the record's actions were applied, from 0 (the start) to {@link
 *     Replay#moves()}
 * @param perspective from where it is seen
 * @param views the views: one for a seat or the public, every seat's (in seat order) for everyone
 * @param events the events of the move that led here, as the perspective heard them; empty at move 0
 * @param over whether the game is over at this move
 * @param <V> the game's view type
 * @param <E> the game's event type
 */
public record Moment<V, E>(int move, Perspective perspective, ImmutableList<V> views, ImmutableList<E> events,
    boolean over) {

  /**
   * Checks the components.
   *
   * @param move how many actions were applied
   * @param perspective from where it is seen
   * @param views the views
   * @param events the events heard
   * @param over whether the game is over
   */
  public Moment {
    requireNonNull(perspective, "perspective");
    requireNonNull(views, "views");
    requireNonNull(events, "events");
  }

  /** {@return the view of a seat or of the public perspective; the first seat's for everyone} */
  public V view() {
    return views.get(0);
  }
}
