package kemkit.kit.state;

import java.util.Optional;
import java.util.Set;

/**
 * An object of a state: a pile, the scores, a memory, the rule set that made the state. A value
 * object, compared with {@code equals}; a state shares it with the states after it until an action
 * writes another.
 *
 * <pre>{@code
 * static final Slot<Pile> DISCARD = PARTS.slot("discard", Pile.class, Pile.empty(), Trait.EACH_ROUND);
 * Pile discard = state.get(DISCARD);
 * work.set(DISCARD, work.get(DISCARD).withOnTop(card));
 * }</pre>
 *
 * @param name the slot's name
 * @param index its place in the schema
 * @param traits what else it is
 * @param slot which of the state's slots holds it
 * @param type the objects' class
 * @param firstValue the first value, or null when every new game must say it (the rule set, the
 *     scores of a table's size)
 * @param <T> the type of the object
 */
public record Slot<T>(String name, int index, Set<Trait> traits, int slot, Class<T> type, T firstValue)
    implements Part {

  /**
   * Copies the traits.
   *
   * @param name the slot's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param slot which of the state's slots holds it
   * @param type the objects' class
   * @param firstValue the first value, or null
   */
  public Slot {
    traits = Set.copyOf(traits);
  }

  /** {@return the first value, if the schema gives one} */
  public Optional<T> initial() {
    return Optional.ofNullable(firstValue);
  }

  /** {@return the slot's bit in a workspace's sets of slots} */
  int slotBit() {
    return 1 << slot;
  }

  @Override
  public String toString() {
    return name;
  }
}
