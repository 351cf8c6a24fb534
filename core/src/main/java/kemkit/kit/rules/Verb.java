package kemkit.kit.rules;

import java.util.Optional;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.kit.state.SchemaState;
import kemkit.kit.state.Workspace;

/**
 * One verb of a game: its three faces side by side (see STYLE, "one transition, three faces"). Can
 * it be done: {@link #check} returns the rejection, and {@link #count}/{@link #at} list the actions
 * a seat may make from the very predicates the check tests; do it: {@link #perform} edits the
 * action's workspace; what happened: the events {@code perform} writes to the workspace's log.
 *
 * <pre>{@code
 * static final Verb<TrickState, Play, TrickOptions> PLAY = new Verb<>() {
 *   static boolean mayPlay(TrickState state, int seat) {       // the predicate, once
 *     return state.phase() == Phase.PLAY && state.turn() == seat;
 *   }
 *   public Optional<Rejection> check(TrickOptions options, TrickState state, Play play) {
 *     if (!mayPlay(state, play.seat())) { return Optional.of(…); }
 *     …
 *   }
 *   public void perform(TrickOptions options, Workspace<TrickState> work, Play play) { … }
 *   public int count(TrickOptions options, TrickState state, int seat) {
 *     return mayPlay(state, seat) ? HANDS.get(state, seat).size() : 0;
 *   }
 *   public Play at(TrickOptions options, TrickState state, int seat, int index) {
 *     return new Play(seat, index);
 *   }
 * };
 * }</pre>
 *
 * <p>The {@link Rules} template calls {@code check} only after its prologue (the game is not over,
 * no chance action is due, the actor is a seat), and {@code perform} only when the check found
 * nothing wrong, inside the workspace it began. {@code count} and {@code at} are called only when
 * the prologue lets the seat act at all.
 *
 * @param <S> the game's state
 * @param <X> the verb's action record
 * @param <C> what the verb reads besides the state: the game's options, usually
 */
public abstract class Verb<S extends SchemaState, X extends PlayerAction, C> {

  /** Makes the verb. */
  protected Verb() {}

  /**
   * {@return why {@code action} cannot be made on {@code state}, or empty if it can}
   *
   * @param context the game's options
   * @param state the state the action would be applied to
   * @param action the action
   */
  public abstract Optional<Rejection> check(C context, S state, X action);

  /**
   * Makes {@code action}, which {@link #check} accepted: writes the new state's parts and the
   * events in {@code work}.
   *
   * @param context the game's options
   * @param work the action's workspace, loaded with the state
   * @param action the action
   */
  public abstract void perform(C context, Workspace<S> work, X action);

  /**
   * {@return how many of this verb's actions {@code seat} may make on {@code state}: those {@link
   * #check} accepts, or one representative of a family of equivalent ones}
   *
   * @param context the game's options
   * @param state the state
   * @param seat a seat of the table
   */
  public abstract int count(C context, S state, int seat);

  /**
   * {@return this verb's action at {@code index}, below {@link #count}, made without a list}
   *
   * @param context the game's options
   * @param state the state
   * @param seat a seat of the table
   * @param index from 0 to {@code count - 1}
   */
  public abstract X at(C context, S state, int seat, int index);
}
