package kemkit.examples.tournament;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;

/**
 * One entrant of a tournament: a kind of bot with its settings, under a name of its own. Two
 * entrants may be the same kind with other settings ({@code search} at 50 and at 100 iterations).
 *
 * @param name the entrant's name in the tables and charts, unique in its tournament
 * @param kind the kind of bot
 * @param search how it searches, if {@code kind} is {@link BotKind#SEARCH} (ignored otherwise)
 * @serial exclude
 */
public record Entrant(String name, BotKind kind, SearchOptions search) implements Serializable {

  private static final long serialVersionUID = 1L;

  /**
   * Checks the components.
   *
   * @param name the entrant's name, not blank
   * @param kind the kind of bot
   * @param search how it searches
   */
  public Entrant {
    requireNonNull(name, "name");
    requireNonNull(kind, "kind");
    requireNonNull(search, "search");
    if (name.isBlank()) {
      throw new IllegalArgumentException("an entrant has a name");
    }
  }

  /**
   * {@return this entrant at {@code factor} times its search budget, named {@code name@iterations}}
   * A rung of a skill ladder.
   *
   * @param factor how many times the iterations, at least 1
   */
  public Entrant times(int factor) {
    long iterations = (long) search.iterations() * factor;
    if (iterations > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(name + " at " + factor + " times its budget is too many iterations");
    }
    return new Entrant(name + "@" + iterations, kind, search.withIterations((int) iterations)
        .withTime(search.time().multipliedBy(factor)));
  }
}
