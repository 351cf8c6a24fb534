package kemkit.kit.state;

import java.util.Set;

/**
 * A whole number from {@code min} to {@code max}, packed in the fewest bits that hold the range;
 * its first value is {@code min}. A value out of the range is refused where it is written, with an
 * {@link IllegalArgumentException} naming the field: it never spills into its neighbour.
 *
 * <pre>{@code
 * static final Field TURN = PARTS.number("turn", 0, 5);   // in the schema's builder
 * int turn = state.get(TURN);
 * work.set(TURN, (turn + 1) % players);
 * }</pre>
 *
 * @param name the field's name
 * @param index its place in the schema
 * @param traits what else it is
 * @param word the word that holds it
 * @param shift where its lowest bit sits
 * @param mask its bits, shifted down
 * @param min the lowest value, the field's first
 * @param max the highest value
 */
public record Field(String name, int index, Set<Trait> traits, int word, int shift, long mask, int min, int max)
    implements Packed {

  /**
   * Checks that the width holds the range.
   *
   * @param name the field's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param word the word that holds it
   * @param shift where its lowest bit sits
   * @param mask its bits, shifted down
   * @param min the lowest value
   * @param max the highest value
   */
  public Field {
    traits = Set.copyOf(traits);
    if (max < min || (long) max - min > mask) {
      throw new IllegalArgumentException(name + ": " + min + " to " + max + " does not fit " + Long.bitCount(mask)
          + " bits");
    }
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
      throw new IllegalArgumentException(name + " cannot be " + value + ": it counts from " + min + " to " + max);
    }
    return (long) value - min;
  }

  @Override
  public String toString() {
    return name;
  }
}
