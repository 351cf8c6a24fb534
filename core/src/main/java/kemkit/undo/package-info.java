/**
 * Taking moves back, as the rules allow (rules.md C-10): a {@link kemkit.undo.Ledger} follows a
 * game action by action, keeps what each one's {@link kemkit.game.RuleSet#barrier} said, and
 * answers whether a seat may take its moves back, how far a table's {@link kemkit.undo.Reach}
 * lets it, and why not ({@link kemkit.game.Barrier}).
 *
 * <pre>{@code
 * Ledger<FamilyState> ledger = Ledger.start(rules);
 * ledger = ledger.play(action).orElseThrow();          // every accepted action, chance ones too
 * TakeBack answer = ledger.takeBack(seat, Reach.BARRIER);
 * if (answer instanceof TakeBack.Allowed allowed) {
 *   ledger = ledger.back(allowed);                      // the state, record length and ledger before
 * }
 * }</pre>
 *
 * <p>A take-back shortens the game's record: the record format does not change, and replaying the
 * shortened record gives exactly the state the ledger went back to.
 */
package kemkit.undo;
