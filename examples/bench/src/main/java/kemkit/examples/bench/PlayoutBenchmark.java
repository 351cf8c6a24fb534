package kemkit.examples.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * Random playouts of whole games ({@link Playout}), per preset, on one thread and on every core:
 * playouts per second (the primary score), and as counters per second the actions applied (chance
 * actions included, legal-action lists and random choices included) and the games that ended.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PlayoutBenchmark {

  /** Creates the benchmark; JMH calls this. */
  public PlayoutBenchmark() {}

  /** One thread's game and generator. */
  @State(Scope.Thread)
  public static class Table {
    /** A Kem's-family preset, or {@code khamul} (4 players). */
    @Param({"kemps", "kems-en", "kems-fr32", "kems-classic", "kems-expert", "khamul"})
    public String preset;

    private Playout<?, ?> playout;
    private SplittableRandom rng;

    /** Creates the state; JMH calls this. */
    public Table() {}

    /**
     * Makes the rules; each thread gets its own seeded generator.
     *
     * @param thread which thread this is, to seed its generator
     */
    @Setup(Level.Trial)
    public void setUp(ThreadParams thread) {
      playout = Playout.named(preset);
      rng = new SplittableRandom(Fixtures.SEED + thread.getThreadIndex());
    }
  }

  /** What the playouts did, reported per second next to the playouts. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Played implements Playout.Tally {
    /** Actions applied, chance actions included. */
    public long actions;
    /** Games that ended rather than being cut by the cap ({@link Playout#MAX_PLAYER_ACTIONS}). */
    public long games;

    /** Creates the counters; JMH calls this. */
    public Played() {}

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void clear() {
      actions = 0;
      games = 0;
    }

    @Override
    public void playout(long applied, boolean ended) {
      actions += applied;
      if (ended) {
        games++;
      }
    }
  }

  /**
   * Playouts on one thread.
   *
   * @param table the preset, its rules and this thread's generator
   * @param played counts the actions applied and the games ended
   */
  @Benchmark
  @Threads(1)
  public void oneThread(Table table, Played played) {
    table.playout.play(table.rng, played);
  }

  /**
   * Playouts on every core at once, one game per thread.
   *
   * @param table the preset, its rules and this thread's generator
   * @param played counts the actions applied and the games ended
   */
  @Benchmark
  @Threads(Threads.MAX)
  public void allThreads(Table table, Played played) {
    table.playout.play(table.rng, played);
  }
}
