package kemkit.kit.event;

import kemkit.game.EventLog;

/**
 * One event's unit as a row's reader sees it: the numbers of its fields by name, and the whole
 * words that follow it when its writer added some (a list of scores, a spelled-out word).
 */
public final class Unit {

  private final EventLog.Reader log;
  private String type;
  private EventField[] fields;
  private int[] shifts;
  private long bits;

  Unit(EventLog.Reader log) {
    this.log = log;
  }

  /** {@return this view, set to a unit of the given type, fields and places} */
  Unit at(String type, EventField[] fields, int[] shifts, long bits) {
    this.type = type;
    this.fields = fields;
    this.shifts = shifts;
    this.bits = bits;
    return this;
  }

  /**
   * {@return the number of {@code field} in this unit}
   *
   * @param field a field of the unit's row
   * @throws IllegalArgumentException if the row has no such field
   */
  public int get(EventField field) {
    for (int i = 0; i < fields.length; i++) {
      if (fields[i] == field) {
        return field.value(bits >>> shifts[i] & ((1L << field.width) - 1));
      }
    }
    throw new IllegalArgumentException(type + " carries no " + field.name());
  }

  /**
   * {@return whether the flag {@code field} is 1 in this unit}
   *
   * @param field a field of the unit's row
   */
  public boolean flag(EventField field) {
    return get(field) != 0;
  }

  /**
   * {@return the next whole word after the unit, as its writer added it}
   *
   * @throws java.util.NoSuchElementException if no word is left
   */
  public long next() {
    return log.next();
  }
}
