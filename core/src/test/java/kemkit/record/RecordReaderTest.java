package kemkit.record;

import static kemkit.record.Records.DEALT;
import static kemkit.record.Records.HEADER;
import static kemkit.record.Records.SHUFFLE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import kemkit.card.Card;
import kemkit.card.Deck;
import kemkit.game.RejectionCode;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.seat.Seating;
import kemkit.toy.HighCard;
import kemkit.toy.HighCardAction;
import kemkit.toy.HighCardRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** record-format.md, read by {@link RecordReader} with the toy game High card. */
class RecordReaderTest {

  private static RecordReader.Reading read(String text) {
    return RecordReader.readPrefix(text, HighCard.games());
  }

  private static GameRecord ok(String text) {
    RecordReader.Reading reading = read(text);
    assertThat(reading.malformed()).as("malformed: %s", reading.malformed().map(Throwable::getMessage)).isEmpty();
    return reading.record().orElseThrow();
  }

  private static MalformedRecordException malformed(String text) {
    return read(text).malformed().orElseThrow(() -> new AssertionError("not malformed:\n" + text));
  }

  @Nested
  class Header {

    @Test
    @DisplayName("'record 1' and 'game G' are enough: the preset and seating are the game's defaults")
    void minimal() {
      GameRecord record = ok(HEADER);
      assertThat(record.rules()).isEqualTo(HighCardRules.of(3));
      assertThat(record.body()).isEmpty();
    }

    @Test
    @DisplayName("preset, options and seating, in that order, make the rule set")
    void full() {
      GameRecord record = ok(HEADER + "preset highcard\noption target=7\noption deck=32\nplayers 4\n");
      assertThat(record.rules()).isEqualTo(new HighCardRules(Seating.players(4), Deck.piquet32(), 3, 7));
    }

    @Test
    @DisplayName("an empty text, or only comments, is not a record")
    void empty() {
      assertThat(malformed("").line()).isEqualTo(1);
      assertThat(malformed("# nothing\n\n   \n").problem()).contains("record 1");
    }

    @Test
    @DisplayName("the first statement must be 'record 1'")
    void firstStatement() {
      MalformedRecordException e = malformed("\n# comment\ngame highcard\n");
      assertThat(e.line()).isEqualTo(3);
      assertThat(e.column()).isEqualTo(1);
      assertThat(malformed("record 2\ngame highcard\n")).satisfies(v -> {
        assertThat(v.line()).isEqualTo(1);
        assertThat(v.column()).isEqualTo(8);
        assertThat(v.problem()).contains("version '2'");
      });
      assertThat(malformed("record\ngame highcard\n").line()).isEqualTo(1);
      assertThat(malformed("record 1 1\ngame highcard\n").line()).isEqualTo(1);
    }

    @Test
    @DisplayName("the second statement must be 'game G', of a known game")
    void game() {
      assertThat(malformed("record 1\npreset highcard\n").line()).isEqualTo(2);
      assertThat(malformed("record 1\n").line()).isEqualTo(1);
      MalformedRecordException unknown = malformed("record 1\ngame  chess\n");
      assertThat(unknown.line()).isEqualTo(2);
      assertThat(unknown.column()).isEqualTo(7);
      assertThat(unknown.problem()).contains("unknown game 'chess'").contains("highcard");
    }

    @Test
    @DisplayName("an unknown preset, option or value, or a setup the rules refuse, is a header error at its line")
    void refusedSetups() {
      assertThat(malformed(HEADER + "preset lowcard\n").line()).isEqualTo(3);
      assertThat(malformed(HEADER + "option colour=red\n").problem()).contains("colour");
      assertThat(malformed(HEADER + "option target=7\noption deck=36\n").line()).isEqualTo(4);
      assertThat(malformed(HEADER + "option deck=32\noption hand=5\nplayers 8\n").problem()).contains("do not fit");
      assertThat(malformed(HEADER + "players 9\n").line()).isEqualTo(3);
    }

    @Test
    @DisplayName("an option is NAME=VALUE with no spaces, set at most once (case-insensitively)")
    void options() {
      assertThat(malformed(HEADER + "option target = 7\n").line()).isEqualTo(3);
      assertThat(malformed(HEADER + "option target=\n").column()).isEqualTo(8);
      assertThat(malformed(HEADER + "option =7\n").column()).isEqualTo(8);
      MalformedRecordException twice = malformed(HEADER + "option Target=7\noption TARGET=8\n");
      assertThat(twice.line()).isEqualTo(4);
      assertThat(twice.column()).isEqualTo(8);
      assertThat(twice.problem()).contains("set twice");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "option after players | players 3\\noption target=7 | 4",
        "preset after option | option target=7\\npreset highcard | 4",
        "players twice | players 3\\nplayers 4 | 4",
        "preset twice | preset highcard\\npreset highcard | 4",
        "a seating statement of another game | teams 2 | 3",
        "'record' again | record 1 | 3",
        "'game' again | game highcard | 3"})
    @DisplayName("the header order is strict: out of order, repeated or foreign statements are malformed")
    void strictOrder(String why, String lines, int line) {
      MalformedRecordException e = malformed(HEADER + lines.replace("\\n", "\n") + "\n");
      assertThat(e.line()).isEqualTo(line);
      assertThat(e.column()).isEqualTo(1);
    }

    @Test
    @DisplayName("an unknown statement is malformed at its first word")
    void unknownStatement() {
      MalformedRecordException e = malformed(HEADER + "  colour red\n");
      assertThat(e.line()).isEqualTo(3);
      assertThat(e.column()).isEqualTo(3);
      assertThat(e.problem()).contains("unknown statement 'colour'");
    }

    @Test
    @DisplayName("a header statement after the first action is out of order")
    void headerAfterAction() {
      MalformedRecordException e = malformed(HEADER + SHUFFLE + "\nplayers 3\n");
      assertThat(e.line()).isEqualTo(4);
      assertThat(e.problem()).contains("header");
    }

    @Test
    @DisplayName("seating numbers must be numbers")
    void seatingNumber() {
      MalformedRecordException e = malformed(HEADER + "players three\n");
      assertThat(e.column()).isEqualTo(9);
    }
  }

  @Nested
  class Lexical {

    @Test
    @DisplayName("# starts a comment anywhere; blank lines are ignored but counted")
    void comments() {
      GameRecord record = ok("# a game\nrecord 1 # version\n\ngame highcard#toy\n" + SHUFFLE + " # deck\n"
          + "starter 0#first\n0 play 7c# lead\n");
      assertThat(record.body()).hasSize(3);
      assertThat(record.body().get(2).line()).isEqualTo(7);
      assertThat(((Statement.Play) record.body().get(2)).text()).isEqualTo("0 play 7c");
    }

    @Test
    @DisplayName("words are separated by spaces or tabs; CRLF line ends are fine")
    void tabsAndCrlf() {
      GameRecord record = ok("record\t1\r\ngame \t highcard\r\n" + SHUFFLE.replace(' ', '\t') + "\r\nstarter\t0\r\n\t0 play\tac\r\n");
      assertThat(((Statement.Play) record.body().get(2)).action()).isEqualTo(new HighCardAction.Play(0, Card.of("AC")));
    }

    @Test
    @DisplayName("words are case-insensitive: statements, verbs, options, cards and codes")
    void caseInsensitive() {
      GameRecord record = ok("RECORD 1\nGame HighCard\nPRESET HIGHCARD\nOPTION Target=7\nPLAYERS 3\n"
          + SHUFFLE.toLowerCase() + "\nSTARTER 0\n1 PLAY Qs\nEXPECT REJECTED not_your_turn\n");
      assertThat(record.rules()).isEqualTo(new HighCardRules(Seating.players(3), Deck.standard52(), 3, 7));
      assertThat(((Statement.Play) record.body().get(2)).action()).isEqualTo(new HighCardAction.Play(1, Card.of("QS")));
      assertThat(((Statement.Expect) record.body().get(3)).expectation())
          .isEqualTo(new Expectation.Rejected(Optional.of(RejectionCode.NOT_YOUR_TURN)));
    }

    @Test
    @DisplayName("C-1 on input: 10 for T; a card C-1 does not define is malformed at its column")
    void cards() {
      GameRecord record = ok(HEADER + DEALT + "0 play 10h\n");
      assertThat(((Statement.Play) record.body().get(2)).action()).isEqualTo(new HighCardAction.Play(0, Card.of("TH")));
      MalformedRecordException bad = malformed(HEADER + DEALT + "0 play 1x\n");
      assertThat(bad.line()).isEqualTo(5);
      assertThat(bad.column()).isEqualTo(8);
      assertThat(bad.problem()).contains("'1x' is not a card");
      MalformedRecordException inShuffle = malformed(HEADER + "shuffle AC ZZ\n");
      assertThat(inShuffle.column()).isEqualTo(12);
    }

    @Test
    @DisplayName("a real card that the deck lacks parses: the game rejects it, the reader does not")
    void cardOutsideTheDeck() {
      GameRecord record = ok(HEADER + "option deck=32\nshuffle 2C\n0 play 2c\n");
      assertThat(((Statement.Play) record.body().get(0)).action()).isEqualTo(Shuffle.of(java.util.List.of(Card.of("2C"))));
    }

    @Test
    @DisplayName("the column counts characters from 1, tabs included, on the line as written")
    void columns() {
      MalformedRecordException e = malformed(HEADER + DEALT + " \t 0  play   zz\n");
      assertThat(e.line()).isEqualTo(5);
      assertThat(e.column()).isEqualTo(14);
      assertThat(e.getMessage()).isEqualTo("line 5, column 14: " + e.problem());
    }
  }

  @Nested
  class Body {

    @Test
    @DisplayName("chance lines: 'shuffle C…' and 'starter S'")
    void chance() {
      GameRecord record = ok(HEADER + "shuffle qs 7c\nstarter 2\nshuffle\n");
      assertThat(record.body()).extracting(s -> ((Statement.Play) s).action()).containsExactly(
          Shuffle.of(java.util.List.of(Card.of("QS"), Card.of("7C"))), new Starter(2), Shuffle.of(java.util.List.of()));
      assertThat(malformed(HEADER + "starter\n").line()).isEqualTo(3);
      assertThat(malformed(HEADER + "starter two\n").column()).isEqualTo(9);
      assertThat(malformed(HEADER + "starter 1 2\n").line()).isEqualTo(3);
    }

    @Test
    @DisplayName("player lines: 'S VERB ARGS…', parsed by the game's notation; seats may be out of range")
    void playerActions() {
      GameRecord record = ok(HEADER + "7 play qs\n-1 play qs\n");
      assertThat(record.body()).extracting(s -> ((Statement.Play) s).action())
          .containsExactly(new HighCardAction.Play(7, Card.of("QS")), new HighCardAction.Play(-1, Card.of("QS")));
      assertThat(malformed(HEADER + "0\n").problem()).contains("verb is missing");
      MalformedRecordException verb = malformed(HEADER + "0 dance qs\n");
      assertThat(verb.column()).isEqualTo(3);
      assertThat(verb.problem()).contains("unknown verb 'dance'");
      MalformedRecordException extra = malformed(HEADER + "0 play qs kd\n");
      assertThat(extra.column()).isEqualTo(11);
      MalformedRecordException missing = malformed(HEADER + "0 play\n");
      assertThat(missing.line()).isEqualTo(3);
    }

    @Test
    @DisplayName("expectations parse with their arguments")
    void expectations() {
      GameRecord record = ok(HEADER + "expect scores 1 -2 0\nexpect hand 1 qs 7c\nexpect hand 2\nexpect table\n"
          + "expect table ac\nexpect round 3\nexpect over\nexpect winner 0 2\n0 play qs\nexpect rejected\n");
      assertThat(record.body()).extracting(s -> s instanceof Statement.Expect e ? e.expectation().text() : "play")
          .containsExactly("scores 1 -2 0", "hand 1 QS 7C", "hand 2", "table", "table AC", "round 3", "over",
              "winner 0 2", "play", "rejected");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "expect | 1",
        "expect nothing | 8",
        "expect scores 1 x | 17",
        "expect hand | 8",
        "expect hand x | 13",
        "expect hand 0 zz | 15",
        "expect round | 8",
        "expect round 1 2 | 16",
        "expect over now | 13",
        "expect winner one | 15"})
    @DisplayName("a malformed expectation is malformed at the word at fault")
    void badExpectations(String line, int column) {
      MalformedRecordException e = malformed(HEADER + line + "\n");
      assertThat(e.line()).isEqualTo(3);
      assertThat(e.column()).isEqualTo(column);
    }

    @Test
    @DisplayName("'expect rejected [CODE]' must follow an action line, and takes one known code at most")
    void expectRejected() {
      assertThat(malformed(HEADER + "expect rejected\n").line()).as("after the header").isEqualTo(3);
      assertThat(malformed(HEADER + "expect round 1\nexpect rejected\n").line()).as("after an expectation").isEqualTo(4);
      assertThat(malformed(HEADER + "0 play qs\nexpect rejected\nexpect rejected\n").line()).as("twice").isEqualTo(5);
      assertThat(malformed(HEADER + "0 play qs\n# comment\n\nexpect rejected nope\n")).satisfies(e -> {
        assertThat(e.line()).isEqualTo(6);
        assertThat(e.column()).isEqualTo(17);
        assertThat(e.problem()).contains("unknown rejection code 'nope'");
      });
      assertThat(malformed(HEADER + "0 play qs\nexpect rejected game_over bad_shuffle\n").line()).isEqualTo(4);
      assertThat(ok(HEADER + SHUFFLE + "\n# a comment between\n\nexpect rejected bad_shuffle\n").body()).hasSize(2);
    }

    @Test
    @DisplayName("readPrefix keeps everything before the first malformed line")
    void prefix() {
      RecordReader.Reading reading = read(HEADER + DEALT + "0 play 7c\n0 play zz\n1 play 2c\n");
      assertThat(reading.record().orElseThrow().body()).hasSize(3);
      assertThat(reading.malformed().orElseThrow().line()).isEqualTo(6);
      assertThat(read("record 1\ngame chess\n").record()).isEmpty();
    }

    @Test
    @DisplayName("read() uses the registered games: the toy is not one, so its records are malformed there")
    void readUsesRegisteredGames() {
      assertThatThrownBy(() -> RecordReader.read(HEADER)).isInstanceOf(MalformedRecordException.class)
          .hasMessageContaining("unknown game 'highcard'");
    }
  }
}
