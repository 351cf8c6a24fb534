package kemkit.kit.state;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * A value from a fixed table, packed as its place in the table: an enum constant, an optional
 * card, an optional power. Reading gives back the table's own object, so an optional read from a
 * state is the same object every time and costs no allocation; its first value is the table's
 * first.
 *
 * <pre>{@code
 * static final Coded<Phase> PHASE = SCHEMA.choice("phase", Phase.class);
 * static final Coded<Optional<Power>> POWER = SCHEMA.optional("power", Power.class, Trait.EACH_ROUND);
 * Phase phase = state.get(PHASE);
 * }</pre>
 *
 * @param <T> the type of the values
 */
public final class Coded<T> extends Packed {

  private final Object[] values;
  private final ToIntFunction<? super T> code;

  Coded(String name, int index, Set<Trait> traits, int word, int shift, List<T> values,
      ToIntFunction<? super T> code) {
    super(name, index, traits, word, shift, Field.widthOf(0, values.size() - 1));
    this.values = values.toArray();
    this.code = code;
    for (int i = 0; i < this.values.length; i++) {
      if (code.applyAsInt(values.get(i)) != i) {
        throw new IllegalStateException(name + ": the code of " + values.get(i) + " is not its place " + i);
      }
    }
  }

  /** {@return the value of a word of its schema} */
  @SuppressWarnings("unchecked") // the table holds only Ts
  T value(long word) {
    return (T) values[(int) code(word)];
  }

  /** {@return the place of {@code value} in the table, checked} */
  long codeOf(T value) {
    int at = code.applyAsInt(value);
    if (at < 0 || at >= values.length) {
      throw new IllegalArgumentException(name() + " cannot be " + value + ": it is not in its table of "
          + values.length);
    }
    return at;
  }

  /** {@return the table, in code order} */
  @SuppressWarnings("unchecked") // the table holds only Ts
  public ImmutableList<T> values() {
    return (ImmutableList<T>) ImmutableList.copyOf(values);
  }
}
