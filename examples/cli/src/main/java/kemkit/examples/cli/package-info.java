/**
 * The subcommands of the {@code kemkit} program, one small class each, and the few helpers they
 * share.
 *
 * <p>A command is a {@link kemkit.examples.cli.Command}: a name, a help text and {@code run(args,
 * console)} returning an {@link kemkit.examples.cli.Exit}. It prints results to {@code
 * console.out()} and problems to {@code console.err()}, one line each, never a stack trace. To run
 * one from code (a test, another tool), give it your own streams:
 *
 * <pre>{@code
 * var out = new ByteArrayOutputStream();
 * var console = new Console(InputStream.nullInputStream(), new PrintStream(out), System.err);
 * Exit exit = Cli.standard().run(List.of("validate", "game.rec"), console);
 * }</pre>
 *
 * <p>Records are untrusted input: {@link kemkit.examples.cli.RecordSource} opens them, the library
 * reads them as strict UTF-8 one line at a time (a line has a length limit, a verdict quotes at
 * most 80 characters), and {@link kemkit.examples.cli.OneLine} escapes what a verdict quotes from
 * them before it reaches a terminal.
 */
package kemkit.examples.cli;
