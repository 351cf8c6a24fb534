package kemkit.card;

import com.google.common.base.Ascii;
import java.util.Optional;

/**
 * The four suits, written {@code C D H S}. Diamonds and hearts are red, clubs and spades black.
 *
 * <p>Implements rules.md C-1.
 */
public enum Suit {
  /** Clubs, black, written {@code C}. */
  CLUBS('C'),
  /** Diamonds, red, written {@code D}. */
  DIAMONDS('D'),
  /** Hearts, red, written {@code H}. */
  HEARTS('H'),
  /** Spades, black, written {@code S}. */
  SPADES('S');

  private static final Suit[] VALUES = values();

  private final char symbol;

  Suit(char symbol) {
    this.symbol = symbol;
  }

  /** {@return the one-letter symbol used in records} */
  public char symbol() {
    return symbol;
  }

  /** {@return whether the suit is red (diamonds, hearts)} */
  public boolean isRed() {
    return this == DIAMONDS || this == HEARTS;
  }

  /** {@return whether the suit is black (clubs, spades)} */
  public boolean isBlack() {
    return !isRed();
  }

  /**
   * {@return the suit written as {@code text}, case-insensitive}
   *
   * @param text a suit as C-1 writes it
   */
  public static Optional<Suit> parse(String text) {
    if (text.length() != 1) {
      return Optional.empty();
    }
    char c = Ascii.toUpperCase(text.charAt(0));
    for (Suit suit : VALUES) {
      if (suit.symbol == c) {
        return Optional.of(suit);
      }
    }
    return Optional.empty();
  }

  static Suit byOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
