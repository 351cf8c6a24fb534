package kemkit.examples.study;

import static java.util.Objects.requireNonNull;

import kemkit.examples.simulate.Aggregate;

/**
 * A cell of a study and what its games came to.
 *
 * @param cell the cell
 * @param aggregate its games, added up
 * @param side what a score belongs to in this cell's game: {@code team}, or {@code seat} where each
 *     seat plays for itself (Khamul, H-1)
 */
public record CellResult(Cell cell, Aggregate aggregate, String side) {

  /**
   * Checks the components.
   *
   * @param cell the cell
   * @param aggregate its games, added up
   * @param side {@code team} or {@code seat}
   */
  public CellResult {
    requireNonNull(cell, "cell");
    requireNonNull(aggregate, "aggregate");
    requireNonNull(side, "side");
  }

  /**
   * {@return the result of {@code cell} of {@code study}, from its aggregate}
   *
   * @param study the study
   * @param cell one of its cells
   * @param aggregate the cell's games, added up
   */
  public static CellResult of(Study study, Cell cell, Aggregate aggregate) {
    boolean bySeat = study.plan(cell, 1).rules().start().seating().teamSize() == 1;
    return new CellResult(cell, aggregate, bySeat ? "seat" : "team");
  }
}
