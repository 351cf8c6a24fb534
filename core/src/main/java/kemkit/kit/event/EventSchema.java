package kemkit.kit.event;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import kemkit.game.Event;
import kemkit.game.EventLog;
import kemkit.seat.Seating;

/**
 * A game's events, once: one {@link EventRow} per event type, with its fields and widths, who hears
 * it ({@link Hearing}) and how it reads back. From the rows come the writers the mechanics call,
 * the decoder of {@link kemkit.game.Outcome#accepted(kemkit.game.GameState, EventLog,
 * EventLog.Decoder)}, and what each seat hears. The schema is checked when the class that builds it
 * loads: a row per type of the game's sealed event family, no two for one type, each row's unit in
 * a word, so that a missing reader fails at start-up, never at the first {@code events()}.
 *
 * <pre>{@code
 * private static final EventSchema.Builder<TrickEvent> ROWS = EventSchema.builder(TrickEvent.class);
 * static final EventField SEAT = EventField.of("seat", 0, 5);
 * static final EventField CARD = EventField.of("card", 0, 51);
 * static final EventRow<Led> LED = ROWS.row(Led.class, Hearing.everyone(),
 *     unit -> new Led(unit.get(SEAT), Card.byIndex(unit.get(CARD))), SEAT, CARD);
 * static final EventRow<Drew> DREW = ROWS.row(Drew.class, Hearing.seat(Drew::seat, Drew::hidden),
 *     unit -> new Drew(unit.get(SEAT), Optional.of(Card.byIndex(unit.get(CARD)))), SEAT, CARD);
 * static final EventSchema<TrickEvent> SCHEMA = ROWS.build();   // after the last row
 *
 * LED.write(work.log(), seat, card.index());                      // in a mechanic
 * }</pre>
 *
 * <p>A unit is the row's tag (its place among the rows, from 1) in the lowest bits, then its fields
 * in order. A unit of 32 bits or fewer shares a word with the next such unit ({@link
 * EventLog#addUnit}), so that the one or two small events of most actions fit one word and their
 * outcome holds no array.
 *
 * @param <E> the game's event type: a sealed interface, each of whose records has a row
 */
public final class EventSchema<E extends Event> implements EventLog.Decoder<E> {

  private final Class<E> type;
  private final int tagWidth;
  private final EventRow<?>[] byTag;
  private final Map<Class<?>, EventRow<?>> byType;

  private EventSchema(Class<E> type, int tagWidth, List<EventRow<?>> rows) {
    this.type = type;
    this.tagWidth = tagWidth;
    this.byTag = new EventRow<?>[rows.size() + 1];
    this.byType = new IdentityHashMap<>();
    for (EventRow<?> row : rows) {
      byTag[row.tag()] = row;
      byType.put(row.type(), row);
    }
  }

  /**
   * {@return a builder of the rows of {@code type}'s events}
   *
   * @param type the game's sealed event interface
   * @param <E> the game's event type
   * @throws IllegalArgumentException if {@code type} is not sealed
   */
  public static <E extends Event> Builder<E> builder(Class<E> type) {
    return new Builder<>(type);
  }

  /** {@return the game's event type} */
  public Class<E> type() {
    return type;
  }

  /** {@return the rows, by tag} */
  public ImmutableList<EventRow<?>> rows() {
    ImmutableList.Builder<EventRow<?>> out = ImmutableList.builder();
    for (int tag = 1; tag < byTag.length; tag++) {
      out.add(byTag[tag]);
    }
    return out.build();
  }

  /**
   * {@return whether one of {@code events} is of a row marked {@link Hearing#revealing(Hearing)}: it lays
   * open what was hidden, so its action may not be taken back (rules.md C-10)}
   *
   * @param events events of this schema's game
   * @throws IllegalArgumentException if an event is of no row of this schema
   */
  public boolean reveals(List<E> events) {
    for (E event : events) {
      EventRow<?> row = byType.get(event.getClass());
      if (row == null) {
        throw new IllegalArgumentException("a " + event.getClass().getName() + " is no event of " + type.getName());
      }
      if (row.reveals()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@return what {@code viewer} hears of {@code event}, as its row says (C-6)}
   *
   * @param event an event of this schema's game
   * @param seating the table's seats and teams
   * @param viewer the seat that hears
   * @throws IllegalArgumentException if {@code event} is of no row of this schema
   */
  public Optional<E> heardBy(E event, Seating seating, int viewer) {
    EventRow<?> row = byType.get(event.getClass());
    if (row == null) {
      throw new IllegalArgumentException("a " + event.getClass().getName() + " is no event of " + type.getName());
    }
    return row.heardBy(event, seating, viewer).map(type::cast);
  }

  /**
   * {@return the events of an accepted action as {@code viewer} hears them: each one as its row says,
   * in order, those it does not hear left out}
   *
   * @param events the events of one action, as full knowledge sees them
   * @param seating the table's seats and teams
   * @param viewer the seat that hears
   */
  public ImmutableList<E> heardBy(List<E> events, Seating seating, int viewer) {
    ImmutableList.Builder<E> out = ImmutableList.builderWithExpectedSize(events.size());
    for (E event : events) {
      heardBy(event, seating, viewer).ifPresent(out::add);
    }
    return out.build();
  }

  /**
   * {@inheritDoc} Each word holds one unit wider than 32 bits, or one or two smaller units, the
   * lower half first; each row's reader takes the whole words its writer added.
   */
  @Override
  public ImmutableList<E> decode(EventLog.Reader log) {
    ImmutableList.Builder<E> out = ImmutableList.builder();
    Unit unit = new Unit(log);
    while (log.hasNext()) {
      long word = log.next();
      EventRow<?> low = row((int) word);
      if (!low.half()) {
        out.add(type.cast(low.read(unit, word)));
        continue;
      }
      out.add(type.cast(low.read(unit, word & 0xFFFF_FFFFL)));
      int high = (int) (word >>> Integer.SIZE);
      if (high != 0) {
        EventRow<?> second = row(high);
        if (!second.half()) {
          throw new IllegalStateException("a unit of " + second + " in the upper half of a word");
        }
        out.add(type.cast(second.read(unit, high & 0xFFFF_FFFFL)));
      }
    }
    return out.build();
  }

  private EventRow<?> row(int unit) {
    int tag = unit & ((1 << tagWidth) - 1);
    if (tag == 0 || tag >= byTag.length) {
      throw new IllegalStateException("no " + type.getSimpleName() + " has the tag of unit "
          + Integer.toHexString(unit));
    }
    return byTag[tag];
  }

  @Override
  public String toString() {
    return "EventSchema[" + type.getSimpleName() + ", " + rows() + "]";
  }

  /**
   * Collects a schema's rows, one per event type, tagged in the order they are added; {@link
   * #build} comes after the last.
   *
   * @param <E> the game's event type
   */
  public static final class Builder<E extends Event> {
    private final Class<E> type;
    private final Set<Class<?>> leaves;
    private final int tagWidth;
    private final List<EventRow<?>> rows = new ArrayList<>();
    private boolean built;

    private Builder(Class<E> type) {
      this.type = requireNonNull(type, "type");
      if (!type.isSealed()) {
        throw new IllegalArgumentException(type.getName() + " is not sealed: a schema needs every event type");
      }
      this.leaves = new LinkedHashSet<>();
      collect(type, leaves);
      // Tags count from 1: 0 is the empty upper half of a word.
      this.tagWidth = Math.max(1, Integer.SIZE - Integer.numberOfLeadingZeros(leaves.size()));
    }

    private static void collect(Class<?> type, Set<Class<?>> out) {
      if (type.isSealed()) {
        for (Class<?> permitted : type.getPermittedSubclasses()) {
          collect(permitted, out);
        }
      } else {
        out.add(type);
      }
    }

    /**
     * {@return the row of events of {@code type}: its tag is its place among the rows, from 1}
     *
     * @param type the event type, one of the sealed family's records
     * @param hearing who hears the event, and what of it (C-6): there is no default
     * @param reader makes the event from its unit, read by the same fields
     * @param fields the numbers the event carries, in the order the writers take them
     * @param <R> the event type
     * @throws IllegalStateException if the type is not one of the family's, has a row already, or
     *     its fields do not fit a word
     */
    public <R extends E> EventRow<R> row(Class<R> type, Hearing<R> hearing, Function<Unit, ? extends R> reader,
        EventField... fields) {
      if (built) {
        throw new IllegalStateException("the schema is built: " + type.getSimpleName() + " comes too late");
      }
      if (!leaves.contains(type)) {
        throw new IllegalStateException(type.getName() + " is not an event type of " + this.type.getName());
      }
      for (EventRow<?> row : rows) {
        if (row.type() == type) {
          throw new IllegalStateException("two rows for " + type.getSimpleName());
        }
      }
      EventRow<R> row = new EventRow<>(type, rows.size() + 1, tagWidth, fields,
          requireNonNull(hearing, "hearing"), requireNonNull(reader, "reader"));
      rows.add(row);
      return row;
    }

    /**
     * {@return the schema of the rows added}
     *
     * @throws IllegalStateException naming the event types that have no row
     */
    public EventSchema<E> build() {
      if (built) {
        throw new IllegalStateException("the schema is built already");
      }
      built = true;
      List<String> missing = new ArrayList<>();
      for (Class<?> leaf : leaves) {
        if (rows.stream().noneMatch(row -> row.type() == leaf)) {
          missing.add(leaf.getSimpleName());
        }
      }
      if (!missing.isEmpty()) {
        throw new IllegalStateException(type.getSimpleName() + " events with no row, so no reader: " + missing);
      }
      return new EventSchema<>(type, tagWidth, rows);
    }
  }
}
