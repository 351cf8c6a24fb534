package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyRules;
import kemkit.game.Games;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each Kem's preset is its column of the K-opt table: the table below is rules.md K-opt as the
 * rule book writes it, and every cell is checked against the preset's rule set.
 */
class PresetTableTest {

  /** rules.md K-opt, verbatim. */
  private static final String K_OPT = """
      | option | `kems-en` (000) | `kems-fr32` (001) | `kems-classic` (003) | `kems-expert` (003 variant) | `kemps` (002) |
      |---|---|---|---|---|---|
      | deck | 52 | 32 | 52 | 52 | 52 |
      | default seating | 2 teams of 2 | 2 teams of 2 | 2 teams of 2 | 2 teams of 2 | 2 teams of 2 |
      | dealtTriple | DISCARD_HAND | REDEAL | RETURN_TO_STOCK | RETURN_TO_STOCK | NONE |
      | top | yes | yes | yes | yes | no |
      | sweep | DEALER | DEALER | CONSENSUS | CONSENSUS | DEALER |
      | sweepTo | DISCARD | STOCK_BOTTOM | DISCARD | DISCARD | DISCARD |
      | tableTripleBlocks | no | no | yes | yes | no |
      | kemsPoints | 1 | 1 | 1 | 1 | 1 |
      | falseKems | OPPONENTS_SCORE | OPPONENTS_SCORE | OPPONENTS_SCORE | OPPONENTS_SCORE | CALLER_LOSES |
      | doubleValue | 2 | 2 (2 or 3) | 2 | 2 (2 or 3) | 2 |
      | falseDouble | AS_SINGLE | AS_SINGLE | AS_SINGLE | OPPONENTS_SCORE_DOUBLE | CALLER_LOSES_DOUBLE |
      | counterPoints | 1 | 1 | 1 | 1 | 1 |
      | counterTarget | PLAYER | PLAYER | PLAYER | TEAM | TEAM |
      | counterBeatenByDouble | no | no | yes | no | no |
      | falseCounter | 000 | 001 | 003-base | 003-expert | 002 |
      | doubleCounter | no | yes | no | yes | yes |
      | falseDoubleCounter | TARGET_SCORES_DOUBLE | TARGET_SCORES_DOUBLE | TARGET_SCORES_DOUBLE | TARGET_SCORES_DOUBLE | CALLER_LOSES_DOUBLE |
      | allFourBonus | no | no | no | no | no |
      | denounce | no | no | yes | yes | no |
      | target / winBy | 5 / 1 | 10 / 1 | 10 / 1 | 10 / 2 | 5 / 1 |
      """;

  private static final ImmutableList<String> KEMS_PRESETS =
      ImmutableList.of("kems-en", "kems-fr32", "kems-classic", "kems-expert");

  /** One cell: an option of one preset and the value the table gives it. */
  static Stream<Arguments> cells() {
    List<Arguments> out = new ArrayList<>();
    for (String row : K_OPT.strip().split("\n")) {
      List<String> cells = Splitter.on('|').trimResults().splitToList(row);
      String option = cells.get(1);
      if (option.equals("option") || option.startsWith("---") || option.equals("default seating")) {
        continue;
      }
      for (int column = 0; column < KEMS_PRESETS.size(); column++) {
        String value = cells.get(column + 2);
        if (option.equals("target / winBy")) {
          List<String> parts = Splitter.on('/').trimResults().splitToList(value);
          out.add(Arguments.of(KEMS_PRESETS.get(column), "target", parts.get(0)));
          out.add(Arguments.of(KEMS_PRESETS.get(column), "winBy", parts.get(1)));
        } else {
          // "2 (2 or 3)": the preset's value, then an allowed alternative (an override, K-opt)
          out.add(Arguments.of(KEMS_PRESETS.get(column), option, value.split(" ")[0]));
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "K-opt: {0} has {1} = {2}")
  @MethodSource("cells")
  void presetMatchesItsColumn(String preset, String option, String value) throws SetupException {
    assertThat(Kems.rules(preset).options().valueOf(option)).isEqualToIgnoringCase(value);
  }

  @Test
  @DisplayName("K-opt: the table has a row for every option of the family, and the test a cell for each")
  void everyOptionIsInTheTable() {
    List<String> checked = cells().map(a -> (String) a.get()[1]).distinct().toList();

    assertThat(checked).containsExactlyElementsOf(FamilyOptions.names());
    assertThat(OptionValues.ALL.keySet()).containsExactlyElementsOf(FamilyOptions.names());
  }

  @ParameterizedTest(name = "K-opt, K-1: {0} seats 2 teams of 2, seat 0 dealing")
  @MethodSource("presets")
  void defaultSeating(String preset) throws SetupException {
    FamilyRules rules = Kems.rules(preset);

    assertThat(rules.seating().teams()).isEqualTo(2);
    assertThat(rules.seating().teamSize()).isEqualTo(2);
    assertThat(rules.firstDealer()).isZero();
    assertThat(rules.preset().name()).isEqualTo(preset);
  }

  static Stream<String> presets() {
    return KEMS_PRESETS.stream();
  }

  @Test
  @DisplayName("game kems has the four Kem's presets, kems-classic by default")
  void gameHasFourPresets() throws SetupException {
    KemsGame game = (KemsGame) Games.named("kems").orElseThrow();

    assertThat(game.name()).isEqualTo(Kems.GAME).isEqualTo("kems");
    assertThat(game.presets()).containsExactlyElementsOf(KEMS_PRESETS);
    assertThat(game.defaultPreset()).isEqualTo("kems-classic");
    assertThat(game.seatingStatements()).containsExactly("teams", "team-size", "dealer");
    assertThat(game.create(Setup.of("kems"))).isEqualTo(Kems.rules()).isEqualTo(Kems.rules("kems-classic"));
    assertThat(Kems.rules("KEMS-Expert")).isEqualTo(Kems.rules("kems-expert"));
  }

  @Test
  @DisplayName("K-opt: a preset named in code needs no try; a wrong name is a programming error, unchecked")
  void presetByNameIsUnchecked() {
    assertThatThrownBy(() -> Kems.rules("kemps")).isInstanceOf(IllegalArgumentException.class)
        .hasCauseInstanceOf(SetupException.class).hasMessageContaining("kemps");
  }

  @Test
  @DisplayName("K-16 to K-20: Kem's speaks its own dialect: kems, double-kems, counter X, double-counter X")
  void kemsDialect() {
    FamilyRules rules = Kems.rules();

    assertThat(rules.game()).isEqualTo("kems");
    assertThat(List.of(rules.dialect().kemsVerb(), rules.dialect().doubleKemsVerb(), rules.dialect().counterVerb(),
        rules.dialect().doubleCounterVerb()))
        .containsExactly("kems", "double-kems", "counter", "double-counter");
    assertThat(rules.dialect().countersNameTeams()).isFalse();
  }
}
