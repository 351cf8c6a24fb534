/**
 * Kem's (rules.md §K): four written descriptions of one French card game, each a preset of the
 * Kem's-family mechanic in {@link kemkit.family}.
 *
 * <p><b>Pick a preset.</b> {@code kems-classic} (seed 003) is the default; {@code kems-en} (seed
 * 000), {@code kems-fr32} (seed 001, 32 cards) and {@code kems-expert} (seed 003's variant for
 * seasoned players) are the others. The module's {@code RULES.md} tells them apart.
 *
 * <pre>{@code
 * FamilyRules classic = Kems.rules();
 * FamilyRules english = Kems.rules("kems-en");
 * }</pre>
 *
 * <p><b>Override an option.</b> Every option of the K-opt table can be set on top of a preset,
 * named and valued as records write them; so can the seating. A combination that makes no sense
 * is refused at once, and the {@link kemkit.game.SetupException} names the options at fault.
 *
 * <pre>{@code
 * FamilyRules rules = Kems.rules(Setup.of("kems")
 *     .withPreset("kems-en")
 *     .withOption("doubleValue", "3")     // a right double scores 3 (seeds 001 and 003 allow it)
 *     .withSeating("teams", 3));          // three teams of two, partners facing
 * }</pre>
 *
 * <p><b>Play an exchange.</b> The round waits for its deck order, a chance action (C-4); then the
 * dealer opens the table with {@code top} (K-8) and any seat exchanges a card of its hand for a
 * table card (K-9). A player decides from its own {@link kemkit.family.FamilyView view}, never from
 * the state, which holds every hidden card (C-6).
 *
 * <pre>{@code
 * FamilyState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), new SplittableRandom(7))).state();
 * state = rules.apply(state, new FamilyAction.Top(state.dealer())).state();
 * FamilyView mine = rules.view(state, 1);
 * Outcome<FamilyState, FamilyEvent> outcome =
 *     rules.apply(state, new FamilyAction.Exchange(1, mine.hand().get(0), mine.table().get(0)));
 * outcome.rejection().ifPresent(System.out::println);   // a §R code and a sentence; state unchanged
 * }</pre>
 *
 * <p>Records name this game {@code game kems}; {@link kemkit.game.Games#named(String)
 * Games.named("kems")} finds {@link kemkit.kems.KemsGame} once this module is on the path.
 */
package kemkit.kems;
