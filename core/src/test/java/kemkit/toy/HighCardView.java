package kemkit.toy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.ChanceDue;

/**
 * What one seat sees of a High card game: its own hand, and everything public.
 *
 * @param seat the watching seat
 * @param round the round number
 * @param hand the seat's own cards, in the order received
 * @param handSizes how many cards every seat holds
 * @param trick the cards of the trick being played, in play order
 * @param taken the cards of the tricks already taken this round (they were played face up), most
 *     recent first
 * @param stockSize how many undealt cards lie face down
 * @param scores the scores, by seat
 * @param turn the seat to play
 * @param chanceDue the chance action the game waits for
 * @param winners the winners, once the game is over
 */
public record HighCardView(
    int seat,
    int round,
    ImmutableList<Card> hand,
    ImmutableList<Integer> handSizes,
    ImmutableList<Card> trick,
    ImmutableList<Card> taken,
    int stockSize,
    ImmutableList<Integer> scores,
    int turn,
    Optional<ChanceDue> chanceDue,
    ImmutableSet<Integer> winners) {}
