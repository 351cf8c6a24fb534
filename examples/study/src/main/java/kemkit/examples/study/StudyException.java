package kemkit.examples.study;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * A study or tournament file that cannot run: not JSON, a key the schema does not know, a value of
 * the wrong type, or a setup the rules refuse (the rules' message, with its rule id, for example
 * {@code target must be at least 1, not 0 (K-24)}). Always raised before any game is played, with
 * every mistake of the file that can be found in one reading ({@link #mistakes()}), each at its
 * line and JSON path, so that one run lists them all.
 */
public final class StudyException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The line of the file at fault, from 1 (the first mistake's). */
  private final int line;
  /** Where the value at fault stands, as a JSON path ({@code $} for the whole file). */
  private final String path;
  /** What is wrong, without the line. */
  private final String problem;
  /** Every mistake, this one first; just this one when it stands alone. */
  private final ImmutableList<StudyException> mistakes;

  /**
   * Creates the exception for a mistake at a line, the whole file its path.
   *
   * @param line the line of the file at fault, from 1
   * @param message what is wrong there
   */
  public StudyException(int line, String message) {
    this(line, "$", message);
  }

  /**
   * Creates the exception for a mistake in a value of the file.
   *
   * @param at the value at fault
   * @param message what is wrong with it
   */
  public StudyException(Node at, String message) {
    this(at.line(), at.path(), message);
  }

  /**
   * Creates the exception for a mistake at a line and JSON path.
   *
   * @param line the line of the file at fault, from 1
   * @param path where the value at fault stands, as a JSON path ({@code $.setups[0].game})
   * @param message what is wrong there
   */
  public StudyException(int line, String path, String message) {
    super("line " + line + ": " + message);
    this.line = line;
    this.path = path;
    this.problem = message;
    this.mistakes = ImmutableList.of(this);
  }

  private StudyException(ImmutableList<StudyException> mistakes) {
    super(mistakes.get(0).getMessage() + (mistakes.size() == 1 ? "" : " (and " + (mistakes.size() - 1) + " more)"));
    this.line = mistakes.get(0).line;
    this.path = mistakes.get(0).path;
    this.problem = mistakes.get(0).problem;
    this.mistakes = mistakes;
  }

  /**
   * {@return one exception that holds every mistake of {@code mistakes}, in the order of their lines}
   *
   * @param mistakes at least one exception; those that hold several give each of theirs
   */
  public static StudyException of(List<StudyException> mistakes) {
    // In the file's order: a person fixes them from the top.
    ImmutableList<StudyException> all = mistakes.stream().flatMap(e -> e.mistakes().stream())
        .sorted(java.util.Comparator.comparingInt(StudyException::line)).collect(ImmutableList.toImmutableList());
    if (all.isEmpty()) {
      throw new IllegalArgumentException("no mistake to report");
    }
    return all.size() == 1 ? all.get(0) : new StudyException(all);
  }

  /** {@return the line of the file at fault, from 1 (the first mistake's)} */
  public int line() {
    return line;
  }

  /** {@return where the value at fault stands, as a JSON path: {@code $.setups[0].options.target}} */
  public String path() {
    return path;
  }

  /** {@return every mistake found, in the order of their lines: this one alone, or several} */
  public ImmutableList<StudyException> mistakes() {
    return mistakes;
  }

  /** {@return the first mistake as a program prints it: {@code line 7 ($.setups[0].options.target): …}} */
  public String located() {
    return "line " + line + " (" + path + "): " + problem;
  }
}
