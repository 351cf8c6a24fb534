package kemkit.record;

import kemkit.game.Rejection;

/**
 * What one line fed to a {@link ValidationSession} gives (record-format.md, "What a validator
 * reports"): the line held, its action was rejected, or the validation has failed. Each answer is
 * final when the line is read: no later line changes what an earlier one was told.
 *
 * <pre>{@code
 * LineVerdict each = session.feed(line);
 * if (each instanceof LineVerdict.Rejected rejected) {
 *   report(rejected.illegal());   // the record's verdict unless the next line is "expect rejected"
 * } else if (each instanceof LineVerdict.Failed failed) {
 *   report(failed.verdict());     // the record's verdict; every later line gives it again
 * }
 * }</pre>
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
   * The action on this line was rejected (C-5: the game is as it was before it). This is final for
   * the line: a record of a live game (which has no {@code expect} lines) is {@link #illegal()}
   * here. A hand-written record may say that it expected the rejection on the next line ({@code
   * expect rejected}, record-format.md); any other next statement gives {@link Failed} with the same
   * {@link #illegal()} verdict, at this line.
   *
   * @param line the action's line number
   * @param action the action as written, clipped as a verdict quotes it
   * @param rejection why the rules rejected it: its code, rule id and sentence
   */
  record Rejected(int line, String action, Rejection rejection) implements LineVerdict {

    /** {@return the record's verdict at this line if no {@code expect rejected} follows: illegal} */
    public Verdict.Illegal illegal() {
      return new Verdict.Illegal(line, action, rejection);
    }
  }

  /**
   * The validation has failed, at this line or (for an {@code illegal} action) at the one before;
   * every later line gives the same.
   *
   * @param verdict the failure: never {@link Verdict.Ok}
   */
  record Failed(Verdict verdict) implements LineVerdict {}
}
