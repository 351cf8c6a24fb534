/**
 * A game's events declared once, as a schema: one row per event type, with the numbers it carries,
 * who hears it, and how it reads back.
 *
 * <p>The mechanics write events as packed numbers through their {@link kemkit.kit.event.EventRow}
 * into the workspace's {@link kemkit.game.EventLog}, always and cheaply; the {@link
 * kemkit.kit.event.EventSchema} is the decoder that makes the event records the first time an
 * outcome's events are asked for, and it says what each seat hears of each event ({@link
 * kemkit.kit.event.Hearing}, deny by default: a row must say). The schema is checked when its class
 * loads: a row for every type of the game's sealed event family, each number within its field's
 * range, each unit within a word.
 *
 * <pre>{@code
 * sealed interface CountEvent extends Event permits Added, Drew {}
 * record Added(int seat, int amount) implements CountEvent {}
 * record Drew(int seat, Optional<Card> card) implements CountEvent {}
 *
 * final class CountEvents {
 *   private static final EventSchema.Builder<CountEvent> ROWS = EventSchema.builder(CountEvent.class);
 *   private static final EventField SEAT = EventField.of("seat", 0, 5);
 *   private static final EventField AMOUNT = EventField.of("amount", 1, 10);
 *   private static final EventField CARD = EventField.of("card", 0, 51);
 *   static final EventRow<Added> ADDED = ROWS.row(Added.class, Hearing.everyone(),
 *       unit -> new Added(unit.get(SEAT), unit.get(AMOUNT)), SEAT, AMOUNT);
 *   static final EventRow<Drew> DREW = ROWS.row(Drew.class,
 *       Hearing.seat(Drew::seat, drew -> new Drew(drew.seat(), Optional.empty())),
 *       unit -> new Drew(unit.get(SEAT), Optional.of(Card.byIndex(unit.get(CARD)))), SEAT, CARD);
 *   static final EventSchema<CountEvent> SCHEMA = ROWS.build();
 * }
 *
 * CountEvents.ADDED.write(work.log(), seat, 7);           // in a mechanic: one unit, no object
 * return work.accepted(CountEvents.SCHEMA);                // decoded when events() is first asked
 * }</pre>
 */
package kemkit.kit.event;
