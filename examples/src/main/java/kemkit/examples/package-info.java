/**
 * What a kemkit user runs first: the {@code kemkit} command line program.
 *
 * <pre>{@code
 * $ java -jar examples/target/kemkit.jar validate game.rec
 * ok: final scores -1 0 (round 1)
 * $ echo $?
 * 0
 * }</pre>
 *
 * <p>{@link kemkit.examples.Main} only starts {@link kemkit.examples.cli.Cli}; each subcommand is a
 * small class in {@link kemkit.examples.cli}.
 */
package kemkit.examples;
