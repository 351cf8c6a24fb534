package kemkit.examples.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyWorlds;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.kemps.Kemps;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.khamul.KhamulWorlds;
import kemkit.world.Belief;
import kemkit.world.SeatHistory;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Sampling a possible world from a seat's view and history ({@code kemkit.world}): one {@link
 * Belief#sample} from a prepared belief, for Kemps and Khamul, {@code actions} random actions into
 * the first round (bots' moves; Khamul without reorders). The baseline in the same run is {@code
 * determinize} on the real state, which needs that state; the sampler does not.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class WorldsBenchmark {

  /** Player actions played into the round before sampling. */
  @Param({"0", "8", "24"})
  public int actions;

  private FamilyRules kemps;
  private FamilyState kempsState;
  private Belief<FamilyState, FamilyAction, FamilyEvent> kempsBelief;
  private KhamulRules khamul;
  private KhamulState khamulState;
  private Belief<KhamulState, KhamulAction, KhamulEvent> khamulBelief;
  private final SplittableRandom rng = new SplittableRandom(1);

  /** Creates the benchmark; JMH calls this. */
  public WorldsBenchmark() {}

  /** Plays the positions and prepares the beliefs (the search, not measured). */
  @Setup
  public void setUp() {
    kemps = Kemps.rules();
    List<Action> played = play(kemps, actions, 3);
    kempsState = replay(kemps, played);
    kempsBelief = FamilyWorlds.of(kemps).belief(kemps.view(kempsState, 1), SeatHistory.of(kemps, 1, played));
    khamul = Khamul.rules();
    played = play(khamul, actions, 4);
    khamulState = replay(khamul, played);
    khamulBelief = KhamulWorlds.of(khamul).belief(khamul.view(khamulState, 1), SeatHistory.of(khamul, 1, played));
  }

  private static <S extends GameState> List<Action> play(RuleSet<S, ?, ?, ?> rules, int moves, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<Action> out = new ArrayList<>();
    S state = rules.start();
    int seats = state.seating().seats();
    for (int tries = 0; moves > 0 && tries < 10_000 && !state.isOver(); tries++) {
      Action action;
      if (state.chanceDue().isPresent()) {
        action = Chance.roll(state.chanceDue().get(), rng);
      } else {
        List<? extends PlayerAction> legal = rules.legalActions(state, rng.nextInt(seats));
        if (legal.isEmpty()) {
          continue;
        }
        action = legal.get(rng.nextInt(legal.size()));
        if (action instanceof KhamulAction.Rearrange) {
          continue;
        }
      }
      Outcome<S, ?> outcome = rules.apply(state, action);
      if (outcome.isAccepted() && outcome.state().round() == 1 && !outcome.state().isOver()) {
        out.add(action);
        state = outcome.state();
        moves -= action instanceof PlayerAction ? 1 : 0;
      }
    }
    while (state.chanceDue().isPresent()) {
      Action chance = Chance.roll(state.chanceDue().get(), rng);
      out.add(chance);
      state = rules.apply(state, chance).state();
    }
    return out;
  }

  private static <S extends GameState> S replay(RuleSet<S, ?, ?, ?> rules, List<Action> actions) {
    S state = rules.start();
    for (Action action : actions) {
      state = rules.apply(state, action).state();
    }
    return state;
  }

  /** {@return a Kemps world sampled from seat 1's view and history} */
  @Benchmark
  public FamilyState kempsSample() {
    return kempsBelief.sample(rng);
  }

  /** {@return the baseline: a Kemps state from determinize of the real state} */
  @Benchmark
  public FamilyState kempsDeterminize() {
    return kemps.determinize(kempsState, 1, rng);
  }

  /** {@return a Khamul world sampled from seat 1's view and history} */
  @Benchmark
  public KhamulState khamulSample() {
    return khamulBelief.sample(rng);
  }

  /** {@return the baseline: a Khamul state from determinize of the real state} */
  @Benchmark
  public KhamulState khamulDeterminize() {
    return khamul.determinize(khamulState, 1, rng);
  }
}
