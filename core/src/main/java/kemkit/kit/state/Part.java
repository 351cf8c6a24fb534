package kemkit.kit.state;

import java.util.Set;

/**
 * One part of a state, as its schema declares it: a small fact packed into the state's words
 * ({@link Field}, {@link Flag}, {@link Coded}, {@link Bits}) or an object slot ({@link Slot}, {@link
 * SeatSlot}). Parts are constants of the game's state class; a state and a workspace read them with
 * {@code get}, a workspace writes them with {@code set}. A part knows its place and nothing else: it
 * is the bottom of the package.
 *
 * <p>Each kind of part is a record, and that is a speed trick: the JIT trusts a record's fields as
 * constants, so reading a part declared as a {@code static final} constant folds its place (word,
 * shift, mask, slot) into the code, and {@code state.get(TURN)} costs what a hand-written shift and
 * mask would. The components are the layout; only a schema's builder makes parts that a state or a
 * workspace answers for.
 */
public interface Part {

  /** {@return the part's name, as the state's {@code toString} writes it} */
  String name();

  /** {@return where the part sits in its schema's list, from 0} */
  int index();

  /** {@return the part's traits} */
  Set<Trait> traits();

  /**
   * {@return whether the part has {@code trait}}
   *
   * @param trait a trait
   */
  default boolean has(Trait trait) {
    return traits().contains(trait);
  }

  /** {@return the part's bit in a workspace's set of written parts} */
  default long bit() {
    return 1L << index();
  }
}
