package kemkit.kit.state;

import java.util.Set;

/**
 * A yes-or-no fact in one bit; its first value is {@code false}.
 *
 * <pre>{@code
 * static final Flag TABLE_OPEN = PARTS.flag("tableOpen", Trait.EACH_ROUND);
 * if (state.get(TABLE_OPEN)) { … }
 * }</pre>
 *
 * @param name the flag's name
 * @param index its place in the schema
 * @param traits what else it is
 * @param word the word that holds it
 * @param shift where its bit sits
 * @param mask 1
 */
public record Flag(String name, int index, Set<Trait> traits, int word, int shift, long mask) implements Packed {

  /**
   * Checks the width.
   *
   * @param name the flag's name
   * @param index its place in the schema
   * @param traits what else it is
   * @param word the word that holds it
   * @param shift where its bit sits
   * @param mask 1
   */
  public Flag {
    traits = Set.copyOf(traits);
    if (mask != 1) {
      throw new IllegalArgumentException(name + ": a flag is one bit");
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
