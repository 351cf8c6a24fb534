package kemkit.kems;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * K-opt: a combination that makes no sense is refused when the game is created, never later, with
 * a {@link SetupException} whose message and culprits name the options at fault. One test per
 * family of refusal.
 */
class RefusalsTest {

  private static final Setup CLASSIC = Setup.of("kems");

  @ParameterizedTest(name = "K-1: teams {0} is refused")
  @ValueSource(ints = {1, 0, -2})
  void fewerThanTwoTeams(int teams) {
    SetupException refusal = refused(CLASSIC.withSeating("teams", teams));

    assertThat(refusal.culprits()).containsExactly("teams");
    assertThat(refusal).hasMessageContaining("teams").hasMessageContaining("K-1");
  }

  @ParameterizedTest(name = "K-1: a team of {0} is refused")
  @ValueSource(ints = {1, 0, 4, -1})
  void teamOfOneOrOfFour(int teamSize) {
    SetupException refusal = refused(CLASSIC.withSeating("team-size", teamSize));

    assertThat(refusal.culprits()).containsExactly("team-size");
    assertThat(refusal).hasMessageContaining("team-size").hasMessageContaining("K-1");
  }

  @ParameterizedTest(name = "K-3: a {0}-card deck cannot seat {1} teams of {2}")
  @CsvSource({"32, 4, 2", "32, 3, 3"})
  void deckTooSmallForTheSeats(int deck, int teams, int teamSize) {
    SetupException refusal = refused(CLASSIC.withOption("deck", Integer.toString(deck))
        .withSeating("teams", teams).withSeating("team-size", teamSize));

    assertThat(refusal.culprits()).startsWith("deck").contains("teams", "team-size");
    assertThat(refusal).hasMessageContaining("deck").hasMessageContaining(deck + "-card")
        .hasMessageContaining("K-3");
  }

  @ParameterizedTest(name = "K-3: no deck seats {0} teams of {1}, so the seating alone is at fault")
  @CsvSource({"7, 2", "5, 3"})
  void tableLargerThanAnyDeck(int teams, int teamSize) {
    SetupException refusal = refused(CLASSIC.withSeating("teams", teams).withSeating("team-size", teamSize));

    assertThat(refusal.culprits()).containsExactly("teams", "team-size");
    assertThat(refusal).hasMessageContaining("no deck seats more than 12").hasMessageContaining("K-3");
  }

  @Test
  @DisplayName("K-3: the largest tables each deck seats are allowed: 32 cards seat 6, 52 cards seat 12")
  void largestTablesFit() {
    assertThatCode(() -> Kems.rules(Setup.of("kems").withPreset("kems-fr32").withSeating("teams", 3))).doesNotThrowAnyException();
    assertThatCode(() -> Kems.rules(Setup.of("kems").withPreset("kems-fr32").withSeating("team-size", 3))).doesNotThrowAnyException();
    assertThatCode(() -> Kems.rules(CLASSIC.withSeating("teams", 6))).doesNotThrowAnyException();
    assertThatCode(() -> Kems.rules(CLASSIC.withSeating("teams", 4).withSeating("team-size", 3))).doesNotThrowAnyException();
  }

  @Test
  @DisplayName("K-3: a 32-card deck for 8 seats names the deck, in kems-fr32 as in any preset")
  void fr32ForEightSeats() {
    SetupException refusal = refused(Setup.of("kems").withPreset("kems-fr32").withSeating("teams", 4));

    assertThat(refusal.culprits()).startsWith("deck");
    assertThat(refusal).hasMessageContaining("cannot seat 8");
  }

  @ParameterizedTest(name = "K-24: {0}={1} is refused")
  @CsvSource({"target, 0", "target, -5", "winBy, 0", "winBy, -1"})
  void targetAndWinByAtLeastOne(String option, String value) {
    SetupException refusal = refused(CLASSIC.withOption(option, value));

    assertThat(refusal.culprits()).containsExactly(option);
    assertThat(refusal).hasMessageContaining(option).hasMessageContaining("K-24");
  }

  @ParameterizedTest(name = "K-opt: {0}={1} is refused: a points value is at least 1")
  @CsvSource({"kemsPoints, -1", "doubleValue, -1", "counterPoints, -1", "kemsPoints, 0", "doubleValue, 0",
      "counterPoints, 0"})
  void pointsBelowOne(String option, String value) {
    SetupException refusal = refused(CLASSIC.withOption(option, value));

    assertThat(refusal.culprits()).containsExactly(option);
    assertThat(refusal).hasMessageContaining(option);
  }

  @ParameterizedTest(name = "K-opt: {0}={1} is not a value of the option")
  @CsvSource({"deck, 36", "dealtTriple, shuffle", "top, true", "sweep, anyone", "sweepTo, table", "falseCounter, 003",
      "target, ten", "counterTarget, seat", "denounce, 1"})
  void unknownValue(String option, String value) {
    SetupException refusal = refused(CLASSIC.withOption(option, value));

    assertThat(refusal.culprits()).containsExactly(option);
    assertThat(refusal).hasMessageContaining(option).hasMessageContaining("'" + value + "'");
  }

  @Test
  @DisplayName("K-opt: an unknown option is named, with the options there are")
  void unknownOption() {
    SetupException refusal = refused(CLASSIC.withOption("jokers", "2"));

    assertThat(refusal.culprits()).containsExactly("jokers");
    assertThat(refusal).hasMessageContaining("'jokers'").hasMessageContaining("dealtTriple");
  }

  @ParameterizedTest(name = "K-opt: preset {0} is not a Kem's preset")
  @ValueSource(strings = {"kemps", "khamul", "kems", "classic"})
  void notAKemsPreset(String preset) {
    SetupException refusal = refused(CLASSIC.withPreset(preset));

    assertThat(refusal.culprits()).containsExactly("preset");
    assertThat(refusal).hasMessageContaining("'" + preset + "'").hasMessageContaining("kems-classic");
  }

  @Test
  @DisplayName("a Kemps setup handed to the Kem's game is refused: it names the game")
  void anotherGamesSetup() {
    SetupException refusal = catchThrowableOfType(SetupException.class,
        () -> new KemsGame().create(Setup.of("kemps")));

    assertThat(refusal.culprits()).containsExactly("game");
  }

  @ParameterizedTest(name = "the first dealer {0} must be a seat")
  @ValueSource(ints = {-1, 4, 99})
  void dealerIsASeat(int dealer) {
    SetupException refusal = refused(CLASSIC.withSeating("dealer", dealer));

    assertThat(refusal.culprits()).containsExactly("dealer");
    assertThat(refusal).hasMessageContaining("dealer").hasMessageContaining(Integer.toString(dealer));
  }

  @Test
  @DisplayName("K-20: Kem's counters name a seat, so the Kemps-only refusals do not apply: every counterTarget × falseCounter is allowed")
  void k20RefusesNothingInKems() {
    for (String target : OptionValues.ALL.get("counterTarget")) {
      for (String cost : OptionValues.ALL.get("falseCounter")) {
        assertThatCode(() -> Kems.rules(CLASSIC.withOption("counterTarget", target).withOption("falseCounter", cost)))
            .as(target + " " + cost).doesNotThrowAnyException();
      }
    }
  }

  @Test
  @DisplayName("record-format (4th ed.): a refused header is malformed at the first statement that breaks it")
  void refusedHeaderIsMalformedAtTheFirstBreakingStatement() {
    // A 32-card deck seats the preset's two teams of two: only 'teams 4' (8 seats) breaks K-3.
    Verdict verdict = Validator.validate("""
        record 1
        game kems
        preset kems-en
        option target=7
        option deck=32
        teams 4
        """);

    assertThat(verdict).isInstanceOf(Verdict.Malformed.class);
    assertThat(((Verdict.Malformed) verdict).line()).as(verdict.describe()).isEqualTo(6);
    assertThat(verdict.describe()).contains("K-3");
    // Read with the defaults for what follows, each statement alone is fine; together they are not.
    assertThat(Validator.validate("record 1\ngame kems\nteams 4\n")).isInstanceOf(Verdict.Ok.class);
    assertThat(Validator.validate("record 1\ngame kems\noption deck=32\n")).isInstanceOf(Verdict.Ok.class);
    // A statement that breaks a rule on its own is blamed however much follows it.
    Verdict early = Validator.validate("record 1\ngame kems\noption deck=32\nteams 5\nteam-size 2\n");
    assertThat(((Verdict.Malformed) early).line()).as(early.describe()).isEqualTo(4);
  }

  @Test
  @DisplayName("record-format: a Kemps preset in a Kem's record is a header error on the preset line")
  void kempsPresetInAKemsRecord() {
    Verdict verdict = Validator.validate("""
        record 1
        game kems
        preset kemps
        shuffle 2C
        """);

    assertThat(verdict).isInstanceOf(Verdict.Malformed.class);
    assertThat(((Verdict.Malformed) verdict).line()).isEqualTo(3);
    assertThat(verdict.exitCode()).isEqualTo(2);
  }

  /** {@return the refusal of {@code setup}, failing if the rules accept it} */
  static SetupException refused(Setup setup) {
    SetupException refusal = catchThrowableOfType(SetupException.class, () -> new KemsGame().create(setup));
    assertThat(refusal).as("refused: " + setup).isNotNull();
    return refusal;
  }
}
