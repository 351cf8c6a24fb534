package kemkit.bots.search;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import kemkit.bots.BotKind;

/**
 * How hard a {@link SearchBot} thinks: its budget per decision and the policy its rollouts play.
 * The search stops at whichever limit comes first; with no time limit it is deterministic for a
 * given seed.
 *
 * @param iterations the most determinize-and-rollout iterations per decision, at least 1
 * @param time the most time per decision; {@link Duration#ZERO} for no time limit
 * @param rollout how every seat plays in the rollouts: {@link BotKind#HEURISTIC}, the game's
 *     rollout policy, which plays each seat as the heuristic bot would from what that seat knows,
 *     reading the sampled world rather than a view; or {@link BotKind#RANDOM}, uniformly among the
 *     legal actions
 */
public record SearchOptions(int iterations, Duration time, BotKind rollout) {

  /**
   * The iterations of {@link #DEFAULT}. With the rollouts played by heuristic bots (before issue 27)
   * kems-classic took about 3 ms of CPU per decision on average, 13 ms at the 99th percentile, on one
   * core of the machine docs/performance.md names; the rollout policies that read the sampled world
   * ({@code RolloutPolicy}) play the same iterations about four times faster (docs/bots.md).
   */
  public static final int DEFAULT_ITERATIONS = 100;

  /** A budget of {@value #DEFAULT_ITERATIONS} iterations, no time limit, heuristic rollouts. */
  public static final SearchOptions DEFAULT = new SearchOptions(DEFAULT_ITERATIONS, Duration.ZERO, BotKind.HEURISTIC);

  /**
   * Checks the components.
   *
   * @param iterations the most determinize-and-rollout iterations per decision, at least 1
   * @param time the most time per decision; {@link Duration#ZERO} for no time limit
   * @param rollout how every seat plays in the rollouts: {@link BotKind#HEURISTIC} or {@link
   *     BotKind#RANDOM}
   * @throws IllegalArgumentException if there are no iterations, the time is negative, or the
   *     rollouts would be played by search
   */
  public SearchOptions {
    requireNonNull(time, "time");
    requireNonNull(rollout, "rollout");
    if (iterations < 1 || time.isNegative()) {
      throw new IllegalArgumentException("a search needs at least one iteration and a time limit of zero or more");
    }
    if (rollout == BotKind.SEARCH) {
      throw new IllegalArgumentException("rollouts are played by a heuristic or random policy, not by search");
    }
  }

  /**
   * {@return these options with {@code iterations} per decision}
   *
   * @param iterations the most determinize-and-rollout iterations per decision, at least 1
   */
  public SearchOptions withIterations(int iterations) {
    return new SearchOptions(iterations, time, rollout);
  }

  /**
   * {@return these options with at most {@code time} per decision}
   *
   * @param time the most time per decision; {@link Duration#ZERO} for no time limit
   */
  public SearchOptions withTime(Duration time) {
    return new SearchOptions(iterations, time, rollout);
  }

  /**
   * {@return these options with rollouts played by {@code rollout}}
   *
   * @param rollout how every seat plays in the rollouts: {@link BotKind#HEURISTIC} or {@link
   *     BotKind#RANDOM}
   */
  public SearchOptions withRollout(BotKind rollout) {
    return new SearchOptions(iterations, time, rollout);
  }
}
