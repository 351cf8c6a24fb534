package kemkit.kit.event;

import static java.util.Objects.requireNonNull;

/**
 * A number an event carries: a name and a range, from which its width in the event's unit comes. A
 * field is a constant shared by the rows that carry it ({@code SEAT}, {@code CARD}, {@code SLOT});
 * a row that carries two seats declares two fields ({@code SEAT}, {@code TARGET}).
 *
 * <pre>{@code
 * static final EventField SEAT = EventField.of("seat", 0, 7);
 * static final EventField CARD = EventField.of("card", 0, 51);
 * static final EventField MATCHED = EventField.flag("matched");
 * }</pre>
 */
public final class EventField {

  private final String name;
  private final long min;
  private final long max;
  final int width;

  private EventField(String name, long min, long max) {
    this.name = requireNonNull(name, "name");
    if (max < min) {
      throw new IllegalArgumentException(name + ": " + max + " is below " + min);
    }
    this.min = min;
    this.max = max;
    this.width = Math.max(1, Long.SIZE - Long.numberOfLeadingZeros(max - min));
  }

  /**
   * {@return a field of the whole numbers from {@code min} to {@code max}}
   *
   * @param name the field's name, for the sentence that refuses a value out of range
   * @param min the lowest value
   * @param max the highest value
   */
  public static EventField of(String name, int min, int max) {
    return new EventField(name, min, max);
  }

  /**
   * {@return a field of 0 (no) and 1 (yes)}
   *
   * @param name the field's name
   */
  public static EventField flag(String name) {
    return new EventField(name, 0, 1);
  }

  /** {@return the field's name} */
  public String name() {
    return name;
  }

  /** {@return how many bits the field takes in a unit} */
  public int width() {
    return width;
  }

  /** {@return {@code value} as the field's bits, checked against its range} */
  long codeOf(int value) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name + " of " + value + " does not fit an event: it counts from " + min
          + " to " + max);
    }
    return value - min;
  }

  /** {@return the value of the field's bits} */
  int value(long code) {
    return (int) (min + code);
  }

  @Override
  public String toString() {
    return name + "[" + min + ".." + max + "]";
  }
}
