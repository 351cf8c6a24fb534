package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import kemkit.family.FamilyOptions;
import kemkit.family.FamilyRules;
import kemkit.game.Games;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.GameRecord;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * K-opt: every option of every preset can be overridden, alone, and nothing else moves; the
 * canonical setup of any rule set round-trips through a record header.
 */
class OverridesTest {

  /** Every preset × every option × every value of the option's domain. */
  static Stream<Arguments> overrides() {
    List<Arguments> out = new ArrayList<>();
    for (String preset : new KemsGame().presets()) {
      OptionValues.ALL.forEach((option, values) -> values.forEach(value -> out.add(Arguments.of(preset, option, value))));
    }
    return out.stream();
  }

  @ParameterizedTest(name = "K-opt: {0} with {1}={2}")
  @MethodSource("overrides")
  void overridesOneOptionAndNothingElse(String preset, String option, String value) throws SetupException {
    FamilyRules base = Kems.rules(preset);

    FamilyRules changed = Kems.rules(Setup.of("kems").withPreset(preset).withOption(option, value));

    assertThat(changed.options().valueOf(option)).isEqualTo(value);
    for (String other : FamilyOptions.names()) {
      if (!other.equals(option)) {
        assertThat(changed.options().valueOf(other)).as(other).isEqualTo(base.options().valueOf(other));
      }
    }
    assertThat(changed.seating()).isEqualTo(base.seating());
    Map<String, String> differences = changed.setup().options();
    assertThat(differences).isEqualTo(value.equals(base.options().valueOf(option))
        ? ImmutableMap.of() : ImmutableMap.of(option.toLowerCase(Locale.ROOT), value));
  }

  @ParameterizedTest(name = "K-opt: {0} with {1}={2} round-trips through a record header")
  @MethodSource("overrides")
  void canonicalSetupRoundTrips(String preset, String option, String value) throws Exception {
    FamilyRules rules = Kems.rules(Setup.of("kems").withPreset(preset).withOption(option, value)
        .withSeating("teams", 3).withSeating("dealer", 4));

    assertThat(readBack(rules)).isEqualTo(rules);
  }

  @Test
  @DisplayName("K-opt: names and values are case-insensitive, and the canonical setup writes them in lower case")
  void caseInsensitive() throws Exception {
    FamilyRules shouted = Kems.rules(Setup.of("KEMS").withPreset("KEMS-FR32")
        .withOption("SWEEPTO", "DISCARD").withOption("FalseCounter", "003-EXPERT").withOption("Top", "No"));

    assertThat(shouted).isEqualTo(Kems.rules(Setup.of("kems").withPreset("kems-fr32")
        .withOption("sweepTo", "discard").withOption("falseCounter", "003-expert").withOption("top", "no")));
    assertThat(RecordWriter.header(shouted.setup())).isEqualTo("""
        record 1
        game kems
        preset kems-fr32
        option top=no
        option sweepto=discard
        option falsecounter=003-expert
        teams 2
        team-size 2
        dealer 0
        """);
    assertThat(readBack(shouted)).isEqualTo(shouted);
  }

  @Test
  @DisplayName("K-opt: several overrides stack, and overriding an option back to the preset's value leaves no trace")
  void overridesStack() throws SetupException {
    FamilyRules rules = Kems.rules(Setup.of("kems").withPreset("kems-expert")
        .withOption("doubleValue", "3").withOption("allFourBonus", "yes").withOption("winBy", "2"));

    assertThat(rules.options()).isEqualTo(Kems.rules("kems-expert").options()
        .with(FamilyOptions.DOUBLE_VALUE, 3).with(FamilyOptions.ALL_FOUR_BONUS, true));
    assertThat(rules.setup().options()).containsExactly(Map.entry("doublevalue", "3"), Map.entry("allfourbonus", "yes"));
  }

  @Test
  @DisplayName("K-1, K-3: every seating K-1 and K-3 allow is allowed with every preset, and round-trips")
  void everySeatingThatFits() throws Exception {
    for (String preset : new KemsGame().presets()) {
      int deck = Kems.rules(preset).options().deck();
      for (int teamSize = 2; teamSize <= 3; teamSize++) {
        for (int teams = 2; 4 * teams * teamSize + 4 <= deck; teams++) {
          Setup setup = Setup.of("kems").withPreset(preset).withSeating("teams", teams).withSeating("team-size", teamSize)
              .withSeating("dealer", teams * teamSize - 1);
          FamilyRules rules = Kems.rules(setup);
          assertThat(rules.seating().seats()).isEqualTo(teams * teamSize);
          assertThat(readBack(rules)).isEqualTo(rules);
        }
      }
    }
  }

  /** {@return the rule set that {@code rules}' canonical setup, written as a header and read back, makes} */
  private static RuleSet<?, ?, ?, ?> readBack(FamilyRules rules) throws MalformedRecordException {
    GameRecord record = RecordReader.read(RecordWriter.header(rules.setup()));
    assertThat(record.body()).isEmpty();
    assertThat(Games.named("kems").orElseThrow().presets()).contains(rules.preset().name());
    return record.rules();
  }
}
