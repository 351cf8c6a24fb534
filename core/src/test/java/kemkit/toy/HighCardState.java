package kemkit.toy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.ChanceDue;
import kemkit.game.GameState;
import kemkit.pile.Pile;
import kemkit.seat.Seating;

/**
 * A High card game at one moment, hidden cards included.
 *
 * @param seating the seats, one team each
 * @param deck the deck
 * @param round the round, 1 for the first
 * @param scores the scores, by seat
 * @param hands every seat's hand, in the order received
 * @param stock the undealt cards, face down
 * @param trick the trick being played, in play order (it starts with {@code leader})
 * @param taken the tricks taken this round, face up, most recent on top
 * @param leader the seat that led the current trick
 * @param turn the seat to play
 * @param chanceDue the chance action the state waits for
 * @param winners the winners; empty until the game is over
 * @param rules the rule set that made the state: another rule set refuses it
 */
public record HighCardState(
    Seating seating,
    Deck deck,
    int round,
    ImmutableList<Integer> scores,
    ImmutableList<ImmutableList<Card>> hands,
    Pile stock,
    ImmutableList<Card> trick,
    Pile taken,
    int leader,
    int turn,
    Optional<ChanceDue> chanceDue,
    ImmutableSet<Integer> winners,
    HighCardRules rules)
    implements GameState {

  /** {@return {@link kemkit.game.Side#SEAT}: every seat plays for itself} */
  @Override
  public kemkit.game.Side side() {
    return kemkit.game.Side.SEAT;
  }

  /** {@return the state of a new game: round 1, waiting for the whole deck's order} */
  static HighCardState start(HighCardRules rules) {
    Seating seating = rules.seating();
    Deck deck = rules.deck();
    ImmutableList.Builder<ImmutableList<Card>> hands = ImmutableList.builder();
    ImmutableList.Builder<Integer> scores = ImmutableList.builder();
    for (int seat = 0; seat < seating.seats(); seat++) {
      hands.add(ImmutableList.of());
      scores.add(0);
    }
    return new HighCardState(seating, deck, 1, scores.build(), hands.build(), Pile.empty(),
        ImmutableList.of(), Pile.empty(), 0, 0,
        Optional.of(new ChanceDue.ShuffleDue(deck.cards())), ImmutableSet.of(), rules);
  }

  @Override
  public boolean isOver() {
    return !winners.isEmpty();
  }

  @Override
  public ImmutableList<Card> hand(int seat) {
    return hands.get(seat);
  }

  /** {@return the trick being played: High card's table} */
  @Override
  public Optional<ImmutableList<Card>> table() {
    return Optional.of(trick);
  }

  /** Cards waiting for a shuffle are {@code gathered}; the others are where the state says. */
  @Override
  public ImmutableListMultimap<String, Card> placements() {
    ImmutableListMultimap.Builder<String, Card> out = ImmutableListMultimap.builder();
    for (int seat = 0; seat < hands.size(); seat++) {
      out.putAll("hand " + seat, hands.get(seat));
    }
    out.putAll("stock", stock.cards());
    out.putAll("trick", trick);
    out.putAll("taken", taken.cards());
    if (chanceDue.isPresent() && chanceDue.get() instanceof ChanceDue.ShuffleDue due) {
      out.putAll("gathered", due.cards());
    }
    return out.build();
  }

  /** {@return this state with {@code hands}} */
  public HighCardState withHands(ImmutableList<ImmutableList<Card>> hands) {
    return new HighCardState(seating, deck, round, scores, hands, stock, trick, taken, leader, turn, chanceDue, winners, rules);
  }

  /** {@return this state with {@code stock}} */
  public HighCardState withStock(Pile stock) {
    return new HighCardState(seating, deck, round, scores, hands, stock, trick, taken, leader, turn, chanceDue, winners, rules);
  }

  /** {@return this state with {@code taken}} */
  public HighCardState withTaken(Pile taken) {
    return new HighCardState(seating, deck, round, scores, hands, stock, trick, taken, leader, turn, chanceDue, winners, rules);
  }

  /** {@return this state with {@code turn}} */
  public HighCardState withTurn(int turn) {
    return new HighCardState(seating, deck, round, scores, hands, stock, trick, taken, leader, turn, chanceDue, winners, rules);
  }
}
