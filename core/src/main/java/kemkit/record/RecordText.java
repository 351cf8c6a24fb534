package kemkit.record;

/** Small text helpers shared by the reader, the writer and the validator. */
final class RecordText {

  /**
   * The most characters of input a message quotes (record-format.md: a record is untrusted input,
   * and a 50 MB word must not make a 50 MB message).
   */
  static final int QUOTE_LIMIT = kemkit.game.Notation.QUOTE_LIMIT;

  /** The longest message a verdict carries, whatever a rule set's message quotes. */
  static final int MESSAGE_LIMIT = 400;

  private RecordText() {}

  /** {@return the items, each preceded by a space} */
  static String join(Iterable<?> items) {
    StringBuilder out = new StringBuilder();
    for (Object item : items) {
      out.append(' ').append(item);
    }
    return out.toString();
  }

  /** {@return {@code input} in single quotes, cut to {@link #QUOTE_LIMIT} characters with an ellipsis} */
  static String quote(String input) {
    return kemkit.game.Notation.quote(input);
  }

  /** {@return {@code text} cut to {@code limit} characters, ending in an ellipsis if it was cut} */
  static String clip(String text, int limit) {
    return text.length() <= limit ? text : text.substring(0, limit) + "…";
  }
}
