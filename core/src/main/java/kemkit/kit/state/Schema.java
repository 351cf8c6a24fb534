package kemkit.kit.state;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * The declaration of a game's state, once: its small facts packed into two words, and its object
 * slots. A part is one line of the schema; from the list come the state's {@code equals}, {@code
 * hashCode} and {@code toString} ({@code SchemaState}), the first values of a new game and a new
 * round ({@link Trait#EACH_ROUND}), and the parts that {@code determinize} must draw again ({@link
 * Trait#SECRET}). Every state is made by a {@link Workspace} of the schema.
 *
 * <pre>{@code
 * public final class TrickState extends SchemaState implements GameState {
 *   private static final Schema.Builder<TrickState> PARTS = Schema.builder("TrickState", TrickState::new);
 *   static final Field ROUND = PARTS.number("round", 1, 1 << 20);
 *   static final Coded<Phase> PHASE = PARTS.choice("phase", Phase.class);
 *   static final Field TURN = PARTS.number("turn", 0, 5);
 *   static final SeatSlot<Hand> HANDS = PARTS.perSeat("hands", Hand.class, Hand.empty(), Trait.EACH_ROUND, Trait.SECRET);
 *   static final Slot<Pile> STOCK = PARTS.slot("stock", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
 *   static final Slot<TrickRules> RULES = PARTS.slot("rules", TrickRules.class);
 *   static final Schema<TrickState> SCHEMA = PARTS.build();   // checks the total when the class loads
 *
 *   private TrickState() {}            // only the workspace makes states
 *
 *   protected Schema<TrickState> schema() {
 *     return SCHEMA;
 *   }
 *
 *   public int turn() {
 *     return get(TURN);
 *   }
 *   …
 * }
 * }</pre>
 *
 * <p>The limits are a speed trick, and the schema checks them when the class loads: a state keeps
 * {@value #WORDS} words and {@value #SLOTS} slots in its own fields, so that it is one object of
 * 56 bytes with no array behind it (an action makes one state; the Kem's family's exchange and
 * Khamul's draw make nothing else). A game with more objects groups the ones that change together
 * into one value (the family's table talk).
 *
 * @param <S> the game's state class
 */
public final class Schema<S> {

  /** How many words of packed parts a state holds. */
  public static final int WORDS = 2;
  /** How many object slots a state holds, a {@link SeatSlot} taking one. */
  public static final int SLOTS = 7;
  /** How many parts a schema may declare. */
  public static final int PARTS = Long.SIZE;

  private final String name;
  private final Supplier<S> make;
  private final ImmutableList<Part> parts;
  private final ImmutableList<Slot<?>> required;
  private final long secrets;
  private final long eachRound;
  private final long[] roundWords;
  private final ImmutableList<Part> roundSlots;
  /** Each thread's workspace of this schema, made by the workspace on first use. */
  final ThreadLocal<Object> workspaces = new ThreadLocal<>();

  private Schema(String name, Supplier<S> make, ImmutableList<Part> parts) {
    this.name = name;
    this.make = make;
    this.parts = parts;
    ImmutableList.Builder<Slot<?>> required = ImmutableList.builder();
    long secrets = 0;
    long eachRound = 0;
    for (Part part : parts) {
      if (part instanceof Slot<?> slot && slot.initial().isEmpty()) {
        required.add(slot);
      }
      secrets |= part.has(Trait.SECRET) ? part.bit() : 0;
      eachRound |= part.has(Trait.EACH_ROUND) ? part.bit() : 0;
    }
    this.required = required.build();
    this.secrets = secrets;
    this.eachRound = eachRound;
    // What a new round resets, made once: the packed parts as one mask per word (their first value
    // is 0), and the object slots one by one. A round's end is a frequent action in random play,
    // and a game may have a dozen packed parts per round (a gesture per seat).
    long[] roundWords = new long[WORDS];
    ImmutableList.Builder<Part> roundSlots = ImmutableList.builder();
    for (Part part : parts) {
      if (part.has(Trait.EACH_ROUND)) {
        if (part instanceof Packed packed) {
          roundWords[packed.word()] |= packed.mask() << packed.shift();
        } else {
          roundSlots.add(part);
        }
      }
    }
    this.roundWords = roundWords;
    this.roundSlots = roundSlots.build();
  }

  /**
   * {@return a builder of the schema of {@code name}: declare the parts, one constant each, then
   * build it}
   *
   * @param name the state's name, as its {@code toString} starts
   * @param make the state's private constructor, which takes nothing: the workspace fills it in
   * @param <S> the state class
   */
  public static <S> Builder<S> builder(String name, Supplier<S> make) {
    return new Builder<>(name, make);
  }

  /** {@return the state's name} */
  public String name() {
    return name;
  }

  /** {@return every part, in declaration order} */
  public ImmutableList<Part> parts() {
    return parts;
  }

  S make() {
    return make.get();
  }

  ImmutableList<Slot<?>> required() {
    return required;
  }

  long secrets() {
    return secrets;
  }

  long eachRound() {
    return eachRound;
  }

  /** {@return the bits of word {@code word} that hold a part reset each round} */
  long roundBits(int word) {
    return roundWords[word];
  }

  /** {@return the slots reset each round, {@link Slot}s and {@link SeatSlot}s} */
  ImmutableList<Part> roundSlots() {
    return roundSlots;
  }

  @Override
  public String toString() {
    return "Schema[" + name + ", " + parts + "]";
  }

  /**
   * Collects a schema's parts in declaration order: each factory returns the part to keep in a
   * constant. The packed parts go to the first word with room; {@link #build} comes after the last
   * part, and nothing can be added after it.
   *
   * @param <S> the state class
   */
  public static final class Builder<S> {
    private final String name;
    private final Supplier<S> make;
    private final List<Part> parts = new ArrayList<>();
    private final int[] used = new int[WORDS];
    private int slots;
    private boolean built;

    private Builder(String name, Supplier<S> make) {
      this.name = requireNonNull(name, "name");
      this.make = requireNonNull(make, "make");
    }

    /**
     * {@return a whole number from {@code min} to {@code max}, first {@code min}}
     *
     * @param name the field's name
     * @param min the lowest value
     * @param max the highest value
     * @param traits what else the field is
     */
    public Field number(String name, int min, int max, Trait... traits) {
      if (max < min) {
        throw new IllegalArgumentException(name + ": " + max + " is below " + min);
      }
      int width = Field.widthOf(min, max);
      int word = place(name, width);
      return add(new Field(name, parts.size(), Set.of(traits), word, used[word] - width, Packed.maskOf(width), min,
          max));
    }

    /**
     * {@return a yes-or-no fact, first {@code false}}
     *
     * @param name the flag's name
     * @param traits what else the flag is
     */
    public Flag flag(String name, Trait... traits) {
      int word = place(name, 1);
      return add(new Flag(name, parts.size(), Set.of(traits), word, used[word] - 1, 1));
    }

    /**
     * {@return raw bits, {@code width} of them, first 0}
     *
     * @param name the part's name
     * @param width how many bits, 1 to 64
     * @param shown how the state's {@code toString} shows the bits (a card set, say)
     * @param traits what else the part is
     */
    public Bits bits(String name, int width, LongFunction<?> shown, Trait... traits) {
      if (width < 1 || width > Long.SIZE) {
        throw new IllegalArgumentException(name + ": a width of " + width + " bits");
      }
      int word = place(name, width);
      return add(new Bits(name, parts.size(), Set.of(traits), word, used[word] - width, Packed.maskOf(width),
          requireNonNull(shown, "shown")));
    }

    /**
     * {@return a value of {@code values}, kept as its place there, first the first}
     *
     * @param name the part's name
     * @param values every value the part can take, each one the object reads give back
     * @param code the place of a value in {@code values}; checked for each when the class loads
     * @param traits what else the part is
     * @param <T> the type of the values
     */
    public <T> Coded<T> coded(String name, List<T> values, ToIntFunction<? super T> code, Trait... traits) {
      if (values.isEmpty()) {
        throw new IllegalArgumentException(name + ": no values");
      }
      int width = Field.widthOf(0, values.size() - 1);
      int word = place(name, width);
      return add(new Coded<T>(name, parts.size(), Set.of(traits), word, used[word] - width, Packed.maskOf(width),
          ImmutableList.copyOf(values), code));
    }

    /**
     * {@return one of an enum's constants, first the first}
     *
     * @param name the part's name
     * @param type the enum
     * @param traits what else the part is
     * @param <E> the enum
     */
    public <E extends Enum<E>> Coded<E> choice(String name, Class<E> type, Trait... traits) {
      return coded(name, List.of(type.getEnumConstants()), Enum::ordinal, traits);
    }

    /**
     * {@return an enum's constant or none, first none}
     *
     * @param name the part's name
     * @param type the enum
     * @param traits what else the part is
     * @param <E> the enum
     */
    public <E extends Enum<E>> Coded<Optional<E>> optional(String name, Class<E> type, Trait... traits) {
      List<Optional<E>> values = new ArrayList<>();
      values.add(Optional.empty());
      for (E constant : type.getEnumConstants()) {
        values.add(Optional.of(constant));
      }
      return coded(name, values, value -> value.isEmpty() ? 0 : 1 + value.get().ordinal(), traits);
    }

    /**
     * {@return an object slot, first {@code initial}}
     *
     * @param name the slot's name
     * @param type the objects' class
     * @param initial the first value, of a new game and (with {@link Trait#EACH_ROUND}) of a round
     * @param traits what else the slot is
     * @param <T> the objects' type
     */
    public <T> Slot<T> slot(String name, Class<T> type, T initial, Trait... traits) {
      return add(new Slot<>(name, parts.size(), Set.of(traits), nextSlot(name), type,
          requireNonNull(initial, "initial")));
    }

    /**
     * {@return an object slot with no first value: every new game sets it (the rule set, the
     * scores of a table's size)}
     *
     * @param name the slot's name
     * @param type the objects' class
     * @param traits what else the slot is; not {@link Trait#EACH_ROUND}, which needs a first value
     * @param <T> the objects' type
     */
    public <T> Slot<T> slot(String name, Class<T> type, Trait... traits) {
      if (Set.of(traits).contains(Trait.EACH_ROUND)) {
        throw new IllegalArgumentException(name + ": a slot reset each round needs its first value");
      }
      return add(new Slot<>(name, parts.size(), Set.of(traits), nextSlot(name), type, null));
    }

    /**
     * {@return one object per seat, each first {@code initial}}
     *
     * @param name the slot's name
     * @param type the objects' class
     * @param initial each seat's first value
     * @param traits what else the slot is
     * @param <T> the objects' type
     */
    public <T> SeatSlot<T> perSeat(String name, Class<T> type, T initial, Trait... traits) {
      return add(new SeatSlot<>(name, parts.size(), Set.of(traits), nextSlot(name), type,
          requireNonNull(initial, "initial")));
    }

    /** {@return the word where {@code width} more bits fit first, taking them} */
    private int place(String name, int width) {
      checkOpen(name);
      for (int word = 0; word < WORDS; word++) {
        if (used[word] + width <= Long.SIZE) {
          used[word] += width;
          return word;
        }
      }
      throw new IllegalStateException(this.name + " has no room for " + name + " (" + width + " bits): its "
          + WORDS + " words hold " + used[0] + " and " + used[1] + " bits");
    }

    private int nextSlot(String name) {
      checkOpen(name);
      if (slots == SLOTS) {
        throw new IllegalStateException(this.name + " has no slot left for " + name + ": a state holds " + SLOTS
            + "; group objects that change together into one value");
      }
      return slots++;
    }

    private void checkOpen(String name) {
      if (built) {
        throw new IllegalStateException(this.name + " is built: " + name + " comes too late");
      }
      if (parts.size() == PARTS) {
        throw new IllegalStateException(this.name + " has " + PARTS + " parts: no room for " + name);
      }
      for (Part part : parts) {
        if (part.name().equals(name)) {
          throw new IllegalStateException(this.name + " has two parts named " + name);
        }
      }
    }

    private <P extends Part> P add(P part) {
      parts.add(part);
      return part;
    }

    /** {@return the schema of the parts declared so far; no part can be added after it} */
    public Schema<S> build() {
      if (built) {
        throw new IllegalStateException(name + " is built already");
      }
      built = true;
      return new Schema<>(name, make, ImmutableList.copyOf(parts));
    }
  }
}
