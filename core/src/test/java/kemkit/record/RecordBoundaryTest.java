package kemkit.record;

import static kemkit.record.Records.DEALT;
import static kemkit.record.Records.HEADER;
import static kemkit.record.Records.SHUFFLE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.RejectionCode;
import kemkit.toy.HighCard;
import kemkit.toy.HighCardAction;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The record reader and validator as a boundary for untrusted input (record-format.md, Lexical
 * rules and its changes since the first edition): one line at a time, a line-length limit, short
 * quotes, printable ASCII words with ASCII-only folding, one byte order mark, 32-bit integers.
 */
class RecordBoundaryTest {

  private static final String START = HEADER + DEALT;

  private static Verdict validate(String text) {
    return Validator.validate(text, HighCard.games());
  }

  private static Verdict validate(InputStream in) throws IOException {
    return Validator.validate(in, HighCard.games());
  }

  private static InputStream bytes(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
  }

  /** {@return {@code text} then the same byte forever: reading it to its end never ends} */
  private static InputStream endless(String text, byte filler) {
    return new SequenceInputStream(bytes(text), new InputStream() {
      @Override
      public int read() {
        return filler;
      }

      @Override
      public int read(byte[] buffer, int offset, int length) {
        java.util.Arrays.fill(buffer, offset, offset + length, filler);
        return length;
      }
    });
  }

  private static Verdict.Malformed malformed(Verdict verdict) {
    assertThat(verdict).isInstanceOf(Verdict.Malformed.class);
    return (Verdict.Malformed) verdict;
  }

  @Nested
  class Streaming {

    @Test
    @DisplayName("validate(InputStream) stops at the first failure: an endless record past it is never read")
    void stopsAtTheFailure() throws IOException {
      Verdict verdict = validate(endless(START + "0 play zz\n", (byte) '\n'));
      assertThat(malformed(verdict).line()).isEqualTo(5);
    }

    @Test
    @DisplayName("an endless line is malformed as soon as it passes the limit, never read whole")
    void endlessLine() throws IOException {
      Verdict verdict = validate(endless(START + "# ", (byte) 'x'));
      assertThat(verdict).isEqualTo(new Verdict.Malformed(5, LineSource.MAX_LINE + 1,
          "the line is longer than 4096 characters (a record line is at most 4096)"));
    }

    @Test
    @DisplayName("a line of 4096 characters is read, one more is malformed; the CR of a CR LF is not counted")
    void lineLimit() throws IOException {
      String longest = "#" + "x".repeat(LineSource.MAX_LINE - 1);
      for (String text : List.of(START + longest + "\n", START + longest + "\r\n", START + longest + "\r", START + longest)) {
        assertThat(validate(text)).as("string").isInstanceOf(Verdict.Ok.class);
        assertThat(validate(bytes(text))).as("stream").isInstanceOf(Verdict.Ok.class);
      }
      String tooLong = START + longest + "x\n0 play 7c\n";
      assertThat(malformed(validate(tooLong)).line()).isEqualTo(5);
      assertThat(validate(bytes(tooLong))).isEqualTo(validate(tooLong));
    }

    @Test
    @DisplayName("the stream and the string give the same verdicts, line endings and bad bytes included")
    void streamEqualsString() throws IOException {
      SplittableRandom random = new SplittableRandom(5);
      String body = "0 play 7c\r\nexpect table 7C\n1 play 8c\n\n2 play 9c # é ü \u212A\nexpect scores 0 0 1\r\n";
      for (int i = 0; i < 300; i++) {
        int cut = random.nextInt(body.length() + 1);
        String text = START + body.substring(0, cut) + (random.nextBoolean() ? "\r" : "");
        assertThat(validate(bytes(text))).as(text).isEqualTo(validate(text));
      }
      byte[] bad = (START + "0 play 7c # caf").getBytes(StandardCharsets.UTF_8);
      byte[] withBadByte = java.util.Arrays.copyOf(bad, bad.length + 1);
      withBadByte[bad.length] = (byte) 0xC3;
      assertThat(validate(new ByteArrayInputStream(withBadByte)))
          .isEqualTo(new Verdict.Malformed(5, 16, "not UTF-8 text: byte 0xC3 at offset " + bad.length + " (a record is UTF-8 text)"));
      byte[] surrogate = (START + "# \u00ed\u00a0\u0080\n").getBytes(StandardCharsets.ISO_8859_1);
      assertThat(validate(new ByteArrayInputStream(surrogate))).as("an encoded surrogate is not UTF-8")
          .isInstanceOf(Verdict.Malformed.class);
    }

    @Test
    @DisplayName("a UTF-8 character split across the reader's buffers is read whole")
    void splitCharacters() throws IOException {
      String text = START + ("# \u00e9\u20ac\ud83c\udca1 " + "y".repeat(37) + "\n").repeat(2000) + "0 play 7c\n";
      assertThat(validate(bytes(text))).isEqualTo(validate(text)).isInstanceOf(Verdict.Ok.class);
    }
  }

  @Nested
  class Quotes {

    @Test
    @DisplayName("a 50 MB line gives a short verdict: the line limit stops it")
    void hugeLine() throws IOException {
      String text = START + "0 play " + "x".repeat(50_000_000) + "\n";
      assertThat(validate(text).describe()).hasSizeLessThan(200);
      assertThat(validate(bytes(text)).describe()).hasSizeLessThan(200);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0 play %s\n", "expect hand 0 %s\n", "expect %s\n", "expect rejected %s\n", "%s play 7c\n"})
    @DisplayName("a verdict quotes at most 80 characters of a word, with an ellipsis")
    void longWord(String line) {
      String word = "w".repeat(4000);
      String describe = validate(START + "1 play 8c\n".repeat(line.startsWith("expect rejected") ? 1 : 0)
          + String.format(line, word)).describe();
      if (!line.startsWith("expect rejected")) {
        assertThat(describe).contains("w".repeat(80) + "…").doesNotContain("w".repeat(81));
      }
      assertThat(describe).hasSizeLessThan(300);
    }

    @Test
    @DisplayName("a header word is quoted short too")
    void longHeaderWord() {
      assertThat(validate("record 1\ngame " + "g".repeat(4000) + "\n").describe())
          .contains("g".repeat(80) + "…'").hasSizeLessThan(300);
      assertThat(validate("record " + "1".repeat(4000) + "\n").describe()).hasSizeLessThan(300);
      for (String line : List.of("preset %s", "option target=%s", "option %s=7", "option target=x%s")) {
        assertThat(validate(HEADER + String.format(line, "7".repeat(4000)) + "\n").describe()).as(line)
            .startsWith("malformed: line 3").contains("7".repeat(79) + "…").doesNotContain("7".repeat(81)).hasSizeLessThan(200);
      }
    }
  }

  @Nested
  class Ascii {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "KELVIN SIGN read as K      | \u212AC 2C                  | 9",
        "LONG S read as S           | AC 2\u017F                  | 13",
        "no-break space             | AC\u00a02C                  | 11",
        "form feed                  | AC\f2C                      | 11",
        "vertical tab               | AC\u000b2C                  | 11",
        "lone CR inside the line    | AC\r2C                      | 11",
        "byte order mark            | AC \ufeff2C                 | 12",
        "fullwidth letter           | A\uff23                     | 10",
    })
    @DisplayName("outside comments every character of a word is printable ASCII: others are malformed at their column")
    void nonAsciiWord(String what, String cards, int column) {
      Verdict.Malformed bad = malformed(validate(HEADER + "shuffle " + cards.strip() + "\n"));
      assertThat(bad.line()).isEqualTo(3);
      assertThat(bad.column()).isEqualTo(column);
      assertThat(bad.problem()).startsWith("character U+").contains("printable ASCII");
    }

    @Test
    @DisplayName("only ASCII letters fold: a dotless i never makes NOT_IN_HAND, nor a long s a spade")
    void asciiFolding() {
      assertThat(validate(START + "0 play 2c\nexpect rejected NOT_\u0131N_HAND\n"))
          .as("the expectation is malformed, so the rejected action before it is illegal")
          .isInstanceOfSatisfying(Verdict.Illegal.class, illegal -> assertThat(illegal.line()).isEqualTo(5));
      assertThat(Card.parse("A\u017F")).isEmpty();
      assertThat(Card.parse("\u212AC")).isEmpty();
      assertThat(Card.parse("a\u0073")).contains(Card.of("AS"));
      assertThat(validate(START + "0 PLAY 7C\nEXPECT TABLE 7c\n1 play 9C\nExpect Rejected Not_In_Hand\n"))
          .isInstanceOf(Verdict.Ok.class);
    }

    @Test
    @DisplayName("a comment may hold any text: non-ASCII, controls, a byte order mark")
    void comments() {
      assertThat(validate(START + "0 play 7c # \u212A\u017F\u0131 \f\u000b\u00a0\ufeff \u0007\n"))
          .isInstanceOf(Verdict.Ok.class);
    }
  }

  @Nested
  class ByteOrderMark {

    @Test
    @DisplayName("exactly one leading byte order mark is ignored, as text or as bytes")
    void one() throws IOException {
      assertThat(validate("\ufeff" + START)).isInstanceOf(Verdict.Ok.class);
      assertThat(validate(bytes("\ufeff" + START))).isInstanceOf(Verdict.Ok.class);
    }

    @Test
    @DisplayName("a second byte order mark, at the start or further on, is malformed")
    void second() throws IOException {
      assertThat(validate("\ufeff\ufeff" + START)).isEqualTo(new Verdict.Malformed(1, 1,
          "character U+FEFF (byte order mark) is not allowed outside a comment (words are printable ASCII, separated by spaces or tabs)"));
      assertThat(validate(bytes("\ufeff\ufeff" + START))).isEqualTo(validate("\ufeff\ufeff" + START));
      assertThat(malformed(validate(START + "\ufeff0 play 7c\n")).line()).isEqualTo(5);
    }
  }

  @Nested
  class Numbers {

    @Test
    @DisplayName("an integer is any signed 32-bit int, leading zeros allowed")
    void range() {
      assertThat(validate(START + "expect round 2147483647\n"))
          .isEqualTo(new Verdict.Mismatch(5, "round 2147483647", "round 1"));
      assertThat(validate(START + "expect scores -2147483648 0 0\n"))
          .isEqualTo(new Verdict.Mismatch(5, "scores -2147483648 0 0", "scores 0 0 0"));
      assertThat(validate(START + "expect round 000000000000001\n")).isInstanceOf(Verdict.Ok.class);
      assertThat(validate("record 1\ngame highcard\nplayers 0000000000004\n")).isInstanceOf(Verdict.Ok.class);
      assertThat(validate(START + "2147483647 play 7c\n")).isInstanceOfSatisfying(Verdict.Illegal.class,
          illegal -> assertThat(illegal.rejection().code()).isEqualTo(RejectionCode.NO_SUCH_SEAT));
    }

    @ParameterizedTest
    @ValueSource(strings = {"expect round 2147483648", "expect scores -2147483649 0 0", "2147483648 play 7c",
        "expect round +1", "expect round -", "expect round 1\u0661"})
    @DisplayName("an integer outside the 32-bit range, with a plus or a non-ASCII digit, is malformed")
    void outside(String line) {
      assertThat(malformed(validate(START + line + "\n")).line()).isEqualTo(5);
    }

    @Test
    @DisplayName("a header number outside the range is malformed at its line")
    void header() {
      assertThat(malformed(validate("record 1\ngame highcard\nplayers 99999999999\n")).line()).isEqualTo(3);
      assertThat(validate("record 1\ngame highcard\noption target=000007\n")).isInstanceOf(Verdict.Ok.class);
      assertThat(malformed(validate("record 1\ngame highcard\noption target=+7\n")).line()).isEqualTo(3);
    }
  }

  @Nested
  class LineOrder {

    @Test
    @DisplayName("a rejected action followed by a malformed 'expect rejected' is illegal at the action's line")
    void rejectedThenMalformed() {
      assertThat(validate(START + "1 play 8c\nexpect rejected NOPE\n")).isInstanceOfSatisfying(Verdict.Illegal.class,
          illegal -> assertThat(illegal.line()).isEqualTo(5));
      assertThat(validate(START + "1 play 8c\n# a comment\n\n0 play zz\n")).isInstanceOfSatisfying(Verdict.Illegal.class,
          illegal -> assertThat(illegal.line()).isEqualTo(5));
      assertThat(validate(START + "0 play 7c\nexpect rejected NOPE\n"))
          .isEqualTo(new Verdict.Malformed(6, 17, "unknown rejection code 'NOPE'"));
    }
  }

  @Nested
  class Session {

    @Test
    @DisplayName("a session takes one line at a time and says how each went")
    void lineByLine() {
      ValidationSession session = ValidationSession.start(HighCard.games());
      List<String> lines = (START + "0 play 7c\n# a comment\n1 play 9c\nexpect rejected not_in_hand\n1 play 8c\n").lines().toList();
      List<LineVerdict> verdicts = lines.stream().map(session::feed).toList();
      assertThat(verdicts.subList(0, 6)).allSatisfy(v -> assertThat(v).isInstanceOf(LineVerdict.Held.class));
      assertThat(verdicts.get(6)).isInstanceOfSatisfying(LineVerdict.Rejected.class,
          rejected -> assertThat(rejected.rejection().code()).isEqualTo(RejectionCode.NOT_IN_HAND));
      assertThat(verdicts.subList(7, 9)).allSatisfy(v -> assertThat(v).isInstanceOf(LineVerdict.Held.class));
      assertThat(session.lines()).isEqualTo(9);
      assertThat(session.finish()).isEqualTo(new Verdict.Ok(ImmutableList.of(0, 0, 0), 1, false));
    }

    @Test
    @DisplayName("a rejected action's line answers at once, with the verdict it makes unless expected")
    void rejectedAtOnce() {
      ValidationSession session = ValidationSession.start(HighCard.games());
      START.lines().forEach(session::feed);
      LineVerdict rejected = session.feed("1 play 8c");
      assertThat(rejected).isInstanceOfSatisfying(LineVerdict.Rejected.class, r -> {
        assertThat(r.illegal().line()).isEqualTo(5);
        assertThat(r.illegal().describe()).isEqualTo("illegal: line 5: '1 play 8c' rejected NOT_YOUR_TURN (§R): it is seat 0's turn: seat 1 plays on seat 1's own turn");
      });
      assertThat(session.finish()).isEqualTo(((LineVerdict.Rejected) rejected).illegal());
      assertThat(session.finish()).isInstanceOfSatisfying(Verdict.Illegal.class, v -> assertThat(v.line()).isEqualTo(5));

      ValidationSession next = ValidationSession.start(HighCard.games());
      START.lines().forEach(next::feed);
      next.feed("1 play 8c");
      LineVerdict failed = next.feed("0 play 7c");
      assertThat(failed).isInstanceOfSatisfying(LineVerdict.Failed.class,
          f -> assertThat(f.verdict()).isInstanceOfSatisfying(Verdict.Illegal.class, v -> assertThat(v.line()).isEqualTo(5)));
      assertThat(next.feed("0 play 7c")).as("failed for good").isEqualTo(failed);
      assertThat(next.finish()).isEqualTo(((LineVerdict.Failed) failed).verdict());
    }

    @Test
    @DisplayName("a header that never ends is made at finish; an empty session is an empty record")
    void headerOnly() {
      ValidationSession session = ValidationSession.start(HighCard.games());
      session.feed("record 1");
      session.feed("game highcard");
      assertThat(session.finish()).isInstanceOf(Verdict.Ok.class);
      assertThat(ValidationSession.start(HighCard.games()).finish())
          .isEqualTo(new Verdict.Malformed(1, 0, "empty record: the first statement must be 'record 1'"));
    }
  }

  @Nested
  class OneLine {

    @Test
    @DisplayName("RecordLine.parse reads what RecordWriter.line writes, for every legal action of seeded games")
    void inverseOfTheWriter() throws MalformedRecordException {
      HighCardRules rules = HighCardRules.of(3);
      SplittableRandom random = new SplittableRandom(3);
      for (int game = 0; game < 20; game++) {
        HighCardState state = rules.start();
        Action shuffle = new kemkit.game.Shuffle(kemkit.card.Deck.standard52().cards());
        assertThat(RecordLine.parse(rules, RecordWriter.line(rules, shuffle))).isEqualTo(shuffle);
        state = rules.apply(state, shuffle).state();
        Action starter = new kemkit.game.Starter(random.nextInt(3));
        assertThat(RecordLine.parse(rules, RecordWriter.line(rules, starter))).isEqualTo(starter);
        state = rules.apply(state, starter).state();
        for (int move = 0; move < 9 && !state.isOver(); move++) {
          HighCardState now = state;
          List<HighCardAction> legal = java.util.stream.IntStream.range(0, rules.seating().seats()).boxed()
              .flatMap(seat -> rules.legalActions(now, seat).stream()).toList();
          for (HighCardAction action : legal) {
            assertThat(RecordLine.parse(rules, RecordWriter.line(rules, action))).isEqualTo(action);
          }
          if (legal.isEmpty()) {
            break;
          }
          state = rules.apply(state, legal.get(random.nextInt(legal.size()))).state();
        }
      }
    }

    @Test
    @DisplayName("RecordLine.parse: a clear error with the column; no expectation, header or blank line is an action")
    void errors() throws MalformedRecordException {
      HighCardRules rules = HighCardRules.of(3);
      assertThat(RecordLine.parse(rules, "  0 PLAY 7c # a comment")).isEqualTo(new HighCardAction.Play(0, Card.of("7C")));
      assertThatThrownBy(() -> RecordLine.parse(rules, "0 play zz")).isInstanceOfSatisfying(MalformedRecordException.class,
          e -> assertThat(e.column()).isEqualTo(8));
      for (String line : List.of("", "# only", "expect over", "game highcard", "0 play 7c\r", "0 play \u212Ac")) {
        assertThatThrownBy(() -> RecordLine.parse(rules, line)).as(line).isInstanceOf(MalformedRecordException.class);
      }
    }
  }
}
