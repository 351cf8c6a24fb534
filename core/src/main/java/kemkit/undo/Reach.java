package kemkit.undo;

import java.util.Locale;
import java.util.Optional;

/**
 * How far a table lets a seat take its moves back (rules.md C-10): a table option, chosen when the
 * table is set up. Whatever it says, the rules' barriers stand.
 */
public enum Reach {

  /** No take-backs at this table. */
  OFF,
  /** A seat may take back its own last move, if nothing since stands in the way. */
  LAST,
  /** A seat may take back its own moves up to the last barrier: a chance action, a secret learned, a round's end, another seat's move. */
  BARRIER;

  /** {@return the option's word: {@code off}, {@code last}, {@code barrier}} */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@return the reach a word names, if any}
   *
   * @param word {@code off}, {@code last} or {@code barrier}, in any case
   */
  public static Optional<Reach> of(String word) {
    for (Reach reach : values()) {
      if (reach.word().equalsIgnoreCase(word)) {
        return Optional.of(reach);
      }
    }
    return Optional.empty();
  }
}
