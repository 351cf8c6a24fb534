package kemkit.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A value of every row of one {@link OptionTable}: an immutable setting of a game's options,
 * equal to another when every row holds an equal value (so rule sets made from equal setups are
 * equal). Made from {@link OptionTable#defaults()} by {@link #with}, or from a setup by {@link
 * OptionTable#read}; {@link #checkBounds} refuses the values beyond their rows' bounds, with the
 * one sentence of every game.
 *
 * <pre>{@code
 * OptionValues values = TABLE.defaults().with(TARGET, 50);
 * int target = values.get(TARGET);
 * values.differencesFrom(TABLE.defaults());   // {target=50}: the record header's option lines
 * }</pre>
 */
public final class OptionValues {

  private final OptionTable table;
  /** One value per row, at the row's index; never null, never shared with a caller. */
  private final Object[] values;

  OptionValues(OptionTable table, Object[] values) {
    this.table = table;
    this.values = values;
  }

  /** {@return the table whose rows these values fill} */
  public OptionTable table() {
    return table;
  }

  /**
   * {@return the value of {@code option}}
   *
   * @param option a row of this table
   * @param <T> the type of its values
   * @throws IllegalArgumentException if the option is another table's
   */
  @SuppressWarnings("unchecked")
  public <T> T get(Option<T> option) {
    if (!table.has(option)) {
      throw new IllegalArgumentException("option " + option.name() + " is not one of this game's");
    }
    return (T) values[option.index()];
  }

  /**
   * {@return these values with {@code option} set to {@code value}; this if it already holds it}
   *
   * @param option a row of this table
   * @param value a value the option can hold ({@link Option#holds}); bounds are not checked
   * @param <T> the type of its values
   * @throws IllegalArgumentException if the option is another table's or cannot hold the value
   */
  public <T> OptionValues with(Option<T> option, T value) {
    if (!option.holds(value)) {
      throw new IllegalArgumentException("option " + option.name() + " cannot be " + value);
    }
    if (get(option).equals(value)) {
      return this;
    }
    Object[] changed = values.clone();
    changed[option.index()] = value;
    return new OptionValues(table, changed);
  }

  /**
   * {@return these values with {@code option} set to the value {@code text} writes; empty if it
   * writes none the option holds} (read as {@link Option#read})
   *
   * @param option a row of this table
   * @param text the value as a record or a caller writes it
   */
  public Optional<OptionValues> with(Option<?> option, String text) {
    return read(option, text);
  }

  private <T> Optional<OptionValues> read(Option<T> option, String text) {
    return option.read(text).map(value -> with(option, value));
  }

  /**
   * {@return the value of {@code option}, written as records write it}
   *
   * @param option a row of this table
   */
  public String written(Option<?> option) {
    return write(option);
  }

  private <T> String write(Option<T> option) {
    return option.write(get(option));
  }

  /**
   * {@return the options whose values differ from {@code base}'s, by lower-case name, in row
   * order, values as records write them} The canonical form of a setup's option lines.
   *
   * @param base values of the same table, usually a preset's
   */
  public ImmutableMap<String, String> differencesFrom(OptionValues base) {
    ImmutableMap.Builder<String, String> out = ImmutableMap.builder();
    for (Option<?> row : table.rows()) {
      String mine = written(row);
      if (!mine.equals(base.written(row))) {
        out.put(row.name().toLowerCase(Locale.ROOT), mine);
      }
    }
    return out.buildOrThrow();
  }

  /**
   * {@return the sentence of every value beyond its row's bound, by option name, in row order:
   * {@code target must be at least 1, not 0 (H-14): the game would end before it starts}} Empty
   * when every value is within its bounds.
   */
  public ImmutableMap<String, String> beyondBounds() {
    ImmutableMap.Builder<String, String> out = ImmutableMap.builder();
    for (Option<?> row : table.rows()) {
      beyond(row).ifPresent(sentence -> out.put(row.name(), sentence));
    }
    return out.buildOrThrow();
  }

  private <T> Optional<String> beyond(Option<T> row) {
    T value = get(row);
    return row.beyond(value).map(bound -> row.name() + (row.atLeast().equals(Optional.of(bound))
        ? " must be at least " : " must be at most ") + bound.limit() + ", not " + value + " (" + bound.rule() + ")"
        + (bound.why().isEmpty() ? "" : ": " + bound.why()));
  }

  /**
   * Refuses values beyond their rows' bounds: every one, named, in row order.
   *
   * @throws SetupException whose culprits are the options beyond a bound and whose message is
   *     their sentences ({@link #beyondBounds}), joined by semicolons
   */
  public void checkBounds() throws SetupException {
    ImmutableMap<String, String> beyond = beyondBounds();
    if (!beyond.isEmpty()) {
      throw new SetupException(ImmutableList.copyOf(beyond.keySet()), String.join("; ", beyond.values()));
    }
  }

  // Equal when the other fills the same table with equal values: value semantics for rule sets.
  @Override
  public boolean equals(Object other) {
    return other instanceof OptionValues that && that.table == table && Arrays.equals(that.values, values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  /** {@return the values as {@code name=value} pairs in row order} */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("{");
    for (Option<?> row : table.rows()) {
      out.append(out.length() > 1 ? ", " : "").append(row.name()).append('=').append(written(row));
    }
    return out.append('}').toString();
  }
}
