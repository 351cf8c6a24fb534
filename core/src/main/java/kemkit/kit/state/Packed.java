package kemkit.kit.state;

/**
 * A part packed into one of a state's two words: a place ({@code word}, {@code shift}) and a mask of
 * its width. The schema places each in the first word with room, in declaration order, and refuses
 * one that does not fit when the class loads. The value 0 of every packed part is its first value,
 * so a new game's words are 0.
 */
public interface Packed extends Part {

  /** {@return which of the two words holds the part, 0 or 1} */
  int word();

  /** {@return where the part's lowest bit sits in its word} */
  int shift();

  /** {@return the part's bits, shifted down: {@code 2^width - 1}} */
  long mask();

  /** {@return how many bits the part takes} */
  default int width() {
    return Long.bitCount(mask());
  }

  /**
   * {@return the part's bits in {@code word}, from 0 to {@code 2^width - 1}}
   *
   * @param word a word of a state of the part's schema
   */
  default long code(long word) {
    return word >>> shift() & mask();
  }

  /**
   * {@return {@code word} with the part's bits set to {@code code}, which fits them}
   *
   * @param word a word of the part's schema
   * @param code the part's new bits
   */
  default long with(long word, long code) {
    return word & ~(mask() << shift()) | code << shift();
  }

  /**
   * {@return the mask of {@code width} bits}
   *
   * @param width how many bits, 1 to 64
   */
  static long maskOf(int width) {
    return width == Long.SIZE ? -1L : (1L << width) - 1;
  }
}
