package kemkit.record;

import com.google.common.base.Ascii;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * One line of a record cut into words (record-format.md, Lexical rules): words are separated by
 * spaces and tabs, {@code #} starts a comment, and outside comments every character of a word is
 * printable ASCII ({@code !} to {@code ~}), as {@link Alphabet} defines it for the rules too
 * (C-9). Words fold to lower case, ASCII letters only, so that a KELVIN SIGN never reads as
 * {@code k}.
 */
final class Words {

  // Records repeat the same few words (seats, verbs, cards) line after line: a word's folded form
  // is kept in a small table shared by every reader, so that a line's words usually cost nothing.
  // A race may overwrite a slot or make a word twice; a String is immutable, so a reader sees
  // either a whole word or an empty slot, and checks the characters before using it.
  private static final int CACHE_BITS = 10;
  private static final int MAX_CACHED = 24;
  private static final String[] CACHE = new String[1 << CACHE_BITS];

  private static final String[] NONE = new String[0];

  private final int number;
  private final String line;
  private final String[] folded;
  private final String text;

  private Words(int number, String line, String[] folded, String text) {
    this.number = number;
    this.line = line;
    this.folded = folded;
    this.text = text;
  }

  /**
   * {@return line {@code number} cut into words}
   *
   * @throws MalformedRecordException at the first character outside a comment that is neither
   *     printable ASCII nor a space or a tab
   */
  static Words of(int number, String line) throws MalformedRecordException {
    // A line that LineSource did not cut (RecordLine.parse, ValidationSession.feed) is held to the
    // same limit, so that every door into the game reads the same alphabet (C-9).
    Optional<String> tooLong = Alphabet.lengthProblem(line.length());
    if (tooLong.isPresent()) {
      throw new MalformedRecordException(number, Alphabet.MAX_LINE + 1, tooLong.get());
    }
    int count = 0;
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
          throw new MalformedRecordException(number, i + 1, Alphabet.describe(line.charAt(i))
              + " is not allowed outside a comment (words are printable ASCII, separated by spaces or tabs)");
        }
        count++;
      }
    }
    // The line is known good now: a second pass folds its words, so that no bounds are kept.
    String[] folded = count == 0 ? NONE : new String[count];
    for (int w = 0; w < count; w++) {
      int start = start(line, w);
      folded[w] = fold(line, start, wordEnd(line, start));
    }
    return new Words(number, line, folded, line.substring(0, end).strip());
  }

  /** {@return where word {@code index} of a line already cut into words starts} */
  private static int start(String line, int index) {
    int i = 0;
    for (int w = 0; ; w++) {
      while (line.charAt(i) == ' ' || line.charAt(i) == '\t') {
        i++;
      }
      if (w == index) {
        return i;
      }
      i = wordEnd(line, i);
    }
  }

  /** {@return where the word starting at {@code start} ends} */
  private static int wordEnd(String line, int start) {
    int i = start;
    while (i < line.length() && isWordChar(line.charAt(i))) {
      i++;
    }
    return i;
  }

  /** {@return {@code line[start, end)} in lower case (ASCII letters only), from the table if there} */
  private static String fold(String line, int start, int end) {
    int length = end - start;
    if (length > MAX_CACHED) {
      return Ascii.toLowerCase(line.substring(start, end));
    }
    int hash = length;
    for (int k = start; k < end; k++) {
      hash = 31 * hash + Ascii.toLowerCase(line.charAt(k));
    }
    int slot = (hash * 0x9E3779B9) >>> (Integer.SIZE - CACHE_BITS);
    String cached = CACHE[slot];
    if (cached != null && cached.length() == length && sameFolded(cached, line, start)) {
      return cached;
    }
    String word = Ascii.toLowerCase(line.substring(start, end));
    CACHE[slot] = word;
    return word;
  }

  private static boolean sameFolded(String folded, String line, int start) {
    for (int k = 0; k < folded.length(); k++) {
      if (folded.charAt(k) != Ascii.toLowerCase(line.charAt(start + k))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isWordChar(char c) {
    return Alphabet.isWordChar(c);
  }

  private static boolean isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '#';
  }

  /** {@return the line number, 1 for the first} */
  int number() {
    return number;
  }

  /** {@return how many words the line holds} */
  int size() {
    return folded.length;
  }

  /** {@return whether the line is blank or only a comment} */
  boolean isEmpty() {
    return folded.length == 0;
  }

  /** {@return the word, ASCII letters in lower case: words are case-insensitive} */
  String word(int index) {
    return folded[index];
  }

  /** {@return the words from {@code from} on, folded} */
  List<String> wordsFrom(int from) {
    Objects.checkFromToIndex(from, folded.length, folded.length);
    return new Tail(folded, from);
  }

  /** {@return the word as written, quoted for a message} */
  String quoted(int index) {
    int start = start(line, index);
    return RecordText.quote(line.substring(start, wordEnd(line, start)));
  }

  /** {@return the line without its comment and outer blanks} */
  String text() {
    return text;
  }

  /** {@return the problem at word {@code wordIndex} (or the whole line if out of range)} */
  MalformedRecordException error(int wordIndex, String problem) {
    int column = wordIndex >= 0 && wordIndex < folded.length ? start(line, wordIndex) + 1 : 0;
    return new MalformedRecordException(number, column, problem);
  }

  /** The words from one on, as a list that shares the line's array: one small object. */
  private static final class Tail extends AbstractList<String> implements RandomAccess {
    private final String[] words;
    private final int from;

    Tail(String[] words, int from) {
      this.words = words;
      this.from = from;
    }

    @Override
    public String get(int index) {
      Objects.checkIndex(index, size());
      return words[from + index];
    }

    @Override
    public int size() {
      return words.length - from;
    }
  }
}
