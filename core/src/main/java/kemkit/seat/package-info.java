/**
 * Seats and teams (rules.md C-3, K-1).
 *
 * <pre>{@code
 * Seating table = Seating.teams(2, 2);  // seats 0 and 2 are team 0, seats 1 and 3 team 1
 * assert table.teamOf(3) == 1 && table.next(3) == 0;
 * }</pre>
 */
package kemkit.seat;
