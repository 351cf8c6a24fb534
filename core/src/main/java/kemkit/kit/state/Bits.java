package kemkit.kit.state;

import java.util.Set;
import java.util.function.LongFunction;

/**
 * Raw bits, up to a whole word: a set of cards ({@link kemkit.card.CardSet#bits()}), card numbers
 * packed a byte each. Its first value is 0; a value wider than the part is refused where it is
 * written.
 *
 * <pre>{@code
 * static final Bits EXPOSED = SCHEMA.bits("exposed", 52, CardSet::new);
 * CardSet exposed = new CardSet(state.get(EXPOSED));
 * }</pre>
 */
public final class Bits extends Packed {

  private final LongFunction<?> shown;

  Bits(String name, int index, Set<Trait> traits, int word, int shift, int width, LongFunction<?> shown) {
    super(name, index, traits, word, shift, width);
    this.shown = shown;
  }

  /** {@return {@code bits}, checked to fit the part} */
  long codeOf(long bits) {
    if ((bits & ~mask) != 0) {
      throw new IllegalArgumentException(name() + " cannot be " + Long.toHexString(bits) + ": it has " + width
          + " bits");
    }
    return bits;
  }

  /** {@return {@code bits} as the state's {@code toString} shows them} */
  Object shown(long bits) {
    return shown.apply(bits);
  }
}
