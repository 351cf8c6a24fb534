package kemkit.kit.event;

import com.google.common.collect.ImmutableList;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;
import kemkit.game.EventLog;
import kemkit.seat.Seating;

/**
 * One row of an {@link EventSchema}: one event type, its tag, its fields in order, who hears it and
 * how it reads back. The mechanics write through it ({@code DREW.write(work.log(), seat,
 * card.index())}, the numbers in the row's field order), and each number is checked against its
 * field where it is written, so that a number out of range fails there rather than reading back as
 * another event. A row whose unit fits 32 bits shares its word with another; a wider one (up to 64)
 * takes a word. Words a writer adds after the unit ({@link EventLog#add}) follow it, and its reader
 * takes them back with {@link Unit#next()}.
 *
 * @param <R> the event type
 */
public final class EventRow<R> {

  private final Class<R> type;
  private final int tag;
  private final EventField[] fields;
  private final int[] shifts;
  private final boolean half;
  private final Hearing<R> hearing;
  private final Function<Unit, ? extends R> reader;

  EventRow(Class<R> type, int tag, int tagWidth, EventField[] fields, Hearing<R> hearing,
      Function<Unit, ? extends R> reader) {
    this.type = type;
    this.tag = tag;
    this.fields = fields.clone();
    this.shifts = new int[fields.length];
    int used = tagWidth;
    for (int i = 0; i < fields.length; i++) {
      for (int j = 0; j < i; j++) {
        if (fields[j] == fields[i]) {
          throw new IllegalStateException(type.getSimpleName() + " carries " + fields[i].name() + " twice");
        }
      }
      shifts[i] = used;
      used += fields[i].width;
    }
    if (used > Long.SIZE) {
      throw new IllegalStateException(type.getSimpleName() + " takes " + used + " bits: more than a word");
    }
    this.half = used <= Integer.SIZE;
    this.hearing = hearing;
    this.reader = reader;
  }

  /** {@return the event type} */
  public Class<R> type() {
    return type;
  }

  /** {@return the row's tag, from 1: its place in the schema} */
  public int tag() {
    return tag;
  }

  /** {@return the fields, in the order the writers take them} */
  public ImmutableList<EventField> fields() {
    return ImmutableList.copyOf(fields);
  }

  /**
   * Writes an event that carries no number.
   *
   * @param log the action's log
   */
  public void write(EventLog log) {
    arity(0);
    put(log, tag);
  }

  /**
   * Writes an event of one number.
   *
   * @param log the action's log
   * @param a the first field's number
   */
  public void write(EventLog log, int a) {
    arity(1);
    put(log, tag | code(0, a));
  }

  /**
   * Writes an event of two numbers, in the row's field order.
   *
   * @param log the action's log
   * @param a the first field's number
   * @param b the second's
   */
  public void write(EventLog log, int a, int b) {
    arity(2);
    put(log, tag | code(0, a) | code(1, b));
  }

  /**
   * Writes an event of three numbers, in the row's field order.
   *
   * @param log the action's log
   * @param a the first field's number
   * @param b the second's
   * @param c the third's
   */
  public void write(EventLog log, int a, int b, int c) {
    arity(3);
    put(log, tag | code(0, a) | code(1, b) | code(2, c));
  }

  /**
   * Writes an event of four numbers, in the row's field order.
   *
   * @param log the action's log
   * @param a the first field's number
   * @param b the second's
   * @param c the third's
   * @param d the fourth's
   */
  public void write(EventLog log, int a, int b, int c, int d) {
    arity(4);
    put(log, tag | code(0, a) | code(1, b) | code(2, c) | code(3, d));
  }

  /**
   * Writes an event of five numbers, in the row's field order.
   *
   * @param log the action's log
   * @param a the first field's number
   * @param b the second's
   * @param c the third's
   * @param d the fourth's
   * @param e the fifth's
   */
  public void write(EventLog log, int a, int b, int c, int d, int e) {
    arity(5);
    put(log, tag | code(0, a) | code(1, b) | code(2, c) | code(3, d) | code(4, e));
  }

  /**
   * Writes an event of six numbers, in the row's field order.
   *
   * @param log the action's log
   * @param a the first field's number
   * @param b the second's
   * @param c the third's
   * @param d the fourth's
   * @param e the fifth's
   * @param f the sixth's
   */
  public void write(EventLog log, int a, int b, int c, int d, int e, int f) {
    arity(6);
    put(log, tag | code(0, a) | code(1, b) | code(2, c) | code(3, d) | code(4, e) | code(5, f));
  }

  private void arity(int given) {
    if (given != fields.length) {
      throw new IllegalArgumentException(type.getSimpleName() + " carries " + fields.length + " numbers "
          + Arrays.toString(fields) + ", not " + given);
    }
  }

  private long code(int field, int value) {
    return fields[field].codeOf(value) << shifts[field];
  }

  private void put(EventLog log, long unit) {
    if (half) {
      log.addUnit((int) unit);
    } else {
      log.add(unit);
    }
  }

  /** {@return whether the unit fits half a word} */
  boolean half() {
    return half;
  }

  /** {@return the event of {@code bits}, read through {@code unit}, set to this row} */
  R read(Unit unit, long bits) {
    return type.cast(reader.apply(unit.at(type.getSimpleName(), fields, shifts, bits)));
  }

  /** {@return whether the row's hearing is marked {@link Hearing#revealing(Hearing)} (rules.md C-10)} */
  public boolean reveals() {
    return hearing.reveals();
  }

  @SuppressWarnings("unchecked") // the schema calls it with events of this row's type only
  Optional<Object> heardBy(Object event, Seating seating, int viewer) {
    return (Optional<Object>) hearing.heardBy(type.cast(event), seating, viewer);
  }

  @Override
  public String toString() {
    return type.getSimpleName() + "#" + tag + Arrays.toString(fields);
  }
}
