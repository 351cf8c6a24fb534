package kemkit.examples.cli;

import java.time.Duration;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.cli.Command.BadArgument;
import picocli.CommandLine.Option;

/**
 * The flags of the search bots, a picocli mixin shared by {@code simulate} and {@code play}:
 * {@code --search-iterations N}, {@code --search-millis N} and {@code --search-rollout KIND}.
 */
final class SearchFlags {

  @Option(names = "--search-iterations", paramLabel = "N", description = "a search bot's iterations per decision"
      + " (default: ${DEFAULT-VALUE}); the same seed replays the same games")
  private int iterations = SearchOptions.DEFAULT_ITERATIONS;

  @Option(names = "--search-millis", paramLabel = "N", description = "also stop each search after N ms (default:"
      + " no time limit); the games then depend on the machine's speed")
  private int millis = 0;

  @Option(names = "--search-rollout", paramLabel = "KIND",
      description = "how every seat plays in a search's rollouts: heuristic (default) or random")
  private String rollout = SearchOptions.DEFAULT.rollout().label();

  /** Creates the flags; picocli sets them. */
  SearchFlags() {}

  /**
   * {@return the search options the flags give, the defaults for those not given}
   *
   * @throws BadArgument for a number out of range or a rollout kind that is not a plain bot
   */
  SearchOptions options() throws BadArgument {
    if (iterations < 1) {
      throw new BadArgument("--search-iterations must be at least 1, not " + iterations);
    }
    if (millis < 0) {
      throw new BadArgument("--search-millis must be at least 0, not " + millis);
    }
    BotKind policy = BotKind.ofLabel(rollout)
        .filter(kind -> kind != BotKind.SEARCH)
        .orElseThrow(() -> new BadArgument("--search-rollout is heuristic or random, not '" + OneLine.of(rollout) + "'"));
    return new SearchOptions(iterations, Duration.ofMillis(millis), policy);
  }
}
