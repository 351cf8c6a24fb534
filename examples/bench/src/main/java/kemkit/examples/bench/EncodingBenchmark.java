package kemkit.examples.bench;

import java.util.concurrent.TimeUnit;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Outcome;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulView;
import kemkit.learn.Encoding;
import kemkit.learn.Encodings;
import kemkit.learn.Recall;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The learning encodings (kemkit-learn): a seat's view written as its observation tensor, and its
 * information state (the observation and its recall), into an array made once; with the view
 * itself as the baseline of the same run. Run with {@code -prof gc}: encoding allocates nothing
 * ({@code gc.alloc.rate.norm} 0 bytes), building the view does.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class EncodingBenchmark {

  private FamilyRules kemps;
  private FamilyState kempsInPlay;
  private FamilyView kempsView;
  private Encoding<FamilyAction, FamilyEvent, FamilyView> kempsEncoding;
  private Recall<FamilyAction, FamilyEvent> kempsRecall;
  private float[] kempsTensor;
  private float[] kempsInformation;

  private KhamulRules khamul;
  private KhamulState khamulHolding;
  private KhamulView khamulView;
  private Encoding<KhamulAction, KhamulEvent, KhamulView> khamulEncoding;
  private Recall<KhamulAction, KhamulEvent> khamulRecall;
  private float[] khamulTensor;
  private float[] khamulInformation;

  /** Creates the benchmark; JMH calls this. */
  public EncodingBenchmark() {}

  /** Finds the states and views, and feeds each recall the events its seat heard on the way. */
  @Setup
  public void setUp() {
    kemps = Fixtures.kemps();
    kempsInPlay = Fixtures.kempsInPlay(kemps);
    kempsView = kemps.view(kempsInPlay, 1);
    kempsEncoding = Encodings.of(kemps);
    kempsTensor = new float[kempsEncoding.observationLayout().size()];
    kempsInformation = new float[kempsEncoding.informationStateLayout().size()];
    kempsRecall = kempsEncoding.recall(1);
    FamilyState state = kempsInPlay;
    for (FamilyAction exchange : Fixtures.exchanges(kemps, state, 1).subList(0, 3)) {
      Outcome<FamilyState, FamilyEvent> outcome = kemps.apply(state, exchange);
      kemps.eventsSeenBy(1, outcome.events()).forEach(kempsRecall::heard);
    }

    khamul = Fixtures.khamul();
    KhamulState turnStart = Fixtures.khamulTurnStart(khamul);
    Outcome<KhamulState, KhamulEvent> drew = khamul.apply(turnStart, new KhamulAction.Draw(turnStart.turn()));
    khamulHolding = drew.state();
    khamulView = khamul.view(khamulHolding, khamulHolding.turn());
    khamulEncoding = Encodings.of(khamul);
    khamulTensor = new float[khamulEncoding.observationLayout().size()];
    khamulInformation = new float[khamulEncoding.informationStateLayout().size()];
    khamulRecall = khamulEncoding.recall(khamulHolding.turn());
    khamul.eventsSeenBy(khamulHolding.turn(), drew.events()).forEach(khamulRecall::heard);
  }

  /**
   * The baseline: seat 1's view of a Kemps table in play (K-25), what the encoding reads.
   *
   * @return the view, for JMH to consume
   */
  @Benchmark
  public FamilyView kempsView() {
    return kemps.view(kempsInPlay, 1);
  }

  /**
   * That view written as the {@code family-observation} tensor.
   *
   * @return the tensor, for JMH to consume
   */
  @Benchmark
  public float[] kempsObservation() {
    kempsEncoding.observation(kempsView, kempsTensor);
    return kempsTensor;
  }

  /**
   * The view and the seat's recall written as the {@code family-information-state} tensor.
   *
   * @return the tensor, for JMH to consume
   */
  @Benchmark
  public float[] kempsInformationState() {
    kempsEncoding.informationState(kempsView, kempsRecall, kempsInformation);
    return kempsInformation;
  }

  /**
   * The baseline: the view of Khamul's turn seat holding a drawn card (H-15).
   *
   * @return the view, for JMH to consume
   */
  @Benchmark
  public KhamulView khamulView() {
    return khamul.view(khamulHolding, khamulHolding.turn());
  }

  /**
   * That view written as the {@code khamul-observation} tensor.
   *
   * @return the tensor, for JMH to consume
   */
  @Benchmark
  public float[] khamulObservation() {
    khamulEncoding.observation(khamulView, khamulTensor);
    return khamulTensor;
  }

  /**
   * The view and the seat's recall written as the {@code khamul-information-state} tensor.
   *
   * @return the tensor, for JMH to consume
   */
  @Benchmark
  public float[] khamulInformationState() {
    khamulEncoding.informationState(khamulView, khamulRecall, khamulInformation);
    return khamulInformation;
  }
}
