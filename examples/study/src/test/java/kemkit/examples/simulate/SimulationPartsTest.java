package kemkit.examples.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.time.Duration;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import kemkit.bots.BotKind;
import kemkit.examples.simulate.Summary.KindResult;
import kemkit.game.Setup;
import kemkit.seat.Seating;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The parts of a simulation that need no game: seeds per game, lineups and the summary formats. */
class SimulationPartsTest {

  private static final Summary SUMMARY = new Summary(
      Setup.of("kemps").withPreset("kemps").withOption("target", "7"), Lineup.parse("heuristic,random").orElseThrow(),
      42, 10, Duration.ofMillis(500), 9, 1, 0, 2.5, 120.25, "team", ImmutableList.of(0.5, 0.5),
      ImmutableList.of(-1.0, 0.75),
      ImmutableList.of(new KindResult(BotKind.HEURISTIC, 0.875, 4.5), new KindResult(BotKind.RANDOM, 0.125, -6.25)),
      ImmutableMap.of("kemps right", 0.5, "cut wrong", 0.25),
      Optional.of("game 3 (seed 99): \"quoted\" \\ and\ta tab"), DecisionTimes.none());

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
  @DisplayName("a lineup gives each team a kind in turn, and moves on by one team from game to game")
  void lineup() {
    Lineup lineup = Lineup.parse("heuristic, random").orElseThrow();
    Seating three = Seating.teams(3, 2);

    assertThat(lineup.sides(three, 0)).containsExactly(BotKind.HEURISTIC, BotKind.RANDOM, BotKind.HEURISTIC);
    assertThat(lineup.sides(three, 1)).containsExactly(BotKind.RANDOM, BotKind.HEURISTIC, BotKind.RANDOM);
    assertThat(lineup.label()).isEqualTo("heuristic,random");
    assertThat(lineup.distinct()).containsExactly(BotKind.HEURISTIC, BotKind.RANDOM);
    assertThat(Lineup.parse("heuristic,genius")).isEmpty();
    assertThat(Lineup.parse("random,random,random").orElseThrow().fits(Seating.teams(2, 2))).isFalse();
  }

  @Test
  @DisplayName("text: the setup and bots, the counts, one line per team and per kind with 95% intervals, the tallies per round")
  void text() {
    assertThat(Format.TEXT.render(SUMMARY)).isEqualTo(String.join("\n",
        "kemps, preset kemps, option target=7, bots heuristic,random, seed 42: 10 games in 0.50 s (20 games/s)",
        "  finished 9, capped 1, failed 0",
        "  per game: 2.50 rounds, 120.3 player actions",
        "  team 0: won  50.0% of finished games (95% CI 26.7%-81.1%), mean final score -1.00",
        "  team 1: won  50.0% of finished games (95% CI 26.7%-81.1%), mean final score 0.75",
        "  heuristic bots: won  87.5% of finished games (95% CI 56.5%-98.0%), mean final score 4.50",
        "  random bots: won  12.5% of finished games (95% CI 2.0%-43.5%), mean final score -6.25",
        "  per round: kemps right 0.50, cut wrong 0.25",
        "  first failure: game 3 (seed 99): \"quoted\" \\ and\ta tab",
        ""));
  }

  @Test
  @DisplayName("csv: a camelCase header and a row of as many values, the setup quoted, each win rate with its interval")
  void csv() {
    String[] lines = Format.CSV.render(SUMMARY).split("\n");

    assertThat(lines).hasSize(2);
    assertThat(lines[0]).isEqualTo("setup,seed,games,seconds,gamesPerSecond,finished,capped,failed,meanRounds,"
        + "meanPlayerActions,winRateTeam0,winRateTeam0Low,winRateTeam0High,winRateTeam1,winRateTeam1Low,"
        + "winRateTeam1High,meanScoreTeam0,meanScoreTeam1,"
        + "winRateHeuristic,winRateHeuristicLow,winRateHeuristicHigh,meanScoreHeuristic,"
        + "winRateRandom,winRateRandomLow,winRateRandomHigh,meanScoreRandom,"
        + "perRoundKempsRight,perRoundCutWrong");
    assertThat(lines[1]).isEqualTo("\"kemps, preset kemps, option target=7, bots heuristic,random\",42,10,0.5,20,9,1,0,"
        + "2.5,120.25,0.5,0.266651,0.811221,0.5,0.266651,0.811221,-1,0.75,0.875,0.565,0.980109,4.5,"
        + "0.125,0.019891,0.435,-6.25,0.5,0.25");
  }

  @Test
  @DisplayName("json: one object, strings escaped, numbers plain, each win rate's interval")
  void json() {
    assertThat(Format.JSON.render(SUMMARY)).isEqualTo("{\"game\":\"kemps\","
        + "\"setup\":\"kemps, preset kemps, option target=7, bots heuristic,random\",\"bots\":\"heuristic,random\","
        + "\"seed\":42,\"games\":10,\"seconds\":0.5,\"gamesPerSecond\":20,\"finished\":9,\"capped\":1,\"failed\":0,"
        + "\"meanRounds\":2.5,\"meanPlayerActions\":120.25,\"side\":\"team\",\"winRates\":[0.5,0.5],"
        + "\"winRateIntervals\":[[0.266651,0.811221],[0.266651,0.811221]],"
        + "\"meanScores\":[-1,0.75],\"kinds\":[{\"kind\":\"heuristic\",\"winRate\":0.875,\"winRateLow\":0.565,"
        + "\"winRateHigh\":0.980109,\"meanScore\":4.5},"
        + "{\"kind\":\"random\",\"winRate\":0.125,\"winRateLow\":0.019891,\"winRateHigh\":0.435,\"meanScore\":-6.25}],"
        + "\"perRound\":{\"kempsRight\":0.5,\"cutWrong\":0.25},"
        + "\"firstFailure\":\"game 3 (seed 99): \\\"quoted\\\" \\\\ and\\u0009a tab\"}\n");
  }

  @Test
  @DisplayName("camelCase keys from the rules' words")
  void camelCase() {
    assertThat(Format.camelCase("double-kems wrong")).isEqualTo("doubleKemsWrong");
    assertThat(Format.camelCase("round score seat 0")).isEqualTo("roundScoreSeat0");
    assertThat(Format.camelCase("counter beaten by a double")).isEqualTo("counterBeatenByADouble");
  }

  @Test
  @DisplayName("text: long tallies wrap before 100 columns, under the first")
  void wraps() {
    ImmutableMap.Builder<String, Double> many = ImmutableMap.builder();
    for (int i = 0; i < 12; i++) {
      many.put("count number " + i, (double) i);
    }
    Summary summary = new Summary(SUMMARY.setup(), SUMMARY.lineup(), 1, 1, Duration.ofSeconds(1), 1, 0, 0, 1, 1,
        "team", ImmutableList.of(), ImmutableList.of(), ImmutableList.of(), many.buildOrThrow(), Optional.empty(),
        DecisionTimes.none());

    String text = Format.TEXT.render(summary);
    assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(100));
    assertThat(text.lines().filter(line -> line.startsWith("             count number"))).hasSizeGreaterThan(1);
    assertThat(text).contains("count number 0 0.00, count number 1 1.00", "count number 11 11.00");
  }

  @Test
  @DisplayName("search decision times: mean, p99 to the 0.1 ms bucket, maximum, and the count over a bound")
  void decisionTimes() {
    long[] nanos = new long[100];
    for (int i = 0; i < 99; i++) {
      nanos[i] = 1_050_000 + i;  // 99 decisions of about 1.05 ms
    }
    nanos[99] = 75_000_000;      // one of 75 ms, past the last bucket
    DecisionTimes times = DecisionTimes.of(java.util.Arrays.copyOf(nanos, 50))
        .plus(DecisionTimes.of(java.util.Arrays.copyOfRange(nanos, 50, 100)));

    assertThat(times).isEqualTo(DecisionTimes.of(nanos));
    assertThat(times.decisions()).isEqualTo(100);
    assertThat(times.meanMillis()).isCloseTo((99 * 1.05 + 75) / 100, org.assertj.core.data.Offset.offset(0.001));
    assertThat(times.percentileMillis(0.99)).isEqualTo(1.1);
    assertThat(times.percentileMillis(1)).isEqualTo(75.0);
    assertThat(times.maxMillis()).isEqualTo(75.0);
    assertThat(times.over(20)).isEqualTo(1);
    assertThat(times.over(1)).isEqualTo(100);
    assertThat(DecisionTimes.none().decisions()).isZero();
    assertThat(DecisionTimes.none().meanMillis()).isZero();
    assertThatThrownBy(() -> DecisionTimes.of(-1)).isInstanceOf(IllegalArgumentException.class);

    Summary withSearch = new Summary(SUMMARY.setup(), SUMMARY.lineup(), SUMMARY.seed(), SUMMARY.games(),
        SUMMARY.elapsed(), SUMMARY.finished(), SUMMARY.capped(), SUMMARY.failed(), SUMMARY.meanRounds(),
        SUMMARY.meanPlayerActions(), SUMMARY.side(), SUMMARY.winRates(), SUMMARY.meanScores(), SUMMARY.kinds(),
        SUMMARY.perRound(), SUMMARY.firstProblem(), times);
    assertThat(Format.TEXT.render(withSearch)).contains(
        "search bots: 100 decisions, CPU per decision mean 1.79 ms, p99 1.1 ms, max 75.0 ms, over 20 ms: 1");
    assertThat(Format.TEXT.render(SUMMARY)).doesNotContain("decisions");
  }
}
