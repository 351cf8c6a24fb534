package kemkit.examples.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.examples.study.StudyException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tournaments: the tables each seating mode gives a deal, duplicate deals (every table of a deal
 * the same shuffles, whatever the play), results independent of the threads and of how the deals
 * are split, and ratings that put a heuristic bot above a random one.
 */
class TournamentTest {

  static final String KEMPS = """
      {
        "name": "Kemps: heuristic against random",
        "seed": 3,
        "deals": 12,
        "maxActions": 2000,
        "setup": {"game": "kemps", "options": {"target": 1}},
        "entrants": [
          {"name": "heuristic", "bot": "heuristic"},
          {"name": "random", "bot": "random"}
        ]
      }
      """;

  static final String KHAMUL = """
      {
        "name": "Khamul: four entrants",
        "seed": 5,
        "deals": 6,
        "setup": {"game": "khamul", "options": {"target": 30}, "seating": {"players": 4}},
        "entrants": [
          {"name": "h1", "bot": "heuristic"},
          {"name": "h2", "bot": "heuristic"},
          {"name": "random", "bot": "random"},
          {"name": "search", "bot": "search", "iterations": 4}
        ]
      }
      """;

  @Test
  @DisplayName("tables: every rotation of every set of entrants; focus keeps the sets with the focus; mixed partners every order")
  void tables() throws Exception {
    Tournament kemps = TournamentFile.parse(KEMPS);
    assertThat(kemps.tables(0)).containsExactly(ImmutableList.of(0, 1), ImmutableList.of(1, 0));
    assertThat(kemps.units()).isEqualTo(2);

    Tournament khamul = TournamentFile.parse(KHAMUL);
    assertThat(khamul.tables(0)).hasSize(4).contains(ImmutableList.of(0, 1, 2, 3), ImmutableList.of(1, 2, 3, 0), ImmutableList.of(3, 0, 1, 2));

    String four = KHAMUL.replace("\"players\": 4", "\"players\": 3");
    assertThat(TournamentFile.parse(four).tables(0)).as("4 sets of 3, 3 rotations each").hasSize(12);
    Tournament focus = TournamentFile.parse(four.replace("\"deals\": 6,", "\"deals\": 6, \"seating\": \"focus\","
        + " \"focus\": \"search\","));
    assertThat(focus.tables(0)).hasSize(9).allSatisfy(table -> assertThat(table).contains(3));

    Tournament random = TournamentFile.parse(four.replace("\"deals\": 6,", "\"deals\": 6, \"seating\": \"random\","));
    assertThat(random.tables(0)).hasSize(3);
    assertThat(random.tables(0)).isEqualTo(random.tables(0));

    Tournament mixed = TournamentFile.parse(KHAMUL.replace("\"game\": \"khamul\", \"options\": {\"target\": 30},"
        + " \"seating\": {\"players\": 4}", "\"game\": \"kemps\", \"options\": {\"target\": 2}")
        .replace("\"deals\": 6,", "\"deals\": 6, \"teamsTogether\": false,"));
    assertThat(mixed.units()).isEqualTo(4);
    assertThat(mixed.tables(0)).as("every order of four entrants in four seats").hasSize(24);

    Tournament ladder = TournamentFile.parse("""
        {"deals": 2, "setup": {"game": "kemps"}, "seating": "ladder", "rungs": 3,
         "entrants": [{"name": "s", "bot": "search", "iterations": 5}]}
        """);
    assertThat(ladder.entrants()).extracting(Entrant::name).containsExactly("s@5", "s@10", "s@20");
    assertThat(ladder.entrants()).extracting(e -> e.search().iterations()).containsExactly(5, 10, 20);
    assertThat(ladder.tables(0)).containsExactly(ImmutableList.of(0, 1), ImmutableList.of(1, 0), ImmutableList.of(1, 2), ImmutableList.of(2, 1));
  }

  @Test
  @DisplayName("duplicate deals: every table of a deal gets the same shuffles, round after round, whatever the play")
  void duplicateDeals() throws Exception {
    Tournament duplicate = TournamentFile.parse(KEMPS);
    List<String> first = shuffles(TournamentRunner.game(duplicate, 4, 0).record().orElseThrow());
    List<String> swapped = shuffles(TournamentRunner.game(duplicate, 4, 1).record().orElseThrow());
    int rounds = Math.min(first.size(), swapped.size());
    assertThat(rounds).isPositive();
    assertThat(swapped.subList(0, rounds)).as("the same deck orders in every round both games reached")
        .isEqualTo(first.subList(0, rounds));
    assertThat(shuffles(TournamentRunner.game(duplicate, 5, 0).record().orElseThrow()).get(0))
        .as("another deal, other shuffles").isNotEqualTo(first.get(0));

    Tournament fresh = TournamentFile.parse(KEMPS.replace("\"deals\": 12,", "\"deals\": 12, \"duplicate\": false,"));
    assertThat(shuffles(TournamentRunner.game(fresh, 4, 1).record().orElseThrow()).get(0))
        .as("fresh deals: every table its own").isNotEqualTo(shuffles(TournamentRunner.game(fresh, 4, 0).record()
            .orElseThrow()).get(0));
  }

  private static List<String> shuffles(String record) {
    return record.lines().filter(line -> line.startsWith("shuffle ")).toList();
  }

  @Test
  @DisplayName("1 and 3 threads, and deals split anywhere, give the same aggregate; every game counted once")
  void threadsDoNotMatter() throws Exception {
    Tournament tournament = TournamentFile.parse(KHAMUL);
    AtomicInteger played = new AtomicInteger();
    TournamentAggregate one = TournamentRunner.run(tournament, 1, played::incrementAndGet);
    TournamentAggregate three = TournamentRunner.run(tournament, 3, () -> {});
    assertThat(played.get()).isEqualTo(24);
    assertThat(three).isEqualTo(one);
    assertThat(TournamentRunner.playDeals(tournament, 2, 6, () -> {}).plus(TournamentRunner.playDeals(tournament, 0, 2,
        () -> {}))).isEqualTo(one);
    assertThat(one.games()).isEqualTo(24);
    assertThat(one.failed()).isZero();
    // Four seats: six comparisons a finished game, each pair of entrants meeting at every table.
    assertThat(one.comparisons(0, 1) + one.comparisons(2, 3) + one.comparisons(0, 2) + one.comparisons(0, 3)
        + one.comparisons(1, 2) + one.comparisons(1, 3)).isEqualTo(6 * one.finished());
  }

  @Test
  @DisplayName("ratings and cross table: heuristic above random, scores of a pair add up to one")
  void standings() throws Exception {
    Tournament tournament = TournamentFile.parse(KEMPS);
    Standings standings = Standings.of(tournament, TournamentRunner.run(tournament, 2, () -> {}));
    Ratings.Rating heuristic = standings.entrants().get(0).rating();
    Ratings.Rating random = standings.entrants().get(1).rating();
    assertThat(heuristic.low()).as("heuristic's rating interval is above random's").isGreaterThan(random.high());
    assertThat(heuristic.rating() + random.rating()).isCloseTo(0, org.assertj.core.data.Offset.offset(1e-6));
    Standings.Pair hr = standings.pair(0, 1).orElseThrow();
    Standings.Pair rh = standings.pair(1, 0).orElseThrow();
    assertThat(hr.score().rate() + rh.score().rate()).isCloseTo(1, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(hr.met()).isEqualTo(standings.aggregate().finished());
    String csv = standings.table().csv();
    assertThat(csv.lines().findFirst().orElseThrow()).isEqualTo("entrant,opponent,games,won,comparisons,score,scoreLow,"
        + "scoreHigh,rating,ratingLow,ratingHigh,meanScore,gamesFor2Points,gamesFor2PointsFreshDeals");
    assertThat(csv.lines()).hasSize(1 + 2 + 2);
    assertThat(TournamentReport.html(standings, "2 threads", Duration.ofSeconds(1)))
        .contains("<h2>Cross table</h2>", "data:image/png;base64,").doesNotContain("http://", "https://");
  }

  @Test
  @DisplayName("the fit recovers known strengths from comparisons drawn by the model")
  void fitRecoversStrengths() {
    double[] truth = {0.8, 0.0, -0.8};
    java.util.SplittableRandom rng = new java.util.SplittableRandom(1);
    TournamentAggregate.Builder builder = new TournamentAggregate.Builder(3, 2);
    for (int deal = 0; deal < 3000; deal++) {
      builder.startDeal(deal);
      int a = deal % 3;
      int b = (deal + 1) % 3;
      boolean aWins = rng.nextDouble() < 1 / (1 + Math.exp(truth[b] - truth[a]));
      kemkit.examples.simulate.GameResult result = new kemkit.examples.simulate.GameResult(0, 0, true, false, 1, 1, 1,
          com.google.common.collect.ImmutableList.of(kemkit.bots.BotKind.HEURISTIC, kemkit.bots.BotKind.HEURISTIC),
          com.google.common.collect.ImmutableList.of(aWins ? 1 : 0, aWins ? 0 : 1),
          com.google.common.collect.ImmutableSet.of(aWins ? 0 : 1), 1, com.google.common.collect.ImmutableMap.of(),
          java.util.Optional.empty(), java.util.Optional.empty(), kemkit.examples.simulate.DecisionTimes.none(), 0);
      builder.add(0, 1, result, List.of(List.of(a), List.of(b)));
    }
    List<Ratings.Rating> ratings = Ratings.fit(builder.build(), 3, side -> side);
    for (int i = 0; i < 3; i++) {
      double elo = truth[i] * Ratings.ELO;
      assertThat(ratings.get(i).low()).as("entrant %d", i).isLessThan(elo);
      assertThat(ratings.get(i).high()).as("entrant %d", i).isGreaterThan(elo);
      assertThat(ratings.get(i).high() - ratings.get(i).low()).isLessThan(100);
    }
  }

  @Test
  @DisplayName("tournament.schema.json (draft 2020-12) accepts the tests' tournaments and refuses what the reader refuses on shape")
  void schemaAgrees() throws Exception {
    String schemaText = java.nio.file.Files.readString(java.nio.file.Path.of("src", "main", "resources", "kemkit",
        "examples", "tournament", "tournament.schema.json"));
    com.networknt.schema.Schema schema = com.networknt.schema.SchemaRegistry.withDefaultDialect(
        com.networknt.schema.SpecificationVersion.DRAFT_2020_12).getSchema(schemaText);
    com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
    for (String good : new String[] {KEMPS, KHAMUL}) {
      assertThat(schema.validate(json.readTree(good))).as(good).isEmpty();
    }
    for (String bad : new String[] {
        "{\"setup\": {\"game\": \"kemps\"}, \"entrants\": [{\"bot\": \"random\"}]}",
        "{\"deals\": 0, \"setup\": {\"game\": \"kemps\"}, \"entrants\": [{\"bot\": \"random\"}]}",
        "{\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"entrants\": [{\"bot\": \"genius\"}]}",
        "{\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"seating\": \"swiss\", \"entrants\": [{\"bot\": \"random\"}]}",
    }) {
      assertThat(schema.validate(json.readTree(bad))).as(bad).isNotEmpty();
      assertThatThrownBy(() -> TournamentFile.parse(bad)).as(bad).isInstanceOf(StudyException.class);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "no deals | {\"setup\": {\"game\": \"kemps\"},\\n\"entrants\": []} | 1 | 'deals' is missing",
      "one entrant | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"},\\n\"entrants\": [{\"bot\": \"heuristic\"}]} | 2 | at least two entrants",
      "an unknown bot | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"entrants\": [\\n{\"bot\": \"genius\"}]} | 2 | bot is heuristic, random or search",
      "two entrants of one name | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"entrants\": [{\"bot\": \"random\"},\\n{\"bot\": \"random\"}]} | 2 | two entrants are named 'random'",
      "iterations for a heuristic bot | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"entrants\": [{\"bot\": \"random\"},\\n{\"bot\": \"heuristic\",\\n\"iterations\": 5}]} | 3 | a search bot's setting",
      "a setup the rules refuse | {\"deals\": 1, \"setup\": {\"game\": \"kemps\",\\n\"options\": {\"target\": 0}}, \"entrants\": []} | 2 | (K-24)",
      "a list in the setup | {\"deals\": 1, \"setup\": {\"game\": \"kemps\", \"options\": {\"target\": [1, 2]}}, \"entrants\": []} | 1 | one value per statement",
      "focus without a name | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"},\\n\"seating\": \"focus\", \"entrants\": [{\"bot\": \"random\"}, {\"bot\": \"heuristic\"}]} | 1 | \"focus\" names the focus entrant",
      "focus on nobody | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"seating\": \"focus\",\\n\"focus\": \"x\", \"entrants\": [{\"bot\": \"random\"}, {\"bot\": \"heuristic\"}]} | 2 | which is no entrant",
      "a ladder of a heuristic bot | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"}, \"seating\": \"ladder\",\\n\"entrants\": [{\"bot\": \"heuristic\"}]} | 2 | one search entrant",
      "an unknown seating | {\"deals\": 1, \"setup\": {\"game\": \"kemps\"},\\n\"seating\": \"swiss\", \"entrants\": []} | 2 | rotations, random, focus or ladder",
  })
  @DisplayName("a bad tournament file: refused at the line at fault")
  void refusals(String why, String text, int line, String says) {
    String file = text.replace("\\n", "\n");
    assertThatThrownBy(() -> TournamentFile.parse(file)).as(why)
        .isInstanceOfSatisfying(StudyException.class, e -> {
          assertThat(e.line()).as(why + ": " + e.getMessage()).isEqualTo(line);
          assertThat(e.getMessage()).as(why).contains(says);
        });
  }

  @Test
  @DisplayName("every mistake of a bad tournament file is reported in one reading, each at its line and JSON path")
  void everyMistakeAtOnce() {
    String file = String.join("\n",
        "{\"deals\": 0,",
        " \"setup\": {\"game\": \"kemps\", \"options\": {\"target\": 0}},",
        " \"seating\": \"swiss\",",
        " \"entrants\": [{\"bot\": \"genius\"}, {\"bot\": \"random\", \"iterations\": 5},",
        "   {\"bot\": \"heuristic\"}, {\"bot\": \"heuristic\"}],",
        " \"duplicate\": \"yes\"}");
    assertThatThrownBy(() -> TournamentFile.parse(file)).isInstanceOfSatisfying(StudyException.class, e ->
        assertThat(e.mistakes()).extracting(StudyException::line, StudyException::path).containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, "$.deals"),
            org.assertj.core.groups.Tuple.tuple(2, "$.setup.options.target"),
            org.assertj.core.groups.Tuple.tuple(3, "$.seating"),
            org.assertj.core.groups.Tuple.tuple(4, "$.entrants[0].bot"),
            org.assertj.core.groups.Tuple.tuple(4, "$.entrants[1].iterations"),
            org.assertj.core.groups.Tuple.tuple(5, "$.entrants[3]"),
            org.assertj.core.groups.Tuple.tuple(6, "$.duplicate")));
  }
}
