package kemkit.card;

import com.google.common.base.Ascii;
import java.util.Optional;

/**
 * The thirteen ranks, in the order rules.md C-1 lists them: {@code A 2 3 4 5 6 7 8 9 T J Q K}.
 *
 * <p>Implements rules.md C-1.
 */
public enum Rank {
  /** The ace, written {@code A}. */
  ACE('A'),
  /** The two, written {@code 2}. */
  TWO('2'),
  /** The three, written {@code 3}. */
  THREE('3'),
  /** The four, written {@code 4}. */
  FOUR('4'),
  /** The five, written {@code 5}. */
  FIVE('5'),
  /** The six, written {@code 6}. */
  SIX('6'),
  /** The seven, written {@code 7}. */
  SEVEN('7'),
  /** The eight, written {@code 8}. */
  EIGHT('8'),
  /** The nine, written {@code 9}. */
  NINE('9'),
  /** The ten, written {@code T}. */
  TEN('T'),
  /** The jack, written {@code J}. */
  JACK('J'),
  /** The queen, written {@code Q}. */
  QUEEN('Q'),
  /** The king, written {@code K}. */
  KING('K');

  private static final Rank[] VALUES = values();

  private final char symbol;

  Rank(char symbol) {
    this.symbol = symbol;
  }

  /** {@return the one-character symbol used in records: {@code A}, {@code 2}..{@code 9}, {@code T}, {@code J}, {@code Q}, {@code K}} */
  public char symbol() {
    return symbol;
  }

  /**
   * {@return the rank written as {@code text}, case-insensitive; {@code 10} is accepted for
   * {@code T} (C-1)}
   *
   * @param text a rank as C-1 writes it
   */
  public static Optional<Rank> parse(String text) {
    if (text.equals("10")) {
      return Optional.of(TEN);
    }
    if (text.length() != 1) {
      return Optional.empty();
    }
    char c = Ascii.toUpperCase(text.charAt(0));
    for (Rank rank : VALUES) {
      if (rank.symbol == c) {
        return Optional.of(rank);
      }
    }
    return Optional.empty();
  }

  static Rank byOrdinal(int ordinal) {
    return VALUES[ordinal];
  }
}
