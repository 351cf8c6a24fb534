package kemkit.card;

import com.google.common.collect.ImmutableList;
import java.util.Optional;

/**
 * A deck: the set of cards a game is played with, in a fixed reference order (suit, then rank).
 * A deck has no shuffled order of its own: shuffles enter a game only as chance actions (C-4).
 *
 * <p>Implements rules.md C-2.
 *
 * @param size the number of cards, 52 or 32
 * @param cards the cards, in reference order
 */
public record Deck(int size, ImmutableList<Card> cards) {

  private static final Deck STANDARD_52 = build(52);
  private static final Deck PIQUET_32 = build(32);

  /**
   * Checks that the size matches the cards.
   *
   * @param size the number of cards (C-2)
   * @param cards the cards of the deck
   */
  public Deck {
    if (cards.size() != size) {
      throw new IllegalArgumentException("a deck of " + size + " cannot hold " + cards.size());
    }
  }

  /** {@return the 52-card deck: every card (C-2 {@code 52})} */
  public static Deck standard52() {
    return STANDARD_52;
  }

  /** {@return the 32-card deck: ranks 7 8 9 T J Q K A of every suit (C-2 {@code 32})} */
  public static Deck piquet32() {
    return PIQUET_32;
  }

  /**
   * {@return the deck of this many cards, if C-2 defines one (52 or 32)}
   *
   * @param size the number of cards wanted
   */
  public static Optional<Deck> ofSize(int size) {
    return switch (size) {
      case 52 -> Optional.of(STANDARD_52);
      case 32 -> Optional.of(PIQUET_32);
      default -> Optional.empty();
    };
  }

  /**
   * {@return whether this deck holds {@code card}}
   *
   * @param card the card looked for
   */
  public boolean contains(Card card) {
    return size == 52 || card.rank() == Rank.ACE || card.rank().ordinal() >= Rank.SEVEN.ordinal();
  }

  private static Deck build(int size) {
    ImmutableList.Builder<Card> cards = ImmutableList.builder();
    for (Suit suit : Suit.values()) {
      for (Rank rank : Rank.values()) {
        Card card = Card.of(rank, suit);
        if (size == 52 || rank == Rank.ACE || rank.ordinal() >= Rank.SEVEN.ordinal()) {
          cards.add(card);
        }
      }
    }
    return new Deck(size, cards.build());
  }

  @Override
  public String toString() {
    return "Deck(" + size + ")";
  }
}
