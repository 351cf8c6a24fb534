package kemkit.learn;

import kemkit.conformance.Encoder;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A kemkit encoding as the conformance kit checks it: the kit hands it the whole state, and it
 * reads the seat's view and legal actions from it, as a training table does.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's view type
 */
final class KitEncoder<S extends GameState, A extends PlayerAction, E extends Event, V> implements Encoder {

  private final RuleSet<S, A, E, V> rules;
  private final Encoding<A, E, V> encoding;

  private KitEncoder(RuleSet<S, A, E, V> rules) {
    this.rules = rules;
    this.encoding = Encodings.of(rules);
  }

  /** {@return the kit's encoder of {@code rules}} */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Encoder of(RuleSet<?, ?, ?, ?> rules) {
    return new KitEncoder(rules);
  }

  @Override
  public String name() {
    return encoding.observationLayout().label() + " / " + encoding.informationStateLayout().label();
  }

  @Override
  public int numDistinctActions() {
    return encoding.numDistinctActions();
  }

  @Override
  public float[] observation(GameState state, int seat) {
    return encoding.observation(rules.view(state, seat));
  }

  @Override
  public History history(int seat) {
    Recall<A, E> recall = encoding.recall(seat);
    return new History() {
      @Override
      @SuppressWarnings("unchecked")
      public void acted(PlayerAction action) {
        recall.acted((A) action);
      }

      @Override
      @SuppressWarnings("unchecked")
      public void heard(Event event) {
        recall.heard((E) event);
      }

      @Override
      public float[] informationState(GameState state) {
        float[] out = new float[encoding.informationStateLayout().size()];
        encoding.informationState(rules.view(state, seat), recall, out);
        return out;
      }
    };
  }

  @Override
  @SuppressWarnings("unchecked")
  public int actionIndex(PlayerAction action) {
    return encoding.actionIndex((A) action);
  }

  @Override
  public PlayerAction action(GameState state, int seat, int index) {
    // The state-based form: the kit's twins and numbering properties check it; it must agree with
    // the view-based form, which the training table uses.
    A fromState = encoding.action(index, state, seat);
    A fromView = encoding.action(rules.view(state, seat), index);
    if (!fromState.equals(fromView)) {
      throw new AssertionError("action(" + index + ", state, " + seat + ") = " + fromState + " but action(view, "
          + index + ") = " + fromView);
    }
    return fromState;
  }

  @Override
  public boolean[] mask(GameState state, int seat) {
    boolean[] out = new boolean[encoding.numDistinctActions()];
    encoding.mask(rules.legalActions(state, seat), out);
    return out;
  }
}
