package kemkit.kit.state;

import java.util.Arrays;
import java.util.Set;

/**
 * One object per seat, in one slot: the hands. The seats' objects are kept in an array that no state
 * ever writes: an action that changes a seat's object copies the array once ({@link
 * Workspace#set(SeatSlot, int, Object)}), and every other state shares it.
 *
 * <pre>{@code
 * static final SeatSlot<Hand> HANDS = PARTS.perSeat("hands", Hand.class, Hand.empty(), Trait.EACH_ROUND);
 * Hand mine = state.get(HANDS, seat);
 * work.set(HANDS, seat, mine.plus(card));
 * }</pre>
 *
 * @param name the slot's name
 * @param index its place in the schema
 * @param traits what else it is
 * @param slot which of the state's slots holds the seats' array
 * @param type the class of each seat's object
 * @param initial each seat's first value
 * @param <T> the type of each seat's object
 */
public record SeatSlot<T>(String name, int index, Set<Trait> traits, int slot, Class<T> type, T initial)
    implements Part {

  /**
   * Copies the traits.
   *
   * @param name the slot's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param slot which of the state's slots holds the seats' array
   * @param type the class of each seat's object
   * @param initial each seat's first value
   */
  public SeatSlot {
    traits = Set.copyOf(traits);
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

  @Override
  public String toString() {
    return name;
  }
}
