package kemkit.record;

import static kemkit.record.Records.DEALT;
import static kemkit.record.Records.HEADER;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.RejectionCode;
import kemkit.toy.HighCard;
import kemkit.toy.HighCardRules;
import kemkit.toy.HighCardState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** record-format.md, "What a validator reports", with the toy game High card. */
class ValidatorTest {

  /** Seat 0 holds AC 4C 7C, seat 1 2C 5C 8C, seat 2 3C 6C 9C; seat 0 leads. Lines 1-4. */
  private static final String START = HEADER + DEALT;

  private static Verdict validate(String text) {
    return Validator.validate(text, HighCard.games());
  }

  @Test
  @DisplayName("ok: every line held; the verdict has the final scores and exit code 0")
  void ok() {
    Verdict verdict = validate(START + "0 play 7c\nexpect table 7C\n1 play 8c\n2 play 9c\nexpect scores 0 0 1\n"
        + "expect table\nexpect hand 0 ac 4c\nexpect hand 1 5c 2c\nexpect round 1\n");
    assertThat(verdict).isEqualTo(new Verdict.Ok(ImmutableList.of(0, 0, 1), 1, false));
    assertThat(verdict.exitCode()).isZero();
    assertThat(verdict.describe()).isEqualTo("ok: final scores 0 0 1 (round 1)");
  }

  @Test
  @DisplayName("illegal: a rejected action with no 'expect rejected' after it; exit code 1")
  void illegal() {
    Verdict verdict = validate(START + "1   play 8c # out of turn\n0 play 7c\n");
    assertThat(verdict).isInstanceOfSatisfying(Verdict.Illegal.class, v -> {
      assertThat(v.line()).isEqualTo(5);
      assertThat(v.action()).isEqualTo("1   play 8c");
      assertThat(v.rejection().code()).isEqualTo(RejectionCode.NOT_YOUR_TURN);
    });
    assertThat(verdict.exitCode()).isEqualTo(1);
    assertThat(verdict.describe()).startsWith("illegal: line 5: '1   play 8c' rejected NOT_YOUR_TURN (");
  }

  @Test
  @DisplayName("'expect rejected' holds after a rejected action, with or without its code")
  void expectedRejections() {
    assertThat(validate(START + "1 play 8c\nexpect rejected\n0 play 9c\n# a comment\nexpect rejected not_in_hand\n"
        + "0 play 7c\n")).isInstanceOf(Verdict.Ok.class);
  }

  @Test
  @DisplayName("mismatch: a rejection with another code than expected, at the expectation's line")
  void wrongCode() {
    Verdict verdict = validate(START + "1 play 8c\nexpect rejected not_in_hand\n");
    assertThat(verdict).isInstanceOfSatisfying(Verdict.Mismatch.class, v -> {
      assertThat(v.line()).isEqualTo(6);
      assertThat(v.expected()).isEqualTo("rejected NOT_IN_HAND");
      assertThat(v.actual()).startsWith("rejected NOT_YOUR_TURN");
    });
  }

  @Test
  @DisplayName("mismatch: an accepted action followed by 'expect rejected'")
  void acceptedButExpectedRejected() {
    assertThat(validate(START + "0 play 7c\nexpect rejected\n"))
        .isEqualTo(new Verdict.Mismatch(6, "rejected", "the action accepted"));
  }

  @Test
  @DisplayName("mismatch: each expectation says what was expected and what the game shows")
  void mismatches() {
    String played = START + "0 play 7c\n1 play 8c\n2 play 9c\n";
    assertThat(validate(played + "expect scores 1 0 0\n")).isEqualTo(new Verdict.Mismatch(8, "scores 1 0 0", "scores 0 0 1"));
    assertThat(validate(played + "expect hand 0 ac\n")).isEqualTo(new Verdict.Mismatch(8, "hand 0 AC", "hand 0 AC 4C"));
    assertThat(validate(played + "expect hand 3 ac\n")).isEqualTo(new Verdict.Mismatch(8, "hand 3 AC", "no seat 3"));
    assertThat(validate(played + "expect table 9c\n")).isEqualTo(new Verdict.Mismatch(8, "table 9C", "table"));
    assertThat(validate(played + "expect round 2\n")).isEqualTo(new Verdict.Mismatch(8, "round 2", "round 1"));
    assertThat(validate(played + "expect over\n")).isEqualTo(new Verdict.Mismatch(8, "over", "the game still in round 1"));
    assertThat(validate(played + "expect winner 2\n"))
        .isEqualTo(new Verdict.Mismatch(8, "winner 2", "the game still in round 1"));
    assertThat(validate(played + "expect round 2\n").describe())
        .isEqualTo("mismatch: line 8: expected round 2, but the game shows round 1");
  }

  @Test
  @DisplayName("malformed: line and column of the first line that is not a record; exit code 2")
  void malformed() {
    Verdict verdict = validate(START + "0 play 7c\n1 play 8x\n");
    assertThat(verdict).isEqualTo(new Verdict.Malformed(6, 8, "'8x' is not a card (C-1: rank then suit, as TH)"));
    assertThat(verdict.exitCode()).isEqualTo(2);
    assertThat(verdict.describe()).isEqualTo("malformed: line 6, column 8: '8x' is not a card (C-1: rank then suit, as TH)");
    assertThat(validate("record 1\ngame chess\n")).isInstanceOfSatisfying(Verdict.Malformed.class,
        v -> assertThat(v.line()).isEqualTo(2));
    assertThat(new Verdict.Malformed(3, 0, "bad header").describe()).isEqualTo("malformed: line 3: bad header");
  }

  @Test
  @DisplayName("failures are reported in line order: an illegal or mismatched line before a malformed one wins")
  void lineOrder() {
    assertThat(validate(START + "1 play 8c\n0 play zz\n")).isInstanceOfSatisfying(Verdict.Illegal.class,
        v -> assertThat(v.line()).isEqualTo(5));
    assertThat(validate(START + "expect round 2\n0 play zz\n")).isInstanceOfSatisfying(Verdict.Mismatch.class,
        v -> assertThat(v.line()).isEqualTo(5));
    assertThat(validate(START + "0 play zz\n1 play 8c\n")).isInstanceOfSatisfying(Verdict.Malformed.class,
        v -> assertThat(v.line()).isEqualTo(5));
    assertThat(validate(START + "0 play 7c\nexpect rejected bogus\n1 play 5c\n"))
        .as("an unknown code is malformed, so the action before it is not replayed as 'expected rejected'")
        .isInstanceOfSatisfying(Verdict.Malformed.class, v -> assertThat(v.line()).isEqualTo(6));
  }

  @Test
  @DisplayName("a whole game: 'expect over' and 'expect winner' hold at the end, and a rejected GAME_OVER after it")
  void wholeGame() {
    HighCardRules rules = HighCardRules.of(3);
    SplittableRandom rng = new SplittableRandom(9);
    HighCardState state = rules.start();
    List<Action> actions = new ArrayList<>();
    while (!state.isOver()) {
      Action action = state.chanceDue().isPresent() ? Chance.roll(state.chanceDue().get(), rng)
          : rules.legalActions(state, state.turn()).get(0);
      actions.add(action);
      state = rules.apply(state, action).state();
    }
    int winner = state.winners().iterator().next();
    String record = RecordWriter.write(rules, actions) + "expect over\nexpect winner " + winner + "\nexpect scores"
        + state.scores().stream().map(s -> " " + s).reduce("", String::concat) + "\n" + Records.SHUFFLE
        + "\nexpect rejected game_over\n";

    Verdict verdict = validate(record);

    assertThat(verdict).isEqualTo(new Verdict.Ok(state.scores(), state.round(), true));
    assertThat(verdict.describe()).endsWith("(game over)");
    assertThat(validate(record.replace("expect winner " + winner, "expect winner " + (winner + 1) % 3)))
        .isInstanceOf(Verdict.Mismatch.class);
  }

  @Test
  @DisplayName("validate(text) uses the registered games: a toy record is malformed there, never a crash")
  void registeredGamesOnly() {
    assertThat(Validator.validate(START)).isInstanceOf(Verdict.Malformed.class);
  }
}
