package kemkit.examples.tournament;

import com.google.common.base.Ascii;
import java.util.Optional;

/**
 * How a tournament seats its entrants, deal after deal. Each deal is played at every table the
 * mode gives it, every table the same deal when the tournament is duplicate.
 */
public enum Mode {
  /** Every set of entrants the table holds meets, in every rotation of the sides (TAG's exhaustive mode). */
  ROTATIONS,
  /** One set of entrants drawn at random per deal, in every rotation of the sides. */
  RANDOM,
  /** One entrant against the field: every set that holds the focus entrant, in every rotation. */
  FOCUS,
  /**
   * A skill ladder: one search entrant at 1, 2, 4… times its budget, each rung against the next,
   * in every rotation.
   */
  LADDER;

  /** {@return the name a tournament file uses: {@code rotations}, {@code random}, {@code focus}, {@code ladder}} */
  public String label() {
    return Ascii.toLowerCase(name());
  }

  /**
   * {@return the mode called {@code label}, if there is one}
   *
   * @param label the mode's name
   */
  public static Optional<Mode> ofLabel(String label) {
    for (Mode mode : values()) {
      if (mode.label().equals(label)) {
        return Optional.of(mode);
      }
    }
    return Optional.empty();
  }
}
