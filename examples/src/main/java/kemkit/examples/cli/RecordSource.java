package kemkit.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads the text of a record named on the command line: a file, or standard input for {@code -}.
 * A record is UTF-8 text (record-format.md); bytes that are not are reported with the line and
 * column where they start, like any other malformed record.
 */
public final class RecordSource {

  /**
   * The largest record read, in bytes. A game record is a few kilobytes; the cap keeps {@code
   * validate /dev/zero} from eating the memory before it can say no.
   */
  public static final int MAX_BYTES = 64 * 1024 * 1024;

  /** The name that means standard input. */
  public static final String STANDARD_INPUT = "-";

  private RecordSource() {}

  /** What reading a record's bytes gave. */
  public sealed interface Loaded {}

  /**
   * The record's text, decoded.
   *
   * @param text the text, a leading byte order mark removed
   */
  public record Text(String text) implements Loaded {}

  /**
   * The bytes are not UTF-8 text, so they are not a record: a {@code malformed} verdict.
   *
   * @param line the line of the first bad byte, 1 for the first
   * @param column the column (in characters) of the first bad byte, 1 for the first
   * @param problem what is wrong
   */
  public record NotText(int line, int column, String problem) implements Loaded {}

  /**
   * Nothing could be read: no such file, a directory, no permission, too large.
   *
   * @param reason why, in a few words
   */
  public record Unreadable(String reason) implements Loaded {}

  /**
   * {@return the contents of {@code name}: a path, or {@link #STANDARD_INPUT} for {@code stdin}}
   *
   * @param name a path, or {@link #STANDARD_INPUT}
   * @param stdin the standard input
   */
  public static Loaded read(String name, InputStream stdin) {
    if (name.equals(STANDARD_INPUT)) {
      return readStream(stdin);
    }
    Path path;
    try {
      path = Path.of(name);
    } catch (InvalidPathException e) {
      return new Unreadable("not a valid path");
    }
    if (Files.isDirectory(path)) {
      return new Unreadable("is a directory, not a record");
    }
    try (InputStream in = Files.newInputStream(path)) {
      return readStream(in);
    } catch (NoSuchFileException e) {
      return new Unreadable("no such file");
    } catch (AccessDeniedException e) {
      return new Unreadable("permission denied");
    } catch (IOException e) {
      return new Unreadable(describe(e));
    }
  }

  private static Loaded readStream(InputStream in) {
    try {
      byte[] bytes = in.readNBytes(MAX_BYTES + 1);
      if (bytes.length > MAX_BYTES) {
        return new Unreadable("larger than " + (MAX_BYTES >> 20) + " MiB: too large for a record");
      }
      return decode(bytes);
    } catch (IOException e) {
      return new Unreadable(describe(e));
    }
  }

  /**
   * {@return {@code bytes} as strict UTF-8 text, or where they stop being UTF-8} A leading byte
   * order mark is dropped: editors on some systems write one, and it is not part of the text.
   *
   * @param bytes the file's bytes
   */
  public static Loaded decode(byte[] bytes) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    // UTF-8 never gives more chars than bytes: a 4-byte sequence makes a 2-char surrogate pair.
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    out.flip();
    String text = out.toString();
    if (result.isError()) {
      int offset = in.position();
      int lineStart = text.lastIndexOf('\n') + 1;
      int line = 1 + (int) text.chars().filter(c -> c == '\n').count();
      return new NotText(line, text.length() - lineStart + 1, String.format(
          "not UTF-8 text: byte 0x%02X at offset %d (a record is UTF-8 text)", bytes[offset] & 0xFF, offset));
    }
    return new Text(text.startsWith("\uFEFF") ? text.substring(1) : text);
  }

  private static String describe(IOException e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }
}
