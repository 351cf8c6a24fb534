package kemkit.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import kemkit.toy.HighCardRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** C-9 and record-format.md, Lexical rules: one alphabet for the reader and for the rules. */
class AlphabetTest {

  @ParameterizedTest
  @ValueSource(strings = {"wink", "a", "!", "~", "x-y_z.1", "CAPS"})
  @DisplayName("C-9 printable ASCII without '#' is a word")
  void words(String word) {
    assertThat(Alphabet.isWord(word)).isTrue();
    assertThat(Alphabet.wordProblem(word)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "\u212Aemps", "caf\u00e9", "no\u00a0break", "nul\u0000", "del\u007f", "\ufffd",
      "two words", "tab\tbed", "hash#tag", "cr\r", "\ufeffbom"})
  @DisplayName("C-9 anything else is not, and the sentence names the character by its code point, never itself")
  void notWords(String word) {
    assertThat(Alphabet.isWord(word)).isFalse();
    String problem = Alphabet.wordProblem(word).orElseThrow();
    for (char c : word.toCharArray()) {
      if (!Alphabet.isWordChar(c)) {
        assertThat(problem).contains(String.format("U+%04X", (int) c));
        if (c < ' ' || c > '~') {
          assertThat(problem).doesNotContain(String.valueOf(c));
        }
        break;
      }
    }
  }

  @Test
  @DisplayName("C-9 a word longer than a record line is not a word; the line limit is the reader's")
  void length() {
    assertThat(Alphabet.isWord("x".repeat(Alphabet.MAX_LINE))).isTrue();
    assertThat(Alphabet.wordProblem("x".repeat(Alphabet.MAX_LINE + 1))).get().asString().contains("4096");
    assertThat(LineSource.MAX_LINE).isEqualTo(Alphabet.MAX_LINE);
    assertThat(Alphabet.lengthProblem(Alphabet.MAX_LINE)).isEmpty();
    assertThat(Alphabet.lengthProblem(Alphabet.MAX_LINE + 1)).isPresent();
  }

  @Test
  @DisplayName("a line longer than 4096 characters is malformed at column 4097 through every door, as Validator says")
  void everyDoorHoldsTheLineLimit() {
    String line = "0 play " + "x".repeat(Alphabet.MAX_LINE);

    assertThatThrownBy(() -> RecordLine.parse(HighCardRules.of(3), line))
        .isInstanceOfSatisfying(MalformedRecordException.class, e -> assertThat(e.column()).isEqualTo(Alphabet.MAX_LINE + 1));
    ValidationSession session = ValidationSession.start(kemkit.toy.HighCard.games());
    for (String header : RecordWriter.header(HighCardRules.of(3).setup()).split("\n")) {
      session.feed(header);
    }
    assertThat(session.feed(line)).isInstanceOf(LineVerdict.Failed.class);
    assertThat(session.finish()).isInstanceOfSatisfying(Verdict.Malformed.class,
        m -> assertThat(m.column()).isEqualTo(Alphabet.MAX_LINE + 1));
  }
}
