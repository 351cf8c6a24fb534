package kemkit.examples.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code --bots search} and the search flags of {@code simulate} and {@code play}. */
class SearchFlagsTest {

  @Test
  @DisplayName("simulate --bots search,heuristic: the search bots' win rate with its 95% interval")
  void simulateSearchBots() {
    CliRun run = CliRun.of("simulate", "--game", "khamul", "--bots", "search,heuristic", "--games", "2",
        "--threads", "1", "--search-iterations", "4", "--search-rollout", "random").assertNoStackTrace();

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains("bots search,heuristic", "  search bots: won ", "(95% CI ");
  }

  @Test
  @DisplayName("a bad budget or rollout policy is a one-line usage error")
  void badFlags() {
    CliRun zero = CliRun.of("simulate", "--game", "khamul", "--bots", "search", "--search-iterations", "0");
    CliRun policy = CliRun.of("simulate", "--game", "khamul", "--bots", "search", "--search-rollout", "search");

    assertThat(zero.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(zero.err()).contains("--search-iterations must be at least 1");
    assertThat(policy.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(policy.err()).contains("--search-rollout is heuristic or random, not 'search'");
  }

  @Test
  @DisplayName("play --bots search: a person plays against search bots")
  void playAgainstSearchBots() {
    CliRun run = CliRun.withInput("\n\n\n\nquit\n".getBytes(UTF_8), "play", "--game", "khamul", "--seat", "0",
        "--bots", "search", "--search-iterations", "4", "--pace", "0", "--seed", "3").assertNoStackTrace();

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.err()).isEmpty();
  }
}
