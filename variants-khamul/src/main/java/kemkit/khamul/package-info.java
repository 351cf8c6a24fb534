/**
 * Khamul (rules.md §H): four face-down cards each, the lowest total wins.
 *
 * <p>A game is a {@link kemkit.khamul.KhamulRules rule set} and immutable {@link
 * kemkit.khamul.KhamulState states}. Randomness comes in only as chance actions (the deck order,
 * the first starter, a recycled stock), so a seeded generator replays a game exactly:
 *
 * <pre>{@code
 * KhamulRules rules = Khamul.rules();                      // preset khamul, 4 players
 * RandomGenerator rng = new SplittableRandom(42);
 * KhamulState state = rules.start();
 * while (state.chanceDue().isPresent()) {                  // the deck order, then the starter
 *   state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
 * }
 * for (int seat = 0; seat < 4; seat++) {                   // everyone peeks at slots 0 and 1
 *   state = rules.apply(state, new KhamulAction.Peek(seat, 0, 1)).state();
 * }
 * int me = state.turn();
 * state = rules.apply(state, new KhamulAction.Draw(me)).state();
 * state = rules.apply(state, new KhamulAction.Swap(me, 3)).state();
 * KhamulView view = rules.view(state, me);                 // what seat 'me' may see and remembers
 * System.out.println(view.ownHand());                      // [Optional[JS], Optional[2D], Optional.empty, Optional[TC]]
 * }</pre>
 *
 * <p>Each action is a record of {@link kemkit.khamul.KhamulAction}; what happened comes back as
 * {@link kemkit.khamul.KhamulEvent}s, and {@link kemkit.khamul.KhamulRules#eventsSeenBy} rebuilds
 * them for one seat. A rejected action says why with a rules.md §R code.
 *
 * <p>The heart of Khamul is memory: a seat knows the card in a slot when it has seen that card and
 * every move of it since (H-15). {@link kemkit.khamul.Memory} keeps, per card, the seats that know
 * where it lies, so knowledge follows cards through public moves by itself and is cut only by the
 * hidden ones (rearranges, forced and penalty draws). {@link kemkit.khamul.KhamulView#memory()}
 * shows a seat what it knows, and {@link kemkit.khamul.KhamulRules#determinize} deals again
 * everything it does not, for bots that search.
 *
 * <p>Inside, Khamul is the rules kit of core ({@code kemkit.kit}) filled in, and reads bottom-up
 * in four layers; no type references one of a higher layer, so no cycle exists (LayersTest counts
 * them from the compiled classes):
 *
 * <ol>
 *   <li><b>Values</b>: cards' values, {@link kemkit.khamul.Hand}, {@link kemkit.khamul.Memory}, the
 *       actions, the events, the view, the options, and {@link kemkit.khamul.KhamulState} with its
 *       schema: each part one line (its range, whether a new round resets it, whether it is a
 *       secret that {@code determinize} draws again), from which equality, hashing, {@code
 *       toString} and the reset of a round come. A state never calls a mechanic.
 *   <li><b>Codecs</b>: KhamulEvents, one row per event type (its numbers, who hears it, how it
 *       reads back), and the record notation of actions. A codec never reads the rules.
 *   <li><b>Mechanics</b>, one file per rule, each verb's three faces side by side: the check that
 *       returns the rejection, the count and index of the actions a seat may make (from the
 *       check's own predicates), and the perform that edits the action's workspace and writes the
 *       events. Scoring (H-13, H-14) is the bottom one; TurnOrder (H-7, H-12) ends turns; Stock
 *       draws (H-7, H-8, H-9, H-11); Powers, Turns, Peeking, Snapping, Rearranging, Announcing,
 *       Dealing and Recycling make the verbs and chance actions; Visibility and Determinizing build
 *       what a seat may see.
 *   <li><b>Rules</b>: {@link kemkit.khamul.KhamulRules}, the kit's reducer template given Khamul's
 *       verbs in listing order and the sentences of its prologue; {@link kemkit.khamul.Khamul} and
 *       {@link kemkit.khamul.KhamulGame} make it; hints and narration read it.
 * </ol>
 *
 * <p>Adding a state field is one line of KhamulState's schema (plus an accessor if it is API);
 * an option, one row of {@link kemkit.khamul.KhamulOptions}; an event type, its record and its
 * row in KhamulEvents (the compiler then asks the narration); a verb, its record, its {@code Verb}
 * in a mechanic, and one line of KhamulRules' table. A forgotten row or verb fails when the class
 * loads, not at the first action.
 */
package kemkit.khamul;
