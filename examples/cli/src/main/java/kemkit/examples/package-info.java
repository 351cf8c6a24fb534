/**
 * What a kemkit user runs first: the {@code kemkit} command line program.
 *
 * <pre>{@code
 * $ java -jar examples/cli/target/kemkit.jar validate game.rec
 * ok: final scores -1 0 (round 1)
 * $ java -jar examples/cli/target/kemkit.jar simulate --game kemps --games 10000 --seed 1
 * $ java -jar examples/cli/target/kemkit.jar play --game khamul
 * }</pre>
 *
 * <p>{@link kemkit.examples.Main} only starts {@link kemkit.examples.cli.Cli}; each subcommand is a
 * small class in {@link kemkit.examples.cli}. The bots are in {@link kemkit.bots}, the
 * simulations in {@link kemkit.examples.simulate}, the terminal game in {@link
 * kemkit.examples.play}.
 */
package kemkit.examples;
