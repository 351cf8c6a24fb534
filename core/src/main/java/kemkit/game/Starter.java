package kemkit.game;

/**
 * The chance choice of the first round's starting seat (rules.md H-6). Record line: {@code
 * starter S}.
 *
 * @param seat the starting seat
 */
public record Starter(int seat) implements ChanceAction {}
