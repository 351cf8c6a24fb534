/**
 * The Kem's family (rules.md §K): the mechanic that Kem's and Kemps share, written once, with
 * every option of the K-opt table.
 *
 * <p>A {@link kemkit.family.FamilyRules} is one game with every option fixed. Start from a
 * {@link kemkit.family.Preset} (a column of the K-opt table, owned by its game: {@code
 * kemkit.kemps.Kemps.PRESET}, {@code kemkit.kems.KemsPresets}), override options by name, and
 * pick the table:
 *
 * <pre>{@code
 * FamilyOptions options = KemsPresets.CLASSIC.options().with("target", "7");
 * FamilyRules rules = FamilyRules.create(KemsPresets.CLASSIC, options, 3, 2, 0);  // 3 teams of 2
 *
 * RandomGenerator rng = new SplittableRandom(42);
 * FamilyState state = rules.start();                          // round 1 waits for its deck order
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * state = rules.apply(state, new FamilyAction.Top(0)).state(); // the dealer opens the table
 *
 * Outcome<FamilyState, FamilyEvent> outcome =
 *     rules.apply(state, new FamilyAction.Exchange(1, state.hand(1).get(0), state.tableCards().get(2)));
 * outcome.rejection().ifPresent(System.out::println);         // NOT_IN_HAND: seat 1 cannot give …
 * FamilyView view = rules.view(outcome.state(), 1);           // what seat 1 may see (K-25)
 * }</pre>
 *
 * <p><b>How it is built</b>: on the rules kit of {@code kemkit.kit}, the one design of every game,
 * in layers that read bottom-up (no type calls up a layer, and no cycle: {@code LayersTest}).
 *
 * <ol>
 *   <li><b>Values.</b> {@link kemkit.family.FamilyState} is a schema: each fact one line, a field
 *       with its range packed into the state's two words (the round, the phase, the dealer, each
 *       seat's gesture and each team's sign as a signal word's code…) or an object slot (the
 *       setting, the cards in play, the stock, the discard pile, the scores, the signs and the
 *       round's talk), with whether it starts again each round and whether {@code determinize}
 *       draws it again. Its {@code equals}, {@code hashCode} and {@code toString} come from the
 *       schema. Actions, events and the view are records.
 *   <li><b>Codecs.</b> {@code FamilyEvents} has one row per event type: the numbers it carries, who
 *       hears it (K-25, no default), how it reads back; {@link kemkit.family.FamilyNotation} reads
 *       and writes record lines.
 *   <li><b>Mechanics</b>, one file each, a verb per action with its three faces side by side: its
 *       check (the rejection, in rules.md §R order), its legal actions (counted and indexed from
 *       the check's own predicates: {@code Exchanging.exchangesOpen}, {@code Calling.callsOpen},
 *       K-20's targets from {@code Setting.aim}), and its perform, which writes the state's parts
 *       and the events in the action's {@link kemkit.kit.state.Workspace}: {@code Dealing} (the
 *       shuffles: K-4 to K-7, K-13), {@code Exchanging} (K-8 to K-10), {@code Sweeping} (K-11,
 *       K-12), {@code Signalling} (K-14, K-15), {@code Calling} (K-16 to K-22), {@code Scoring}
 *       (K-23, K-24), {@code Visibility} (K-25).
 *   <li><b>Rules.</b> {@code FamilyRules} is the kit's reducer template with the family's table of
 *       verbs and the sentences of its prologue.
 *   <li><b>Telling.</b> {@link kemkit.family.FamilyNarration} and {@link kemkit.family.FamilyHints}.
 * </ol>
 *
 * <p><b>For a newcomer</b>: a new state fact is one line of {@code FamilyState}'s schema (its range
 * and traits) and the lines of the verbs that read and write it; a new option is one row of {@link
 * kemkit.family.FamilyOptions}; a new event is its record in {@link kemkit.family.FamilyEvent} and
 * its row in {@code FamilyEvents} (the narration's visitor then asks for its sentence); a new
 * action is its record and its verb, added to {@code FamilyRules}' table. Each is checked when its
 * class loads: a field that does not fit, an event type without a row, an action without a verb.
 *
 * <p>Kem's and Kemps differ in their scoring options and in the words of their calls ({@link
 * kemkit.family.Dialect}); {@link kemkit.family.FamilyNotation} reads both, and a game refuses the
 * other dialect's calls {@code NOT_ALLOWED}.
 */
package kemkit.family;
