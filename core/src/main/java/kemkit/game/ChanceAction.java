package kemkit.game;

/**
 * An action made by no seat that brings randomness into the game explicitly (rules.md C-4): the
 * rules never draw a random number, they wait for one of these. Use {@link Chance} to make them
 * from a random generator.
 */
public sealed interface ChanceAction extends Action permits Shuffle, Starter {}
