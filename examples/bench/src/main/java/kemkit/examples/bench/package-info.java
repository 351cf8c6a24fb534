/**
 * How fast the rules are: JMH benchmarks of the reducer, the legal actions, random playouts and
 * branching, and the mutable int-array engine they are measured against.
 *
 * <p>Run them from the shaded jar; the table at the end is docs/performance.md's:
 *
 * <pre>{@code
 * ./mvnw -q -pl examples/cli -am package -DskipTests
 * java -jar examples/cli/target/kemkit.jar bench --short      # a quick look, about 3 minutes
 * java -jar examples/cli/target/kemkit.jar bench              # the README's figures, about 20 minutes
 * java -jar examples/cli/target/kemkit.jar bench --short Playout -p preset=khamul -prof stack
 * }</pre>
 *
 * <p>What each figure means:
 *
 * <ul>
 *   <li>{@link kemkit.examples.bench.ApplyBenchmark}: one {@code apply} of a hot action on a
 *       state met in mid-game, in ns and bytes per action. Its {@code kempsExchangeMutableBaseline}
 *       is the same exchange in an engine written for speed (mutable int arrays, no events, no
 *       sentences), with the same checks; every time in the table is also shown as a multiple of
 *       it.
 *   <li>{@link kemkit.examples.bench.LegalActionsBenchmark}: the list a bot asks for before each
 *       move, and one action drawn through the indexed view instead ({@code kempsIndexed},
 *       {@code khamulIndexed}).
 *   <li>{@link kemkit.examples.bench.SearchBenchmark}: one decision of the search bot at a fixed
 *       100 iterations, at fixed mid-round positions of {@code khamul}, {@code kems-classic} and
 *       {@code kemps}: decisions per second, iterations per second (the samples drawn) and bytes
 *       per decision.
 *   <li>{@link kemkit.examples.bench.PlayoutBenchmark}: whole random games per preset, the inner
 *       loop of a Monte Carlo bot, on one thread and on all: actions per second (legal-action lists
 *       and choices included) and games per second.
 *   <li>{@link kemkit.examples.bench.BranchBenchmark}: a search node's 16 exchanges, each on its
 *       own branch. An immutable state is its own branch, so a branch should cost one apply and
 *       nothing more; the mutable engine must copy first.
 * </ul>
 *
 * <p>The states come from seeded playouts ({@code Fixtures}), so every run measures the same
 * states; each fixture checks that its action is accepted, so no benchmark measures a rejection by
 * mistake.
 */
package kemkit.examples.bench;
