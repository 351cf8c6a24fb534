package kemkit.record;

import java.util.stream.Collectors;
import kemkit.card.Card;
import kemkit.card.Deck;

/** Texts that the record tests build on. High card, 3 players, the deck in reference order. */
final class Records {

  private Records() {}

  /** The smallest header: High card with every default (3 players). */
  static final String HEADER = "record 1\ngame highcard\n";

  /**
   * The whole 52-card deck in reference order: dealt from seat 0, seat 0 holds AC 4C 7C, seat 1
   * 2C 5C 8C, seat 2 3C 6C 9C.
   */
  static final String SHUFFLE = "shuffle " + Deck.standard52().cards().stream().map(Card::toString)
      .collect(Collectors.joining(" "));

  /** A round dealt, seat 0 to lead: a valid start of a body. */
  static final String DEALT = SHUFFLE + "\nstarter 0\n";
}
