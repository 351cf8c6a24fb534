package kemkit.examples.simulate;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Where a simulated game's chance actions (rules.md C-4: deck orders, the starter) draw their
 * randomness. {@link #of} draws them all from one generator, one after the other, as {@code
 * kemkit simulate} does. {@link #keyed} gives each chance action a generator of its own, seeded by
 * a key, the round and the action's place in the round: the deals then do not depend on the play,
 * so the same key replays the same shuffles whoever sits where and however they play. That is
 * what duplicate deals are made of (a tournament plays one key once per rotation of the seats).
 */
@FunctionalInterface
public interface ChanceStream {

  /**
   * {@return the generator that answers the chance action number {@code action} (from 0) of round
   * {@code round}}
   *
   * @param round the round the action is due in (C-8), from 1
   * @param action how many chance actions came before it in that round
   */
  RandomGenerator at(int round, int action);

  /**
   * {@return every chance action drawn from {@code rng}, in turn}
   *
   * @param rng the generator
   */
  static ChanceStream of(RandomGenerator rng) {
    return (round, action) -> rng;
  }

  /**
   * {@return each chance action drawn from a generator of its own, seeded by {@code key}, the round
   * and its place in the round alone}
   *
   * @param key the deal's key
   */
  static ChanceStream keyed(long key) {
    return (round, action) -> new SplittableRandom(mix(mix(key, round), action));
  }

  /**
   * {@return SplitMix64's mix of {@code a} stepped {@code b + 1} times: distinct {@code b} give
   * distinct results for one {@code a}}
   *
   * @param a a key
   * @param b a number mixed into it
   */
  static long mix(long a, long b) {
    long z = a + (b + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
