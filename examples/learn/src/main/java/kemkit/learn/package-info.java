/**
 * Learning encodings, from a seat's view only: for every rule set an observation tensor and an
 * information-state tensor in fixed, named and versioned {@link kemkit.learn.Layout}s, a stable
 * action numbering with legal masks, and the seat's history ({@link kemkit.learn.Recall}).
 *
 * <pre>{@code
 * KhamulRules rules = Khamul.rules();
 * Encoding<KhamulAction, KhamulEvent, KhamulView> encoding = Encodings.of(rules);
 * float[] observation = new float[encoding.observationLayout().size()];
 * encoding.observation(rules.view(state, seat), observation);
 * boolean[] mask = new boolean[encoding.numDistinctActions()];
 * encoding.mask(rules.legalActions(state, seat), mask);
 * }</pre>
 *
 * <p>Nothing here reads a state: an encoding is handed a view, the seat's legal actions and the
 * events the seat heard, so what the seat may not know cannot reach a tensor (rules.md C-6). The
 * conformance kit checks it on every rule set all the same ({@code Conformance.encoded}), and the
 * golden fixtures of the build pin every layout's version. docs/learning.md lists the layouts.
 */
package kemkit.learn;
