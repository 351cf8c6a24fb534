package kemkit.family;

import com.google.common.collect.ImmutableSet;

/**
 * Copy-on-write of the small sets of seats or teams the talk keeps (the seats barred from
 * countering, those that accepted a sweep, the teams whose sign was found), in the order their
 * members came: an insertion-ordered set is what the state's API has always shown.
 */
final class Sets {

  private Sets() {}

  /** {@return {@code set} with {@code item} added last} */
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
