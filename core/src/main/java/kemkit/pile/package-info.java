/**
 * Piles: the stock and the discard pile, immutable and top first.
 *
 * <pre>{@code
 * Pile stock = Pile.of(List.of(Card.of("QS"), Card.of("7C")));
 * Card drawn = stock.top();          // QS
 * Pile rest = stock.drawn(1);        // [7C], sharing stock's storage
 * Pile discard = Pile.empty().withOnTop(drawn);
 * }</pre>
 */
package kemkit.pile;
