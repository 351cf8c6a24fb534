package kemkit.examples.study;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import kemkit.examples.simulate.Aggregate;
import kemkit.examples.simulate.GameResult;
import kemkit.examples.simulate.Plan;
import kemkit.examples.simulate.Simulator;

/**
 * Runs a study on this machine's threads: each cell's games are cut into ranges of game indices,
 * the ranges are played on a pool of threads, and each cell's ranges are merged ({@link
 * Aggregate#plus}). Since a game's seed depends on the study's seed, its cell and its index alone,
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
    List<Callable<Aggregate>> tasks = new ArrayList<>();
    List<Integer> cellOfTask = new ArrayList<>();
    for (Cell cell : study.cells()) {
      for (int from = 0; from < study.gamesPerCell(); from += RANGE) {
        int start = from;
        int end = (int) Math.min(study.gamesPerCell(), (long) from + RANGE);
        Plan plan = plans.get(cell.index());
        tasks.add(() -> playRange(plan, cell.index(), start, end, onGameDone));
        cellOfTask.add(cell.index());
      }
    }
    Aggregate[] totals = new Aggregate[study.cells().size()];
    for (Cell cell : study.cells()) {
      totals[cell.index()] = Aggregate.empty(plans.get(cell.index()).rules());
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
      Thread thread = new Thread(runnable, "kemkit-study");
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<Future<Aggregate>> done = pool.invokeAll(tasks);
      for (int i = 0; i < done.size(); i++) {
        try {
          int cell = cellOfTask.get(i);
          totals[cell] = totals[cell].plus(done.get(i).get());
        } catch (ExecutionException e) {
          // Simulator.play catches what the rules throw; anything else is a bug of the runner.
          throw new IllegalStateException("a range of games failed", e.getCause());
        }
      }
    } finally {
      pool.shutdownNow();
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
