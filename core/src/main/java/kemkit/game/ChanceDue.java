package kemkit.game;

import com.google.common.collect.ImmutableList;
import kemkit.card.Card;

/**
 * The chance action a state is waiting for (rules.md C-4): while one is due, every player action is
 * rejected {@code AWAITING_CHANCE}.
 */
public sealed interface ChanceDue permits ChanceDue.ShuffleDue, ChanceDue.StarterDue {

  /**
   * A {@link Shuffle} of exactly these cards is due, in any order.
   *
   * @param cards the cards to order (their order here means nothing)
   */
  record ShuffleDue(ImmutableList<Card> cards) implements ChanceDue {}

  /**
   * A {@link Starter} naming one of {@code seats} seats is due (H-6).
   *
   * @param seats how many seats there are to choose from
   */
  record StarterDue(int seats) implements ChanceDue {}
}
