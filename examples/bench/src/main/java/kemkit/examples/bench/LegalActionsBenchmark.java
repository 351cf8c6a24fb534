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
 * list, and per action drawn through the indexed view.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class LegalActionsBenchmark {

  private FamilyRules kemps;
  private FamilyState kempsInPlay;
  private KhamulRules khamul;
  private KhamulState khamulHolding;
  private int next;
  private int nextKhamul;

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
   * Kemps as {@link #kemps()}, through the indexed view a playout uses: the count, then the action
   * at an index that walks through the list (an exchange, a sign or a call in turn).
   *
   * @return the action, for JMH to consume
   */
  @Benchmark
  public FamilyAction kempsIndexed() {
    int count = kemps.legalActionCount(kempsInPlay, 1);
    next = next + 7 < count ? next + 7 : (next + 7) % count;
    return kemps.legalAction(kempsInPlay, 1, next);
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

  /**
   * Khamul as {@link #khamul()}, one action drawn through the indexed view a rollout uses: the
   * count, then the action at an index that walks through the list.
   *
   * @return the action, for JMH to consume
   */
  @Benchmark
  public KhamulAction khamulIndexed() {
    int seat = khamulHolding.turn();
    int count = khamul.legalActionCount(khamulHolding, seat);
    nextKhamul = nextKhamul + 7 < count ? nextKhamul + 7 : (nextKhamul + 7) % count;
    return khamul.legalAction(khamulHolding, seat, nextKhamul);
  }
}
