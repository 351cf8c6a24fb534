package kemkit.examples.cli;

/**
 * Makes text safe to print as one line of a terminal. Verdicts quote the record they judge, and a
 * record is untrusted input: a carriage return, an escape sequence or a bidirectional override in
 * it must not break the one-line-per-file output or rewrite what the reader sees.
 */
public final class OneLine {

  private OneLine() {}

  /**
   * {@return {@code text} with every control, line or paragraph separator and bidirectional
   * formatting character written as a visible escape ({@code \r}, {@code \x1B}, {@code \u202E})}
   * Tabs and ordinary characters, non-ASCII letters included, are kept.
   *
   * @param text any text, such as a line of a record
   */
  public static String of(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\t' || !needsEscape(c)) {
        out.append(c);
      } else if (c == '\n') {
        out.append("\\n");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c < 0x100) {
        out.append(String.format("\\x%02X", (int) c));
      } else {
        out.append(String.format("\\u%04X", (int) c));
      }
    }
    return out.toString();
  }

  private static boolean needsEscape(char c) {
    return Character.isISOControl(c)
        || c == '\u2028' || c == '\u2029'
        || (c >= '\u202A' && c <= '\u202E')
        || (c >= '\u2066' && c <= '\u2069')
        || c == '\u200E' || c == '\u200F' || c == '\u061C';
  }
}
