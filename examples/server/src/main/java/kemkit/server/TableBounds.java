package kemkit.server;

import static java.util.Objects.requireNonNull;

import java.time.Duration;

/**
 * What makes every table end or expire, refused at its creation with a sentence, or enforced as
 * it plays: without them an all-bot table with a bot a millisecond and an unreachable target
 * writes thousands of actions a second for ever.
 *
 * @param minBotDelay the shortest wait between two bot actions a table may ask for ({@code botDelayMs})
 * @param maxTarget the highest {@code target} option a table may ask for (the score that ends its game)
 * @param maxActions the most actions one table stores, chance actions included: past it, the table is
 *     closed (it takes no more actions) and expires like a finished game
 * @param maxLife the longest a table lives from its creation, playing or not: then it is deleted
 */
public record TableBounds(Duration minBotDelay, int maxTarget, int maxActions, Duration maxLife) {

  /** The defaults: bots at most every 20 ms, a target of at most 1,000, 20,000 actions, two days. */
  public static final TableBounds DEFAULT = new TableBounds(Duration.ofMillis(20), 1_000, 20_000, Duration.ofDays(2));

  /**
   * Checks the values.
   *
   * @param minBotDelay the shortest wait between two bot actions
   * @param maxTarget the highest target
   * @param maxActions the most actions a table stores
   * @param maxLife the longest a table lives
   */
  public TableBounds {
    requireNonNull(minBotDelay, "minBotDelay");
    requireNonNull(maxLife, "maxLife");
    if (minBotDelay.toMillis() < 1 || minBotDelay.toMillis() > 60_000) {
      throw new IllegalArgumentException("--min-bot-delay is between 1 ms and 60 s, not " + minBotDelay.toMillis() + " ms");
    }
    if (maxTarget < 1 || maxActions < 10) {
      throw new IllegalArgumentException("--max-target is at least 1 and --max-actions at least 10");
    }
    if (maxLife.toMillis() < 1000) {
      throw new IllegalArgumentException("--max-life is at least 1s, not " + maxLife.toMillis() + " ms");
    }
  }
}
