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
 * <p>How it is built: {@code FamilyRules} checks what every action shares, in the order of
 * rules.md §R, and hands each action to the small class of its mechanic: the deal and all drawing
 * (K-4 to K-7, K-13), the table (K-8 to K-10), sweeps (K-11, K-12), signals (K-14, K-15), calls
 * (K-16 to K-22), scoring and rounds (K-23, K-24), visibility (K-25). States are immutable
 * {@link kemkit.family.FamilyState} records; each accepted action also returns its {@link
 * kemkit.family.FamilyEvent}s, enough for a UI to animate the game, and {@link
 * kemkit.family.FamilyRules#eventsSeenBy} gives each seat only what it may see.
 *
 * <p>For a newcomer adding a rule: a mechanic first <em>checks</em> (named predicates such as
 * {@code Exchanging.exchangesOpen} or {@code Calling.callsOpen}, which {@code LegalActions} reads
 * too, so the list of legal actions and {@code apply} agree by construction), then
 * <em>performs</em> on the thread's workspace ({@code Transition.begin}): it changes the
 * workspace's fields and writes each event with its record's {@code write} (for example {@code
 * FamilyEvent.Exchanged.write(t.log, …)}, a packed word, never guarded), and {@code
 * t.accepted()} freezes the one new state. The outcome decodes the words into events only when
 * {@code events()} is asked ({@code EventCodec}). A new state field is a workspace field, its copy
 * in {@code Transition.reset}, a {@code FamilyState} field and accessor (with equals, hashCode and
 * toString), and its start value in {@code Dealing.gather} when it belongs to a round.
 *
 * <p>Kem's and Kemps differ in their scoring options and in the words of their calls ({@link
 * kemkit.family.Dialect}); {@link kemkit.family.FamilyNotation} reads both, and a game refuses the
 * other dialect's calls {@code NOT_ALLOWED}.
 */
package kemkit.family;
