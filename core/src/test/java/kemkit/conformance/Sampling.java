package kemkit.conformance;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Which states a costly check looks at. While a script is checked for the first time, a costly
 * check samples states (about one in {@code n}), seeded from the script so that a run is
 * reproducible; while a failure is shrunk, scripts are short and every state is checked, so that
 * cutting actions out never hides the failure by moving it off a sampled state.
 */
final class Sampling {

  private final boolean thorough;
  private final SplittableRandom rng;

  private Sampling(boolean thorough, SplittableRandom rng) {
    this.thorough = thorough;
    this.rng = rng;
  }

  /** {@return sampling for a first check of a script with this seed, for one property} */
  static Sampling sampled(long seed, String property) {
    return new Sampling(false, new SplittableRandom(seed ^ property.hashCode() * 0xBF58476D1CE4E5B9L));
  }

  /** {@return sampling that checks every state, for shrinking; randomness from {@code seed}} */
  static Sampling thorough(long seed, String property) {
    return new Sampling(true, new SplittableRandom(seed ^ property.hashCode() * 0xBF58476D1CE4E5B9L));
  }

  /** {@return whether every state is checked} */
  boolean thorough() {
    return thorough;
  }

  /** {@return whether to check this state: always when thorough, else with probability 1/n} */
  boolean pick(int n) {
    return thorough || rng.nextInt(n) == 0;
  }

  /**
   * {@return the seats to check at one state: every seat when thorough, else {@code most} seats
   * drawn at random} Big tables (12 seats) would otherwise make per-seat checks the bulk of a run,
   * while a leak shows for any seat sooner or later over thousands of states.
   */
  int[] seats(int seats, int most) {
    int[] all = IntStream.range(0, seats).toArray();
    if (thorough || seats <= most) {
      return all;
    }
    for (int i = 0; i < most; i++) {
      int j = i + rng.nextInt(seats - i);
      int swap = all[i];
      all[i] = all[j];
      all[j] = swap;
    }
    return Arrays.copyOf(all, most);
  }

  /** {@return a number in {@code [0, bound)}, for choosing a seat or an action} */
  int nextInt(int bound) {
    return rng.nextInt(bound);
  }

  /** {@return a fresh generator for a determinization} */
  SplittableRandom split() {
    return rng.split();
  }
}
