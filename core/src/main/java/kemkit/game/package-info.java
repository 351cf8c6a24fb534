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
 * FamilyRules rules = Kemps.rules();                        // kemkit.family, in kemkit-kemps
 * var rng = new SplittableRandom(7);
 * FamilyState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * FamilyAction exchange = rules.legalActions(state, 1).get(0);
 * Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, exchange);
 * outcome.rejection().ifPresent(System.out::println);      // a §R code and a sentence (C-5)
 * ImmutableList<FamilyEvent> seat2 = rules.eventsSeenBy(2, outcome.events());   // empty if rejected
 * }</pre>
 *
 * <p>Khamul works the same way with {@code KhamulRules}, {@code KhamulState} and {@code
 * KhamulEvent} (kemkit.khamul). An outcome holds hidden cards (its {@code toString} does not
 * show them); what a seat may receive is its view and the events it may see.
 *
 * <p>A seat sees only {@link kemkit.game.RuleSet#view its view} and {@link
 * kemkit.game.RuleSet#eventsSeenBy the events it may see}; both are built from what the seat may
 * know (C-6). Because states are immutable, branching a game for search is keeping a reference.
 */
package kemkit.game;
