package kemkit.examples.tournament;

import com.google.common.collect.ImmutableList;
import java.io.Serializable;
import java.util.Comparator;
import java.util.List;

/**
 * Two sides that met at a table, each as the entrants that played it (one, or a team's partners),
 * in a canonical order: a rating fit adds up the comparisons of equal matchups.
 *
 * @param first the entrants of one side, sorted
 * @param second the entrants of the other side, sorted; {@code first} comes before it
 * @serial exclude
 */
public record Matchup(ImmutableList<Integer> first, ImmutableList<Integer> second)
    implements Comparable<Matchup>, Serializable {

  private static final long serialVersionUID = 1L;

  private static final Comparator<List<Integer>> LISTS = (a, b) -> {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  };

  /**
   * Copies the components.
   *
   * @param first the entrants of one side, sorted
   * @param second the entrants of the other side, sorted
   */
  public Matchup {
    first = ImmutableList.copyOf(first);
    second = ImmutableList.copyOf(second);
  }

  /**
   * {@return the matchup of sides {@code a} and {@code b}, and whether {@code a} came second}
   *
   * @param a the entrants of one side
   * @param b the entrants of the other
   */
  static Matchup of(List<Integer> a, List<Integer> b) {
    List<Integer> x = a.stream().sorted().toList();
    List<Integer> y = b.stream().sorted().toList();
    return LISTS.compare(x, y) <= 0 ? new Matchup(ImmutableList.copyOf(x), ImmutableList.copyOf(y))
        : new Matchup(ImmutableList.copyOf(y), ImmutableList.copyOf(x));
  }

  /** {@return whether both sides are the same entrants: such a comparison says nothing of strength} */
  boolean mirrored() {
    return first.equals(second);
  }

  @Override
  public int compareTo(Matchup other) {
    int c = LISTS.compare(first, other.first);
    return c != 0 ? c : LISTS.compare(second, other.second);
  }
}
