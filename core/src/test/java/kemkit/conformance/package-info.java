/**
 * The conformance kit: one suite, written once, that every rule set runs (the three games here and
 * any third party's). It ships in core's test-jar.
 *
 * <pre>{@code
 * class MyGameConformanceTest {
 *   @TestFactory
 *   Stream<DynamicNode> conformance() {
 *     return Conformance.suite(MyGame.rules(), MyGame.rules(Setup.of("mygame").withSeating("players", 6)));
 *   }
 * }
 * }</pre>
 *
 * <p>What it does, per rule set: it plays seeded games (a {@code Generator} with {@code
 * SplittableRandom}: mostly legal actions of random seats, sometimes {@code Mischief}, an action
 * wrong in exactly one detail), then checks each {@code Property} on every game by replaying it:
 *
 * <ul>
 *   <li>C-7: {@code placements()} hold every card of the deck exactly once, after every accepted
 *       action;
 *   <li>C-5: a rejection returns an equal state (equals and hashCode) and a non-blank message;
 *   <li>no exception escapes {@code apply}, {@code legalActions}, {@code view}, {@code
 *       eventsSeenBy} or {@code determinize} (null arguments to {@code apply} throw NPE);
 *   <li>every legal action is accepted, every accepted action (of the games, and near misses
 *       probed around legal ones) is listed, and {@code apply} twice gives equal outcomes (purity);
 *   <li>the record round trip: write, read back (through the registered {@code Game}, or an
 *       adapter for an unregistered rule set), same actions, equal states; and the setup round
 *       trip;
 *   <li>C-6, non-interference: {@code determinize(state, seat, rng)} changes neither the seat's
 *       view nor its legal actions (a leak shows as a difference), and conserves cards;
 *   <li>C-6, non-interference over everything a seat is handed: in two states a seat cannot tell
 *       apart (twins: the script replayed with two cards, sometimes of one hand, and two signal
 *       words trading names, wherever the seat's views are equal), its legal actions (list, count,
 *       each index), the answers to its legal and generated illegal actions, the events it hears,
 *       its views afterwards and determinize with equal generators are equal; {@code
 *       Conformance.handed} adds what a test hands a seat besides ({@code Faces}: narration, JSON);
 *   <li>learning encodings, with {@code Conformance.encoded} and an {@code Encoder} per rule set:
 *       in twins, equal observation tensors, masks and actions by index, and equal
 *       information-state tensors after equal histories (C-6); the mask is exactly the legal
 *       actions, numbered one to one, each index giving its action back;
 *   <li>C-6, determinize reads the view only: twins determinized with equal generators give equal
 *       states; a number that is no seat is refused;
 *   <li>foreign states: a state made by another rule set (the suite's others, the registered
 *       presets, this setup with a seating statement changed) is refused by every method with
 *       {@code ForeignStateException} naming both setups; so is a state or event of another game,
 *       or of no game (an alien), never with a ClassCastException;
 *   <li>a number that is no seat is refused by {@code view}, {@code eventsSeenBy} and {@code
 *       determinize} with IllegalArgumentException, and gets no legal action;
 *   <li>invariants: scores per team, rounds (C-8), game over, chance handling (C-4) and the head
 *       of §R ({@code GAME_OVER}, {@code AWAITING_CHANCE}, {@code UNEXPECTED_CHANCE}, {@code
 *       BAD_SHUFFLE}, {@code NO_SUCH_SEAT} for the actor), no dead ends.
 * </ul>
 *
 * <p>A failure is shrunk ({@code Shrinker}: delta debugging over the recorded actions) and
 * reported with the property, the setup, the seed, how to replay it ({@code
 * -Dkemkit.conformance.seed=S -Dkemkit.conformance.games=1}) and the shrunk actions as a record
 * ready to paste into a {@code .rec} file. {@code ConformanceCatchesBugsTest} shows the kit
 * failing on deliberately broken rule sets; {@link kemkit.toy} is the toy game it passes.
 */
package kemkit.conformance;
