package kemkit.family;

import static kemkit.family.ExchangingTest.HANDS;
import static kemkit.family.ExchangingTest.TABLE;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import kemkit.family.FamilyEvent.Denounced;
import kemkit.family.FamilyEvent.Gestured;
import kemkit.family.FamilyEvent.SignSet;
import kemkit.kems.KemsPresets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Words that are not signal words are spelled out in the event log, eight characters a word
 * (C-9 words are printable ASCII): they read back as the very word, whatever its length, and the
 * event after them is read from the right word.
 */
class EventCodecTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"z", "elephant", "elephants", "~!quite-a-long-word-of-25", "Wink2"})
  @DisplayName("C-9, K-14, K-15: a sign, gesture or denouncement of any word reads back as itself")
  void spelledWordsReadBack(String word) {
    String said = word.toLowerCase(java.util.Locale.ROOT);
    Replay game = Replay.of(KemsPresets.CLASSIC, "dealtTriple=none").deal(TABLE, HANDS);
    game.play("0 gesture " + word);
    assertThat(game.events()).containsExactly(new Gestured(0, said));
    assertThat(game.state().gestures().get(0)).contains(said);
    game.play("1 sign " + word);
    assertThat(game.events()).containsExactly(new SignSet(1, 1, Optional.of(said)));
    game.play("0 denounce 1 " + word);
    assertThat(game.events()).containsExactly(new Denounced(0, 1, said, true));
  }
}
