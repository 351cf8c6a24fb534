package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;

/** Named counters in a fixed order: the storage of a {@link Tally}. */
final class Counts {

  private final ImmutableList<String> names;
  private final long[] values;

  Counts(List<String> names) {
    this.names = ImmutableList.copyOf(names);
    this.values = new long[names.size()];
  }

  /** Adds {@code amount} to counter {@code index}. */
  void add(int index, long amount) {
    values[index] += amount;
  }

  /** Adds one to counter {@code index}. */
  void increment(int index) {
    values[index]++;
  }

  /** {@return the counters by name, in order} */
  ImmutableMap<String, Long> snapshot() {
    ImmutableMap.Builder<String, Long> out = ImmutableMap.builderWithExpectedSize(names.size());
    for (int i = 0; i < names.size(); i++) {
      out.put(names.get(i), values[i]);
    }
    return out.buildOrThrow();
  }
}
