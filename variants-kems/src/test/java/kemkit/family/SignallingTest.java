package kemkit.family;

import static kemkit.family.ExchangingTest.HANDS;
import static kemkit.family.ExchangingTest.TABLE;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import kemkit.family.FamilyAction.Denounce;
import kemkit.family.FamilyAction.Gesture;
import kemkit.family.FamilyAction.Sign;
import kemkit.family.FamilyEvent.Denounced;
import kemkit.family.FamilyEvent.Gestured;
import kemkit.family.FamilyEvent.SignSet;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.kemps.Kemps;
import kemkit.kems.KemsPresets;
import kemkit.record.Alphabet;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordLine;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Signs, gestures and denouncements: K-2, K-14, K-15. */
class SignallingTest {

  @Test
  @DisplayName("K-14 a gesture is public and changes nothing else")
  void k14GestureIsPublic() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);
    FamilyState before = game.state();
    game.play("0 gesture Wink");

    assertThat(game.events()).containsExactly(new Gestured(0, "wink"));
    assertThat(game.view(1).gestures().get(0)).contains("wink");
    assertThat(game.rules().eventsSeenBy(1, game.events())).containsExactly(new Gestured(0, "wink"));
    assertThat(game.state().scores()).isEqualTo(before.scores());
    assertThat(game.state().cards()).isEqualTo(before.cards());
  }

  @Test
  @DisplayName("K-14 a sign is seen by its team only; the others see that the team set one")
  void k14SignIsTeamPrivate() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS).play("0 sign nose");

    assertThat(game.view(0).teamSign()).contains("nose");
    assertThat(game.view(2).teamSign()).contains("nose");
    assertThat(game.view(1).teamSign()).isEmpty();
    assertThat(game.view(1).teamsWithSign()).containsExactly(0);
    assertThat(game.rules().eventsSeenBy(2, game.events())).containsExactly(new SignSet(0, 0, Optional.of("nose")));
    assertThat(game.rules().eventsSeenBy(1, game.events())).containsExactly(new SignSet(0, 0, Optional.empty()));
    game.play("2 sign tap");
    assertThat(game.view(0).teamSign()).contains("tap");
  }

  @Test
  @DisplayName("K-14 a sign or gesture is one word")
  void k14OneWord() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);

    assertThat(game.reject(new Sign(0, "two words")).code()).isEqualTo(RejectionCode.BAD_ARGUMENT);
    assertThat(game.reject(new Sign(0, "")).code()).isEqualTo(RejectionCode.BAD_ARGUMENT);
  }

  /** Words a record cannot hold (C-9): each was accepted by {@code apply} before issue 22. */
  static Stream<String> hostileWords() {
    return Stream.of("\u212Aemps", "caf\u00e9", "no\u00a0break", "nul\u0000", "del\u007f", "\ufffd",
        "two words", "tab\tbed", "hash#tag", "line\nfeed", "x".repeat(Alphabet.MAX_LINE + 1),
        // fits alone, but "0 gesture " before it makes the line too long
        "y".repeat(Alphabet.MAX_LINE - 5));
  }

  @ParameterizedTest
  @MethodSource("hostileWords")
  @DisplayName("C-9 a sign, gesture or denounced sign that no record line can hold is BAD_ARGUMENT, C-9, state untouched")
  void c9WordsOutsideTheRecordAlphabetAreRefused(String word) {
    Replay game = Replay.of(KemsPresets.CLASSIC).deal(TABLE, HANDS);
    ImmutableList<FamilyAction> legal = game.rules().legalActions(game.state(), 0);

    for (FamilyAction action : List.of(new Sign(0, word), new Gesture(0, word), new Denounce(0, 1, word))) {
      Rejection rejection = game.reject(action);
      assertThat(rejection.code()).as("%s", rejection).isEqualTo(RejectionCode.BAD_ARGUMENT);
      assertThat(rejection.rule()).isEqualTo("C-9");
      assertThat(rejection.message()).contains("record line").doesNotContain(word).hasSizeLessThan(300);
      // The rule id is the rejection's own component, which UIs show after the sentence: not twice.
      assertThat(rejection.toActor()).startsWith("your ").doesNotContain("(C-9)");
    }
    assertThat(game.rules().legalActions(game.state(), 0)).isEqualTo(legal);
  }

  @Test
  @DisplayName("C-9 a gesture whose line is exactly 4096 characters is accepted and reads back as itself")
  void c9TheLongestLineIsAccepted() throws MalformedRecordException {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS);
    Gesture longest = new Gesture(0, "z".repeat(Alphabet.MAX_LINE - "0 gesture ".length()));
    String line = RecordWriter.line(game.rules(), longest);

    game.play(longest);

    assertThat(line).hasSize(Alphabet.MAX_LINE);
    assertThat(RecordLine.parse(game.rules(), line)).isEqualTo(longest);
    assertThat(game.reject(new Gesture(0, longest.word() + "z")).rule()).isEqualTo("C-9");
  }

  @Test
  @DisplayName("K-2 a sign is optional: a team that never set one may call")
  void k2SignIsOptional() {
    Replay game = Replay.of(KemsPresets.CLASSIC, "dealtTriple=none").deal(TABLE, HANDS).play("1 kems 3");

    assertThat(game.state().round()).isEqualTo(2);
  }

  @Test
  @DisplayName("K-15 a right denouncement clears the sign; the team may not call until it signs again")
  void k15RightDenouncement() {
    Replay game = Replay.of(KemsPresets.CLASSIC, "dealtTriple=none").deal(TABLE, HANDS)
        .play("0 sign nose", "1 denounce 0 nose");

    assertThat(game.events()).containsExactly(new Denounced(1, 0, "nose", true));
    assertThat(game.state().signs().get(0)).isEmpty();
    assertThat(game.view(3).signsFound()).containsExactly(0);
    assertThat(game.code("2 kems 0")).isEqualTo(RejectionCode.BARRED);
    assertThat(game.code("0 counter 1")).isEqualTo(RejectionCode.BARRED);
    game.play("0 sign tap", "2 kems 0");
  }

  @Test
  @DisplayName("K-15 a wrong denouncement changes nothing; one's own team is BAD_TARGET, no such team NO_SUCH_SEAT")
  void k15WrongDenouncement() {
    Replay game = Replay.of(KemsPresets.CLASSIC, "dealtTriple=none").deal(TABLE, HANDS).play("0 sign nose");
    FamilyState before = game.state();

    game.play("1 denounce 0 wink");

    assertThat(game.events()).containsExactly(new Denounced(1, 0, "wink", false));
    assertThat(game.state()).isEqualTo(before);
    assertThat(game.code("1 denounce 1 wink")).isEqualTo(RejectionCode.BAD_TARGET);
    assertThat(game.code("1 denounce 2 wink")).isEqualTo(RejectionCode.NO_SUCH_SEAT);
  }

  @Test
  @DisplayName("K-15 without the option, denounce is NOT_ALLOWED")
  void k15NotAllowed() {
    Replay game = Replay.of(Kemps.PRESET).deal(TABLE, HANDS).play("0 sign nose");

    assertThat(game.code("1 denounce 0 nose")).isEqualTo(RejectionCode.NOT_ALLOWED);
  }
}
