/**
 * Kemps (rules.md §K, preset {@code kemps}, seed 002) on the shared Kem's-family mechanic of
 * {@link kemkit.family}.
 *
 * <pre>{@code
 * FamilyRules rules = Kemps.rules();                     // 2 teams of 2, first to 5
 * FamilyState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * state = rules.apply(state, FamilyAction.Counter.of(Dialect.KEMPS, 2, 1)).state();  // "2 cut 1"
 *
 * Verdict verdict = Validator.validate(recordText);      // "game kemps" records, via KempsGame
 * }</pre>
 *
 * <p>{@link kemkit.kemps.KempsGame} registers the game with {@link java.util.ServiceLoader}, so
 * records and {@link kemkit.game.Games} find it as {@code kemps}.
 */
package kemkit.kemps;
