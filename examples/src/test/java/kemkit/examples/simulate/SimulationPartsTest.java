package kemkit.examples.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The parts of a simulation that need no game: seeds per game and the summary formats. */
class SimulationPartsTest {

  private static final Summary SUMMARY = new Summary(
      Setup.of("kemps").withPreset("kemps").withOption("target", "7"), 42, 10, Duration.ofMillis(500),
      9, 1, 0, 2.5, 120.25, "team", ImmutableList.of(0.5, 0.5), ImmutableList.of(-1.0, 0.75),
      Optional.of("game 3 (seed 99): \"quoted\" \\ and\ta tab"));

  @Test
  @DisplayName("every game of a run gets its own seed, and runs with other seeds other ones")
  void gameSeeds() {
    Set<Long> seeds = new HashSet<>();
    for (long run = 0; run < 4; run++) {
      for (int game = 0; game < 50_000; game++) {
        seeds.add(Simulator.gameSeed(run, game));
      }
    }
    assertThat(seeds).hasSize(200_000);
    assertThat(Simulator.gameSeed(42, 7)).isEqualTo(Simulator.gameSeed(42, 7));
  }

  @Test
  @DisplayName("text: the setup, the counts and one line per team")
  void text() {
    assertThat(Format.TEXT.render(SUMMARY)).isEqualTo(String.join("\n",
        "kemps, preset kemps, option target=7, seed 42: 10 games in 0.50 s (20 games/s)",
        "  finished 9, capped 1, failed 0",
        "  per game: 2.50 rounds, 120.3 player actions",
        "  team 0: won  50.0% of finished games, mean final score -1.00",
        "  team 1: won  50.0% of finished games, mean final score 0.75",
        "  first failure: game 3 (seed 99): \"quoted\" \\ and\ta tab",
        ""));
  }

  @Test
  @DisplayName("csv: a header and a row of as many values, the setup quoted")
  void csv() {
    String[] lines = Format.CSV.render(SUMMARY).split("\n");

    assertThat(lines).hasSize(2);
    assertThat(lines[0]).isEqualTo("setup,seed,games,seconds,games_per_second,finished,capped,failed,mean_rounds,"
        + "mean_player_actions,win_rate_team_0,win_rate_team_1,mean_score_team_0,mean_score_team_1");
    assertThat(lines[1]).isEqualTo("\"kemps, preset kemps, option target=7\",42,10,0.5,20,9,1,0,2.5,120.25,0.5,0.5,-1,0.75");
  }

  @Test
  @DisplayName("json: one object, strings escaped, numbers plain")
  void json() {
    assertThat(Format.JSON.render(SUMMARY)).isEqualTo("{\"game\":\"kemps\",\"setup\":\"kemps, preset kemps, option target=7\","
        + "\"seed\":42,\"games\":10,\"seconds\":0.5,\"gamesPerSecond\":20,\"finished\":9,\"capped\":1,\"failed\":0,"
        + "\"meanRounds\":2.5,\"meanPlayerActions\":120.25,\"side\":\"team\",\"winRates\":[0.5,0.5],"
        + "\"meanScores\":[-1,0.75],\"firstFailure\":\"game 3 (seed 99): \\\"quoted\\\" \\\\ and\\u0009a tab\"}\n");
  }
}
