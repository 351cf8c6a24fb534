package kemkit.kit.state;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import kemkit.game.GameState;

/**
 * A state whose parts its {@link Schema} declares: the base class of a game's state. It holds the
 * packed words and the object slots in fields of its own, so that a state is one object; it reads
 * any part with {@code get}, and its {@code equals}, {@code hashCode} and {@code toString} go over
 * every part of the schema: a new part is compared, hashed and shown without a line of the game's.
 *
 * <pre>{@code
 * public int turn() {
 *   return get(TURN);                 // a documented accessor for what is API
 * }
 * Hand hand = state.get(HANDS, seat); // a mechanic reading a part of the game's own
 * }</pre>
 *
 * <p>Only a {@link Workspace} makes states: a game's state class has one private constructor, which
 * takes nothing, and the schema calls it for the workspace, which fills the parts in and hands the
 * state out from {@link Workspace#state()}.
 *
 * <p>A schema state is a {@link GameState}: the game's class answers the game-independent questions
 * from its parts.
 *
 * <p>Immutable: the words and slots are written by the workspace while it makes the state, never
 * after it hands the state out (behind a release fence, as a constructor's final fields are), and
 * the arrays of a {@link SeatSlot} are never written once a state holds them.
 */
public abstract class SchemaState implements GameState {

  // The words and slots, as fields: a state is one 56-byte object (see Schema). Written by the
  // workspace that makes the state, before it hands the state out; never after.
  private long w0;
  private long w1;
  private Object s0;
  private Object s1;
  private Object s2;
  private Object s3;
  private Object s4;
  private Object s5;
  private Object s6;

  /** Makes an empty state, for the workspace to fill in: a game's constructor calls it, nothing else. */
  protected SchemaState() {}

  /** Takes every word and slot of {@code source}, of the same schema. */
  final void copyFrom(SchemaState source) {
    w0 = source.w0;
    w1 = source.w1;
    s0 = source.s0;
    s1 = source.s1;
    s2 = source.s2;
    s3 = source.s3;
    s4 = source.s4;
    s5 = source.s5;
    s6 = source.s6;
  }

  final void setWord(int word, long value) {
    if (word == 0) {
      w0 = value;
    } else {
      w1 = value;
    }
  }

  final void setSlot(int slot, Object value) {
    switch (slot) {
      case 0 -> s0 = value;
      case 1 -> s1 = value;
      case 2 -> s2 = value;
      case 3 -> s3 = value;
      case 4 -> s4 = value;
      case 5 -> s5 = value;
      case 6 -> s6 = value;
      default -> throw new IndexOutOfBoundsException("no slot " + slot);
    }
  }

  /** {@return the schema that declares this state's parts: the game's one constant} */
  protected abstract Schema<?> schema();

  final long word(int word) {
    return word == 0 ? w0 : w1;
  }

  final Object slot(int slot) {
    return switch (slot) {
      case 0 -> s0;
      case 1 -> s1;
      case 2 -> s2;
      case 3 -> s3;
      case 4 -> s4;
      case 5 -> s5;
      case 6 -> s6;
      default -> throw new IndexOutOfBoundsException("no slot " + slot);
    };
  }

  // The parts, read.

  /**
   * {@return {@code field}'s value}
   *
   * @param field a field of this state's schema
   */
  public final int get(Field field) {
    return field.value(word(field.word()));
  }

  /**
   * {@return whether {@code flag} is set}
   *
   * @param flag a flag of this state's schema
   */
  public final boolean get(Flag flag) {
    return flag.code(word(flag.word())) != 0;
  }

  /**
   * {@return {@code part}'s value: the table's own object}
   *
   * @param part a coded part of this state's schema
   * @param <T> the type of its values
   */
  public final <T> T get(Coded<T> part) {
    return part.value(word(part.word()));
  }

  /**
   * {@return {@code part}'s bits}
   *
   * @param part raw bits of this state's schema
   */
  public final long get(Bits part) {
    return part.code(word(part.word()));
  }

  /**
   * {@return {@code slot}'s object}
   *
   * @param slot a slot of this state's schema
   * @param <T> the type of its object
   */
  @SuppressWarnings("unchecked") // the workspace writes only Ts there
  public final <T> T get(Slot<T> slot) {
    return (T) slot(slot.slot());
  }

  /**
   * {@return {@code seat}'s object in {@code slot}}
   *
   * @param slot a per-seat slot of this state's schema
   * @param seat a seat of the table
   * @param <T> the type of each seat's object
   */
  @SuppressWarnings("unchecked") // the workspace writes only Ts there
  public final <T> T get(SeatSlot<T> slot, int seat) {
    return (T) ((Object[]) slot(slot.slot()))[seat];
  }

  /**
   * {@return how many seats {@code slot} holds an object for}
   *
   * @param slot a per-seat slot of this state's schema
   */
  public final int seats(SeatSlot<?> slot) {
    return ((Object[]) slot(slot.slot())).length;
  }

  /**
   * {@return every seat's object in {@code slot}, seat 0 first}
   *
   * @param slot a per-seat slot of this state's schema
   * @param <T> the type of each seat's object
   */
  @SuppressWarnings("unchecked") // the workspace writes only Ts there
  public final <T> ImmutableList<T> all(SeatSlot<T> slot) {
    return (ImmutableList<T>) ImmutableList.copyOf((Object[]) slot(slot.slot()));
  }

  /** {@return whether {@code other} is a state of the same class with equal parts, every one} */
  @Override
  public final boolean equals(Object other) {
    if (this == other) {
      return true;
    }
    if (other == null || other.getClass() != getClass()) {
      return false;
    }
    SchemaState that = (SchemaState) other;
    return w0 == that.w0 && w1 == that.w1 && same(s0, that.s0) && same(s1, that.s1) && same(s2, that.s2)
        && same(s3, that.s3) && same(s4, that.s4) && same(s5, that.s5) && same(s6, that.s6);
  }

  private static boolean same(Object mine, Object theirs) {
    if (mine == theirs) {
      return true;
    }
    if (mine instanceof Object[] seats) {
      return theirs instanceof Object[] others && Arrays.equals(seats, others);
    }
    return mine != null && mine.equals(theirs);
  }

  /** {@return a hash of every part} */
  @Override
  public final int hashCode() {
    int hash = Long.hashCode(w0);
    hash = 31 * hash + Long.hashCode(w1);
    hash = 31 * hash + hash(s0);
    hash = 31 * hash + hash(s1);
    hash = 31 * hash + hash(s2);
    hash = 31 * hash + hash(s3);
    hash = 31 * hash + hash(s4);
    hash = 31 * hash + hash(s5);
    return 31 * hash + hash(s6);
  }

  private static int hash(Object slot) {
    return slot instanceof Object[] seats ? Arrays.hashCode(seats) : slot == null ? 0 : slot.hashCode();
  }

  /**
   * {@return every part as {@code name=value}, in the schema's order: the whole truth, hidden cards
   * included} Never log it or send it to a seat.
   */
  @Override
  public final String toString() {
    Schema<?> schema = schema();
    StringBuilder out = new StringBuilder(schema.name()).append('[');
    String separator = "";
    for (Part part : schema.parts()) {
      out.append(separator).append(part.name()).append('=').append(shown(part));
      separator = ", ";
    }
    return out.append(']').toString();
  }

  private Object shown(Part part) {
    if (part instanceof Field field) {
      return get(field);
    }
    if (part instanceof Flag flag) {
      return get(flag);
    }
    if (part instanceof Coded<?> coded) {
      return get(coded);
    }
    if (part instanceof Bits bits) {
      return bits.shown().apply(get(bits));
    }
    if (part instanceof Slot<?> slot) {
      return get(slot);
    }
    return Arrays.toString((Object[]) slot(((SeatSlot<?>) part).slot()));
  }
}
