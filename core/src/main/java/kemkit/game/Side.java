package kemkit.game;

/**
 * What a number in a state's {@link GameState#scores()} and {@link GameState#winners()} names: a
 * team in the Kem's family (K-1: partners score together), a seat in Khamul (every seat for
 * itself). A UI reads it before it writes "team 1 wins" or "seat 1 wins".
 */
public enum Side {
  /** A team, numbered as {@link kemkit.seat.Seating#teamOf} numbers them (K-1). */
  TEAM,
  /** A seat, numbered clockwise from 0 (C-3). */
  SEAT
}
