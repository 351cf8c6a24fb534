/**
 * The game-independent API: immutable states, rule sets, and a pure reducer.
 *
 * <p>Every game works the same way. A {@link kemkit.game.RuleSet} is made from a {@link
 * kemkit.game.Setup}; its {@link kemkit.game.RuleSet#start() start} state waits for a chance
 * action (the deck order, rules.md C-4); then {@link kemkit.game.RuleSet#apply apply} takes a
 * state and an action and returns an {@link kemkit.game.Outcome}: the new state and the events,
 * or a {@link kemkit.game.Rejection} with a §R code that leaves the state untouched (C-5).
 *
 * <pre>{@code
 * var rules = Kemps.rules(Setup.of("kemps"));
 * var rng = new SplittableRandom(7);
 * KempsState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * var exchange = rules.legalActions(state, 1).get(0);
 * var outcome = rules.apply(state, exchange);
 * }</pre>
 *
 * <p>A seat sees only {@link kemkit.game.RuleSet#view its view} and {@link
 * kemkit.game.RuleSet#eventsSeenBy the events it may see}; both are built from what the seat may
 * know (C-6). Because states are immutable, branching a game for search is keeping a reference.
 */
package kemkit.game;
