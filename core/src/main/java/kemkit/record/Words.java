package kemkit.record;

import com.google.common.base.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a record cut into words (record-format.md, Lexical rules): words are separated by
 * spaces and tabs, {@code #} starts a comment, and outside comments every character of a word is
 * printable ASCII ({@code !} to {@code ~}). Words fold to lower case, ASCII letters only, so that a
 * KELVIN SIGN never reads as {@code k}.
 */
final class Words {

  private final int number;
  private final List<String> folded;
  private final List<String> written;
  private final int[] columns;
  private final String text;

  private Words(int number, List<String> folded, List<String> written, int[] columns, String text) {
    this.number = number;
    this.folded = folded;
    this.written = written;
    this.columns = columns;
    this.text = text;
  }

  /**
   * {@return line {@code number} cut into words}
   *
   * @throws MalformedRecordException at the first character outside a comment that is neither
   *     printable ASCII nor a space or a tab
   */
  static Words of(int number, String line) throws MalformedRecordException {
    List<String> folded = new ArrayList<>(8);
    List<String> written = new ArrayList<>(8);
    int[] columns = new int[8];
    int end = line.length();
    int i = 0;
    while (i < end) {
      char c = line.charAt(i);
      if (c == '#') {
        end = i;
      } else if (c == ' ' || c == '\t') {
        i++;
      } else {
        int start = i;
        while (i < end && isWordChar(line.charAt(i))) {
          i++;
        }
        if (i == start || (i < end && !isSeparator(line.charAt(i)))) {
          throw new MalformedRecordException(number, i + 1, describe(line.charAt(i))
              + " is not allowed outside a comment (words are printable ASCII, separated by spaces or tabs)");
        }
        String word = line.substring(start, i);
        if (written.size() == columns.length) {
          columns = java.util.Arrays.copyOf(columns, columns.length * 2);
        }
        columns[written.size()] = start + 1;
        written.add(word);
        folded.add(Ascii.toLowerCase(word));
      }
    }
    return new Words(number, folded, written, columns, line.substring(0, end).strip());
  }

  private static boolean isWordChar(char c) {
    return c >= '!' && c <= '~' && c != '#';
  }

  private static boolean isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '#';
  }

  /** {@return a character that a word may not hold, named for a person} */
  private static String describe(char c) {
    String name = switch (c) {
      case '\r' -> " (a carriage return inside the line)";
      case '\f' -> " (form feed)";
      case '\u000b' -> " (vertical tab)";
      case '\u00a0' -> " (no-break space)";
      case '\ufeff' -> " (byte order mark)";
      default -> "";
    };
    return String.format("character U+%04X%s", (int) c, name);
  }

  /** {@return the line number, 1 for the first} */
  int number() {
    return number;
  }

  /** {@return how many words the line holds} */
  int size() {
    return written.size();
  }

  /** {@return whether the line is blank or only a comment} */
  boolean isEmpty() {
    return written.isEmpty();
  }

  /** {@return the word, ASCII letters in lower case: words are case-insensitive} */
  String word(int index) {
    return folded.get(index);
  }

  /** {@return the words from {@code from} on, folded} */
  List<String> wordsFrom(int from) {
    return folded.subList(from, folded.size());
  }

  /** {@return the word as written, quoted for a message} */
  String quoted(int index) {
    return RecordText.quote(written.get(index));
  }

  /** {@return the line without its comment and outer blanks} */
  String text() {
    return text;
  }

  /** {@return the problem at word {@code wordIndex} (or the whole line if out of range)} */
  MalformedRecordException error(int wordIndex, String problem) {
    int column = wordIndex >= 0 && wordIndex < written.size() ? columns[wordIndex] : 0;
    return new MalformedRecordException(number, column, problem);
  }
}
