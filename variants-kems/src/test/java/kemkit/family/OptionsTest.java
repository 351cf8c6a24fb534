package kemkit.family;

import kemkit.kemps.KempsGame;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import java.util.Map;
import kemkit.family.FamilyOptions.FalseCounter;
import kemkit.family.FamilyOptions.SweepTo;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.kems.KemsGame;
import kemkit.kems.KemsPresets;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.seat.Seating;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Options, presets and setups: K-opt, K-1, K-3, K-20. */
class OptionsTest {

  /** rules.md's K-opt table, column by column: kems-en, kems-fr32, kems-classic, kems-expert, kemps. */
  private static final String TABLE = """
      deck                  | 52 | 32 | 52 | 52 | 52
      dealtTriple           | discard_hand | redeal | return_to_stock | return_to_stock | none
      top                   | yes | yes | yes | yes | no
      sweep                 | dealer | dealer | consensus | consensus | dealer
      sweepTo               | discard | stock_bottom | discard | discard | discard
      tableTripleBlocks     | no | no | yes | yes | no
      kemsPoints            | 1 | 1 | 1 | 1 | 1
      falseKems             | opponents_score | opponents_score | opponents_score | opponents_score | caller_loses
      doubleValue           | 2 | 2 | 2 | 2 | 2
      falseDouble           | as_single | as_single | as_single | opponents_score_double | caller_loses_double
      counterPoints         | 1 | 1 | 1 | 1 | 1
      counterTarget         | player | player | player | team | team
      counterBeatenByDouble | no | no | yes | no | no
      falseCounter          | 000 | 001 | 003-base | 003-expert | 002
      doubleCounter         | no | yes | no | yes | yes
      falseDoubleCounter    | target_scores_double | target_scores_double | target_scores_double | target_scores_double | caller_loses_double
      allFourBonus          | no | no | no | no | no
      denounce              | no | no | yes | yes | no
      target                | 5 | 10 | 10 | 10 | 5
      winBy                 | 1 | 1 | 1 | 2 | 1
      """;

  @Test
  @DisplayName("K-opt every preset holds its column of the option table, with the default seating of 2 teams of 2")
  void kOptPresets() throws SetupException {
    List<Preset> columns = List.of(KemsPresets.EN, KemsPresets.FR32, KemsPresets.CLASSIC, KemsPresets.EXPERT, Kemps.PRESET);
    List<String> names = TABLE.lines().map(line -> line.split("\\|")[0].trim()).toList();

    assertThat(names).isEqualTo(FamilyOptions.names());
    for (String line : TABLE.lines().toList()) {
      String[] cells = line.split("\\|");
      for (int column = 0; column < columns.size(); column++) {
        assertThat(columns.get(column).options().valueOf(cells[0].trim()))
            .as("%s of %s", cells[0].trim(), columns.get(column).name())
            .isEqualTo(cells[column + 1].trim());
      }
    }
    assertThat(columns).allSatisfy(p -> assertThat(p.teams() * 10 + p.teamSize()).isEqualTo(22));
  }

  @Test
  @DisplayName("K-opt names and values are read case-insensitively")
  void kOptCaseInsensitive() throws SetupException {
    FamilyOptions options = Kemps.PRESET.options()
        .with("SWEEPTO", "Stock_Bottom")
        .with("falsecounter", "003-BASE")
        .with("Top", "YES");

    assertThat(options.sweepTo()).isEqualTo(SweepTo.STOCK_BOTTOM);
    assertThat(options.falseCounter()).isEqualTo(FalseCounter.SHOW_BAR_CALLER_LOSES);
    assertThat(options.top()).isTrue();
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource({"colour, red, colour", "top, maybe, top", "deck, 36, deck", "target, ten, target", "falseCounter, 004, falseCounter"})
  @DisplayName("K-opt an unknown option or value is refused, naming the option")
  void kOptUnknown(String name, String value, String culprit) {
    assertThatThrownBy(() -> Kemps.PRESET.options().with(name, value))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly(culprit));
  }

  @ParameterizedTest(name = "{0} teams of {1}")
  @CsvSource({"1, 2, teams", "2, 1, team-size", "2, 4, team-size", "4, 4, team-size", "5, 3, teams",
      "536870912, 2, teams", "999999999, 3, teams"})
  @DisplayName("K-1, K-3 at least 2 teams of 2 or 3 seats, and never more seats than a deck can deal (no overflow)")
  void k1k3Seating(int teams, int teamSize, String culprit) {
    assertThatThrownBy(() -> FamilyRules.create(Kemps.PRESET, Kemps.PRESET.options(), teams, teamSize, 0))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).startsWith(culprit));
  }

  @Test
  @DisplayName("K-1 seat i is in team i mod t: partners alternate around the table")
  void k1Teams() throws SetupException {
    FamilyRules rules = FamilyRules.create(Kemps.PRESET, Kemps.PRESET.options(), 3, 2, 0);

    assertThat(rules.seating().members(0)).containsExactly(0, 3);
    assertThat(rules.seating().teamOf(5)).isEqualTo(2);
  }

  @Test
  @DisplayName("K-3 a 32-card deck seats at most 7, a 52-card deck at most 12")
  void k3DeckSize() throws SetupException {
    FamilyOptions piquet = KemsPresets.FR32.options();

    piquet.validate(Seating.teams(3, 2));
    piquet.validate(Seating.teams(2, 3));
    assertThatThrownBy(() -> piquet.validate(Seating.teams(4, 2)))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).first().isEqualTo("deck"));
    Kemps.PRESET.options().validate(Seating.teams(4, 3));
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource({"winBy, 0", "target, 0", "kemsPoints, -1", "doubleValue, -2", "counterPoints, -1",
      "kemsPoints, 0", "doubleValue, 0", "counterPoints, 0"})
  @DisplayName("K-24, K-opt a target or a lead below 1, or points below 1, are refused")
  void kOptNonsense(String name, String value) throws SetupException {
    FamilyOptions options = Kemps.PRESET.options().with(name, value);

    assertThatThrownBy(() -> options.validate(Seating.teams(2, 2)))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly(name));
  }

  @Test
  @DisplayName("K-opt points values and target are at least 1 and at most 2147483647; kemsPoints=0 is refused at creation")
  void kOptRanges() throws SetupException {
    FamilyOptions largest = Kemps.PRESET.options().with("target", "2147483647").with("kemsPoints", "2147483647");

    assertThat(largest.target()).isEqualTo(Integer.MAX_VALUE);
    assertThat(largest.kemsPoints()).isEqualTo(Integer.MAX_VALUE);
    assertThatThrownBy(() -> Kemps.PRESET.options().with("target", "2147483648"))
        .isInstanceOf(SetupException.class);
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("kemps").withOption("kemsPoints", "0")))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly("kemsPoints"));
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource({"counterTarget, player", "falseCounter, 001", "falseCounter, 003-base", "falseCounter, 003-expert"})
  @DisplayName("K-20 Kemps refuses counters on a player and wrong cuts that would owe a show")
  void k20KempsRefusals(String name, String value) {
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("kemps").withOption(name, value)))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly(name));
  }

  @Test
  @DisplayName("K-20 Kemps accepts falseCounter 000")
  void k20KempsBarCaller() throws SetupException {
    FamilyRules rules = Kemps.rules(Setup.of("kemps").withOption("falseCounter", "000"));

    assertThat(rules.options().falseCounter()).isEqualTo(FalseCounter.BAR_CALLER);
  }

  @Test
  @DisplayName("K-opt the canonical setup: preset, options that differ in table order, then teams, team-size, dealer")
  void kOptCanonicalSetup() throws Exception {
    Setup given = Setup.of("kems").withPreset("KEMS-EXPERT").withOption("Target", "7").withOption("deck", "52")
        .withOption("TOP", "no").withSeating("dealer", 2).withSeating("teams", 3);
    FamilyRules rules = Kems.rules(given);

    Setup canonical = rules.setup();

    assertThat(canonical.preset()).contains("kems-expert");
    assertThat(canonical.options()).isEqualTo(ImmutableMap.of("top", "no", "target", "7"));
    assertThat(ImmutableList.copyOf(canonical.seating().entrySet()))
        .isEqualTo(ImmutableMap.of("teams", 3, "team-size", 2, "dealer", 2).entrySet().asList());
    assertThat(Kems.rules(canonical)).isEqualTo(rules);
    String header = RecordWriter.header(canonical);
    assertThat(RecordReader.readPrefix(header, Map.of("kems", new KemsGame()))
        .record().orElseThrow().rules()).isEqualTo(rules);
  }

  @Test
  @DisplayName("K-opt a preset of the other game, an unknown statement, another game: refused with the culprit")
  void kOptSetupRefusals() {
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("kemps").withPreset("kems-classic")))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly("preset"));
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("kemps").withSeating("players", 4)))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly("players"));
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("kemps").withSeating("dealer", 4)))
        .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.culprits()).containsExactly("dealer"));
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("khamul")))
        .isInstanceOf(SetupException.class);
  }
}
