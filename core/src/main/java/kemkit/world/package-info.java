/**
 * Possible worlds from a view: sampling the full states a seat may be in from its view and its
 * history alone ({@link kemkit.world.Worlds}, {@link kemkit.world.SeatHistory}), and belief
 * queries over them ({@link kemkit.world.Estimate}). Game-independent: the rules' reducer, chance
 * actions and {@code eventsSeenBy} are all it uses.
 */
package kemkit.world;
