package kemkit.kit.state;

import java.util.Optional;
import java.util.Set;

/**
 * An object of a state: a pile, the scores, a memory, the rule set that made the state. A value
 * object, compared with {@code equals}; a state shares it with the states after it until an action
 * writes another.
 *
 * <pre>{@code
 * static final Slot<Pile> DISCARD = SCHEMA.slot("discard", Pile.class, Pile.empty(), Trait.EACH_ROUND);
 * Pile discard = state.get(DISCARD);
 * work.set(DISCARD, work.get(DISCARD).withOnTop(card));
 * }</pre>
 *
 * @param <T> the type of the object
 */
public final class Slot<T> extends Part {

  final int slot;
  final Class<T> type;
  /** The first value, or null when every new game must say it (the rule set, the scores…). */
  private final T initial;

  Slot(String name, int index, Set<Trait> traits, int slot, Class<T> type, T initial) {
    super(name, index, traits);
    this.slot = slot;
    this.type = type;
    this.initial = initial;
  }

  /** {@return the first value, if the schema gives one} */
  public Optional<T> initial() {
    return Optional.ofNullable(initial);
  }

  /** {@return the slot's bit in a workspace's sets of slots} */
  int slotBit() {
    return 1 << slot;
  }
}
