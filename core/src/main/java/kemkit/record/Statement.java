package kemkit.record;

import kemkit.game.Action;

/** A body line of a record: an action to apply, or an expectation to check. */
public sealed interface Statement {

  /** {@return the line number in the record text, 1 for the first line} */
  int line();

  /**
   * A chance or player action.
   *
   * @param line the line number
   * @param action the action
   * @param text the line as written, without comment
   */
  record Play(int line, Action action, String text) implements Statement {}

  /**
   * An expectation.
   *
   * @param line the line number
   * @param expectation what is expected
   */
  record Expect(int line, Expectation expectation) implements Statement {}
}
