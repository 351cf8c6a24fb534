package kemkit.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.seat.Seating;

/**
 * What every game's state answers, whatever the game. States are immutable values: equal states
 * compare equal, and keeping an old state is how a bot branches a game (it costs nothing).
 *
 * <p>A state is the whole truth, hidden cards included: never show it to a player. A seat sees
 * {@link RuleSet#view}. Its {@code toString} is complete too: never log it or send it to a seat
 * (an {@link Outcome}'s {@code toString} names no card, and is the one to log).
 */
public interface GameState {

  /** {@return the seats and teams} */
  Seating seating();

  /** {@return the deck the game is played with} */
  Deck deck();

  /** {@return the round being played or waiting to be dealt: 1 for the first (C-8)} */
  int round();

  /** {@return what {@link #scores()} and {@link #winners()} count by: teams or seats} */
  Side side();

  /** {@return the game scores, by {@link #side()}: by team for the Kem's family, by seat for Khamul} */
  ImmutableList<Integer> scores();

  /** {@return whether the game has ended} */
  boolean isOver();

  /**
   * {@return the winners, teams or seats as {@link #side()} says (teams for the Kem's family, seats
   * for Khamul); empty until the game is over}
   */
  ImmutableSet<Integer> winners();

  /** {@return the chance action the state waits for, if any (C-4)} */
  Optional<ChanceDue> chanceDue();

  /**
   * {@return the cards in {@code seat}'s hand, in hand order}
   *
   * @param seat the seat whose hand is wanted
   */
  ImmutableList<Card> hand(int seat);

  /** {@return the cards on the table, if the game has a table} */
  Optional<ImmutableList<Card>> table();

  /**
   * {@return every card of the deck keyed by the place it is in ({@code "hand 2"}, {@code
   * "stock"}, {@code "table"}…)} Each card appears exactly once (rules.md C-7).
   */
  ImmutableListMultimap<String, Card> placements();
}
