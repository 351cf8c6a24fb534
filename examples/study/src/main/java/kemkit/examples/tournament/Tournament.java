package kemkit.examples.tournament;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import kemkit.examples.simulate.ChanceStream;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.seat.Seating;

/**
 * A tournament: entrants (bots with their settings) meet at the tables of one setup, deal after
 * deal. Read from a tournament file by {@link TournamentFile#parse}, which checks everything
 * before a game is played; played on threads by {@link TournamentRunner}, or on Apache Spark by the
 * {@code kemkit-spark} job, with equal results.
 *
 * <p>A table seats one entrant per <em>unit</em>: a team when {@code teamsTogether} (both seats of
 * a Kem's team are the same bot; in Khamul each seat is a team of one), else a seat (partners
 * differ). Deal {@code d} is played at every table of {@link #tables(int)}; when the tournament is
 * {@code duplicate}, every table gets the same shuffles (each chance action is drawn from a
 * generator keyed by the deal, the round and its place in the round, never by the play), so the
 * luck of the cards falls on every entrant alike.
 *
 * @param name a name for the report's title
 * @param seed the tournament's seed; with the deal and the table it fixes every game
 * @param setup the game, preset, options and seating every game is played with
 * @param entrants the entrants, in order; at least two (or one, for a ladder)
 * @param mode how the entrants are seated at each deal
 * @param focus the focus entrant's index, for {@link Mode#FOCUS}
 * @param teamsTogether whether an entrant plays a whole team (always so when teams are of one seat)
 * @param duplicate whether every table of a deal gets the same shuffles
 * @param deals how many deals are played, at least 1
 * @param maxActions the cap on player actions per game (a game past it counts as capped)
 */
public record Tournament(String name, long seed, Setup setup, ImmutableList<Entrant> entrants, Mode mode,
    Optional<Integer> focus, boolean teamsTogether, boolean duplicate, int deals, int maxActions) {

  /** A bound on the tables of one deal, so that a file cannot ask for millions of them. */
  public static final int MAX_TABLES = 10_000;

  /**
   * Checks and copies the components.
   *
   * @param name a name for the report's title
   * @param seed the tournament's seed
   * @param setup the setup every game is played with
   * @param entrants the entrants, in order, with distinct names
   * @param mode how the entrants are seated
   * @param focus the focus entrant's index, present exactly for {@link Mode#FOCUS}
   * @param teamsTogether whether an entrant plays a whole team
   * @param duplicate whether every table of a deal gets the same shuffles
   * @param deals how many deals are played, at least 1
   * @param maxActions the cap on player actions per game, at least 1
   */
  public Tournament {
    requireNonNull(name, "name");
    requireNonNull(setup, "setup");
    entrants = ImmutableList.copyOf(entrants);
    requireNonNull(mode, "mode");
    requireNonNull(focus, "focus");
    if (entrants.isEmpty() || deals < 1 || maxActions < 1) {
      throw new IllegalArgumentException("a tournament plays at least one deal between entrants");
    }
    if (entrants.stream().map(Entrant::name).distinct().count() != entrants.size()) {
      throw new IllegalArgumentException("two entrants have the same name");
    }
    int count = entrants.size();
    if (focus.isPresent() != (mode == Mode.FOCUS) || focus.filter(f -> f < 0 || f >= count).isPresent()) {
      throw new IllegalArgumentException("a focus entrant goes with the focus mode, and names an entrant");
    }
  }

  /**
   * {@return the rules of the setup, made anew} (They are not serializable: a Spark executor makes
   * its own.)
   */
  public RuleSet<?, ?, ?, ?> rules() {
    try {
      return Games.named(setup.game()).orElseThrow().create(setup);
    } catch (SetupException e) {
      // TournamentFile.parse created the rules already: the same setup cannot fail now.
      throw new IllegalStateException("the setup was checked and is now refused", e);
    }
  }

  /** {@return how many entrants sit at a table: the teams, or the seats when partners may differ} */
  public int units() {
    Seating table = rules().start().seating();
    return unitsOf(table);
  }

  private int unitsOf(Seating table) {
    return teamsTogether || table.teamSize() == 1 ? table.teams() : table.seats();
  }

  /**
   * {@return the seats unit {@code unit} holds: the seats of a team, or one seat}
   *
   * @param table the seating of the setup
   * @param unit a unit, from 0
   */
  public ImmutableList<Integer> seatsOf(Seating table, int unit) {
    return unitsOf(table) == table.teams() ? table.members(unit) : ImmutableList.of(unit);
  }

  /**
   * {@return the tables of deal {@code deal}: for each, the entrant (an index into {@link
   * #entrants()}) of each unit} Depends on the tournament and the deal alone.
   *
   * @param deal the deal, from 0
   */
  public ImmutableList<ImmutableList<Integer>> tables(int deal) {
    Seating table = rules().start().seating();
    int units = unitsOf(table);
    List<int[]> sets = switch (mode) {
      case ROTATIONS -> sets(entrants.size(), units, Optional.empty());
      case FOCUS -> sets(entrants.size(), units, focus);
      case RANDOM -> {
        List<int[]> all = sets(entrants.size(), units, Optional.empty());
        yield List.of(all.get(new SplittableRandom(ChanceStream.mix(seed - 1, deal)).nextInt(all.size())));
      }
      case LADDER -> {
        List<int[]> rungs = new ArrayList<>();
        for (int rung = 0; rung + 1 < entrants.size(); rung++) {
          rungs.add(cycled(new int[] {rung, rung + 1}, units));
        }
        yield rungs;
      }
    };
    // Rotations keep partners together (partners sit opposite, K-1); with partners that differ,
    // every order of the set, so that each entrant partners each other one.
    boolean everyOrder = units != table.teams();
    Set<ImmutableList<Integer>> tables = new LinkedHashSet<>();
    for (int[] set : sets) {
      if (everyOrder) {
        permutations(set, 0, tables);
      } else {
        for (int r = 0; r < units; r++) {
          ImmutableList.Builder<Integer> at = ImmutableList.builder();
          for (int unit = 0; unit < units; unit++) {
            at.add(set[(unit + r) % units]);
          }
          tables.add(at.build());
        }
      }
    }
    return ImmutableList.copyOf(tables);
  }

  /** {@return how many tables a deal has (the same for every deal)} */
  public int tablesPerDeal() {
    return tables(0).size();
  }

  /** {@return how many games the tournament plays} */
  public long games() {
    return (long) deals * tablesPerDeal();
  }

  /**
   * {@return every set of {@code units} entrants of {@code n}, in order, those without the focus
   * left out; with fewer entrants than units, all of them, repeated round the table}
   */
  private static List<int[]> sets(int n, int units, Optional<Integer> focus) {
    List<int[]> out = new ArrayList<>();
    if (n < units) {
      int[] all = new int[n];
      for (int i = 0; i < n; i++) {
        all[i] = i;
      }
      out.add(cycled(all, units));
      return out;
    }
    int[] at = new int[units];
    for (int i = 0; i < units; i++) {
      at[i] = i;
    }
    while (true) {
      if (focus.isEmpty() || contains(at, focus.get())) {
        out.add(at.clone());
        if (out.size() > MAX_TABLES) {
          throw new IllegalArgumentException("more than " + MAX_TABLES + " sets of entrants");
        }
      }
      int i = units - 1;
      while (i >= 0 && at[i] == n - units + i) {
        i--;
      }
      if (i < 0) {
        return out;
      }
      at[i]++;
      for (int j = i + 1; j < units; j++) {
        at[j] = at[j - 1] + 1;
      }
    }
  }

  private static boolean contains(int[] set, int entrant) {
    for (int e : set) {
      if (e == entrant) {
        return true;
      }
    }
    return false;
  }

  private static int[] cycled(int[] entrants, int units) {
    int[] out = new int[units];
    for (int i = 0; i < units; i++) {
      out[i] = entrants[i % entrants.length];
    }
    return out;
  }

  private static void permutations(int[] set, int from, Set<ImmutableList<Integer>> out) {
    if (from == set.length) {
      out.add(ImmutableList.copyOf(java.util.Arrays.stream(set).boxed().toList()));
      if (out.size() > MAX_TABLES) {
        throw new IllegalArgumentException("more than " + MAX_TABLES + " tables a deal");
      }
      return;
    }
    for (int i = from; i < set.length; i++) {
      int[] next = set.clone();
      int t = next[from];
      next[from] = next[i];
      next[i] = t;
      permutations(next, from + 1, out);
    }
  }

  /**
   * {@return the seed of the bots' choices and of the scheduler's order at table {@code table} of
   * deal {@code deal}} With duplicate deals it is the deal's, the same at every table (common random
   * numbers: the bot at seat {@code s} and the order the scheduler asks the seats in start from the
   * same draws whoever sits where), so that less of the difference between two tables is chance.
   *
   * @param deal the deal, from 0
   * @param table the table's index in {@link #tables(int)}
   */
  public long gameSeed(int deal, int table) {
    return kemkit.examples.simulate.Simulator.gameSeed(seed, duplicate ? 0 : table, deal);
  }

  /**
   * {@return the chance stream of table {@code table} of deal {@code deal}: the deal's own when the
   * tournament is duplicate (every table the same shuffles), else the table's own}
   *
   * @param deal the deal, from 0
   * @param table the table's index in {@link #tables(int)}
   */
  public ChanceStream chance(int deal, int table) {
    long key = ChanceStream.mix(seed + 0x632BE59BD9B4E019L, deal);
    return ChanceStream.keyed(duplicate ? key : ChanceStream.mix(key, table));
  }
}
