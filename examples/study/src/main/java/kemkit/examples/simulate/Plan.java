package kemkit.examples.simulate;

import static java.util.Objects.requireNonNull;

import kemkit.bots.search.SearchOptions;
import kemkit.game.RuleSet;

/**
 * What to simulate: how many games of which rules, between which bots, from which seed, on how
 * many threads.
 *
 * @param rules the rule set every game is played with
 * @param lineup the kind of bot of each team (or seat)
 * @param games how many games, at least 1
 * @param seed the seed of the whole run; game {@code i} is seeded from it and {@code i} alone
 * @param threads how many games are played at once, at least 1; it changes the speed, never the
 *     results
 * @param maxActions the cap on player actions per game that guarantees the run ends; a game that
 *     hits it is counted as capped
 * @param keepRecords whether each game's record is kept, for {@code --record}
 * @param search the budget and rollout policy of the search bots, if the lineup has any
 */
public record Plan(
    RuleSet<?, ?, ?, ?> rules, Lineup lineup, int games, long seed, int threads, int maxActions, boolean keepRecords,
    SearchOptions search) {

  /**
   * A plan whose search bots, if any, think with {@link SearchOptions#DEFAULT}.
   *
   * @param rules the rule set every game is played with
   * @param lineup the kind of bot of each team (or seat)
   * @param games how many games, at least 1
   * @param seed the seed of the whole run; game {@code i} is seeded from it and {@code i} alone
   * @param threads how many games are played at once, at least 1; it changes the speed, never the
   *     results
   * @param maxActions the cap on player actions per game that guarantees the run ends; a game that
   *     hits it is counted as capped
   * @param keepRecords whether each game's record is kept, for {@code --record}
   */
  public Plan(RuleSet<?, ?, ?, ?> rules, Lineup lineup, int games, long seed, int threads, int maxActions,
      boolean keepRecords) {
    this(rules, lineup, games, seed, threads, maxActions, keepRecords, SearchOptions.DEFAULT);
  }

  /**
   * Checks the components.
   *
   * @param rules the rule set every game is played with
   * @param lineup the kind of bot of each team (or seat)
   * @param games how many games, at least 1
   * @param seed the seed of the whole run; game {@code i} is seeded from it and {@code i} alone
   * @param threads how many games are played at once, at least 1; it changes the speed, never the
   *     results
   * @param maxActions the cap on player actions per game that guarantees the run ends; a game that
   *     hits it is counted as capped
   * @param keepRecords whether each game's record is kept, for {@code --record}
   * @param search the budget and rollout policy of the search bots, if the lineup has any
   * @throws IllegalArgumentException if a count is below 1, or the lineup names more kinds of bot
   *     than the table has sides
   */
  public Plan {
    requireNonNull(rules, "rules");
    requireNonNull(lineup, "lineup");
    requireNonNull(search, "search");
    if (games < 1 || threads < 1 || maxActions < 1) {
      throw new IllegalArgumentException("games, threads and maxActions must be at least 1");
    }
    if (!lineup.fits(rules.start().seating())) {
      throw new IllegalArgumentException("the lineup " + lineup.label() + " has more kinds of bot than the table has sides");
    }
  }
}
