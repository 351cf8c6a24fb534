package kemkit.kit.state;

import java.util.Set;

/**
 * A part packed into one of a state's two words: a place ({@code word}, {@code shift}) and a width.
 * The schema places each in the first word with room, in declaration order, and refuses one that
 * does not fit when the class loads. The value 0 of every packed part is its first value, so a new
 * game's words are 0.
 */
public abstract class Packed extends Part {

  final int word;
  final int shift;
  final int width;
  final long mask;

  Packed(String name, int index, Set<Trait> traits, int word, int shift, int width) {
    super(name, index, traits);
    this.word = word;
    this.shift = shift;
    this.width = width;
    this.mask = width == Long.SIZE ? -1L : (1L << width) - 1;
  }

  /** {@return the part's bits in {@code words}, from 0 to {@code 2^width - 1}} */
  final long code(long word) {
    return word >>> shift & mask;
  }

  /** {@return {@code word} with the part's bits set to {@code code}, which fits them} */
  final long with(long word, long code) {
    return word & ~(mask << shift) | code << shift;
  }

  /** {@return how many bits the part takes} */
  public final int width() {
    return width;
  }
}
