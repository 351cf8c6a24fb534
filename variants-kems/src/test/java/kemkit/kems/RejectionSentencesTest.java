package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import kemkit.conformance.SentenceTable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * §R, C-5: every rejection of each Kem's preset says what is wrong with this action, then the rule,
 * in the third person for a log and in the second person for the seat that acted. The tables of
 * sentences ({@code src/test/resources/rejections/PRESET.tsv}) are what random play meets at every
 * rejection site; a changed sentence, or a new site, fails here until the table is reviewed (the
 * test writes the new one to {@code target/rejections/PRESET.tsv}).
 */
class RejectionSentencesTest {

  @ParameterizedTest(name = "§R every rejection sentence of {0} met in three seeded games is the one in the table")
  @ValueSource(strings = {"kems-classic", "kems-expert", "kems-fr32", "kems-en"})
  void sentencesMatchTheTable(String preset) throws Exception {
    SentenceTable table = SentenceTable.explore(Kems.rules(preset), 3, 2000);
    Path written = table.write(preset);
    assertThat(table.text()).as("review %s and copy it to src/test/resources/rejections/%s.tsv", written, preset)
        .isEqualTo(SentenceTable.read(getClass(), "/rejections/" + preset + ".tsv").orElse(""));
    assertThat(table.rows()).hasSizeGreaterThan(20);
  }

  @Test
  @DisplayName("§R K-20 in teams of three a kems names the partner it means: the sentences of a nine-seat table")
  void teamsOfThree() throws Exception {
    SentenceTable table = SentenceTable.explore(Kems.rules(kemkit.game.Setup.of("kems").withSeating("teams", 3)
        .withSeating("team-size", 3)), 1, 300);
    Path written = table.write("kems-3x3");
    assertThat(table.text()).as("review %s and copy it to src/test/resources/rejections/kems-3x3.tsv", written)
        .isEqualTo(SentenceTable.read(getClass(), "/rejections/kems-3x3.tsv").orElse(""));
    assertThat(table.text()).contains("'kems' names no partner: in a team of 3 it must name the partner it means");
  }
}
