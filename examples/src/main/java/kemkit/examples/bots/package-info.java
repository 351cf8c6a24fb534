/**
 * Bots: players that a program runs. A {@link kemkit.examples.bots.Bot} sees what its seat may
 * see and nothing more (rules.md C-6): its view, its legal actions, the events of its seat.
 *
 * <pre>{@code
 * var bot = new RandomBot<KempsAction, KempsEvent, KempsView>(new SplittableRandom(7));
 * host.subscribe(seat, bot::observe);                       // the seat's own event stream
 * host.submit(bot.choose(host.view(seat), host.legalActions(seat)));
 * }</pre>
 *
 * <p>{@link kemkit.examples.bots.RandomBot} picks uniformly among the legal actions; {@code
 * kemkit simulate} plays it against itself.
 */
package kemkit.examples.bots;
