package kemkit.learn;

import com.google.common.collect.ImmutableList;
import java.util.List;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A rule set's learning encoding: tensors of what one seat knows, and a stable numbering of the
 * seat's actions, as OpenSpiel, RLCard and PettingZoo expect them. Everything here is made from
 * the seat's view and the events it heard, never from a state: what a seat may not know cannot
 * reach a tensor, a mask or an action (rules.md C-6). The conformance kit checks it on every rule
 * set, through twins the seat cannot tell apart ({@code Conformance.encoded}).
 *
 * <ul>
 *   <li>{@link #observation(Object, float[])}: what the seat sees now, in the layout {@link
 *       #observationLayout()};
 *   <li>{@link #informationState}: that, plus a summary of the seat's history ({@link Recall}): its
 *       own moves, the events it heard, the signals it saw, in {@link #informationStateLayout()};
 *   <li>{@link #numDistinctActions()}, {@link #actionIndex} and {@link #action(Object, int)} (or
 *       {@link #action(int, GameState, int)}, from a state and a seat): every action a
 *       seat may be offered has one index, the same in every state; chance actions have none (the
 *       environment deals). {@link #mask} marks the legal ones.
 * </ul>
 *
 * <pre>{@code
 * Encoding<KhamulAction, KhamulEvent, KhamulView> encoding = Encodings.of(Khamul.rules());
 * float[] tensor = new float[encoding.observationLayout().size()];
 * encoding.observation(rules.view(state, seat), tensor);              // no allocation
 * int[] legal = encoding.indices(rules.legalActions(state, seat));    // one index per legal action
 * KhamulAction chosen = encoding.action(rules.view(state, seat), legal[0]);
 * KhamulAction same = encoding.action(legal[0], state, seat);         // the same, from the state
 * }</pre>
 *
 * <p>Encodings are immutable and thread-safe; a {@link Recall} is one seat's, for one thread.
 *
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's view type
 */
public interface Encoding<A extends PlayerAction, E extends Event, V> {

  /** {@return the rule set this encoding is made for: its seats and options fix the layouts' sizes} */
  RuleSet<?, A, E, V> rules();

  /** {@return the layout of {@link #observation}} */
  Layout observationLayout();

  /** {@return the layout of {@link #informationState}: the observation's segments, then the recall's} */
  Layout informationStateLayout();

  /**
   * Writes the observation of {@code view} into {@code out}, from index 0: every number of the
   * layout is written (no need to clear the array), nothing is allocated.
   *
   * @param view a seat's view, as {@code rules().view(state, seat)} gave it
   * @param out at least {@code observationLayout().size()} numbers
   */
  void observation(V view, float[] out);

  /**
   * {@return the observation of {@code view}, in a new array}
   *
   * @param view a seat's view
   */
  default float[] observation(V view) {
    float[] out = new float[observationLayout().size()];
    observation(view, out);
    return out;
  }

  /**
   * {@return a new, empty history for {@code seat}: feed it the seat's moves and the events it
   * heard, in order, from the game's start}
   *
   * @param seat the seat whose history it keeps
   */
  Recall<A, E> recall(int seat);

  /**
   * Writes the information state of the recall's seat into {@code out}: the observation of {@code
   * view}, then the recall's summary of the seat's history. Allocates nothing.
   *
   * @param view the seat's view now
   * @param recall the seat's history, fed up to now
   * @param out at least {@code informationStateLayout().size()} numbers
   */
  void informationState(V view, Recall<A, E> recall, float[] out);

  /** {@return how many action indices there are: every index is below it} */
  int numDistinctActions();

  /**
   * {@return the index of {@code action}: the same for equal actions, in every state}
   *
   * @param action a player action of this game, by any seat
   * @throws IllegalArgumentException if the numbering has no index for it: a sign or gesture word
   *     outside {@link RuleSet#signalWords()}, a slot beyond the deck… Every action of a legal
   *     list has one.
   */
  int actionIndex(A action);

  /**
   * {@return the action of {@code index} for the seat of {@code view}} The view gives the acting
   * seat and whatever else the index leaves implicit (the size of a hand a rearrange reorders).
   *
   * @param view the acting seat's view
   * @param index an action index, below {@link #numDistinctActions()}
   * @throws IllegalArgumentException if the index is out of range
   */
  A action(V view, int index);

  /**
   * {@return the action of {@code index} for {@code seat} in {@code state}: OpenSpiel's form, an
   * index and a state} It reads only the seat's view ({@code action(rules().view(state, seat),
   * index)}), so it can tell nothing the view-based form cannot. The seat is named because neither
   * game has strict turns: several seats may act in one state (a snap, a Kemps call), and an index
   * means the same action for each, by its own seat.
   *
   * @param index an action index, below {@link #numDistinctActions()}
   * @param state a state of {@link #rules()}
   * @param seat the acting seat
   * @throws IllegalArgumentException if the index is out of range
   */
  default A action(int index, GameState state, int seat) {
    return action(rules().view(state, seat), index);
  }

  /**
   * {@return the index of each action of {@code legal}, in its order}
   *
   * @param legal a seat's legal actions
   */
  default int[] indices(List<A> legal) {
    int[] out = new int[legal.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = actionIndex(legal.get(i));
    }
    return out;
  }

  /**
   * Marks the legal actions in {@code mask}: true at the index of each action of {@code legal},
   * false elsewhere.
   *
   * @param legal a seat's legal actions ({@code rules().legalActions(state, seat)})
   * @param mask at least {@link #numDistinctActions()} entries
   */
  default void mask(List<A> legal, boolean[] mask) {
    java.util.Arrays.fill(mask, 0, numDistinctActions(), false);
    for (int i = 0; i < legal.size(); i++) {
      mask[actionIndex(legal.get(i))] = true;
    }
  }

  /**
   * {@return the words of the action numbering's blocks, in index order, for a reader: each block
   * as {@code name first..last}}
   */
  ImmutableList<String> actionBlocks();
}
