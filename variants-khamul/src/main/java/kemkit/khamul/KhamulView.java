package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;

/**
 * What one seat may see of a game of Khamul (rules.md H-15): everything public, the card it holds,
 * and its memory of the hands. Built by {@link KhamulRules#view} from what the seat may know only,
 * so it can be sent to that seat as it is. Whether a UI shows the memory is the UI's choice.
 *
 * @param seat whose view this is
 * @param round the round
 * @param phase where the round stands
 * @param turn the turn's player, in play
 * @param starter the seat that starts this round
 * @param handSizes how many slots each hand has
 * @param discard the discard pile, face up, top first
 * @param stockSize how many cards the stock has
 * @param held the card the turn's player holds, if this seat knows it: its own drawn card, or a
 *     card taken from the discard pile
 * @param power the power pending, in phase {@link Phase#POWER}
 * @param announcer the seat that said {@code khamul} this round
 * @param peeked the seats that have peeked this round
 * @param awaitingChance whether the game waits for a chance action (a deal, the starter, a
 *     recycle)
 * @param scores each seat's game total
 * @param memory for each hand, slot by slot, the card this seat knows is there
 */
public record KhamulView(
    int seat,
    int round,
    Phase phase,
    int turn,
    int starter,
    ImmutableList<Integer> handSizes,
    ImmutableList<Card> discard,
    int stockSize,
    Optional<Card> held,
    Optional<Power> power,
    Optional<Integer> announcer,
    ImmutableSet<Integer> peeked,
    boolean awaitingChance,
    ImmutableList<Integer> scores,
    ImmutableList<ImmutableList<Optional<Card>>> memory) {

  /**
   * {@return the card this seat knows in {@code hand}'s {@code slot}, if it knows it}
   *
   * @param hand the seat whose hand is looked at
   * @param slot a slot of that hand, from 0
   */
  public Optional<Card> known(int hand, int slot) {
    return memory.get(hand).get(slot);
  }

  /** {@return this seat's own hand as it remembers it, slot by slot} */
  public ImmutableList<Optional<Card>> ownHand() {
    return memory.get(seat);
  }

  /** {@return the top discard, the card a snap must match (H-9), if the pile is not empty} */
  public Optional<Card> topDiscard() {
    return discard.isEmpty() ? Optional.empty() : Optional.of(discard.get(0));
  }

  /** {@return whether it is this seat's turn, in play} */
  public boolean isMyTurn() {
    return phase.isPlay() && turn == seat;
  }
}
