/**
 * Many games between bots, and what they come to: {@code kemkit simulate}. A {@link
 * kemkit.examples.simulate.Plan} says what to play (rules, a {@link
 * kemkit.examples.simulate.Lineup} of bot kinds, how many games, the seed, the threads); the
 * {@link kemkit.examples.simulate.Simulator} plays each game at its own {@link
 * kemkit.host.TableHost}, counting what happened from the events in a {@link
 * kemkit.examples.simulate.Tally}; an {@link kemkit.examples.simulate.Aggregate} adds the games up
 * in sums that merge exactly (the study runners split a cell's games any way they like), a {@link
 * kemkit.examples.simulate.Summary} gives the run's numbers from it, and a {@link
 * kemkit.examples.simulate.Format} prints them.
 *
 * <pre>{@code
 * Plan plan = new Plan(Kemps.rules(), Lineup.parse("heuristic,random").orElseThrow(), 1_000, 42,
 *     Runtime.getRuntime().availableProcessors(), 10_000, false);
 * long start = System.nanoTime();
 * List<GameResult> results = Simulator.run(plan, () -> {});
 * Summary summary = Summary.of(plan, results, Duration.ofNanos(System.nanoTime() - start));
 * System.out.print(Format.TEXT.render(summary));
 * }</pre>
 *
 * <p>Runs are deterministic: game {@code i} is seeded from the run's seed and {@code i} alone, so
 * the summary is the same on any number of threads, and {@link
 * kemkit.examples.simulate.Simulator#play} replays one game by itself.
 */
package kemkit.examples.simulate;
