package kemkit.examples.tournament;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.simulate.GameResult;
import kemkit.examples.simulate.Simulator;
import kemkit.examples.study.Workers;
import kemkit.game.RuleSet;
import kemkit.seat.Seating;

/**
 * Plays a tournament on this machine's threads: the deals are cut into ranges, each thread takes
 * the next range until none is left and adds its games to its own {@link TournamentAggregate},
 * and the threads' aggregates are merged. A deal is never split, so that its tables' pairing is
 * kept. Game {@code (d, t)} draws its bots' choices from the tournament's seed, the deal and the
 * table, and its deals from {@link Tournament#chance}: the results are the same on any number of
 * threads, and on the Spark job's partitions.
 */
public final class TournamentRunner {

  /** Deals per task on threads: small enough to spread a small tournament over the threads. */
  static final int RANGE = 8;

  private TournamentRunner() {}

  /**
   * {@return the aggregate of every deal of {@code tournament}}
   *
   * @param tournament the tournament
   * @param threads games played at once, at least 1
   * @param onGameDone called once per game played, from the thread that played it (progress)
   * @throws InterruptedException if the calling thread is interrupted while games run
   */
  public static TournamentAggregate run(Tournament tournament, int threads, Runnable onGameDone)
      throws InterruptedException {
    Deals deals = new Deals(tournament);
    long tasks = (tournament.deals() + (long) RANGE - 1) / RANGE;
    List<TournamentAggregate[]> parts = Workers.run(threads, tasks, () -> new TournamentAggregate[1], (mine, t) -> {
      long from = t * RANGE;
      int to = (int) Math.min(tournament.deals(), from + RANGE);
      TournamentAggregate part = deals.play((int) from, to, onGameDone);
      mine[0] = mine[0] == null ? part : mine[0].plus(part);
    });
    TournamentAggregate total = deals.empty();
    for (TournamentAggregate[] part : parts) {
      if (part[0] != null) {
        total = total.plus(part[0]);
      }
    }
    return total;
  }

  /**
   * {@return the aggregate of deals {@code from} (included) to {@code to} (excluded)} What every
   * runner does with a range of deals: the thread runner per task, the Spark job per range.
   *
   * @param tournament the tournament
   * @param from the first deal
   * @param to one past the last deal
   * @param onGameDone called after each game
   */
  public static TournamentAggregate playDeals(Tournament tournament, int from, int to, Runnable onGameDone) {
    return new Deals(tournament).play(from, to, onGameDone);
  }

  /** A tournament's rules and tables, made once for many deals. */
  private static final class Deals {
    private final Tournament tournament;
    private final RuleSet<?, ?, ?, ?> rules;
    private final Seating seating;
    private final ImmutableList<ImmutableList<Integer>> fixedTables;

    Deals(Tournament tournament) {
      this.tournament = tournament;
      this.rules = tournament.rules();
      this.seating = rules.start().seating();
      this.fixedTables = tournament.tables(0);
    }

    TournamentAggregate empty() {
      return TournamentAggregate.empty(tournament.entrants().size(), seating.teams());
    }

    TournamentAggregate play(int from, int to, Runnable onGameDone) {
      TournamentAggregate.Builder sums = new TournamentAggregate.Builder(tournament.entrants().size(), seating.teams());
      for (int deal = from; deal < to; deal++) {
        ImmutableList<ImmutableList<Integer>> tables = tournament.mode() == Mode.RANDOM ? tournament.tables(deal)
            : fixedTables;
        sums.startDeal(deal);
        for (int table = 0; table < tables.size(); table++) {
          List<List<Integer>> sides = new ArrayList<>();
          GameResult result = game(deal, tables, table, sides, false);
          sums.add(table, tables.size(), result, sides);
          onGameDone.run();
        }
      }
      return sums.build();
    }

    /** Plays table {@code table} of deal {@code deal}, and fills {@code sides} with each side's entrants. */
    GameResult game(int deal, ImmutableList<ImmutableList<Integer>> tables, int table, List<List<Integer>> sides,
        boolean keepRecord) {
      ImmutableList<Integer> units = tables.get(table);
      List<BotKind> kinds = new ArrayList<>();
      List<SearchOptions> searches = new ArrayList<>();
      for (int side = 0; side < seating.teams(); side++) {
        sides.add(new ArrayList<>());
      }
      int[] entrantOfSeat = new int[seating.seats()];
      for (int unit = 0; unit < units.size(); unit++) {
        for (int seat : tournament.seatsOf(seating, unit)) {
          entrantOfSeat[seat] = units.get(unit);
        }
      }
      for (int seat = 0; seat < seating.seats(); seat++) {
        Entrant entrant = tournament.entrants().get(entrantOfSeat[seat]);
        kinds.add(entrant.kind());
        searches.add(entrant.search());
      }
      // A side's entrants: one per unit on it (a team kept together is one entrant, not two).
      for (int unit = 0; unit < units.size(); unit++) {
        int side = seating.teamOf(tournament.seatsOf(seating, unit).get(0));
        sides.get(side).add(units.get(unit));
      }
      return Simulator.play(rules, kinds, searches, table, tournament.gameSeed(deal, table),
          Optional.of(tournament.chance(deal, table)), tournament.maxActions(), keepRecord);
    }
  }

  /**
   * {@return table {@code table} of deal {@code deal} of {@code tournament}, played again by itself,
   * with its record} The same game the tournament played.
   *
   * @param tournament the tournament
   * @param deal the deal, from 0
   * @param table the table, an index into {@link Tournament#tables(int)}
   */
  public static GameResult game(Tournament tournament, int deal, int table) {
    Deals deals = new Deals(tournament);
    return deals.game(deal, tournament.tables(deal), table, new ArrayList<>(), true);
  }
}
