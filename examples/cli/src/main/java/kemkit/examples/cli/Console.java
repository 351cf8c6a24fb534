package kemkit.examples.cli;

import static java.util.Objects.requireNonNull;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The streams a command talks through. Tests pass their own to capture what a command prints.
 *
 * @param in standard input, read by {@code validate -} and {@code play}
 * @param out results: one line per record validated, help asked for
 * @param err problems with the command line or the files, never a stack trace
 * @param terminal whether a person watches a terminal ({@link System#console()} exists): only
 *     then does {@code simulate} draw a progress bar on {@code err}
 */
public record Console(InputStream in, PrintStream out, PrintStream err, boolean terminal) {

  /**
   * Checks the components.
   *
   * @param in standard input, read by {@code validate -} and {@code play}
   * @param out results: one line per record validated, help asked for
   * @param err problems with the command line or the files, never a stack trace
   * @param terminal whether a person watches a terminal ({@link System#console()} exists): only
   *     then does {@code simulate} draw a progress bar on {@code err}
   */
  public Console {
    requireNonNull(in, "in");
    requireNonNull(out, "out");
    requireNonNull(err, "err");
  }

  /**
   * A console that is not a terminal, as tests and pipes have.
   *
   * @param in standard input
   * @param out standard output
   * @param err standard error
   */
  public Console(InputStream in, PrintStream out, PrintStream err) {
    this(in, out, err, false);
  }

  /**
   * {@return the process's own streams, printing UTF-8} Records are UTF-8 and messages quote them;
   * JDK 17's default charset on a POSIX locale would turn every non-ASCII character into '?'.
   */
  @SuppressWarnings("SystemConsoleNull") // on Java 17, the build's target, null means no terminal
  public static Console system() {
    return new Console(
        System.in,
        new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8),
        new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8),
        System.console() != null);
  }

  /** Flushes both output streams, before the process exits. */
  public void flush() {
    out.flush();
    err.flush();
  }
}
