package kemkit.record;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The lines of a record, one at a time (record-format.md, Lexical rules): a line ends at LF, a CR
 * right before it (or at the end of the input) belongs to the line end, and exactly one byte order
 * mark at the very start is dropped. A line longer than {@link #MAX_LINE} characters is malformed
 * as soon as it gets that long, so that no more than one line is ever held.
 */
abstract sealed class LineSource {

  /** The longest line read, in characters, its line end not counted. */
  static final int MAX_LINE = Alphabet.MAX_LINE;

  private static final char BYTE_ORDER_MARK = '\uFEFF';

  /** The number of the line {@link #next} gives next, 1 for the first. */
  int number = 1;

  /** {@return the lines of {@code text}} */
  static LineSource of(String text) {
    return new OfString(text);
  }

  /** {@return the lines of {@code in}, strict UTF-8 (bytes that are not make their line malformed)} */
  static LineSource of(InputStream in) {
    return new OfStream(in);
  }

  /**
   * {@return the next line without its line end, or empty at the end of the input}
   *
   * @throws MalformedRecordException for a line too long, or one that is not UTF-8 text
   * @throws IOException if the input cannot be read
   */
  abstract Optional<String> next() throws MalformedRecordException, IOException;

  /** {@return the line {@code text[from, to)}, its CR line end dropped, checked for length} */
  final String line(CharSequence text, int from, int to) throws MalformedRecordException {
    if (to > from && text.charAt(to - 1) == '\r') {
      to--;
    }
    if (to - from > MAX_LINE) {
      throw tooLong();
    }
    return text.subSequence(from, to).toString();
  }

  final MalformedRecordException tooLong() {
    return new MalformedRecordException(number, MAX_LINE + 1, Alphabet.lengthProblem(MAX_LINE + 1).orElseThrow());
  }

  private static final class OfString extends LineSource {
    private final String text;
    private int at;

    OfString(String text) {
      this.text = text;
      this.at = text.isEmpty() || text.charAt(0) != BYTE_ORDER_MARK ? 0 : 1;
    }

    @Override
    Optional<String> next() throws MalformedRecordException {
      if (at >= text.length()) {
        return Optional.empty();
      }
      int end = text.indexOf('\n', at);
      int to = end < 0 ? text.length() : end;
      String line = line(text, at, to);
      at = to + 1;
      number++;
      return Optional.of(line);
    }
  }

  private static final class OfStream extends LineSource {
    private final InputStream in;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    private final ByteBuffer bytes = ByteBuffer.allocate(8192);
    private final CharBuffer chars = CharBuffer.allocate(8192);
    /** The line being read: at most {@link #MAX_LINE} characters and a CR. */
    private final StringBuilder line = new StringBuilder();
    private long offset;
    private boolean first = true;
    private boolean eof;
    /** A byte that is not UTF-8 was met; the characters before it are read first. */
    private boolean broken;

    OfStream(InputStream in) {
      this.in = in;
      bytes.flip();
      chars.flip();
    }

    @Override
    Optional<String> next() throws MalformedRecordException, IOException {
      while (true) {
        while (chars.hasRemaining()) {
          char c = chars.get();
          if (first && c == BYTE_ORDER_MARK) {
            first = false;
            continue;
          }
          first = false;
          if (c == '\n') {
            String text = line(line, 0, line.length());
            line.setLength(0);
            number++;
            return Optional.of(text);
          }
          if (line.length() > MAX_LINE) {
            throw tooLong();
          }
          line.append(c);
        }
        if (broken) {
          throw new MalformedRecordException(number, line.length() + 1, String.format(
              "not UTF-8 text: byte 0x%02X at offset %d (a record is UTF-8 text)",
              bytes.get(bytes.position()) & 0xFF, offset - bytes.remaining()));
        }
        if (eof) {
          if (line.length() == 0) {
            return Optional.empty();
          }
          String text = line(line, 0, line.length());
          line.setLength(0);
          number++;
          return Optional.of(text);
        }
        fill();
      }
    }

    /** Decodes more characters, reading more bytes as needed; notes a decoding error for later. */
    private void fill() throws IOException {
      chars.clear();
      while (true) {
        CoderResult result = decoder.decode(bytes, chars, eof);
        if (result.isError()) {
          broken = true;
          break;
        }
        if (eof) {
          if (result.isUnderflow()) {
            decoder.flush(chars);
          }
          break;
        }
        if (chars.position() > 0) {
          break;
        }
        bytes.compact();
        int read = in.read(bytes.array(), bytes.position(), bytes.remaining());
        if (read < 0) {
          eof = true;
        } else {
          bytes.position(bytes.position() + read);
          offset += read;
        }
        bytes.flip();
      }
      chars.flip();
    }
  }
}
