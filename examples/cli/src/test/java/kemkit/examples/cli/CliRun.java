package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One run of the {@code kemkit} program inside the test, with its output captured.
 *
 * @param exit how it ended
 * @param out what it printed on standard output
 * @param err what it printed on standard error
 */
record CliRun(Exit exit, String out, String err) {

  private static final Pattern STACK_FRAME = Pattern.compile("(?m)^\\s+at [\\w$.]+\\(.*\\)$");
  private static final Pattern JAVA_THROWABLE = Pattern.compile("\\b[a-z]\\w*(\\.[a-z]\\w*)+\\.[A-Z]\\w*(Exception|Error)\\b");

  /** {@return the run of {@code args} with an empty standard input} */
  static CliRun of(String... args) {
    return withInput(new byte[0], args);
  }

  /** {@return the run of {@code args} reading {@code stdin}} */
  static CliRun withInput(byte[] stdin, String... args) {
    return withInput(Cli.standard(), stdin, args);
  }

  /** {@return the run of {@code cli} on {@code args} reading {@code stdin}} */
  static CliRun withInput(Cli cli, byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Console console = new Console(new ByteArrayInputStream(stdin),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    Exit exit = cli.run(Arrays.asList(args), console);
    return new CliRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** {@return the lines of standard output} */
  List<String> outLines() {
    return out.lines().toList();
  }

  /** {@return the lines of standard error} */
  List<String> errLines() {
    return err.lines().toList();
  }

  /** Checks that neither stream shows a stack trace nor a Java exception's name. */
  CliRun assertNoStackTrace() {
    for (String stream : List.of(out, err)) {
      assertThat(STACK_FRAME.matcher(stream).find()).as("stack frame in:%n%s", stream).isFalse();
      assertThat(JAVA_THROWABLE.matcher(stream).find()).as("Java throwable in:%n%s", stream).isFalse();
    }
    return this;
  }
}
