package kemkit.learn;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.Arrays;
import java.util.Optional;

/**
 * The fixed, documented and versioned shape of a tensor: a flat {@code float[]} cut into named
 * {@link Segment}s. A layout is made for one rule set (its seats and teams fix some sizes); its
 * name and version say which encoding wrote a tensor. Any change to what a tensor holds is a new
 * version, and the golden fixtures of the build (one file per layout and version) make such a
 * change a visible decision.
 *
 * @param name the layout's name: {@code family-observation}, {@code khamul-information-state}…
 * @param version the layout's version, from 1
 * @param segments the segments, in order, each starting where the previous one ends
 */
public record Layout(String name, int version, ImmutableList<Segment> segments) {

  /**
   * Checks that the segments follow one another from 0.
   *
   * @param name the layout's name
   * @param version its version
   * @param segments its segments
   */
  public Layout {
    requireNonNull(name, "name");
    requireNonNull(segments, "segments");
    int offset = 0;
    for (Segment segment : segments) {
      if (segment.offset() != offset) {
        throw new IllegalArgumentException("segment " + segment.name() + " starts at " + segment.offset()
            + ", not at " + offset);
      }
      offset += segment.size();
    }
  }

  /** {@return how many numbers a tensor of this layout holds} */
  public int size() {
    return segments.isEmpty() ? 0 : last().offset() + last().size();
  }

  /** {@return the shape of a tensor of this layout: flat, one dimension} */
  public int[] shape() {
    return new int[] {size()};
  }

  /**
   * {@return the segment named {@code name}, if the layout has one}
   *
   * @param name a segment's name
   */
  public Optional<Segment> segment(String name) {
    return segments.stream().filter(s -> s.name().equals(name)).findFirst();
  }

  /**
   * {@return {@code tensor} cut into its segments, by name, in layout order}
   *
   * @param tensor a tensor of this layout
   * @throws IllegalArgumentException if its length is not {@link #size()}
   */
  public ImmutableMap<String, float[]> split(float[] tensor) {
    if (tensor.length != size()) {
      throw new IllegalArgumentException("a " + name + " tensor holds " + size() + " numbers, not " + tensor.length);
    }
    ImmutableMap.Builder<String, float[]> out = ImmutableMap.builderWithExpectedSize(segments.size());
    for (Segment segment : segments) {
      out.put(segment.name(), Arrays.copyOfRange(tensor, segment.offset(), segment.offset() + segment.size()));
    }
    return out.build();
  }

  /** {@return the name and version, as {@code family-observation v1}} */
  public String label() {
    return name + " v" + version;
  }

  private Segment last() {
    return segments.get(segments.size() - 1);
  }

  /** Builds a layout segment by segment. */
  static final class Builder {
    private final String name;
    private final int version;
    private final ImmutableList.Builder<Segment> segments = ImmutableList.builder();
    private int offset;

    Builder(String name, int version) {
      this.name = name;
      this.version = version;
    }

    /** Adds a segment of this shape; {@return its offset} */
    int add(String segment, String meaning, int... shape) {
      int at = offset;
      Segment made = new Segment(segment, at, ImmutableList.copyOf(Arrays.stream(shape).boxed().toList()), meaning);
      segments.add(made);
      offset += made.size();
      return at;
    }

    /** Adds every segment of {@code layout}, in order. */
    void addAll(Layout layout) {
      for (Segment segment : layout.segments()) {
        segments.add(new Segment(segment.name(), offset + segment.offset(), segment.shape(), segment.meaning()));
      }
      offset += layout.size();
    }

    int size() {
      return offset;
    }

    Layout build() {
      return new Layout(name, version, segments.build());
    }
  }
}
