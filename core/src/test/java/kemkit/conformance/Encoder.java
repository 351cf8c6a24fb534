package kemkit.conformance;

import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A learning encoding as the kit checks it (OpenSpiel's {@code ObservationTensor}, {@code
 * InformationStateTensor}, {@code LegalActionsMask}, PettingZoo's {@code action_mask}): tensors of
 * what one seat knows and a numbering of its actions. The kit cannot know any encoding (core
 * depends on none), so a test hands its encoders to {@link Conformance#encoded}, as it hands
 * {@link Faces} to {@link Conformance#handed}.
 *
 * <p>The kit hands an encoder the whole state, as an OpenSpiel game's state is handed to its
 * observer: that is where peers' encoders leaked hidden cards (OpenSpiel PRs 1604 and 1613, TAG PRs
 * 297 and 314). An encoder must read only what the seat may know (C-6); the kit finds one that does
 * not through states the seat cannot tell apart. kemkit's own encoders are made from the seat's
 * view and the events it heard.
 */
public interface Encoder {

  /** {@return what the encoder is, for the test's name and its messages: {@code kemps v1}} */
  String name();

  /** {@return how many action indices there are} */
  int numDistinctActions();

  /**
   * {@return the observation tensor of {@code seat} in {@code state}}
   *
   * @param state the state of the game (the whole truth: read only what the seat may know)
   * @param seat the seat that looks
   */
  float[] observation(GameState state, int seat);

  /**
   * {@return an empty history of {@code seat}, to feed from the start of a game}
   *
   * @param seat the seat whose history it keeps
   */
  History history(int seat);

  /**
   * {@return the index of {@code action}; throws {@code IllegalArgumentException} for an action
   * the numbering has no index for}
   *
   * @param action a player action
   */
  int actionIndex(PlayerAction action);

  /**
   * {@return the action of {@code index} for {@code seat} in {@code state}}
   *
   * @param state the state of the game
   * @param seat the acting seat
   * @param index an index the seat's mask holds
   */
  PlayerAction action(GameState state, int seat, int index);

  /**
   * {@return the legal action mask of {@code seat} in {@code state}: {@link #numDistinctActions()}
   * entries, true for the index of each legal action}
   *
   * @param state the state of the game
   * @param seat the seat that would act
   */
  boolean[] mask(GameState state, int seat);

  /**
   * One seat's perfect-recall history, fed in the game's order: the seat's own accepted actions and
   * the events it heard of every accepted action ({@code eventsSeenBy}, chance actions included).
   */
  interface History {

    /**
     * The seat made {@code action} and it was accepted; its events follow.
     *
     * @param action the seat's action
     */
    void acted(PlayerAction action);

    /**
     * The seat heard {@code event}.
     *
     * @param event as {@code eventsSeenBy(seat, …)} gave it
     */
    void heard(Event event);

    /**
     * {@return the information state tensor: the seat's observation in {@code state} and its
     * history so far}
     *
     * @param state the state of the game now
     */
    float[] informationState(GameState state);
  }

  /** Makes the encoder of each rule set of a suite: its layouts are sized by the rule set. */
  @FunctionalInterface
  interface Factory {
    /**
     * {@return the encoder of {@code rules}}
     *
     * @param rules a rule set of the suite
     */
    Encoder of(RuleSet<?, ?, ?, ?> rules);
  }
}
