package kemkit.family;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;

/** Copy-on-write helpers for the small immutable lists and sets of a state. */
final class Immutables {

  private Immutables() {}

  /** {@return {@code list} with item {@code index} replaced by {@code value}; the same list if equal} */
  static <T> ImmutableList<T> replace(ImmutableList<T> list, int index, T value) {
    if (list.get(index).equals(value)) {
      return list;
    }
    // Built at its size: one array, not a copy of a copy.
    ImmutableList.Builder<T> out = ImmutableList.builderWithExpectedSize(list.size());
    for (int i = 0; i < list.size(); i++) {
      out.add(i == index ? value : list.get(i));
    }
    return out.build();
  }

  /** {@return {@code list} with {@code value} added at the end} */
  static <T> ImmutableList<T> append(ImmutableList<T> list, T value) {
    return ImmutableList.<T>builderWithExpectedSize(list.size() + 1).addAll(list).add(value).build();
  }

  /** {@return {@code set} with {@code item} added} */
  static ImmutableSet<Integer> with(ImmutableSet<Integer> set, int item) {
    return ImmutableSet.<Integer>builderWithExpectedSize(set.size() + 1).addAll(set).add(item).build();
  }

  /** {@return {@code set} without {@code item}} */
  static ImmutableSet<Integer> without(ImmutableSet<Integer> set, int item) {
    ImmutableSet.Builder<Integer> out = ImmutableSet.builder();
    for (Integer each : set) {
      if (each != item) {
        out.add(each);
      }
    }
    return out.build();
  }
}
