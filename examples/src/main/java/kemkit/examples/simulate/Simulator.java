package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import kemkit.examples.bots.Bot;
import kemkit.examples.bots.RandomBot;
import kemkit.game.Chance;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;

/**
 * Plays games between bots, many at once. Each game runs at its own {@link TableHost}: the host
 * applies actions and gives each seat's bot the events that seat may see; the simulator answers
 * chance actions and, since the Kem's family has no turn order, picks which seat acts next among
 * those that can.
 *
 * <p>Deterministic: game {@code i} draws everything (deck orders, which seat acts, every bot's
 * choices) from a generator seeded by the run's seed and {@code i} alone, so a run gives the same
 * results on any number of threads, and any game can be replayed by itself.
 */
public final class Simulator {

  private Simulator() {}

  /**
   * Plays every game of {@code plan}.
   *
   * @return the results, in game order
   * @throws InterruptedException if the calling thread is interrupted while games run
   */
  public static ImmutableList<GameResult> run(Plan plan) throws InterruptedException {
    List<Callable<GameResult>> games = new ArrayList<>(plan.games());
    for (int i = 0; i < plan.games(); i++) {
      int index = i;
      games.add(() -> play(plan.rules(), index, gameSeed(plan.seed(), index), plan.maxActions(), plan.keepRecords()));
    }
    if (plan.threads() == 1) {
      ImmutableList.Builder<GameResult> results = ImmutableList.builder();
      for (Callable<GameResult> game : games) {
        results.add(call(game));
      }
      return results.build();
    }
    ExecutorService pool = Executors.newFixedThreadPool(plan.threads(), runnable -> {
      Thread thread = new Thread(runnable, "kemkit-simulate");
      thread.setDaemon(true);
      return thread;
    });
    try {
      ImmutableList.Builder<GameResult> results = ImmutableList.builder();
      for (Future<GameResult> future : pool.invokeAll(games)) {
        try {
          results.add(future.get());
        } catch (ExecutionException e) {
          // play() catches what the rules throw; anything else is a bug of the simulator itself.
          throw new IllegalStateException("a simulated game failed", e.getCause());
        }
      }
      return results.build();
    } finally {
      pool.shutdownNow();
    }
  }

  /** {@return the seed of game {@code index} of a run seeded {@code seed}: SplitMix64's mix} */
  public static long gameSeed(long seed, int index) {
    long z = seed + (index + 1L) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Plays one game between random bots.
   *
   * @param rules the rules
   * @param index the game's number, reported back
   * @param seed the game's seed: the same seed plays the same game
   * @param maxActions the cap on player actions
   * @param keepRecord whether to keep the game's record
   * @return how it went; a rules bug is reported in {@link GameResult#problem()}, never thrown
   */
  public static GameResult play(RuleSet<?, ?, ?, ?> rules, int index, long seed, int maxActions, boolean keepRecord) {
    return new Table<>(rules, index, seed).play(maxActions, keepRecord);
  }

  private static GameResult call(Callable<GameResult> game) {
    try {
      return game.call();
    } catch (Exception e) {
      throw new IllegalStateException("a simulated game failed", e);
    }
  }

  /** One game in progress, typed so that actions, events and views meet their own rules. */
  private static final class Table<S extends GameState, A extends PlayerAction, E extends Event, V> {
    private final int index;
    private final long seed;
    private final SplittableRandom rng;
    private final TableHost<S, A, E, V> host;
    private final List<Bot<A, E, V>> bots = new ArrayList<>();
    private int playerActions;
    private int chanceActions;

    Table(RuleSet<S, A, E, V> rules, int index, long seed) {
      this.index = index;
      this.seed = seed;
      this.rng = new SplittableRandom(seed);
      // A manual host, so that the bots hear the first deal too: they subscribe before it.
      this.host = TableHost.manual(rules);
      for (int seat = 0; seat < host.state().seating().seats(); seat++) {
        Bot<A, E, V> bot = new RandomBot<>(rng.split());
        bots.add(bot);
        host.subscribe(seat, bot::observe);
      }
    }

    GameResult play(int maxActions, boolean keepRecord) {
      Optional<String> problem;
      try {
        problem = loop(maxActions);
      } catch (RuntimeException | StackOverflowError e) {
        problem = Optional.of("the rules threw " + e);
      }
      S state = host.state();
      return new GameResult(index, seed, state.isOver(), problem.isEmpty() && !state.isOver(), state.round(),
          playerActions, chanceActions, state.scores(), state.winners(), problem,
          keepRecord ? Optional.of(host.record()) : Optional.empty());
    }

    /** {@return empty when the game ended or hit the cap, else the rules bug that stopped it} */
    private Optional<String> loop(int maxActions) {
      List<Integer> able = new ArrayList<>();
      while (!host.state().isOver() && playerActions < maxActions) {
        S state = host.state();
        if (state.chanceDue().isPresent()) {
          if (chanceActions > maxActions) {
            return Optional.of("more chance actions than the cap on player actions: the rules never stop asking");
          }
          ChanceAction chance = Chance.roll(state.chanceDue().get(), rng);
          if (host.submit(chance) instanceof Outcome.Rejected<S, E> rejected) {
            return Optional.of("the rules rejected their own chance action: " + rejected.rejection());
          }
          chanceActions++;
          continue;
        }
        able.clear();
        List<ImmutableList<A>> legal = new ArrayList<>(bots.size());
        for (int seat = 0; seat < bots.size(); seat++) {
          ImmutableList<A> actions = host.legalActions(seat);
          legal.add(actions);
          if (!actions.isEmpty()) {
            able.add(seat);
          }
        }
        if (able.isEmpty()) {
          return Optional.of("no seat has a legal action in round " + state.round() + " and the game is not over");
        }
        int seat = able.get(rng.nextInt(able.size()));
        A action = bots.get(seat).choose(host.view(seat), legal.get(seat));
        if (host.submit(action) instanceof Outcome.Rejected<S, E> rejected) {
          return Optional.of("the rules rejected the legal action '" + host.rules().notation().write(action)
              + "' of seat " + seat + ": " + rejected.rejection());
        }
        playerActions++;
      }
      return Optional.empty();
    }
  }
}
