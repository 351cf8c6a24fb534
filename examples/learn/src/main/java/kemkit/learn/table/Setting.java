package kemkit.learn.table;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.bots.BotKind;

/**
 * How a {@link TrainingTable} is played: who holds each seat, which tensor a learner gets, how it
 * is rewarded, and when an episode is cut short.
 *
 * @param seats for each seat, the kind of kemkit bot that plays it, or empty for a learner
 * @param tensor what a learner is handed: the observation or the information state
 * @param reward how a learner is rewarded
 * @param maxMoves the most player moves an episode may have (learners' and bots'); past it the
 *     episode is truncated. Uniform random Kemps never ends (examples/json/PROTOCOL.md).
 */
public record Setting(ImmutableList<Optional<BotKind>> seats, Tensor tensor, Reward reward, int maxMoves) {

  /** The default move cap: kemkit's own random playouts stop at 2,000 player moves. */
  public static final int DEFAULT_MAX_MOVES = 2000;

  /** What a learner is handed. */
  public enum Tensor {
    /** What the seat sees now ({@code Encoding.observation}). */
    OBSERVATION,
    /** That and its history ({@code Encoding.informationState}). */
    INFORMATION_STATE
  }

  /** How a learner is rewarded; teammates always share their team's reward (K-1). */
  public enum Reward {
    /** At the game's end, +1 for a winning side and -1 for the others; 0 when truncated. */
    WIN,
    /**
     * After every move, the change of the seat's side's score: its team's in the Kem's family
     * (K-24), minus its own total in Khamul (H-14: the lowest total wins).
     */
    POINTS
  }

  /**
   * Checks the components.
   *
   * @param seats who plays each seat
   * @param tensor what a learner is handed
   * @param reward how it is rewarded
   * @param maxMoves the move cap
   */
  public Setting {
    requireNonNull(seats, "seats");
    requireNonNull(tensor, "tensor");
    requireNonNull(reward, "reward");
    if (maxMoves < 1) {
      throw new IllegalArgumentException("maxMoves is at least 1, not " + maxMoves);
    }
    if (seats.stream().allMatch(Optional::isPresent)) {
      throw new IllegalArgumentException("a training table needs at least one learner seat");
    }
  }

  /**
   * {@return every seat a learner, observations, win rewards, the default cap}
   *
   * @param seats how many seats the table has
   */
  public static Setting allLearners(int seats) {
    return new Setting(ImmutableList.copyOf(java.util.Collections.nCopies(seats, Optional.<BotKind>empty())),
        Tensor.OBSERVATION, Reward.WIN, DEFAULT_MAX_MOVES);
  }

  /**
   * {@return one learner at {@code seat}, bots of {@code kind} everywhere else}
   *
   * @param seats how many seats the table has
   * @param seat the learner's seat
   * @param kind the other seats' bots
   */
  public static Setting against(int seats, int seat, BotKind kind) {
    ImmutableList.Builder<Optional<BotKind>> out = ImmutableList.builder();
    for (int s = 0; s < seats; s++) {
      out.add(s == seat ? Optional.empty() : Optional.of(kind));
    }
    return new Setting(out.build(), Tensor.OBSERVATION, Reward.WIN, DEFAULT_MAX_MOVES);
  }

  /**
   * {@return this setting with {@code tensor}}
   *
   * @param tensor what a learner is handed
   */
  public Setting withTensor(Tensor tensor) {
    return new Setting(seats, tensor, reward, maxMoves);
  }

  /**
   * {@return this setting with {@code reward}}
   *
   * @param reward how a learner is rewarded
   */
  public Setting withReward(Reward reward) {
    return new Setting(seats, tensor, reward, maxMoves);
  }

  /**
   * {@return this setting with {@code maxMoves}}
   *
   * @param maxMoves the move cap
   */
  public Setting withMaxMoves(int maxMoves) {
    return new Setting(seats, tensor, reward, maxMoves);
  }
}
