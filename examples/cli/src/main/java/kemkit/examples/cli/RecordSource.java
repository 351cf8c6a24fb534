package kemkit.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opens the record named on the command line: a file, or standard input for {@code -}. The bytes
 * are handed as they are to the library's streaming validator, which decodes strict UTF-8, drops
 * the one leading byte order mark record-format.md allows and reads one line at a time; this class
 * neither decodes nor strips anything, so a record of any length is never held whole.
 */
public final class RecordSource {

  /** The name that means standard input. */
  public static final String STANDARD_INPUT = "-";

  private RecordSource() {}

  /** What opening a record gave. */
  public sealed interface Opened {}

  /**
   * The record's bytes, to read once and close.
   *
   * @param in the bytes; standard input is wrapped so that closing it leaves {@code System.in} open
   */
  public record Stream(InputStream in) implements Opened {}

  /**
   * Nothing could be read: no such file, a directory, no permission.
   *
   * @param reason why, in a few words
   */
  public record Unreadable(String reason) implements Opened {}

  /**
   * {@return the bytes of {@code name}: a path, or {@link #STANDARD_INPUT} for {@code stdin}}
   *
   * @param name the record's name on the command line
   * @param stdin the process's standard input
   */
  public static Opened open(String name, InputStream stdin) {
    if (name.equals(STANDARD_INPUT)) {
      return new Stream(new java.io.FilterInputStream(stdin) {
        @Override
        public void close() {
          // standard input belongs to the process, not to one record
        }
      });
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
    try {
      return new Stream(Files.newInputStream(path));
    } catch (NoSuchFileException e) {
      return new Unreadable("no such file");
    } catch (AccessDeniedException e) {
      return new Unreadable("permission denied");
    } catch (IOException e) {
      return new Unreadable(describe(e));
    }
  }

  /**
   * {@return what went wrong reading, in a few words}
   *
   * @param e the failure
   */
  public static String describe(IOException e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }
}
