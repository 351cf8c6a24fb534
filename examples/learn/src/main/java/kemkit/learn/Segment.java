package kemkit.learn;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;

/**
 * One named part of a tensor layout: where it starts in the flat array, its shape (row-major) and
 * what its numbers mean.
 *
 * @param name the segment's name, as docs/learning.md and the JSON observation write it
 * @param offset its first index in the flat tensor
 * @param shape its dimensions, row-major; their product is its size
 * @param meaning one sentence: what a number of the segment says
 */
public record Segment(String name, int offset, ImmutableList<Integer> shape, String meaning) {

  /**
   * Checks the components.
   *
   * @param name the segment's name
   * @param offset its first index in the flat tensor
   * @param shape its dimensions
   * @param meaning what its numbers mean
   */
  public Segment {
    requireNonNull(name, "name");
    requireNonNull(shape, "shape");
    requireNonNull(meaning, "meaning");
    if (offset < 0 || shape.isEmpty() || shape.stream().anyMatch(d -> d < 0)) {
      throw new IllegalArgumentException("bad segment " + name + ": offset " + offset + ", shape " + shape);
    }
  }

  /** {@return how many numbers the segment holds: the product of its shape} */
  public int size() {
    int size = 1;
    for (int d : shape) {
      size *= d;
    }
    return size;
  }
}
