package kemkit.toy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import kemkit.card.Card;
import kemkit.game.Event;

/** What happens in a game of High card, as a UI would switch over it. */
public sealed interface HighCardEvent extends Event {

  /**
   * A seat received its hand. Only that seat sees the cards; the others see {@link DealtFaceDown}.
   *
   * @param seat the seat dealt to
   * @param cards its cards, in the order received
   */
  record Dealt(int seat, ImmutableList<Card> cards) implements HighCardEvent {}

  /**
   * A seat received this many cards that the watching seat may not see.
   *
   * @param seat the seat dealt to
   * @param count how many cards it received
   */
  record DealtFaceDown(int seat, int count) implements HighCardEvent {}

  /**
   * The first round's leader was drawn by chance.
   *
   * @param seat the seat that leads
   */
  record LeaderDrawn(int seat) implements HighCardEvent {}

  /**
   * A seat played a card, face up.
   *
   * @param seat the seat
   * @param card the card
   */
  record Played(int seat, Card card) implements HighCardEvent {}

  /**
   * The highest card took the trick; its seat scores one point and leads next.
   *
   * @param seat the winner of the trick
   * @param cards the trick, in play order
   */
  record TrickTaken(int seat, ImmutableList<Card> cards) implements HighCardEvent {}

  /**
   * Every hand is empty: the round is over and the next one waits for its shuffle.
   *
   * @param round the round that ended
   */
  record RoundEnded(int round) implements HighCardEvent {}

  /**
   * A seat reached the target: the game is over.
   *
   * @param winners the winning seats
   */
  record GameWon(ImmutableSet<Integer> winners) implements HighCardEvent {}
}
