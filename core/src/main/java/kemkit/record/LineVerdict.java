package kemkit.record;

import kemkit.game.Rejection;

/**
 * What one line fed to a {@link ValidationSession} gives (record-format.md, "What a validator
 * reports"): the line held, an action was rejected and the next statement must expect it, or the
 * validation has failed.
 */
public sealed interface LineVerdict {

  /**
   * The line held: a blank line or a comment, a header statement, an accepted action, an
   * expectation that holds.
   *
   * @param line the line number
   */
  record Held(int line) implements LineVerdict {}

  /**
   * The action on this line was rejected: unless the next statement is a matching {@code expect
   * rejected}, the action is {@code illegal}.
   *
   * @param line the action's line number
   * @param rejection why the rules rejected it
   */
  record Pending(int line, Rejection rejection) implements LineVerdict {}

  /**
   * The validation has failed, at this line or (for an {@code illegal} action) at the one before;
   * every later line gives the same.
   *
   * @param verdict the failure: never {@link Verdict.Ok}
   */
  record Failed(Verdict verdict) implements LineVerdict {}
}
