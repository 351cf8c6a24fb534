package kemkit.kit.state;

import com.google.common.collect.ImmutableList;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.function.ToIntFunction;

/**
 * A value from a fixed table, packed as its place in the table: an enum constant, an optional
 * card, an optional power. Reading gives back the table's own object, so an optional read from a
 * state is the same object every time and costs no allocation; its first value is the table's
 * first.
 *
 * <pre>{@code
 * static final Coded<Phase> PHASE = PARTS.choice("phase", Phase.class);
 * static final Coded<Optional<Power>> POWER = PARTS.optional("power", Power.class, Trait.EACH_ROUND);
 * Phase phase = state.get(PHASE);
 * }</pre>
 *
 * @param name the part's name
 * @param index its place in the schema
 * @param traits what else it is
 * @param word the word that holds it
 * @param shift where its lowest bit sits
 * @param mask its bits, shifted down
 * @param values the table, in code order
 * @param code the place of a value in the table
 * @param valueAt the value at a place of the table: a lambda over the table's array, which the JIT
 *     trusts as a constant as it does a record's fields, so that a read is one array load (a
 *     list's {@code get} costs a bounds check and two loads more, on every read of a phase)
 * @param <T> the type of the values
 */
public record Coded<T>(String name, int index, Set<Trait> traits, int word, int shift, long mask,
    ImmutableList<T> values, ToIntFunction<? super T> code, IntFunction<T> valueAt) implements Packed {

  /**
   * Checks that each value's code is its place, and that the width holds the table.
   *
   * @param name the part's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param word the word that holds it
   * @param shift where its lowest bit sits
   * @param mask its bits, shifted down
   * @param values the table, in code order
   * @param code the place of a value in the table
   * @param valueAt the value at a place of the table, as {@code values.get}
   */
  public Coded {
    traits = Set.copyOf(traits);
    values = ImmutableList.copyOf(values);
    if (values.isEmpty() || values.size() - 1 > mask) {
      throw new IllegalArgumentException(name + ": a table of " + values.size() + " in " + Long.bitCount(mask)
          + " bits");
    }
    for (int i = 0; i < values.size(); i++) {
      if (code.applyAsInt(values.get(i)) != i) {
        throw new IllegalStateException(name + ": the code of " + values.get(i) + " is not its place " + i);
      }
      if (valueAt.apply(i) != values.get(i)) {
        throw new IllegalStateException(name + ": valueAt(" + i + ") is not the table's " + values.get(i));
      }
    }
  }

  /**
   * Makes the part of a table, with its lambda over the table's array.
   *
   * @param name the part's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param word the word that holds it
   * @param shift where its lowest bit sits
   * @param mask its bits, shifted down
   * @param values the table, in code order
   * @param code the place of a value in the table
   */
  @SuppressWarnings("unchecked") // the array holds the table's Ts
  public Coded(String name, int index, Set<Trait> traits, int word, int shift, long mask, ImmutableList<T> values,
      ToIntFunction<? super T> code) {
    this(name, index, traits, word, shift, mask, values, code, at(values.toArray()));
  }

  @SuppressWarnings("unchecked") // the array holds the table's Ts
  private static <T> IntFunction<T> at(Object[] table) {
    return place -> (T) table[place];
  }

  /** {@return the value of a word of its schema: the table's own object} */
  T value(long word) {
    return valueAt.apply((int) code(word));
  }

  /** {@return the place of {@code value} in the table, checked} */
  long codeOf(T value) {
    int at = code.applyAsInt(value);
    if (at < 0 || at >= values.size()) {
      throw new IllegalArgumentException(name + " cannot be " + value + ": it is not in its table of "
          + values.size());
    }
    return at;
  }

  @Override
  public String toString() {
    return name;
  }
}
