package kemkit.record;

import java.util.Optional;

/**
 * What a record line may hold (record-format.md, Lexical rules; rules.md C-9), defined once for
 * the record reader and for the rules: a line is at most {@value #MAX_LINE} characters, and a word
 * is one or more printable ASCII characters, {@code !} (0x21) to {@code ~} (0x7E), but {@code #},
 * which starts a comment. A rule set refuses an action that carries any other word (a sign or a
 * gesture with a KELVIN SIGN, an {@code é}, a no-break space, a control character, a space…), so
 * that every accepted action has a record line that reads back as itself.
 *
 * <pre>{@code
 * Alphabet.isWord("wink");        // true
 * Alphabet.isWord("wi nk");       // false: a space separates two words
 * Alphabet.wordProblem("caf\u00e9"); // Optional["character U+00E9 at position 4 is not allowed …"]
 * }</pre>
 */
public final class Alphabet {

  /** The longest record line, in characters, its line end not counted. */
  public static final int MAX_LINE = 4096;

  private Alphabet() {}

  /**
   * {@return whether {@code c} may be a character of a word: printable ASCII, but not {@code #}}
   *
   * @param c a character
   */
  public static boolean isWordChar(char c) {
    return c >= '!' && c <= '~' && c != '#';
  }

  /**
   * {@return whether {@code word} can be written as one word of a record line, and read back as itself}
   *
   * @param word a word an action carries: a sign, a gesture…
   */
  public static boolean isWord(CharSequence word) {
    return wordProblem(word).isEmpty();
  }

  /**
   * {@return why {@code word} cannot be one word of a record line, if it cannot} The sentence
   * names the first character at fault by its code point (never quoting it, so that a control
   * character never reaches a log) and its position, counting from 1.
   *
   * @param word a word an action carries: a sign, a gesture…
   */
  public static Optional<String> wordProblem(CharSequence word) {
    if (word.length() == 0) {
      return Optional.of("an empty word cannot be written on a record line");
    }
    if (word.length() > MAX_LINE) {
      return Optional.of("a word of " + word.length() + " characters does not fit on a record line (at most "
          + MAX_LINE + " characters)");
    }
    for (int i = 0; i < word.length(); i++) {
      char c = word.charAt(i);
      if (!isWordChar(c)) {
        return Optional.of(describe(c) + " at position " + (i + 1) + " is not allowed in a word"
            + " (a word of a record line is printable ASCII, '!' to '~', without '#')");
      }
    }
    return Optional.empty();
  }

  /**
   * {@return why a record line of {@code length} characters is refused, if it is}
   *
   * @param length the line's length in characters, its line end not counted
   */
  public static Optional<String> lengthProblem(int length) {
    return length > MAX_LINE
        ? Optional.of("the line is longer than " + MAX_LINE + " characters (a record line is at most " + MAX_LINE + ")")
        : Optional.empty();
  }

  /** {@return a character that a word may not hold, named for a person: its code point, never itself} */
  static String describe(char c) {
    String name = switch (c) {
      case ' ' -> " (space)";
      case '\t' -> " (tab)";
      case '#' -> " (number sign, which starts a comment)";
      case '\r' -> " (a carriage return inside the line)";
      case '\n' -> " (line feed)";
      case '\f' -> " (form feed)";
      case '\u000b' -> " (vertical tab)";
      case '\u00a0' -> " (no-break space)";
      case '\ufeff' -> " (byte order mark)";
      default -> "";
    };
    return String.format("character U+%04X%s", (int) c, name);
  }
}
