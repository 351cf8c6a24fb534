package kemkit.game;

/**
 * Anything that can be applied to a game state: a {@link ChanceAction} that brings in a random
 * order (C-4), or a {@link PlayerAction} made by a seat.
 */
public sealed interface Action permits ChanceAction, PlayerAction {}
