package kemkit.record;

import com.google.common.collect.ImmutableList;
import kemkit.game.Rejection;

/**
 * What validating a record concludes (record-format.md, "What a validator reports"). The command
 * line program exits with {@link #exitCode()}.
 */
public sealed interface Verdict {

  /** {@return 0 for ok, 1 for illegal and mismatch, 2 for malformed} */
  int exitCode();

  /** {@return one line for a person: the verdict, the line number and the detail} */
  String describe();

  /**
   * Every line held.
   *
   * @param scores the final scores, by team or by seat
   * @param round the round the game is in at the end
   * @param over whether the game has ended
   */
  record Ok(ImmutableList<Integer> scores, int round, boolean over) implements Verdict {
    @Override
    public int exitCode() {
      return 0;
    }

    @Override
    public String describe() {
      return "ok: final scores" + RecordText.join(scores) + (over ? " (game over)" : " (round " + round + ")");
    }
  }

  /**
   * An action was rejected and no {@code expect rejected} followed.
   *
   * @param line the action's line number
   * @param action the action as written
   * @param rejection why the rules rejected it
   */
  record Illegal(int line, String action, Rejection rejection) implements Verdict {
    @Override
    public int exitCode() {
      return 1;
    }

    @Override
    public String describe() {
      return "illegal: line " + line + ": '" + action + "' rejected " + rejection.code() + " (" + rejection.rule() + "): "
          + rejection.message();
    }
  }

  /**
   * An expectation did not hold.
   *
   * @param line the expectation's line number
   * @param expected what the line expected
   * @param actual what the game shows
   */
  record Mismatch(int line, String expected, String actual) implements Verdict {
    @Override
    public int exitCode() {
      return 1;
    }

    @Override
    public String describe() {
      return "mismatch: line " + line + ": expected " + expected + ", but the game shows " + actual;
    }
  }

  /**
   * The text is not a record.
   *
   * @param line the line at fault
   * @param column the column at fault, or 0 for the whole line
   * @param problem what is wrong
   */
  record Malformed(int line, int column, String problem) implements Verdict {
    @Override
    public int exitCode() {
      return 2;
    }

    @Override
    public String describe() {
      return "malformed: line " + line + (column > 0 ? ", column " + column : "") + ": " + problem;
    }
  }
}
