/**
 * High card, a toy game that the conformance kit and core's record tests play.
 *
 * <p>Small but real: a {@link kemkit.toy.HighCardRules} rule set with both kinds of chance action,
 * hidden hands, a view per seat, a notation and a determinizer. It is also the shortest complete
 * example of implementing {@link kemkit.game.RuleSet}:
 *
 * <pre>{@code
 * HighCardRules rules = HighCardRules.of(3);
 * HighCardState state = rules.start();
 * var rng = new SplittableRandom(1);
 * while (state.chanceDue().isPresent()) {
 *   state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
 * }
 * state = rules.apply(state, rules.legalActions(state, state.turn()).get(0)).state();
 * }</pre>
 */
package kemkit.toy;
