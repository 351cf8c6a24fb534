package kemkit.kit.state;

import java.util.Set;
import java.util.function.LongFunction;

/**
 * Raw bits, up to a whole word: a set of cards ({@link kemkit.card.CardSet#bits()}), card numbers
 * packed a byte each. Its first value is 0; a value wider than the part is refused where it is
 * written.
 *
 * <pre>{@code
 * static final Bits EXPOSED = PARTS.bits("exposed", 52, CardSet::new);
 * CardSet exposed = new CardSet(state.get(EXPOSED));
 * }</pre>
 *
 * @param name the part's name
 * @param index its place in the schema
 * @param traits what else it is
 * @param word the word that holds it
 * @param shift where its lowest bit sits
 * @param mask its bits, shifted down
 * @param shown how the state's {@code toString} shows the bits
 */
public record Bits(String name, int index, Set<Trait> traits, int word, int shift, long mask, LongFunction<?> shown)
    implements Packed {

  /**
   * Copies the traits.
   *
   * @param name the part's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param word the word that holds it
   * @param shift where its lowest bit sits
   * @param mask its bits, shifted down
   * @param shown how the state's {@code toString} shows the bits
   */
  public Bits {
    traits = Set.copyOf(traits);
  }

  /** {@return {@code bits}, checked to fit the part} */
  long codeOf(long bits) {
    if ((bits & ~mask) != 0) {
      throw new IllegalArgumentException(name + " cannot be " + Long.toHexString(bits) + ": it has "
          + Long.bitCount(mask) + " bits");
    }
    return bits;
  }

  @Override
  public String toString() {
    return name;
  }
}
