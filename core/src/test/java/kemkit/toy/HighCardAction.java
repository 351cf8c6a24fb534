package kemkit.toy;

import kemkit.card.Card;
import kemkit.game.PlayerAction;

/**
 * The player actions of High card. There is only one: playing a card onto the trick.
 */
public sealed interface HighCardAction extends PlayerAction permits HighCardAction.Play {

  /**
   * {@code S play C}: seat S plays card C from its hand onto the trick.
   *
   * @param seat the acting seat
   * @param card the card played
   */
  record Play(int seat, Card card) implements HighCardAction {}
}
