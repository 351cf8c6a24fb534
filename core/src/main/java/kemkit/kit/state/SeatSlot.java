package kemkit.kit.state;

import java.util.Arrays;
import java.util.Set;

/**
 * One object per seat, in one slot: the hands. The seats' objects are kept in an array that no state
 * ever writes: an action that changes a seat's object copies the array once ({@link
 * Workspace#set(SeatSlot, int, Object)}), and every other state shares it.
 *
 * <pre>{@code
 * static final SeatSlot<Hand> HANDS = SCHEMA.perSeat("hands", Hand.class, Hand.empty(), Trait.EACH_ROUND);
 * Hand mine = state.get(HANDS, seat);
 * work.set(HANDS, seat, mine.plus(card));
 * }</pre>
 *
 * @param <T> the type of each seat's object
 */
public final class SeatSlot<T> extends Part {

  final int slot;
  final Class<T> type;
  private final T initial;

  SeatSlot(String name, int index, Set<Trait> traits, int slot, Class<T> type, T initial) {
    super(name, index, traits);
    this.slot = slot;
    this.type = type;
    this.initial = initial;
  }

  /** {@return the first value of every seat's object} */
  public T initial() {
    return initial;
  }

  int slotBit() {
    return 1 << slot;
  }

  /** {@return {@code seats} first values, in an array of their own} */
  Object[] fresh(int seats) {
    Object[] out = new Object[seats];
    Arrays.fill(out, initial);
    return out;
  }
}
