/**
 * A game's state declared once, as a schema, and the one workspace that makes its states.
 *
 * <p>A state is a {@link kemkit.kit.state.SchemaState}: its small facts are parts packed into two
 * words ({@link kemkit.kit.state.Field} a number in a range, {@link kemkit.kit.state.Flag} a
 * yes-or-no, {@link kemkit.kit.state.Coded} an enum constant or an optional from a table, {@link
 * kemkit.kit.state.Bits} raw bits), and its objects are slots ({@link kemkit.kit.state.Slot}, and
 * {@link kemkit.kit.state.SeatSlot} for one object per seat). A part is one line of the {@link
 * kemkit.kit.state.Schema}; from the schema come {@code equals}, {@code hashCode}, {@code
 * toString}, the first values of a game and of a round, and what {@code determinize} must draw again
 * ({@link kemkit.kit.state.Trait}).
 *
 * <pre>{@code
 * public final class CountState extends SchemaState {
 *   private static final Schema.Builder<CountState> PARTS = Schema.builder("CountState", CountState::new);
 *   static final Field TOTAL = PARTS.number("total", 0, 100);
 *   static final Flag OVER = PARTS.flag("over");
 *   static final Slot<Pile> STOCK = PARTS.slot("stock", Pile.class, Pile.empty(), Trait.EACH_ROUND, Trait.SECRET);
 *   static final Schema<CountState> SCHEMA = PARTS.build();
 *
 *   private CountState() {}   // only the workspace makes states, and fills them in
 *
 *   protected Schema<CountState> schema() {
 *     return SCHEMA;
 *   }
 *   …   // the GameState methods, read from the parts: get(TOTAL), get(OVER)
 * }
 *
 * CountState start;
 * try (Workspace<CountState> work = Workspace.beginNew(CountState.SCHEMA, 2)) {   // every part at its first value
 *   start = work.state();
 * }
 * try (Workspace<CountState> work = Workspace.begin(CountState.SCHEMA, start)) {  // one action
 *   work.set(CountState.TOTAL, work.get(CountState.TOTAL) + 7);
 *   CountState next = work.state();                                   // shares the stock with start
 * }
 * }</pre>
 *
 * <p>The {@link kemkit.kit.state.Workspace} is the one place a state is made: one per thread and
 * schema, begun for an action and closed after it (a reentry guard refuses an action begun inside
 * another), copying only the slots the action writes. Reducers reach it through {@link
 * kemkit.kit.rules.Rules}, which begins and closes it around each action.
 */
package kemkit.kit.state;
