package kemkit.json;

/**
 * A JSON document that the codec refuses: not JSON, too large or too deep, or a field that is
 * missing, unknown, of the wrong type or out of range. The only exception the codec's decoding
 * methods throw; its message names the field at fault, as a path from the document's root ({@code
 * $.action.give}).
 */
public final class JsonFormatException extends Exception {

  private static final long serialVersionUID = 1L;

  /** The path of the field at fault, {@code $} for the whole document. */
  private final String field;
  /** What is wrong, without the field. */
  private final String problem;

  /**
   * Creates the exception.
   *
   * @param field the path of the field at fault, {@code $} for the whole document
   * @param problem what is wrong with it
   */
  public JsonFormatException(String field, String problem) {
    super(field + ": " + problem);
    this.field = field;
    this.problem = problem;
  }

  /** {@return the path of the field at fault: {@code $.action.give}, or {@code $} for the document} */
  public String field() {
    return field;
  }

  /** {@return what is wrong, without the field} */
  public String problem() {
    return problem;
  }
}
