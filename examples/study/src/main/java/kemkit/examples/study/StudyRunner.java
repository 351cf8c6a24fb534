package kemkit.examples.study;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.GameResult;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;

/**
 * Runs a study on this machine's threads: each cell's games are cut into ranges of game indices,
 * each thread takes the next range until none is left and adds it to its own aggregate per cell,
 * and the threads' aggregates are merged ({@link Aggregate#plus}). Memory is a few aggregates per
 * cell and thread, whatever the number of games. Since a game's seed depends on the study's seed, its cell and its index alone,
 * and merging is exact, the results are equal for any number of threads, and equal to the Spark
 * job's for any number of partitions.
 */
public final class StudyRunner {

  /** Games per task: small enough to spread a small study over the threads. */
  static final int RANGE = 64;

  private StudyRunner() {}

  /**
   * Plays every game of {@code study}.
   *
   * @param study the study
   * @param threads games played at once, at least 1
   * @param onGameDone called once per game played, from the thread that played it (progress)
   * @return each cell's result, in cell order
   * @throws InterruptedException if the calling thread is interrupted while games run
   */
  public static ImmutableList<CellResult> run(Study study, int threads, Runnable onGameDone)
      throws InterruptedException {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, not " + threads);
    }
    List<Plan> plans = new ArrayList<>();
    for (Cell cell : study.cells()) {
      plans.add(study.plan(cell, threads));
    }
    int cells = study.cells().size();
    // Task t plays range t / cells of cell t % cells: the cells take turns, so that the progress
    // bar's pace is the whole study's from the start. Tasks are numbered, never listed: a study of
    // 2^31 - 1 games a cell is 33 million tasks, which a list would not hold.
    long rangesPerCell = (study.gamesPerCell() + (long) RANGE - 1) / RANGE;
    long tasks = rangesPerCell * cells;
    List<Aggregate[]> parts = Workers.run(threads, tasks, () -> new Aggregate[cells], (mine, t) -> {
      int cell = (int) (t % cells);
      long from = (t / cells) * RANGE;
      int to = (int) Math.min(study.gamesPerCell(), from + RANGE);
      Aggregate part = playRange(plans.get(cell), cell, (int) from, to, onGameDone);
      mine[cell] = mine[cell] == null ? part : mine[cell].plus(part);
    });
    Aggregate[] totals = new Aggregate[cells];
    for (Cell cell : study.cells()) {
      totals[cell.index()] = Aggregate.empty(plans.get(cell.index()).rules());
    }
    for (Aggregate[] part : parts) {
      for (int cell = 0; cell < cells; cell++) {
        if (part[cell] != null) {
          totals[cell] = totals[cell].plus(part[cell]);
        }
      }
    }
    ImmutableList.Builder<CellResult> results = ImmutableList.builder();
    for (Cell cell : study.cells()) {
      boolean bySeat = plans.get(cell.index()).rules().start().seating().teamSize() == 1;
      results.add(new CellResult(cell, totals[cell.index()], bySeat ? "seat" : "team"));
    }
    return results.build();
  }

  /**
   * {@return the aggregate of games {@code from} (included) to {@code to} (excluded) of cell
   * {@code cell}} What every runner does with a range of seeds: the thread runner per task, the
   * Spark job per partition. Keeps at most a few hundred results in memory at once.
   *
   * @param plan the cell's plan ({@link Study#plan})
   * @param cell the cell's index: part of each game's seed
   * @param from the first game's index
   * @param to one past the last game's index
   * @param onGameDone called after each game
   */
  public static Aggregate playRange(Plan plan, int cell, int from, int to, Runnable onGameDone) {
    Aggregate total = Aggregate.empty(plan.rules());
    List<GameResult> batch = new ArrayList<>();
    for (int index = from; index < to; index++) {
      batch.add(Simulator.play(plan, cell, index));
      onGameDone.run();
      if (batch.size() == 256) {
        total = total.plus(Aggregate.of(plan.rules(), batch));
        batch.clear();
      }
    }
    return total.plus(Aggregate.of(plan.rules(), batch));
  }
}
