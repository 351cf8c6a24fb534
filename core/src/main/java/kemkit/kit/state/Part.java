package kemkit.kit.state;

import static java.util.Objects.requireNonNull;

import java.util.EnumSet;
import java.util.Set;

/**
 * One part of a state, as its schema declares it: a small fact packed into the state's words
 * ({@code Field}, {@code Flag}, {@code Coded}, {@code Bits}) or an object slot ({@code Slot}, {@code
 * SeatSlot}). Parts are constants of the game's state class; a state and a workspace read them with
 * {@code get}, a workspace writes them with {@code set}. A part knows its place and nothing else:
 * it is the bottom of the package.
 */
public abstract class Part {

  private final String name;
  private final int index;
  private final Set<Trait> traits;

  Part(String name, int index, Set<Trait> traits) {
    this.name = requireNonNull(name, "name");
    this.index = index;
    this.traits = traits.isEmpty() ? EnumSet.noneOf(Trait.class) : EnumSet.copyOf(traits);
  }

  /** {@return the part's name, as the state's {@code toString} writes it} */
  public final String name() {
    return name;
  }

  /**
   * {@return whether the part has {@code trait}}
   *
   * @param trait a trait
   */
  public final boolean has(Trait trait) {
    return traits.contains(trait);
  }

  /** {@return where the part sits in its schema's list, from 0} */
  final int index() {
    return index;
  }

  /** {@return the part's bit in a workspace's set of written parts} */
  final long bit() {
    return 1L << index;
  }

  @Override
  public final String toString() {
    return name;
  }
}
