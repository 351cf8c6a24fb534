package kemkit.kit.state;

import java.util.Set;

/**
 * A whole number from {@code min} to {@code max}, packed in the fewest bits that hold the range;
 * its first value is {@code min}. A value out of the range is refused where it is written, with an
 * {@link IllegalArgumentException} naming the field: it never spills into its neighbour.
 *
 * <pre>{@code
 * static final Field TURN = SCHEMA.number("turn", 0, 5);   // in the schema's builder
 * int turn = state.get(TURN);
 * work.set(TURN, (turn + 1) % players);
 * }</pre>
 */
public final class Field extends Packed {

  final int min;
  final int max;

  Field(String name, int index, Set<Trait> traits, int word, int shift, int min, int max) {
    super(name, index, traits, word, shift, widthOf(min, max));
    this.min = min;
    this.max = max;
  }

  static int widthOf(long min, long max) {
    return Math.max(1, Long.SIZE - Long.numberOfLeadingZeros(max - min));
  }

  /** {@return the field's value in a word of its schema} */
  int value(long word) {
    return (int) (min + code(word));
  }

  /** {@return the code of {@code value}, checked against the range} */
  long codeOf(int value) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name() + " cannot be " + value + ": it counts from " + min + " to " + max);
    }
    return (long) value - min;
  }

  /** {@return the lowest value, the field's first} */
  public int min() {
    return min;
  }

  /** {@return the highest value} */
  public int max() {
    return max;
  }
}
