/**
 * Bots: players that a program runs, for simulations, for a UI's empty seats, or as sparring
 * partners. A {@link kemkit.bots.Bot} sees what its seat may see and nothing more
 * (rules.md C-6): its view, its legal actions, the events of its seat. It never gets the state.
 *
 * <p>The Kem's family has no turns, so a bot answers two questions: {@link
 * kemkit.bots.Bot#intention what would you do now} (empty: nothing, it passes) and {@link
 * kemkit.bots.Bot#choose act now}. A {@link kemkit.bots.Scheduler} asks every bot
 * in a random order and lets the first willing one act, and makes the dealer act when every seat
 * passes, so a table always moves on:
 *
 * <pre>{@code
 * FamilyRules rules = Kemps.rules();
 * var host = TableHost.dealing(rules, new SplittableRandom(1));
 * List<Bot<FamilyAction, FamilyEvent, FamilyView>> bots = new ArrayList<>();
 * for (int seat = 0; seat < 4; seat++) {
 *   Bot<FamilyAction, FamilyEvent, FamilyView> bot = Bots.create(BotKind.HEURISTIC, rules, seat, new SplittableRandom(seat));
 *   host.subscribe(seat, bot::observe);                       // the seat's own event stream
 *   bots.add(bot);
 * }
 * host.open();                                                 // deals: the bots hear it
 * var scheduler = Scheduler.allBots(rules, bots, new SplittableRandom(2));
 * while (!host.state().isOver()) {
 *   scheduler.next(host.state()).ifPresent(move -> host.submit(move.action()));
 * }
 * }</pre>
 *
 * <p>The bots: {@link kemkit.bots.RandomBot} picks uniformly among the legal actions;
 * {@link kemkit.bots.FamilyBot} plays the Kem's family to win (collects the most
 * promising rank, signs its Kem's, calls on its partner's sign, cuts what it can read);
 * {@link kemkit.bots.KhamulBot} plays Khamul from its memory (replaces high cards, uses
 * powers, snaps, announces low hands). {@link kemkit.bots.Bots} seats the right one for a
 * game; {@code kemkit simulate --bots heuristic,random} pits them against each other.
 */
package kemkit.bots;
