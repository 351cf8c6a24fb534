/**
 * The subcommands of the {@code kemkit} program, one small class each, and the few helpers they
 * share.
 *
 * <p>The command line is parsed by picocli. A command is a {@link kemkit.examples.cli.Command}
 * annotated with picocli's {@code @Command} (its name and help) and {@code @Option}s; the options
 * shared by the commands that set a game up ({@code --game}, {@code --preset}, {@code --option},
 * seating) are one mixin, {@link kemkit.examples.cli.GameFlags}, so a new shared option is one
 * field there. {@link kemkit.examples.cli.Cli} gives every command {@code --help} and {@code
 * --version}, and {@code kemkit completion} prints the bash completion script generated from the
 * same model. A command's {@code run(console)} returns an {@link kemkit.examples.cli.Exit}; it
 * prints results to {@code console.out()} and problems to {@code console.err()}, one line each,
 * never a stack trace. To run one from code (a test, another tool), give it your own streams:
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
