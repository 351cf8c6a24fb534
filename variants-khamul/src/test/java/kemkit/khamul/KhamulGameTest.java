package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.List;
import kemkit.game.Games;
import kemkit.game.NotationException;
import kemkit.game.Setup;
import kemkit.game.SetupException;
import kemkit.game.Side;
import kemkit.seat.Seating;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The game's setup, presets, options and notation (record-format.md, rules.md H-1, H-12, H-13, H-14). */
class KhamulGameTest {

  @Test
  @DisplayName("the game is found by ServiceLoader as 'khamul', with one preset and the 'players' statement")
  void registered() throws SetupException {
    var game = Games.named("KHAMUL").orElseThrow();
    assertThat(game).isInstanceOf(KhamulGame.class);
    assertThat(game.defaultPreset()).isEqualTo("khamul");
    assertThat(game.presets()).containsExactly("khamul");
    assertThat(game.seatingStatements()).containsExactly("players");
    assertThat(game.create(Setup.of("khamul"))).isEqualTo(Khamul.rules());
  }

  @Test
  @DisplayName("options: names and values case-insensitive, the preset's values by default")
  void options() throws SetupException {
    KhamulOptions options = KhamulOptions.from(Setup.of("khamul").withPreset("KHAMUL")
        .withOption("MissedPenalty", "30").withOption("emptyhandbonus", "-10")
        .withOption("THRESHOLD", "007").withSeating("players", 3));
    assertThat(options).isEqualTo(KhamulOptions.defaults().withPlayers(3).with(KhamulOptions.THRESHOLD, 7)
        .with(KhamulOptions.MISSED_PENALTY, 30).with(KhamulOptions.EMPTY_HAND_BONUS, -10));
    // record-format.md: a number is '-' then ASCII digits, no '+', within a 32-bit int
    for (String notANumber : List.of("+7", "2147483648", "\u0667")) {
      assertThatThrownBy(() -> KhamulOptions.from(Setup.of("khamul").withOption("threshold", notANumber)))
          .as(notANumber).isInstanceOf(SetupException.class);
    }
    assertThat(KhamulOptions.from(Setup.of("khamul"))).isEqualTo(KhamulOptions.defaults());
  }

  @Test
  @DisplayName("the canonical setup: preset, the options that differ in lower case, players; read back it is equal")
  void canonicalSetup() throws Exception {
    KhamulRules rules = Khamul.rules(KhamulOptions.defaults().withPlayers(5).with(KhamulOptions.TARGET, 150)
        .with(KhamulOptions.FALSE_ANNOUNCEMENT_PENALTY, 4));
    Setup setup = rules.setup();
    assertThat(setup.preset()).contains("khamul");
    assertThat(setup.options()).isEqualTo(ImmutableMap.of("falseannouncementpenalty", "4", "target", "150"));
    assertThat(setup.seating()).isEqualTo(ImmutableMap.of("players", 5));
    assertThat(Khamul.rules(setup)).isEqualTo(rules);
    assertThat(RecordReader.read(RecordWriter.header(setup)).rules()).isEqualTo(rules);
    assertThat(Khamul.rules().setup()).isEqualTo(Setup.of("khamul").withPreset("khamul").withSeating("players", 4));
  }

  @Test
  @DisplayName("nonsense is refused with a SetupException naming the statements at fault")
  void refusals() {
    assertCulprits(Setup.of("khamul").withPreset("kemps"), "preset");
    assertCulprits(Setup.of("khamul").withOption("deck", "32"), "deck");
    assertCulprits(Setup.of("khamul").withOption("target", "ten"), "target");
    assertCulprits(Setup.of("khamul").withOption("target", "0").withOption("threshold", "-1"), "threshold", "target");
    assertCulprits(Setup.of("khamul").withOption("emptyHandBonus", "5"), "emptyHandBonus");
    assertCulprits(Setup.of("khamul").withOption("missedPenalty", "-20"), "missedPenalty");
    assertCulprits(Setup.of("khamul").withOption("falseAnnouncementPenalty", "-1"), "falseAnnouncementPenalty");
    assertCulprits(Setup.of("khamul").withSeating("teams", 2), "teams");
    assertCulprits(Setup.of("khamul").withSeating("players", 7), "players");
    assertCulprits(Setup.of("kemps"), "game");
  }

  private static void assertCulprits(Setup setup, String... culprits) {
    assertThatThrownBy(() -> new KhamulGame().create(setup)).isInstanceOfSatisfying(SetupException.class,
        e -> assertThat(e.culprits()).containsExactly(culprits));
  }

  @Test
  @DisplayName("a refused header is a malformed record")
  void refusedHeaderIsMalformed() {
    Verdict verdict = Validator.validate("record 1\ngame khamul\noption target=-3\nplayers 3\nshuffle\n");
    assertThat(verdict).isInstanceOf(Verdict.Malformed.class);
    assertThat(((Verdict.Malformed) verdict).line()).isEqualTo(3);
  }

  @Test
  @DisplayName("notation: every verb reads and writes back the same; bad verbs and arguments do not parse")
  void notation() throws NotationException {
    var notation = Khamul.rules().notation();
    for (String words : List.of("peek 3 0", "draw", "take", "discard", "swap 2", "look 1", "force 3",
        "kswap 0 2 4", "skip", "snap 5", "rearrange 1 3 0 2", "rearrange 0 0 0 0", "khamul")) {
      List<String> parts = List.of(words.split(" "));
      KhamulAction action = notation.parse(2, parts.get(0), parts.subList(1, parts.size()));
      assertThat(action.seat()).isEqualTo(2);
      assertThat(notation.write(action)).isEqualTo(words);
    }
    assertThat(notation.parse(1, "rearrange", List.of())).isEqualTo(new KhamulAction.Rearrange(1, ImmutableList.of()));
    assertThat(notation.verbs()).hasSize(12);
    for (String bad : List.of("exchange 2C 5D", "peek 1", "peek 1 2 3", "draw 1", "swap x", "kswap 1 2", "khamul now")) {
      List<String> parts = List.of(bad.split(" "));
      assertThatThrownBy(() -> notation.parse(0, parts.get(0), parts.subList(1, parts.size())))
          .as(bad).isInstanceOf(NotationException.class);
    }
  }

  @Test
  @DisplayName("H-1 a typed seating of players is the 'players' statement; teams are refused; scores name seats")
  void typedSeating() {
    Setup four = Setup.of("khamul").withSeating(Seating.players(4));
    assertThat(four.seating()).containsExactly(java.util.Map.entry("players", 4));
    KhamulRules rules = Khamul.rules(four);
    assertThat(rules.start().seating()).isEqualTo(Seating.players(4));
    assertThat(rules.start().side()).isEqualTo(Side.SEAT);
    assertThatThrownBy(() -> Khamul.rules(Setup.of("khamul").withSeating(Seating.teams(2, 2))))
        .isInstanceOf(IllegalArgumentException.class).hasCauseInstanceOf(SetupException.class);
  }
}
