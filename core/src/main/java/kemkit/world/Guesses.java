package kemkit.world;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;

/**
 * A game's help in naming another seat's action from the events a seat heard of it. {@link Worlds}
 * looks for the action among the legal actions of every other seat; a game adds here the actions
 * that list leaves out (rules.md: a legal list shows one representative of a family of free words
 * or of blind reorders): a gesture with a word of the player's own, a reorder the seat did not
 * see. Each guess is tried like a legal action: kept if the reducer accepts it and the seat would
 * have heard exactly what it heard.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 */
@FunctionalInterface
public interface Guesses<S extends GameState, A extends PlayerAction, E extends Event> {

  /** Guesses nothing: the legal actions are all the candidates. */
  @SuppressWarnings("rawtypes")
  Guesses NONE = (state, heard) -> ImmutableList.of();

  /**
   * {@return actions besides the legal ones that may have caused {@code heard}}
   *
   * @param state the state before the action, in the world being built
   * @param heard what the seat heard of the action
   */
  ImmutableList<A> actionsBehind(S state, ImmutableList<E> heard);

  /**
   * {@return {@code action}, another seat's action the seat heard nothing of but that it happened,
   * changed so that cards {@code a} and {@code b} end in each other's places, if the seat could not
   * tell the two actions apart} The search's way to fix a hidden choice where a later step shows a
   * card the seat knew (so that no deck order may move it) somewhere else: a reorder the seat did
   * not see is repaired one trade at a time, rather than guessed among all its orders. The
   * default trades nothing; the replay judges every trade (a trade the seat would have heard is
   * dropped).
   *
   * @param state the state before the action, in the world being built
   * @param action the action chosen there
   * @param a a card
   * @param b another card
   */
  default Optional<A> traded(S state, A action, Card a, Card b) {
    return Optional.empty();
  }

  /**
   * {@return {@code heard} in the form two worlds are compared in: equal forms, equally explained}
   * Where an event shows something the seat could never have followed (the slot order of another
   * hand shown at the end of a round, K-3a, when the slots its cards went to were not public), a
   * game may drop that detail here, so that the sampler does not have to guess it. The default
   * keeps everything.
   *
   * @param heard what the seat heard of one action, in a real or a sampled world
   */
  default ImmutableList<E> heardAs(ImmutableList<E> heard) {
    return heard;
  }

  /**
   * {@return no guesses}
   *
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   */
  @SuppressWarnings("unchecked")
  static <S extends GameState, A extends PlayerAction, E extends Event> Guesses<S, A, E> none() {
    return NONE;
  }
}
