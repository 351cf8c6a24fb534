package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code kemkit simulate}: deterministic summaries, records that validate, clear refusals. */
class SimulateTest {

  @TempDir Path dir;

  @Test
  @DisplayName("the same seed gives the same summary on 1 and 3 threads (timing aside)")
  void deterministicWhateverTheThreads() {
    CliRun one = CliRun.of("simulate", "--game", "kemps", "--games", "30", "--max-actions", "300", "--seed", "42", "--format", "json");
    CliRun three = CliRun.of("simulate", "--game", "kemps", "--games", "30", "--max-actions", "300", "--seed", "42", "--threads", "3", "--format", "json");
    CliRun other = CliRun.of("simulate", "--game", "kemps", "--games", "30", "--max-actions", "300", "--seed", "43", "--format", "json");

    assertThat(one.exit()).as(one.err()).isEqualTo(Exit.OK);
    assertThat(withoutTiming(three.out())).isEqualTo(withoutTiming(one.out()));
    assertThat(withoutTiming(other.out())).as("another seed, other games").isNotEqualTo(withoutTiming(one.out()));
    assertThat(one.out()).contains("\"games\":30", "\"failed\":0", "\"side\":\"team\"", "\"winRateIntervals\":[[");
  }

  @Test
  @DisplayName("every game written by --record validates ok and replays to the same scores")
  void recordsValidate() throws IOException {
    Path records = dir.resolve("records");
    CliRun run = CliRun.of("simulate", "--game", "kemps", "--games", "10", "--max-actions", "300", "--seed", "7", "--record", records.toString());
    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);

    List<Path> files;
    try (Stream<Path> listing = Files.list(records)) {
      files = listing.sorted().toList();
    }
    assertThat(files).hasSize(10);
    assertThat(files.get(0).getFileName()).hasToString("game-00000.rec");
    CliRun validated = CliRun.of(Stream.concat(Stream.of("validate"), files.stream().map(Path::toString)).toArray(String[]::new));
    assertThat(validated.exit()).as(validated.out()).isEqualTo(Exit.OK);
    assertThat(validated.outLines()).hasSize(10).allSatisfy(line -> assertThat(line).contains(": ok: final scores "));
  }

  @Test
  @DisplayName("text and csv summaries: one line per team, a csv header and one row")
  void formats() {
    CliRun text = CliRun.of("simulate", "--game=kemps", "--games=5", "--max-actions=200", "--option", "target=3");
    CliRun csv = CliRun.of("simulate", "--game", "kemps", "--games", "5", "--max-actions", "200", "--format", "csv");

    assertThat(text.exit()).as(text.err()).isEqualTo(Exit.OK);
    assertThat(text.outLines().get(0)).startsWith("kemps, preset kemps, option target=3").contains("seed 1: 5 games in ");
    assertThat(text.out()).contains("  team 0: won ", "  team 1: won ");
    assertThat(csv.outLines()).hasSize(2);
    assertThat(csv.outLines().get(0)).startsWith("setup,seed,games,seconds,gamesPerSecond,")
        .contains(",winRateTeam0,winRateTeam0Low,winRateTeam0High,", ",meanScoreTeam1,")
        .endsWith(",perRoundSweeps,perRoundExchanges");
    // The setup, quoted, holds commas of its own.
    assertThat(csv.outLines().get(1).replaceFirst("^\"[^\"]*\"", "setup").split(",", -1))
        .hasSameSizeAs(csv.outLines().get(0).split(",", -1));
  }

  @Test
  @DisplayName("--bots heuristic,random: the heuristic bots win nearly every Kemps game, and the tallies say how rounds ended")
  void heuristicBeatsRandom() {
    CliRun run = CliRun.of("simulate", "--game", "kemps", "--games", "40", "--seed", "3", "--bots", "heuristic,random",
        "--format", "json");

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains("\"bots\":\"heuristic,random\"", "\"failed\":0",
        "\"kinds\":[{\"kind\":\"heuristic\",\"winRate\":", "\"perRound\":{\"kempsRight\":");
    double heuristic = Double.parseDouble(run.out().replaceAll("(?s).*\"kind\":\"heuristic\",\"winRate\":([0-9.]+).*", "$1"));
    assertThat(heuristic).isGreaterThanOrEqualTo(0.9);
  }

  @Test
  @DisplayName("Khamul by seat: four seats, round scores and announcements per round")
  void khamul() {
    CliRun run = CliRun.of("simulate", "--game", "khamul", "--games", "20", "--seed", "5", "--bots", "heuristic,random");

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains("khamul, preset khamul, players 4, bots heuristic,random, seed 5: 20 games in ",
        "  seat 3: won ", "  heuristic bots: won ", "  random bots: won ", "announcements ", "round score seat 3 ");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "no game; --games 3",
      "unknown game; --game chess",
      "bad option value; --game kemps --option deck=33",
      "option without value; --game kemps --option deck",
      "seating of another game; --game kemps --players 4",
      "no games; --game kemps --games 0",
      "not a number; --game kemps --seed lots",
      "unknown format; --game kemps --format xml",
      "unknown flag; --game kemps --fast yes",
      "stray word; --game kemps now",
      "flag without value; --game",
      "flag twice; --game kemps --game kemps",
      "unknown bot; --game kemps --bots heuristic,genius",
      "more kinds than teams; --game kemps --bots heuristic,random,random",
      "empty record directory; --game kemps --games 1 --record=",
  })
  @DisplayName("a bad command line: one line on standard error, exit 2, no stack trace")
  void badCommandLine(String why, String args) {
    CliRun run = CliRun.of(Stream.concat(Stream.of("simulate"), Stream.of(args.split(" "))).toArray(String[]::new))
        .assertNoStackTrace();

    assertThat(run.exit()).as(why).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.out()).as(why).isEmpty();
    assertThat(run.errLines()).as(why).singleElement().asString().startsWith("kemkit simulate: ");
  }

  private static String withoutTiming(String json) {
    return json.replaceAll("\"(seconds|gamesPerSecond)\":[0-9.]+", "");
  }
}
