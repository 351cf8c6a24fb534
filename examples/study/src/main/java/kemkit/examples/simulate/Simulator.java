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
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.bots.Scheduler;
import kemkit.bots.search.Sampler;
import kemkit.bots.search.SearchBots;
import kemkit.bots.search.SearchOptions;
import kemkit.game.Chance;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;
import kemkit.seat.Seating;

/**
 * Plays games between bots, many at once. Each game runs at its own {@link TableHost}: the host
 * applies actions and gives each seat's bot the events that seat may see; the simulator answers
 * chance actions, and a {@link Scheduler} picks which bot acts next, since the Kem's family has no
 * turn order. Every accepted action's events, as full knowledge sees them, go to a {@link Tally}.
 *
 * <p>Deterministic: game {@code i} draws everything (deck orders, which seat acts, every bot's
 * choices) from a generator seeded by the run's seed and {@code i} alone, so a run gives the same
 * results on any number of threads, and any game can be replayed by itself.
 *
 * <pre>{@code
 * Plan plan = new Plan(Kemps.rules(), Lineup.of(BotKind.HEURISTIC), 1000, 42, 2, 10_000, false);
 * Summary summary = Summary.of(plan, Simulator.run(plan, () -> {}), elapsed);
 * }</pre>
 */
public final class Simulator {

  private Simulator() {}

  /**
   * Plays every game of {@code plan}.
   *
   * @param plan what to play
   * @param onGameDone called once per game played, from the thread that played it (for a
   *     progress bar)
   * @return the results, in game order
   * @throws InterruptedException if the calling thread is interrupted while games run
   */
  public static ImmutableList<GameResult> run(Plan plan, Runnable onGameDone) throws InterruptedException {
    List<Callable<GameResult>> games = new ArrayList<>(plan.games());
    for (int i = 0; i < plan.games(); i++) {
      int index = i;
      games.add(() -> {
        GameResult result = play(plan, index);
        onGameDone.run();
        return result;
      });
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

  /**
   * {@return the seed of game {@code index} of a run seeded {@code seed}: SplitMix64's mix}
   *
   * @param seed the run's seed
   * @param index the game's index in the run
   */
  public static long gameSeed(long seed, int index) {
    return gameSeed(seed, 0, index);
  }

  /**
   * {@return the seed of game {@code index} of cell {@code cell} of a study seeded {@code seed}}
   * SplitMix64's mix of {@code seed + (cell·2^32 + index + 1)·φ}: distinct (cell, index) pairs
   * give distinct seeds (the step is odd and the mix a bijection), cell 0 gives the seeds of
   * {@link #gameSeed(long, int)}, so {@code kemkit simulate} is cell 0 of a one-cell study, and a
   * game's seed depends on nothing else: not the partition, the executor or the thread that plays
   * it.
   *
   * @param seed the study's seed
   * @param cell the cell's index in the study, 0 or more
   * @param index the game's index in its cell, 0 or more
   */
  public static long gameSeed(long seed, int cell, int index) {
    if (cell < 0 || index < 0) {
      throw new IllegalArgumentException("a cell and a game index are 0 or more, not " + cell + ", " + index);
    }
    long z = seed + ((((long) cell) << 32 | index) + 1L) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Plays game {@code index} of {@code plan}, by itself.
   *
   * @param plan the run
   * @param index the game's index in the run
   * @return how it went; a rules bug is reported in {@link GameResult#problem()}, never thrown
   */
  public static GameResult play(Plan plan, int index) {
    return play(plan, 0, index);
  }

  /**
   * Plays game {@code index} of cell {@code cell} of a study whose cell {@code plan} is, by itself.
   *
   * @param plan the cell: its rules, bots and cap; its seed is the study's
   * @param cell the cell's index in the study
   * @param index the game's index in the cell
   * @return how it went; a rules bug is reported in {@link GameResult#problem()}, never thrown
   */
  public static GameResult play(Plan plan, int cell, int index) {
    Seating seating = plan.rules().start().seating();
    ImmutableList<BotKind> sides = plan.lineup().sides(seating, index);
    ImmutableList.Builder<BotKind> seats = ImmutableList.builder();
    for (int seat = 0; seat < seating.seats(); seat++) {
      seats.add(sides.get(seating.teamOf(seat)));
    }
    return new Table<>(plan.rules(), seats.build(), nCopies(seating.seats(), plan.search()), index,
        gameSeed(plan.seed(), cell, index), Optional.empty()).play(plan.maxActions(), plan.keepRecords());
  }

  /**
   * Plays one game between the given bots, by itself: what a tournament plays, where each seat
   * has its own bot and search budget (partners may differ) and the deals come from a {@link
   * ChanceStream} of their own. The result's {@link GameResult#sides()} are the kinds of each
   * team's first seat.
   *
   * @param rules the rules
   * @param seats the kind of bot of each seat
   * @param searches how each seat's search bot thinks (ignored for the other kinds)
   * @param index the game's number, for its result
   * @param seed the seed of the bots' choices and of the order the scheduler asks them in
   * @param chance where the chance actions draw from; empty: from the seed, as {@link #play(Plan,
   *     int, int)} does
   * @param maxActions the cap on player actions
   * @param keepRecord whether the result keeps the game's record
   * @return how it went; a rules bug is reported in {@link GameResult#problem()}, never thrown
   */
  public static GameResult play(RuleSet<?, ?, ?, ?> rules, List<BotKind> seats, List<SearchOptions> searches,
      int index, long seed, Optional<ChanceStream> chance, int maxActions, boolean keepRecord) {
    if (seats.size() != rules.start().seating().seats() || searches.size() != seats.size()) {
      throw new IllegalArgumentException("a kind of bot and a search budget per seat: " + rules.start().seating().seats()
          + " seats, not " + seats.size() + " and " + searches.size());
    }
    return new Table<>(rules, ImmutableList.copyOf(seats), ImmutableList.copyOf(searches), index, seed, chance)
        .play(maxActions, keepRecord);
  }

  private static ImmutableList<SearchOptions> nCopies(int n, SearchOptions search) {
    return ImmutableList.copyOf(java.util.Collections.nCopies(n, search));
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
    private final ChanceStream chance;
    private final TableHost<S, A, E, V> host;
    private final ImmutableList<BotKind> sides;
    private final Scheduler<S, A, E, V> scheduler;
    private final Tally<E> tally;
    private final List<TimedBot<A, E, V>> timed = new ArrayList<>();
    private int playerActions;
    private int chanceActions;
    private int chanceRound;
    private int chanceInRound;

    Table(RuleSet<S, A, E, V> rules, ImmutableList<BotKind> seats, ImmutableList<SearchOptions> searches, int index,
        long seed, Optional<ChanceStream> chance) {
      this.index = index;
      this.seed = seed;
      SplittableRandom rng = new SplittableRandom(seed);
      // Split even when unused: the bots' generators stay those of kemkit simulate's games.
      SplittableRandom ownChance = rng.split();
      this.chance = chance.orElseGet(() -> ChanceStream.of(ownChance));
      // A manual host, so that the bots hear the first deal too (they subscribe before it), and so
      // that every outcome, the deals' included, comes back here to be tallied.
      this.host = TableHost.manual(rules);
      Seating seating = host.state().seating();
      ImmutableList.Builder<BotKind> firstSeats = ImmutableList.builder();
      for (int team = 0; team < seating.teams(); team++) {
        for (int seat = 0; seat < seating.seats(); seat++) {
          if (seating.teamOf(seat) == team) {
            firstSeats.add(seats.get(seat));
            break;
          }
        }
      }
      this.sides = firstSeats.build();
      List<Bot<A, E, V>> bots = new ArrayList<>();
      for (int seat = 0; seat < host.state().seating().seats(); seat++) {
        BotKind kind = seats.get(seat);
        SearchOptions search = searches.get(seat);
        // A search bot samples the table through determinize alone (C-6); it never gets the state.
        Bot<A, E, V> bot;
        if (kind == BotKind.SEARCH) {
          TimedBot<A, E, V> searching = new TimedBot<>(
              SearchBots.create(rules, seat, Sampler.of(rules, host::state, seat), search, rng.split()));
          timed.add(searching);
          bot = searching;
        } else {
          bot = Bots.create(kind, rules, seat, rng.split());
        }
        bots.add(bot);
        host.subscribe(seat, bot::observe);
      }
      this.scheduler = Scheduler.allBots(rules, bots, rng.split());
      this.tally = Tally.of(rules);
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
          playerActions, chanceActions, sides, state.scores(), state.winners(), tally.rounds(), tally.counts(),
          problem, keepRecord ? Optional.of(host.record()) : Optional.empty(), searchTimes(),
          tally.firstSide().orElse(-1));
    }

    private DecisionTimes searchTimes() {
      DecisionTimes times = DecisionTimes.none();
      for (TimedBot<A, E, V> bot : timed) {
        times = times.plus(bot.times());
      }
      return times;
    }

    /** {@return empty when the game ended or hit the cap, else the rules bug that stopped it} */
    private Optional<String> loop(int maxActions) {
      while (!host.state().isOver() && playerActions < maxActions) {
        S state = host.state();
        if (state.chanceDue().isPresent()) {
          if (chanceActions > maxActions) {
            return Optional.of("more chance actions than the cap on player actions: the rules never stop asking");
          }
          if (state.round() != chanceRound) {
            chanceRound = state.round();
            chanceInRound = 0;
          }
          ChanceAction action = Chance.roll(state.chanceDue().get(), chance.at(chanceRound, chanceInRound++));
          // The whole outcome: the simulator counts every event, hidden ones too, and forwards none.
          Outcome<S, E> outcome = host.submitWithFullOutcome(action);
          if (outcome.rejection().isPresent()) {
            return Optional.of("the rules rejected their own chance action: " + outcome.rejection().get());
          }
          countEvents(outcome);
          chanceActions++;
          continue;
        }
        Optional<Scheduler.Move<A>> move = scheduler.next(state);
        if (move.isEmpty()) {
          return Optional.of("no seat has a legal action in round " + state.round() + " and the game is not over");
        }
        A action = move.get().action();
        Outcome<S, E> outcome = host.submitWithFullOutcome(action);
        if (outcome.rejection().isPresent()) {
          return Optional.of("the rules rejected the legal action '" + host.rules().notation().write(action)
              + "' of seat " + move.get().seat() + ": " + outcome.rejection().get());
        }
        countEvents(outcome);
        playerActions++;
      }
      return Optional.empty();
    }

    private void countEvents(Outcome<S, E> outcome) {
      for (E event : outcome.events()) {
        tally.count(event);
      }
    }
  }
}
