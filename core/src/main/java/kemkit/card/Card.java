package kemkit.card;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import java.util.Optional;

/**
 * A playing card: a rank and a suit, written rank then suit ({@code TH}, {@code QS}, {@code 7C}).
 *
 * <p>The 52 cards are interned: {@link #of(Rank, Suit)} and {@link #parse(String)} always return
 * the same instance for the same card, so a card costs nothing to pass around. Equality is by
 * value all the same.
 *
 * <p>Implements rules.md C-1.
 *
 * @param rank the card's rank
 * @param suit the card's suit
 */
public record Card(Rank rank, Suit suit) implements Comparable<Card> {

  /** How many distinct cards exist. */
  public static final int COUNT = 52;

  private static final Card[] ALL = new Card[COUNT];
  private static final Rank[] RANKS = Rank.values();
  private static final Suit[] SUITS = Suit.values();
  /**
   * Every card's name, by index: narrations, record lines and the JSON codec name cards by the
   * dozen per move, and a name made anew each time was a tenth of a server's allocation per move.
   */
  private static final String[] NAMES = new String[COUNT];

  static {
    for (Suit suit : Suit.values()) {
      for (Rank rank : Rank.values()) {
        Card card = new Card(rank, suit);
        ALL[card.index()] = card;
        NAMES[card.index()] = "" + rank.symbol() + suit.symbol();
      }
    }
  }

  /**
   * Checks the components.
   *
   * @param rank the card's rank
   * @param suit the card's suit
   */
  public Card {
    requireNonNull(rank, "rank");
    requireNonNull(suit, "suit");
  }

  /**
   * {@return the interned card of this rank and suit}
   *
   * @param rank the rank
   * @param suit the suit
   */
  public static Card of(Rank rank, Suit suit) {
    return ALL[suit.ordinal() * 13 + rank.ordinal()];
  }

  /**
   * {@return the card written as {@code text}} For literals in code and tests.
   *
   * @param text a card as C-1 writes it, such as {@code QS}
   * @throws IllegalArgumentException if C-1 defines no such card (use {@link #parse} to check)
   */
  public static Card of(String text) {
    return parse(text)
        .orElseThrow(() -> new IllegalArgumentException("not a card: '" + text + "'"));
  }

  /**
   * {@return the card written as {@code text}, case-insensitive, {@code 10} accepted for {@code
   * T}; empty if C-1 defines no such card}
   *
   * @param text a card as C-1 writes it, such as {@code QS} or {@code 10h}
   */
  public static Optional<Card> parse(String text) {
    if (text.length() < 2 || text.length() > 3) {
      return Optional.empty();
    }
    // Read in place, as Rank.parse and Suit.parse read: records parse a card a word, and two
    // substrings a card were most of what reading a record line allocated.
    int last = text.length() - 1;
    int rank = last == 2
        ? (text.charAt(0) == '1' && text.charAt(1) == '0' ? Rank.TEN.ordinal() : -1)
        : rankOrdinal(Ascii.toUpperCase(text.charAt(0)));
    int suit = suitOrdinal(Ascii.toUpperCase(text.charAt(last)));
    if (rank < 0 || suit < 0) {
      return Optional.empty();
    }
    return Optional.of(of(RANKS[rank], SUITS[suit]));
  }

  private static int rankOrdinal(char symbol) {
    for (Rank rank : RANKS) {
      if (rank.symbol() == symbol) {
        return rank.ordinal();
      }
    }
    return -1;
  }

  private static int suitOrdinal(char symbol) {
    for (Suit suit : SUITS) {
      if (suit.symbol() == symbol) {
        return suit.ordinal();
      }
    }
    return -1;
  }

  /**
   * {@return the card with this {@link #index()}}
   *
   * @param index a number from 0 to 51
   */
  public static Card byIndex(int index) {
    return ALL[index];
  }

  /** {@return a dense number 0..51 for this card, for bit sets and arrays} */
  public int index() {
    return suit.ordinal() * 13 + rank.ordinal();
  }

  /** {@return whether the card is red} */
  public boolean isRed() {
    return suit.isRed();
  }

  /** {@return whether the card is black} */
  public boolean isBlack() {
    return suit.isBlack();
  }

  /** Orders by suit, then rank, as {@link #index()} does. */
  @Override
  public int compareTo(Card other) {
    return Integer.compare(index(), other.index());
  }

  /** {@return the card as records write it: {@code TH}, {@code QS}} */
  @Override
  public String toString() {
    return NAMES[index()];
  }
}
