package kemkit.examples.bench;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import kemkit.bots.search.SearchOptions;
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

/**
 * One decision of the search bot ({@link kemkit.bots.search.SearchBot}, information-set Monte
 * Carlo tree search, rules.md C-6) at a fixed budget of {@value #ITERATIONS} iterations and no
 * time limit, with its default rollout policy, taken in turn at each of the fixed positions of
 * {@link SearchDecisions}: decisions per second (the primary score) and, as a counter per second,
 * the iterations (samples drawn), which are decisions per second times {@value #ITERATIONS}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
public class SearchBenchmark {

  /** Iterations per decision: the default budget of the search bot when this benchmark was written. */
  static final int ITERATIONS = 100;

  /** The fixed budget: iterations only, so that every decision does the same work whatever the load. */
  static final SearchOptions OPTIONS = SearchOptions.DEFAULT.withIterations(ITERATIONS).withTime(Duration.ZERO);

  /** {@code khamul} (4 players), or a preset of the Kem's family. */
  @Param({"khamul", "kems-classic", "kemps"})
  public String preset;

  private SearchDecisions<?, ?, ?, ?> decisions;
  private int next;

  /** Creates the benchmark; JMH calls this. */
  public SearchBenchmark() {}

  /** Finds the positions of the preset. */
  @Setup(Level.Trial)
  public void setUp() {
    decisions = SearchDecisions.named(preset);
    next = 0;
  }

  /** The search's iterations, reported per second next to the decisions. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Searched {
    /** Iterations of the search: samples drawn, each played out to the round's end. */
    public long iterations;

    /** Creates the counter; JMH calls this. */
    public Searched() {}

    /** Starts each iteration from zero. */
    @Setup(Level.Iteration)
    public void clear() {
      iterations = 0;
    }
  }

  /**
   * One decision, at the next position in turn.
   *
   * @param searched counts the search's iterations
   * @return the action decided, for JMH to consume
   */
  @Benchmark
  public Optional<?> decision(Searched searched) {
    long before = decisions.samples();
    Optional<?> decided = decisions.decide(next, OPTIONS);
    next = (next + 1) % SearchDecisions.POSITIONS;
    searched.iterations += decisions.samples() - before;
    return decided;
  }
}
