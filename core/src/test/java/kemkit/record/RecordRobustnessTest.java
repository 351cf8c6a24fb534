package kemkit.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.toy.HighCard;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Whatever the bytes, the reader throws nothing but {@link MalformedRecordException} (readPrefix:
 * nothing at all) and the validator returns a verdict whose line points into the text. Seeded, so
 * a failure names the text that broke it.
 */
class RecordRobustnessTest {

  private static final String[] WORDS = {"record", "1", "2", "game", "highcard", "preset", "option", "target=3",
      "deck=32", "hand=0", "=", "players", "3", "9", "-1", "0", "999999999", "1234567890", "shuffle", "starter",
      "play", "expect", "rejected", "not_your_turn", "scores", "hand", "table", "round", "over", "winner", "qs", "10h",
      "1x", "zz", "ac", "#", "# note", "\t", "  ", "é", "\u0000", "\r", "teams", "dealer", "kemps"};

  private static final String VALID = Records.HEADER + Records.DEALT
      + "0 play 7c\nexpect table 7c\n1 play 8c\n1 play 8c\nexpect rejected\n2 play 9c\nexpect scores 0 0 1\n";

  @Test
  @DisplayName("property: 3000 seeded token soups never make the reader or the validator throw")
  void tokenSoup() {
    SplittableRandom rng = new SplittableRandom(11);
    for (int run = 0; run < 3000; run++) {
      StringBuilder text = new StringBuilder(rng.nextInt(3) > 0 ? "record 1\ngame highcard\n" : "");
      for (int line = rng.nextInt(8); line > 0; line--) {
        for (int word = rng.nextInt(6); word > 0; word--) {
          text.append(WORDS[rng.nextInt(WORDS.length)]).append(rng.nextInt(5) == 0 ? "" : " ");
        }
        text.append('\n');
      }
      check(text.toString());
    }
  }

  @Test
  @DisplayName("property: 3000 seeded mutations of a valid record never make the reader or the validator throw")
  void mutations() {
    SplittableRandom rng = new SplittableRandom(12);
    String alphabet = "0123456789 \t\n#=-acdhjkqst10xzé\u0000";
    for (int run = 0; run < 3000; run++) {
      List<String> lines = new ArrayList<>(Arrays.asList(VALID.split("\n", -1)));
      for (int edit = 1 + rng.nextInt(3); edit > 0; edit--) {
        int at = rng.nextInt(lines.size());
        switch (rng.nextInt(4)) {
          case 0 -> lines.remove(at);
          case 1 -> lines.add(at, lines.get(rng.nextInt(lines.size())));
          case 2 -> lines.add(at, lines.remove(rng.nextInt(lines.size())));
          default -> {
            String line = lines.get(at);
            int pos = line.isEmpty() ? 0 : rng.nextInt(line.length());
            String ch = String.valueOf(alphabet.charAt(rng.nextInt(alphabet.length())));
            lines.set(at, line.isEmpty() ? ch : line.substring(0, pos) + ch + line.substring(pos + (rng.nextBoolean() ? 1 : 0)));
          }
        }
        if (lines.isEmpty()) {
          lines.add("");
        }
      }
      check(String.join("\n", lines));
    }
  }

  @Test
  @DisplayName("the unmutated record is ok, so the mutations start from a valid text")
  void baseIsValid() {
    assertThat(Validator.validate(VALID, HighCard.games())).isInstanceOf(Verdict.Ok.class);
  }

  private static void check(String text) {
    RecordReader.Reading reading = RecordReader.readPrefix(text, HighCard.games());
    assertThat(reading.record().isPresent() || reading.malformed().isPresent()).as(text).isTrue();
    int lines = text.split("\n", -1).length;
    reading.malformed().ifPresent(e -> {
      assertThat(e.line()).as(text).isBetween(1, lines);
      assertThat(e.column()).as(text).isNotNegative();
    });
    Verdict verdict = Validator.validate(text, HighCard.games());
    int line = verdict instanceof Verdict.Illegal v ? v.line()
        : verdict instanceof Verdict.Mismatch v ? v.line()
        : verdict instanceof Verdict.Malformed v ? v.line() : 1;
    assertThat(line).as(text).isBetween(1, lines);
    if (reading.malformed().isPresent() && !(verdict instanceof Verdict.Malformed)) {
      assertThat(verdict).as("only a failure before the malformed line may hide it:\n%s", text)
          .isNotInstanceOf(Verdict.Ok.class);
      assertThat(line).as(text).isLessThan(reading.malformed().get().line());
    }
    assertThat(verdict.describe()).as(text).isNotBlank();
  }
}
