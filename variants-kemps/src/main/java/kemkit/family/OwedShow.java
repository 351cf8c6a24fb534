package kemkit.family;

/**
 * A show owed after a wrong counter (K-18).
 *
 * @param seat the seat that must show two cards
 * @param to the caller, who will see them
 */
public record OwedShow(int seat, int to) {}
