package kemkit.kit.state;

import java.util.Set;

/**
 * A yes-or-no fact in one bit; its first value is {@code false}.
 *
 * <pre>{@code
 * static final Flag TABLE_OPEN = SCHEMA.flag("tableOpen", Trait.EACH_ROUND);
 * if (state.get(TABLE_OPEN)) { … }
 * }</pre>
 */
public final class Flag extends Packed {

  Flag(String name, int index, Set<Trait> traits, int word, int shift) {
    super(name, index, traits, word, shift, 1);
  }

}
