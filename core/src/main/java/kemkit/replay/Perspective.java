package kemkit.replay;

import java.util.Optional;

/**
 * From where a replay is seen: one seat (exactly what it knew then), the public (what no seat hides,
 * for spectators), or everyone (every seat's view side by side, only once the game is over).
 *
 * <pre>{@code
 * Perspective.seat(2);  Perspective.PUBLIC;  Perspective.EVERYONE;
 * Perspective.parse("seat-2");   // the wire form, as toString writes it
 * }</pre>
 */
public sealed interface Perspective {

  /** The public perspective: what a spectator may see. */
  Perspective PUBLIC = new Public();

  /** Every seat's perspective at once, for a game that is over. */
  Perspective EVERYONE = new Everyone();

  /**
   * {@return the perspective of {@code seat}}
   *
   * @param seat a seat of the table, from 0
   * @throws IllegalArgumentException if {@code seat} is negative
   */
  static Perspective seat(int seat) {
    return new Seat(seat);
  }

  /**
   * {@return the perspective {@code text} names: {@code public}, {@code everyone} or {@code
   * seat-N}; empty for anything else} Untrusted text never throws.
   *
   * @param text the wire form
   */
  static Optional<Perspective> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    switch (text) {
      case "public":
        return Optional.of(PUBLIC);
      case "everyone":
        return Optional.of(EVERYONE);
      default:
        break;
    }
    if (!text.startsWith("seat-") || text.length() > 7 || text.length() < 6) {
      return Optional.empty();
    }
    String digits = text.substring(5);
    if (!digits.chars().allMatch(Character::isDigit)) {
      return Optional.empty();
    }
    return Optional.of(new Seat(Integer.parseInt(digits)));
  }

  /**
   * One seat's perspective.
   *
   * @param seat the seat, from 0
   */
  record Seat(int seat) implements Perspective {
    /**
     * Checks the seat.
     *
     * @param seat the seat, from 0
     */
    public Seat {
      if (seat < 0) {
        throw new IllegalArgumentException("a seat is 0 or more, not " + seat);
      }
    }

    @Override
    public String toString() {
      return "seat-" + seat;
    }
  }

  /** The public perspective. */
  record Public() implements Perspective {
    @Override
    public String toString() {
      return "public";
    }
  }

  /** Every seat's perspective at once. */
  record Everyone() implements Perspective {
    @Override
    public String toString() {
      return "everyone";
    }
  }
}
