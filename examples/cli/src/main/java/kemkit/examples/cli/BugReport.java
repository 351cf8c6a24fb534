package kemkit.examples.cli;

/** Words for a bug in kemkit caught at the top of the program: one line, no stack trace. */
final class BugReport {

  private BugReport() {}

  /** {@return {@code internal error: …} naming the exception, with a request to report it} */
  static String line(Throwable e) {
    String message = e.getMessage() == null ? "" : ": " + e.getMessage();
    return OneLine.of("internal error: " + e.getClass().getName() + message
        + " (a bug in kemkit; please report it with the input that caused it)");
  }
}
