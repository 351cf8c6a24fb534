/**
 * Bots that search: information-set Monte Carlo tree search on {@code determinize} (rules.md C-6).
 * A {@link kemkit.bots.search.SearchBot} gets what every bot gets (its view, its legal
 * actions, its seat's events) and a {@link kemkit.bots.search.Sampler}, which deals the
 * cards hidden from the seat again at random: the real state never reaches it.
 *
 * <p>Its rollouts are played by a rollout policy that reads the sampled world directly: a sample
 * holds nothing the searching seat may not know, so reading it leaks nothing real, and no view is
 * built, no list of legal actions made and no event decoded per step. The heuristic policies play
 * each seat from what that seat would know (a Khamul seat's memory, H-15, is kept by the policy as
 * the rules keep it; a Kem's seat calls on its partner's sign, K-14, K-16).
 *
 * <pre>{@code
 * Bot<KhamulAction, KhamulEvent, KhamulView> bot = SearchBots.create(rules, 0,
 *     Sampler.of(rules, host::state, 0), SearchOptions.DEFAULT.withIterations(200), new SplittableRandom(1));
 * host.subscribe(0, bot::observe);
 * bot.intention(host.view(0), host.legalActions(0)).ifPresent(host::submit);
 * }</pre>
 */
package kemkit.bots.search;
