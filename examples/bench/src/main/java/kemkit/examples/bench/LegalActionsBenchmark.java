package kemkit.examples.bench;

import com.google.common.collect.ImmutableList;
import java.util.concurrent.TimeUnit;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The legal actions of one seat, as a bot asks for them before every move: time and bytes per
 * list.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class LegalActionsBenchmark {

  private FamilyRules kemps;
  private FamilyState kempsInPlay;
  private KhamulRules khamul;
  private KhamulState khamulHolding;

  /** Creates the benchmark; JMH calls this. */
  public LegalActionsBenchmark() {}

  /** Finds the states. */
  @Setup
  public void setUp() {
    kemps = Fixtures.kemps();
    kempsInPlay = Fixtures.kempsInPlay(kemps);
    khamul = Fixtures.khamul();
    KhamulState turnStart = Fixtures.khamulTurnStart(khamul);
    khamulHolding = Fixtures.applied(khamul, turnStart, new KhamulAction.Draw(turnStart.turn()));
  }

  /**
   * Kemps, seat 1, table open: 16 exchanges, signs and gestures, calls (K-9, K-14, K-16..K-19).
   *
   * @return the legal actions, for JMH to consume
   */
  @Benchmark
  public ImmutableList<FamilyAction> kemps() {
    return kemps.legalActions(kempsInPlay, 1);
  }

  /**
   * Khamul, the turn's player holding a drawn card: discard, swaps, snaps, rearrange (H-7, H-9).
   *
   * @return the legal actions, for JMH to consume
   */
  @Benchmark
  public ImmutableList<KhamulAction> khamul() {
    return khamul.legalActions(khamulHolding, khamulHolding.turn());
  }
}
