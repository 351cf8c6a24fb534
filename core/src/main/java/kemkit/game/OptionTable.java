package kemkit.game;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game's option table (rules.md K-opt, H-opt), once: its {@link Option} rows in the order
 * records write them. The game's options class declares each row as a constant, added to a
 * {@link Builder} in that order, then builds the table; {@link #defaults()} then holds every
 * row's default, and {@link OptionValues} reads, writes and compares settings row by row.
 *
 * <pre>{@code
 * private static final OptionTable.Builder ROWS = OptionTable.builder();
 * public static final Option<Integer> THRESHOLD = ROWS.add(Option.number("threshold", "H-12", 5));
 * public static final Option<Integer> TARGET = ROWS.add(Option.number("target", "H-14", 100));
 * private static final OptionTable TABLE = ROWS.build();   // after the last row
 * }</pre>
 */
public final class OptionTable {

  private final ImmutableList<Option<?>> rows;
  private final Object owner;
  private final OptionValues defaults;

  private OptionTable(ImmutableList<Option<?>> rows, Object owner) {
    this.rows = rows;
    this.owner = owner;
    Object[] values = new Object[rows.size()];
    for (Option<?> row : rows) {
      values[row.index()] = row.byDefault();
    }
    this.defaults = new OptionValues(this, values);
  }

  /** {@return an empty builder; add the rows in record order, then build} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the rows, in the order records write them} */
  public ImmutableList<Option<?>> rows() {
    return rows;
  }

  /** {@return the options' names as records write them, in row order} */
  public ImmutableList<String> names() {
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (Option<?> row : rows) {
      out.add(row.name());
    }
    return out.build();
  }

  /**
   * {@return the row named {@code name}, read without regard to case}
   *
   * @param name an option's name, as a record or a caller writes it
   */
  public Optional<Option<?>> find(String name) {
    for (Option<?> row : rows) {
      if (Ascii.equalsIgnoreCase(row.name(), name)) {
        return Optional.of(row);
      }
    }
    return Optional.empty();
  }

  /** {@return every row set to its default} */
  public OptionValues defaults() {
    return defaults;
  }

  /**
   * {@return whether {@code option} is one of this table's rows}
   *
   * @param option any option
   */
  public boolean has(Option<?> option) {
    return option.owner() == owner;
  }

  /**
   * {@return {@code base} with every option of {@code options} set, by name and value as a record
   * header writes them (both read without regard to case)} The one reading of a setup's options,
   * with the one set of refusals: an unknown option, and a value the option does not have, each
   * named in a {@link SetupException}. Bounds are checked apart ({@link OptionValues#checkBounds}).
   *
   * @param base the values the setup starts from: the defaults, or a preset's
   * @param options option names to values, as a setup holds them
   * @param game the game as a sentence names it: {@code Khamul}, {@code the Kem's family}
   * @throws SetupException naming the first option at fault
   */
  public OptionValues read(OptionValues base, Map<String, String> options, String game) throws SetupException {
    if (base.table() != this) {
      throw new IllegalArgumentException("values of another table");
    }
    OptionValues values = base;
    for (Map.Entry<String, String> option : options.entrySet()) {
      String name = option.getKey();
      Optional<Option<?>> row = find(name);
      if (row.isEmpty()) {
        throw new SetupException(List.of(name), "unknown option " + Notation.quote(name) + " (" + game + " has "
            + String.join(", ", names()) + ")");
      }
      Optional<OptionValues> changed = values.with(row.get(), option.getValue());
      if (changed.isEmpty()) {
        throw new SetupException(List.of(row.get().name()), refusal(row.get(), option.getValue()));
      }
      values = changed.get();
    }
    return values;
  }

  /**
   * {@return the sentence that refuses {@code text} for {@code row}: {@code option top cannot be
   * 'maybe' (yes or no)}}
   *
   * @param row an option
   * @param text the value as it was written
   */
  public static String refusal(Option<?> row, String text) {
    return "option " + row.name() + " cannot be " + Notation.quote(text) + " (" + expected(row) + ")";
  }

  /**
   * {@return what {@code row} takes, as a refusal says it: {@code a whole number}, {@code 32 or 52},
   * {@code yes or no}, {@code rank or value}}
   *
   * @param row an option
   */
  public static String expected(Option<?> row) {
    if (row.kind() == Option.Kind.NUMBER && row.values().isEmpty()) {
      return "a whole number";
    }
    List<String> words = new ArrayList<>();
    for (Object value : row.values()) {
      words.add(written(row, value));
    }
    int last = words.size() - 1;
    return last == 0 ? words.get(0) : String.join(", ", words.subList(0, last)) + " or " + words.get(last);
  }

  private static <T> String written(Option<T> row, Object value) {
    return row.write(row.type().cast(value));
  }

  /** Collects the rows of one table, numbering them in the order they are added. */
  public static final class Builder {
    private final List<Option<?>> rows = new ArrayList<>();
    private boolean built;

    private Builder() {}

    /**
     * {@return {@code option} as this table's next row: keep it in a constant}
     *
     * @param option a row that is in no table yet
     * @param <T> the type of its values
     * @throws IllegalStateException if the table is built or the name is taken
     */
    public synchronized <T> Option<T> add(Option<T> option) {
      if (built) {
        throw new IllegalStateException("the table is built; option " + option.name() + " comes too late");
      }
      for (Option<?> row : rows) {
        if (Ascii.equalsIgnoreCase(row.name(), option.name())) {
          throw new IllegalStateException("two options named " + option.name());
        }
      }
      if (!option.inRange(option.byDefault())) {
        throw new IllegalStateException("option " + option.name() + "'s default " + option.byDefault()
            + " is not in its range");
      }
      Option<T> row = option.at(rows.size(), this);
      rows.add(row);
      return row;
    }

    /** {@return the table of the rows added so far; no row can be added afterwards} */
    public synchronized OptionTable build() {
      built = true;
      return new OptionTable(ImmutableList.copyOf(rows), this);
    }
  }
}
