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
 * <p>Inside, one mechanic per rule (Dealing, Peeking, Turns, Powers, Snapping, Rearranging,
 * Recycling, Announcing, Scoring) has two faces: a check that reads the state and returns the
 * rejection, which {@code legalActions} lists from by the same predicates, and a perform that
 * edits the action's workspace (Transition), the one place a new state is made. A perform always
 * writes what happened with the event's typed writer (EventWords), a few numbers in a reused log;
 * the outcome decodes them only when its events are asked. A state's small facts are declared once,
 * in Facts: a new one is a line there plus the mechanics that read and write it.
 */
package kemkit.khamul;
