package kemkit.examples.cli;

import java.time.Duration;
import java.util.Optional;
import kemkit.bots.BotKind;
import kemkit.bots.search.SearchOptions;
import kemkit.examples.cli.GameFlags.BadArgument;

/**
 * The flags of the search bots, shared by {@code simulate} and {@code play}: {@code
 * --search-iterations N}, {@code --search-millis N} and {@code --search-rollout KIND}.
 */
final class SearchFlags {

  /** The help lines that describe the flags, aligned as the commands' help is. */
  static final String HELP = String.join("\n",
      "  --search-iterations N  a search bot's iterations per decision (default "
          + SearchOptions.DEFAULT_ITERATIONS + "); the same seed",
      "                   replays the same games",
      "  --search-millis N  also stop each search after N ms (default: no time limit); the games then",
      "                   depend on the machine's speed",
      "  --search-rollout KIND  how every seat plays in a search's rollouts: heuristic (default) or random");

  private SearchFlags() {}

  /** {@return the search options the flags give, the defaults for those not given} */
  static SearchOptions parse(GameFlags flags) throws BadArgument {
    int iterations = flags.integer("search-iterations", 1, SearchOptions.DEFAULT_ITERATIONS);
    int millis = flags.integer("search-millis", 1, 0);
    Optional<String> rollout = flags.take("search-rollout");
    BotKind policy = rollout.isEmpty() ? SearchOptions.DEFAULT.rollout() : BotKind.ofLabel(rollout.get())
        .filter(kind -> kind != BotKind.SEARCH)
        .orElseThrow(() -> new BadArgument("--search-rollout is heuristic or random, not '" + rollout.get() + "'"));
    return new SearchOptions(iterations, Duration.ofMillis(millis), policy);
  }
}
