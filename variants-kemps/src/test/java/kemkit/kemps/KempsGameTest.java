package kemkit.kemps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import kemkit.family.Dialect;
import kemkit.family.FamilyRules;
import kemkit.game.Game;
import kemkit.game.Games;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Side;
import kemkit.seat.Seating;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Kemps as a registered game: its name, preset, header statements and setups. */
class KempsGameTest {

  @Test
  @DisplayName("the registry finds kemps, with its one preset and the Kem's-family header statements")
  void registered() throws SetupException {
    Game game = Games.named("KEMPS").orElseThrow();

    assertThat(game).isInstanceOf(KempsGame.class);
    assertThat(game.defaultPreset()).isEqualTo("kemps");
    assertThat(game.presets()).containsExactly("kemps");
    assertThat(game.seatingStatements()).containsExactly("teams", "team-size", "dealer");
    assertThat(game.create(Setup.of("kemps"))).isEqualTo(Kemps.rules());
  }

  @Test
  @DisplayName("Kemps.rules() is the kemps preset: Kemps verbs, 2 teams of 2, seat 0 dealing")
  void facade() {
    FamilyRules rules = Kemps.rules();

    assertThat(rules.game()).isEqualTo("kemps");
    assertThat(rules.dialect()).isEqualTo(Dialect.KEMPS);
    assertThat(rules.options()).isEqualTo(Kemps.PRESET.options());
    assertThat(rules.seating().seats()).isEqualTo(4);
    assertThat(rules.firstDealer()).isZero();
  }

  @Test
  @DisplayName("the canonical header names the preset and every seating statement, and reads back equal")
  void canonicalHeader() throws Exception {
    FamilyRules rules = Kemps.rules(Setup.of("kemps").withOption("winBy", "2").withSeating("teams", 3));

    String header = RecordWriter.header(rules.setup());

    assertThat(header).isEqualTo("record 1\ngame kemps\npreset kemps\noption winby=2\nteams 3\nteam-size 2\ndealer 0\n");
    assertThat(RecordReader.readPrefix(header).record().orElseThrow().rules()).isEqualTo(rules);
  }

  @Test
  @DisplayName("K-20 a Kemps setup that would need a show is refused")
  void refusesShows() {
    assertThatThrownBy(() -> new KempsGame().create(Setup.of("kemps").withOption("falseCounter", "003-expert")))
        .isInstanceOf(SetupException.class)
        .hasMessageContaining("falseCounter");
  }

  @Test
  @DisplayName("K-1 a typed seating is written as the header's statements; scores and winners name teams")
  void typedSeating() {
    Setup six = Setup.of("kemps").withSeating(Seating.teams(3, 2)).withDealer(5);
    assertThat(six.seating()).containsExactly(entry("teams", 3), entry("team-size", 2), entry("dealer", 5));
    FamilyRules rules = Kemps.rules(six);
    assertThat(rules.seating()).isEqualTo(Seating.teams(3, 2));
    assertThat(rules.firstDealer()).isEqualTo(5);
    assertThat(rules.start().side()).isEqualTo(Side.TEAM);
  }

  @Test
  @DisplayName("a setup written in the code that the rules refuse is a programming error: unchecked, the cause kept")
  void constantSetupRefusedUnchecked() {
    assertThatThrownBy(() -> Kemps.rules(Setup.of("kemps").withSeating(Seating.players(4))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasCauseInstanceOf(SetupException.class)
        .hasMessageContaining("players");
  }
}
