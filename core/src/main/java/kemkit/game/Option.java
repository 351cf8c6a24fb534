package kemkit.game;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;

/**
 * One option of a game: a row of its rules' option table (rules.md K-opt, H-opt). The row says
 * everything about the option once: the name records write ({@code option name=value}), the rule
 * id that defines it, the value a setup gets when it does not say, and the values it may take.
 * A game lists its rows in an {@link OptionTable}; its options value ({@code FamilyOptions},
 * {@code KhamulOptions}) reads, writes, compares and checks them from the table, so adding an
 * option is adding a row (and a test).
 *
 * <pre>{@code
 * private static final OptionTable.Builder ROWS = OptionTable.builder();
 * public static final Option<Integer> TARGET =
 *     ROWS.add(Option.number("target", "H-14", 100).atLeast(1, "H-14", "the game would end before it starts"));
 * public static final Option<Boolean> TOP = ROWS.add(Option.yesNo("top", "K-8", true));
 * }</pre>
 *
 * <p>Three kinds of values, written as the rules write them: whole numbers that fit a signed
 * 32-bit int (record-format.md, Lexical rules), {@code yes}/{@code no}, and one of an enum's
 * constants, each with its word. Values are read without regard to case.
 *
 * @param <T> the type of the option's values: {@code Integer}, {@code Boolean} or an enum
 */
public final class Option<T> {

  /** The kinds of values an option takes. */
  public enum Kind {
    /** A whole number within a signed 32-bit int, perhaps limited by {@link #values()} or bounds. */
    NUMBER,
    /** {@code yes} or {@code no}. */
    YES_NO,
    /** One of an enum's constants, each written as its word. */
    CHOICE
  }

  /**
   * A limit of a number option's range and why it is there, for the sentence that refuses a value
   * beyond it.
   *
   * @param limit the lowest (or highest) value allowed
   * @param rule the rule id that sets the limit ({@code K-24}, {@code K-opt}, {@code H-12}…)
   * @param why why a value beyond it makes no sense, in the game's words; may be empty
   */
  public record Bound(int limit, String rule, String why) {
    /**
     * Checks the parts.
     *
     * @param limit the lowest (or highest) value allowed
     * @param rule the rule id that sets the limit
     * @param why why a value beyond it makes no sense; may be empty
     */
    public Bound {
      requireNonNull(rule, "rule");
      requireNonNull(why, "why");
    }
  }

  private final String name;
  private final String rule;
  private final Kind kind;
  private final Class<T> type;
  private final T byDefault;
  private final ImmutableList<T> values;
  private final Function<? super T, String> word;
  private final Optional<Bound> atLeast;
  private final Optional<Bound> atMost;
  /** Where the value sits in its table's rows; -1 until a table takes the row. */
  private final int index;
  /** The table builder that numbered this row: a value may be read only by its own table. */
  private final Object owner;

  private Option(String name, String rule, Kind kind, Class<T> type, T byDefault, ImmutableList<T> values,
      Function<? super T, String> word, Optional<Bound> atLeast, Optional<Bound> atMost, int index, Object owner) {
    this.name = requireNonNull(name, "name");
    this.rule = requireNonNull(rule, "rule");
    this.kind = kind;
    this.type = type;
    this.byDefault = requireNonNull(byDefault, "byDefault");
    this.values = values;
    this.word = word;
    this.atLeast = atLeast;
    this.atMost = atMost;
    this.index = index;
    this.owner = owner;
  }

  /**
   * {@return a whole-number option, any int allowed until {@link #atLeast}, {@link #atMost} or
   * {@link #oneOf} narrows it}
   *
   * @param name the option's name as records write it
   * @param rule the rule id that defines it
   * @param byDefault the value a setup gets when it does not say
   */
  public static Option<Integer> number(String name, String rule, int byDefault) {
    return new Option<>(name, rule, Kind.NUMBER, Integer.class, byDefault, ImmutableList.of(),
        n -> Integer.toString(n), Optional.empty(), Optional.empty(), -1, null);
  }

  /**
   * {@return a yes-or-no option}
   *
   * @param name the option's name as records write it
   * @param rule the rule id that defines it
   * @param byDefault the value a setup gets when it does not say
   */
  public static Option<Boolean> yesNo(String name, String rule, boolean byDefault) {
    return new Option<>(name, rule, Kind.YES_NO, Boolean.class, byDefault, ImmutableList.of(true, false),
        b -> b ? "yes" : "no", Optional.empty(), Optional.empty(), -1, null);
  }

  /**
   * {@return an option that takes one of {@code byDefault}'s enum constants}
   *
   * @param name the option's name as records write it
   * @param rule the rule id that defines it
   * @param byDefault the value a setup gets when it does not say
   * @param word how records write each constant; distinct words for distinct constants
   * @param <E> the enum
   */
  public static <E extends Enum<E>> Option<E> choice(String name, String rule, E byDefault,
      Function<? super E, String> word) {
    Class<E> type = byDefault.getDeclaringClass();
    return new Option<>(name, rule, Kind.CHOICE, type, byDefault, ImmutableList.copyOf(type.getEnumConstants()),
        word, Optional.empty(), Optional.empty(), -1, null);
  }

  /**
   * {@return this number option, refusing values below {@code limit}}
   *
   * @param limit the lowest value allowed
   * @param rule the rule id that sets the limit
   * @param why why a lower value makes no sense; may be empty
   */
  public Option<T> atLeast(int limit, String rule, String why) {
    requireNumber();
    return new Option<>(name, this.rule, kind, type, byDefault, values, word,
        Optional.of(new Bound(limit, rule, why)), atMost, index, owner);
  }

  /**
   * {@return this number option, refusing values above {@code limit}}
   *
   * @param limit the highest value allowed
   * @param rule the rule id that sets the limit
   * @param why why a higher value makes no sense; may be empty
   */
  public Option<T> atMost(int limit, String rule, String why) {
    requireNumber();
    return new Option<>(name, this.rule, kind, type, byDefault, values, word, atLeast,
        Optional.of(new Bound(limit, rule, why)), index, owner);
  }

  /**
   * {@return this number option, reading and holding only {@code allowed}} A value outside them
   * is not read at all (a 40-card deck does not exist), rather than read and refused.
   *
   * @param allowed the only values, in the order a message lists them
   */
  @SuppressWarnings("unchecked")
  public Option<T> oneOf(int... allowed) {
    requireNumber();
    ImmutableList.Builder<Integer> out = ImmutableList.builder();
    for (int value : allowed) {
      out.add(value);
    }
    return new Option<>(name, rule, kind, type, byDefault, (ImmutableList<T>) out.build(), word, atLeast,
        atMost, index, owner);
  }

  private void requireNumber() {
    if (kind != Kind.NUMBER) {
      throw new IllegalStateException("option " + name + " is not a number");
    }
  }

  /** {@return this row, numbered {@code index} by {@code owner}; for {@link OptionTable.Builder}} */
  Option<T> at(int index, Object owner) {
    if (this.owner != null) {
      throw new IllegalStateException("option " + name + " is already in a table");
    }
    return new Option<>(name, rule, kind, type, byDefault, values, word, atLeast, atMost, index, owner);
  }

  /** {@return the option's name as records write it, as in the rules' option table} */
  public String name() {
    return name;
  }

  /** {@return the rule id that defines the option ({@code K-16}, {@code H-12}…)} */
  public String rule() {
    return rule;
  }

  /** {@return the kind of values it takes} */
  public Kind kind() {
    return kind;
  }

  /** {@return the type of its values: {@code Integer}, {@code Boolean} or the enum} */
  public Class<T> type() {
    return type;
  }

  /** {@return the value a setup gets when it does not say} */
  public T byDefault() {
    return byDefault;
  }

  /**
   * {@return every value the option can hold, in the order a message lists them: the constants of
   * a choice, yes then no, the numbers of {@link #oneOf}; empty for a number that takes any int}
   */
  public ImmutableList<T> values() {
    return values;
  }

  /** {@return the lowest value a number option allows, with its rule and reason, if it has one} */
  public Optional<Bound> atLeast() {
    return atLeast;
  }

  /** {@return the highest value a number option allows, with its rule and reason, if it has one} */
  public Optional<Bound> atMost() {
    return atMost;
  }

  /** {@return where its value sits in its table's rows} */
  int index() {
    return index;
  }

  /** {@return the table builder that numbered it} */
  Object owner() {
    return owner;
  }

  /**
   * {@return {@code value} as records write it: a number, {@code yes}/{@code no}, or the
   * constant's word}
   *
   * @param value a value this option holds
   */
  public String write(T value) {
    return word.apply(value);
  }

  /**
   * {@return the value {@code text} writes, read without regard to case; empty if the option has
   * none written so} A number must fit a signed 32-bit int (record-format.md) and be written as
   * one of {@link #oneOf}'s, if any; it may still be beyond {@link #atLeast}/{@link #atMost}, which the game refuses with
   * its reason.
   *
   * @param text the value as a record or a caller writes it
   */
  public Optional<T> read(String text) {
    if (kind == Kind.NUMBER && values.isEmpty()) {
      OptionalInt number = Notation.integer(text);
      return number.isPresent() ? Optional.of(type.cast(number.getAsInt())) : Optional.empty();
    }
    // An option that lists its values reads only their words: deck=52, not deck=052.
    for (T value : values) {
      if (Ascii.equalsIgnoreCase(write(value), text)) {
        return Optional.of(value);
      }
    }
    return Optional.empty();
  }

  /**
   * {@return whether the option can hold {@code value} at all: of its type, and one of {@link
   * #values()} if it lists them} Bounds are not checked here: see {@link #beyond}.
   *
   * @param value any value
   */
  public boolean holds(Object value) {
    return type.isInstance(value) && (values.isEmpty() || values.contains(value));
  }

  /**
   * {@return the bound that {@code value} breaks, if it breaks one}
   *
   * @param value a value this option holds
   */
  public Optional<Bound> beyond(T value) {
    if (kind != Kind.NUMBER) {
      return Optional.empty();
    }
    int number = (Integer) value;
    if (atLeast.isPresent() && number < atLeast.get().limit()) {
      return atLeast;
    }
    if (atMost.isPresent() && number > atMost.get().limit()) {
      return atMost;
    }
    return Optional.empty();
  }

  /**
   * {@return whether {@code value} is in the option's range: one it holds, within its bounds}
   *
   * @param value any value
   */
  public boolean inRange(Object value) {
    return holds(value) && beyond(type.cast(value)).isEmpty();
  }

  /** {@return the option as {@code name (rule)}} */
  @Override
  public String toString() {
    return name + " (" + rule + ")";
  }
}
