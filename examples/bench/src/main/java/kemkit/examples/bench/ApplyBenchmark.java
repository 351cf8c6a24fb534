package kemkit.examples.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import kemkit.game.Shuffle;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
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
 * One {@code apply} of the hot actions, on states met in mid-game: time and, with {@code -prof gc},
 * bytes allocated per action ({@code gc.alloc.rate.norm}). States are immutable, so every
 * invocation applies the same action to the same state, as a search applies it to a node it keeps.
 *
 * <p>{@link #kempsExchangeMutableBaseline} is the yardstick the others are divided by: the same
 * exchange in a mutable int-array engine ({@link MutableKemps}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class ApplyBenchmark {

  private FamilyRules kemps;
  private FamilyState inPlay;
  private FamilyAction exchange;
  private FamilyState acesDealt;
  private FamilyAction rightCall;
  private FamilyAction cut;
  private FamilyState awaitingDeal;
  private Shuffle deckOrder;

  private KhamulRules khamul;
  private KhamulState turnStart;
  private KhamulAction draw;
  private KhamulAction swap;
  private KhamulState snappable;
  private KhamulAction snap;

  /** Creates the benchmark; JMH calls this. */
  public ApplyBenchmark() {}

  /** Finds the states and checks that each action is accepted. */
  @Setup
  public void setUp() {
    kemps = Fixtures.kemps();
    inPlay = Fixtures.kempsInPlay(kemps);
    exchange = Fixtures.exchange(inPlay);
    Fixtures.applied(kemps, inPlay, exchange);
    acesDealt = Fixtures.applied(kemps, kemps.start(), Fixtures.kempsDealWithAces());
    rightCall = Fixtures.kempsRightCall();
    Fixtures.applied(kemps, acesDealt, rightCall);
    cut = Fixtures.kempsCut();
    Outcome<FamilyState, FamilyEvent> cutOutcome = kemps.apply(inPlay, cut);
    if (!cutOutcome.isAccepted()
        || cutOutcome.events().stream().noneMatch(e -> e instanceof FamilyEvent.Called called && !called.right())) {
      throw new IllegalStateException("the fixture's cut should be accepted and wrong: " + cutOutcome);
    }
    awaitingDeal = cutOutcome.state();
    deckOrder = Chance.shuffle(awaitingDeal.deck().cards(), new SplittableRandom(Fixtures.SEED));
    Fixtures.applied(kemps, awaitingDeal, deckOrder);

    khamul = Fixtures.khamul();
    turnStart = Fixtures.khamulTurnStart(khamul);
    draw = new KhamulAction.Draw(turnStart.turn());
    swap = new KhamulAction.Swap(turnStart.turn(), 0);
    Fixtures.applied(khamul, turnStart, draw, swap);
    snappable = Fixtures.khamulSnappable(khamul);
    snap = Fixtures.snap(snappable);
    Fixtures.applied(khamul, snappable, snap);
  }

  /**
   * Kemps {@code exchange}: one hand card for one table card (K-9).
   *
   * @return the outcome, for JMH to consume
   */
  @Benchmark
  public Outcome<FamilyState, FamilyEvent> kempsExchange() {
    return kemps.apply(inPlay, exchange);
  }

  /**
   * Kemps {@code kemps 2}, right: the partner's hand is shown, the team scores, the round ends and
   * every card is gathered for the next deal (K-16, C-8, K-23).
   *
   * @return the outcome, for JMH to consume
   */
  @Benchmark
  public Outcome<FamilyState, FamilyEvent> kempsCallRight() {
    return kemps.apply(acesDealt, rightCall);
  }

  /**
   * Kemps {@code cut 1}, wrong: the opposing team's hands are shown, the caller's team loses a
   * point and the round ends (K-18, falseCounter 002).
   *
   * @return the outcome, for JMH to consume
   */
  @Benchmark
  public Outcome<FamilyState, FamilyEvent> kempsCutWrong() {
    return kemps.apply(inPlay, cut);
  }

  /**
   * Kemps {@code shuffle}: the next round's deal after that cut, four hands and the table laid
   * (K-4, K-5, K-7). Random playouts pay it every few actions, since random calls end rounds.
   *
   * @return the outcome, for JMH to consume
   */
  @Benchmark
  public Outcome<FamilyState, FamilyEvent> kempsDeal() {
    return kemps.apply(awaitingDeal, deckOrder);
  }

  /**
   * Khamul {@code draw} then {@code swap 0}: a whole ordinary turn, two actions (H-7, H-8).
   *
   * @return the outcome of the swap, for JMH to consume
   */
  @Benchmark
  public Outcome<KhamulState, KhamulEvent> khamulDrawSwap() {
    return khamul.apply(khamul.apply(turnStart, draw).state(), swap);
  }

  /**
   * Khamul {@code snap}, matching the top discard (H-9).
   *
   * @return the outcome, for JMH to consume
   */
  @Benchmark
  public Outcome<KhamulState, KhamulEvent> khamulSnap() {
    return khamul.apply(snappable, snap);
  }

  /** The mutable twin of {@link #kempsExchange}'s state; each thread changes its own. */
  @State(Scope.Thread)
  public static class Twin {
    private MutableKemps board;
    private int seat;
    private int give;
    private int take;
    private boolean back;

    /** Creates the state; JMH calls this. */
    public Twin() {}

    /** Copies the state and the exchange of {@link ApplyBenchmark#kempsExchange}. */
    @Setup
    public void setUp() {
      FamilyRules rules = Fixtures.kemps();
      FamilyState state = Fixtures.kempsInPlay(rules);
      FamilyAction.Exchange exchange = Fixtures.exchange(state);
      board = MutableKemps.of(state);
      seat = exchange.seat();
      give = exchange.give().index();
      take = exchange.take().index();
      if (board.copy().exchange(seat, give, take) != MutableKemps.DONE) {
        throw new IllegalStateException("the baseline refuses the fixture's exchange");
      }
    }
  }

  /**
   * The same exchange in the mutable baseline. It changes the board, so invocations alternate the
   * exchange and its reverse: every one is a single accepted exchange.
   *
   * @param twin the mutable board and the exchange, one per thread
   * @return the exchange's result code, for JMH to consume
   */
  @Benchmark
  public int kempsExchangeMutableBaseline(Twin twin) {
    int code = twin.back
        ? twin.board.exchange(twin.seat, twin.take, twin.give)
        : twin.board.exchange(twin.seat, twin.give, twin.take);
    twin.back = !twin.back;
    return code;
  }
}
