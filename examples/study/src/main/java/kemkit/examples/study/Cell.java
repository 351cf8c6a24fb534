package kemkit.examples.study;

import com.google.common.collect.ImmutableMap;
import java.io.Serializable;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.simulate.Lineup;
import kemkit.game.Setup;

/**
 * One cell of a study's grid: a setup (game, preset, options, seating) and a bot mix, played
 * {@link Study#gamesPerCell()} times. Game {@code i} of cell {@code c} is seeded from the study's
 * seed, {@code c} and {@code i} alone ({@link kemkit.examples.simulate.Simulator#gameSeed(long,
 * int, int)}).
 *
 * @param index the cell's place in the study, from 0: part of every game's seed
 * @param setup the game, preset, options and seating, as a record header has them
 * @param lineup the bots, as {@code --bots} names them
 * @param search how the cell's search bots think (the study's {@code search}, one point of its grid
 *     when it gives lists)
 * @param dimensions what sets this cell apart, by name: {@code game}, {@code preset}, each option
 *     and seating statement of the grid, {@code bots}, and {@code searchIterations}, {@code
 *     searchMillis} or {@code searchRollout} where the search is a grid too; the report's axes are
 *     chosen among them
 * @serial exclude
 */
public record Cell(int index, Setup setup, Lineup lineup, SearchOptions search, ImmutableMap<String, String> dimensions)
    implements Serializable {

  private static final long serialVersionUID = 1L;

  /**
   * Copies the components.
   *
   * @param index the cell's place in the study, from 0
   * @param setup the game, preset, options and seating
   * @param lineup the bots
   * @param search how its search bots think
   * @param dimensions what sets this cell apart, by name
   */
  public Cell {
    java.util.Objects.requireNonNull(search, "search");
    dimensions = ImmutableMap.copyOf(dimensions);
  }

  /** {@return the cell in one line: {@code khamul, threshold 5, players 4, bots heuristic}} */
  public String label() {
    StringBuilder out = new StringBuilder();
    dimensions.forEach((name, value) -> out.append(out.length() == 0 ? "" : ", ")
        .append(name.equals("game") ? "" : name + " ").append(value));
    return out.toString();
  }
}
