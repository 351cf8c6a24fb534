package kemkit.examples.bench;

import com.google.common.collect.ImmutableList;
import java.util.concurrent.TimeUnit;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Outcome;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Branching, as a search expands a node: from one mid-game Kemps state, each of the seat's
 * {@value #BRANCHES} exchanges is applied on its own branch. States are immutable, so a branch is
 * the same reference kept; a mutable engine must copy its state for each branch first. Scores are
 * per branch, to be read against {@link #singleApply}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class BranchBenchmark {

  /** How many branches a node has: seat 1's exchanges, 4 hand cards times 4 table cards (K-9). */
  static final int BRANCHES = 16;

  private FamilyRules rules;
  private FamilyState node;
  private FamilyAction[] exchanges;
  private MutableKemps mutableNode;
  private int[][] mutableExchanges;

  /** Creates the benchmark; JMH calls this. */
  public BranchBenchmark() {}

  /** Finds the node and its exchanges. */
  @Setup
  public void setUp() {
    rules = Fixtures.kemps();
    node = Fixtures.kempsInPlay(rules);
    ImmutableList<FamilyAction> legal = Fixtures.exchanges(rules, node, 1);
    if (legal.size() != BRANCHES) {
      throw new IllegalStateException("seat 1 should have " + BRANCHES + " exchanges, not " + legal.size());
    }
    exchanges = legal.toArray(new FamilyAction[0]);
    mutableNode = MutableKemps.of(node);
    mutableExchanges = new int[BRANCHES][];
    for (int i = 0; i < BRANCHES; i++) {
      FamilyAction.Exchange exchange = (FamilyAction.Exchange) exchanges[i];
      mutableExchanges[i] = new int[] {exchange.seat(), exchange.give().index(), exchange.take().index()};
    }
  }

  /**
   * One exchange applied to the node: what one branch should cost.
   *
   * @return the outcome, for JMH to consume
   */
  @Benchmark
  public Outcome<FamilyState, FamilyEvent> singleApply() {
    return rules.apply(node, exchanges[5]);
  }

  /**
   * Every exchange, each on its own branch of the node; the score is per branch.
   *
   * @param hole consumes each branch's outcome
   */
  @Benchmark
  @OperationsPerInvocation(BRANCHES)
  public void applyOnEachBranch(Blackhole hole) {
    for (FamilyAction exchange : exchanges) {
      hole.consume(rules.apply(node, exchange));
    }
  }

  /**
   * The mutable baseline's way: copy the node for each branch, then exchange in place.
   *
   * @param hole consumes each branch and its result
   */
  @Benchmark
  @OperationsPerInvocation(BRANCHES)
  public void mutableCopyThenExchange(Blackhole hole) {
    for (int[] exchange : mutableExchanges) {
      MutableKemps branch = mutableNode.copy();
      hole.consume(branch.exchange(exchange[0], exchange[1], exchange[2]));
      hole.consume(branch);
    }
  }
}
