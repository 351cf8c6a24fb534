package kemkit.examples.study;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.examples.simulate.Plan;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.SetupException;

/**
 * A balance study: a grid of setups and bot mixes, each cell played {@code gamesPerCell} times
 * from one seed. Read from a study file by {@link StudyFile#parse}, which checks everything before
 * a game is played; run on threads by {@link StudyRunner}, or on Apache Spark by the {@code
 * kemkit-spark} job, with equal results.
 *
 * @param name a name for the report's title
 * @param seed the study's seed; with the cell and the game's index it fixes every game
 * @param gamesPerCell how many games each cell plays, at least 1
 * @param maxActions the cap on player actions per game (a game past it counts as capped)
 * @param cells the grid, in order
 * @param x the dimension the report's charts put on their horizontal axis, if one is named
 * @param series the dimension whose values are the charts' lines, if one is named
 */
public record Study(String name, long seed, int gamesPerCell, int maxActions,
    ImmutableList<Cell> cells, Optional<String> x, Optional<String> series) {

  /**
   * Checks and copies the components.
   *
   * @param name a name for the report's title
   * @param seed the study's seed
   * @param gamesPerCell how many games each cell plays, at least 1
   * @param maxActions the cap on player actions per game, at least 1
   * @param cells the grid, at least one cell, indexed 0, 1, … in order
   * @param x the charts' horizontal axis, if named
   * @param series the charts' lines, if named
   */
  public Study {
    requireNonNull(name, "name");
    cells = ImmutableList.copyOf(cells);
    requireNonNull(x, "x");
    requireNonNull(series, "series");
    if (gamesPerCell < 1 || maxActions < 1 || cells.isEmpty()) {
      throw new IllegalArgumentException("a study plays at least one game of at least one cell");
    }
    for (int i = 0; i < cells.size(); i++) {
      if (cells.get(i).index() != i) {
        throw new IllegalArgumentException("cell " + i + " has index " + cells.get(i).index());
      }
    }
  }

  /** {@return how many games the whole study plays} */
  public long games() {
    return (long) gamesPerCell * cells.size();
  }

  /**
   * {@return whether a cell's games depend on the machine: a search bot stopped by {@code
   * search.millis}} Such a study gives other numbers on a faster or busier machine, or with more
   * threads than cores.
   */
  public boolean dependsOnTheMachine() {
    return cells.stream().anyMatch(cell -> cell.lineup().kinds().contains(kemkit.bots.BotKind.SEARCH)
        && !cell.search().time().isZero());
  }

  /**
   * {@return the plan of one cell: its rules, bots, the study's seed and cap} The rules are made
   * anew (they are not serializable; a Spark executor makes its own).
   *
   * @param cell a cell of this study
   * @param threads the threads the plan would run on (the study runners share theirs)
   */
  public Plan plan(Cell cell, int threads) {
    RuleSet<?, ?, ?, ?> rules;
    try {
      rules = Games.named(cell.setup().game()).orElseThrow().create(cell.setup());
    } catch (SetupException e) {
      // StudyFile.parse created every cell's rules already: the same setup cannot fail now.
      throw new IllegalStateException("cell " + cell.index() + " was checked and is now refused", e);
    }
    return new Plan(rules, cell.lineup(), gamesPerCell, seed, threads, maxActions, false, cell.search());
  }
}
