package kemkit.examples.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kemkit.bots.BotKind;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Study files: the grid they describe, and every mistake reported at its line before a game is
 * played, with the rules' own sentence and rule id for a setup they refuse. The JSON Schema agrees
 * with the reader on shape.
 */
class StudyFileTest {

  static String resource(String name) throws IOException {
    return Files.readString(Path.of("src", "test", "resources", "studies", name), StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("a grid: every combination of the lists, first key slowest, times every bot mix")
  void grid() throws Exception {
    Study study = StudyFile.parse(resource("mixed.json"));

    assertThat(study.cells()).hasSize(6);
    assertThat(study.cells()).extracting(Cell::label).containsExactly(
        "kemps, target 3, bots heuristic",
        "kemps, target 3, bots heuristic,random",
        "kems, preset kems-en, target 3, bots heuristic",
        "kems, preset kems-en, target 3, bots heuristic,random",
        "kems, preset kems-fr32, target 3, bots heuristic",
        "kems, preset kems-fr32, target 3, bots heuristic,random");
    assertThat(study.cells().get(3).lineup().kinds()).containsExactly(BotKind.HEURISTIC, BotKind.RANDOM);
    assertThat(study.seed()).isEqualTo(1);
    assertThat(study.games()).isEqualTo(48);

    Study khamul = StudyFile.parse(resource("khamul-small.json"));
    assertThat(khamul.cells()).extracting(Cell::label).containsExactly(
        "khamul, threshold 3, target 40, players 2, bots heuristic",
        "khamul, threshold 3, target 40, players 3, bots heuristic",
        "khamul, threshold 7, target 40, players 2, bots heuristic",
        "khamul, threshold 7, target 40, players 3, bots heuristic");
    assertThat(khamul.x()).contains("threshold");
    assertThat(khamul.series()).contains("players");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
      "a threshold the rules refuse (H-12) | {\\n\"gamesPerCell\": 1,\\n\"setups\": [{\"game\": \"khamul\",\\n\"options\": {\"threshold\": [3,\\n-1]}}]} | 5 | threshold must be at least 0, not -1 (H-12)",
      "a Kemps target of 0 (K-24) | {\"gamesPerCell\": 1,\\n\"setups\": [\\n{\"game\": \"kemps\", \"options\": {\"target\": 0}}]} | 3 | (K-24)",
      "an unknown option | {\"gamesPerCell\": 1, \"setups\": [\\n{\"game\": \"kemps\",\\n\"options\": {\"speed\": 3}}]} | 3 | unknown option 'speed'",
      "an unknown game | {\"gamesPerCell\": 1, \"setups\": [\\n{\"game\": \"chess\"}]} | 2 | unknown game 'chess'",
      "seven players of Khamul (H-1) | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"khamul\",\\n\"seating\": {\"players\": [4, 7]}}]} | 2 | (H-1)",
      "a seating statement of another game | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\",\\n\"seating\": {\"players\": 4}}]} | 2 | unknown seating statement 'players'",
      "an unknown key | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}],\\n\"setup\": []} | 2 | unknown key 'setup'",
      "no games | {\\n\"gamesPerCell\": 0, \"setups\": [{\"game\": \"kemps\"}]} | 2 | gamesPerCell is a whole number from 1",
      "games missing | {\"setups\": [{\"game\": \"kemps\"}]} | 1 | 'gamesPerCell' is missing",
      "an unknown bot | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}],\\n\"bots\": [\"heuristic\",\\n\"genius\"]} | 3 | bot mix 'genius'",
      "more kinds than sides | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}],\\n\"bots\": [\"heuristic,random,search\"]} | 2 | more than the 2 sides",
      "an axis that is not in the grid | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}],\\n\"report\": {\\n\"x\": \"threshold\"}} | 3 | not a dimension of the grid",
      "a key twice | {\"gamesPerCell\": 1,\\n\"gamesPerCell\": 2, \"setups\": []} | 2 | given twice",
      "not JSON | {\"gamesPerCell\": 1,\\n\\n\"setups\": [} | 3 | not JSON",
      "an option value that is an object | {\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\", \"options\":\\n{\"target\": {\"a\": 1}}}]} | 2 | is text, a whole number or true/false",
      "an array for a study | [1,\\n2] | 1 | a study is a JSON object",
  })
  @DisplayName("a bad study file: refused at the line at fault, with the rules' sentence for a setup")
  void refusals(String why, String text, int line, String says) {
    String file = text.replace("\\n", "\n");
    assertThatThrownBy(() -> StudyFile.parse(file)).as(why)
        .isInstanceOfSatisfying(StudyException.class, e -> {
          assertThat(e.line()).as(why + ": " + e.getMessage()).isEqualTo(line);
          assertThat(e.getMessage()).as(why).startsWith("line " + line + ": ").contains(says);
        });
  }

  @Test
  @DisplayName("every mistake of a bad study is reported in one reading, in line order, each at its line and JSON path")
  void everyMistakeAtOnce() {
    String file = String.join("\n",
        "{",
        "  \"gamesPerCell\": 0,",
        "  \"speed\": 3,",
        "  \"setups\": [",
        "    {\"game\": \"kemps\", \"options\": {\"target\": [3, 0]}},",
        "    {\"game\": \"chess\"},",
        "    {\"game\": \"khamul\", \"seating\": {\"players\": [4, 7]}}, {\"game\": \"khamul\", \"seating\": {\"teams\": 2}}",
        "  ],",
        "  \"bots\": [\"heuristic\", \"genius\"],",
        "  \"search\": {\"iterations\": 0, \"rollout\": \"search\"}",
        "}");
    assertThatThrownBy(() -> StudyFile.parse(file)).isInstanceOfSatisfying(StudyException.class, e -> {
      assertThat(e.mistakes()).extracting(StudyException::line, StudyException::path).containsExactly(
          org.assertj.core.groups.Tuple.tuple(2, "$.gamesPerCell"),
          org.assertj.core.groups.Tuple.tuple(3, "$.speed"),
          org.assertj.core.groups.Tuple.tuple(5, "$.setups[0].options.target[1]"),
          org.assertj.core.groups.Tuple.tuple(6, "$.setups[1].game"),
          org.assertj.core.groups.Tuple.tuple(7, "$.setups[2].seating.players[1]"),
          org.assertj.core.groups.Tuple.tuple(7, "$.setups[3].seating.teams"),
          org.assertj.core.groups.Tuple.tuple(9, "$.bots[1]"),
          org.assertj.core.groups.Tuple.tuple(10, "$.search.iterations"),
          org.assertj.core.groups.Tuple.tuple(10, "$.search.rollout"));
      assertThat(e.mistakes().get(2).located())
          .startsWith("line 5 ($.setups[0].options.target[1]): target must be at least 1, not 0 (K-24)");
      assertThat(e.getMessage()).startsWith("line 2: gamesPerCell is a whole number from 1").endsWith("(and 8 more)");
    });
    // A file with one mistake holds just that one.
    assertThatThrownBy(() -> StudyFile.parse("{\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}]}x"))
        .isInstanceOfSatisfying(StudyException.class, e -> assertThat(e.mistakes()).containsExactly(e));
  }

  @Test
  @DisplayName("the search budget as a grid dimension: only the mixes that search are multiplied")
  void searchGrid() throws Exception {
    Study study = StudyFile.parse("{\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}],"
        + " \"bots\": [\"heuristic\", \"search,heuristic\"], \"search\": {\"iterations\": [10, 40], \"millis\": 0}}");
    assertThat(study.cells()).extracting(Cell::label).containsExactly("kemps, bots heuristic",
        "kemps, bots search,heuristic, searchIterations 10", "kemps, bots search,heuristic, searchIterations 40");
    assertThat(study.cells().get(2).search().iterations()).isEqualTo(40);
    assertThat(study.dependsOnTheMachine()).isFalse();
    assertThat(StudyFile.parse("{\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}], \"bots\": [\"search\"],"
        + " \"search\": {\"millis\": 5}}").dependsOnTheMachine()).isTrue();
  }

  @Test
  @DisplayName("the rule id of a refused setup is in the message, as a record header's would be")
  void ruleIds() {
    assertThatThrownBy(() -> StudyFile.parse("{\"gamesPerCell\": 1,\n\"setups\": [{\"game\": \"khamul\", \"options\":\n"
        + "{\"target\": 0}}]}")).hasMessageStartingWith("line 3: target must be at least 1, not 0 (H-14)");
  }

  @Test
  @DisplayName("study.schema.json (draft 2020-12) accepts the example studies and refuses what the reader refuses on shape")
  void schemaAgrees() throws Exception {
    String schemaText = Files.readString(Path.of("src", "main", "resources", "kemkit", "examples", "study",
        "study.schema.json"), StandardCharsets.UTF_8);
    Schema schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(schemaText);
    ObjectMapper json = new ObjectMapper();
    for (String name : new String[] {"khamul-small.json", "mixed.json", "search-grid.json"}) {
      assertThat(schema.validate(json.readTree(resource(name)))).as(name).isEmpty();
    }
    for (String bad : new String[] {
        "{\"gamesPerCell\": 1, \"setup\": []}",
        "{\"gamesPerCell\": 0, \"setups\": [{\"game\": \"kemps\"}]}",
        "{\"setups\": [{\"game\": \"kemps\"}]}",
        "{\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\"}], \"bots\": [\"genius\"]}",
        "{\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\", \"options\": {\"target\": {\"a\": 1}}}]}",
        "{\"gamesPerCell\": 1, \"setups\": [{\"game\": \"kemps\", \"seating\": {\"teams\": [-1]}}]}",
        "{\"gamesPerCell\": 1, \"setups\": []}",
    }) {
      assertThat(schema.validate(json.readTree(bad))).as(bad).isNotEmpty();
      assertThatThrownBy(() -> StudyFile.parse(bad)).as(bad).isInstanceOf(StudyException.class);
    }
  }
}
