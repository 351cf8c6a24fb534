package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * record-format.md, "What a validator reports" (fifth edition): a bad header is reported at its
 * first wrong statement in line order, each statement judged with those before it and the preset's
 * defaults for the rest, whatever is wrong with it: it does not parse, is out of place or repeated,
 * belongs to another game, names a preset, option or value the game lacks, or breaks a limit.
 */
class HeaderLineOrderTest {

  @ParameterizedTest(name = "game {0}: {1} is malformed at line 3")
  @DisplayName("a wrong preset, option or value is reported at its own line, whatever follows it")
  @CsvSource(delimiter = '|', value = {
      "khamul | preset kems-en / teams 2",
      "kemps  | option nosuch=1 / players 4",
      "kemps  | option top=maybe / option top=no",
      "kemps  | option winby=yes / teams 2 / preset kemps",
      "kemps  | option target=0 / players 4",
      "kemps  | teams 9 / option target=3",
      "kems   | teams 9 / option target=3",
      "kems   | preset khamul / option nosuch=1",
  })
  void reportedAtTheFirstWrongStatement(String game, String statements) {
    Verdict verdict = Validator.validate(header(game, List.of(statements.split(" / "))));

    assertThat(verdict).isInstanceOf(Verdict.Malformed.class);
    assertThat(((Verdict.Malformed) verdict).line()).as(verdict.describe()).isEqualTo(3);
  }

  @Test
  @DisplayName("a statement that breaks a rule only with the ones before it is reported at its line (fourth edition, kept)")
  void judgedWithTheStatementsBefore() {
    Verdict verdict = Validator.validate(header("kems", List.of("preset kems-en", "option deck=32", "teams 4")));
    assertThat(((Verdict.Malformed) verdict).line()).as(verdict.describe()).isEqualTo(5);
  }

  /** The statements headers are drawn from, per game: right ones, wrong ones and some of another game. */
  private static final ImmutableMap<String, ImmutableList<String>> STATEMENTS = ImmutableMap.of(
      "kemps", ImmutableList.of("preset kemps", "preset kems-en", "preset nosuch", "option top=yes",
          "option top=maybe", "option target=7", "option target=0", "option deck=32", "option deck=36",
          "option winBy=2", "option winby=yes", "option nosuch=1", "option target", "teams 2",
          "teams 3", "teams 9", "team-size 2", "team-size 4", "dealer 1", "dealer 9", "players 4",
          "teams x"),
      "kems", ImmutableList.of("preset kems-fr32", "preset kems-en", "preset kemps", "option top=no",
          "option top=maybe", "option target=3", "option target=0", "option deck=32",
          "option kemsPoints=0", "option nosuch=1", "option =1", "teams 2", "teams 4", "teams 9",
          "team-size 3", "dealer 0", "dealer 7", "players 4"),
      "khamul", ImmutableList.of("preset khamul", "preset kems-en", "option threshold=5",
          "option threshold=-1", "option target=50", "option target=0", "option snapMatch=value",
          "option snapMatch=suit", "option nosuch=1", "players 2", "players 6", "players 9",
          "players 1", "dealer 1", "dealer 5", "teams 2", "players"));

  @Test
  @DisplayName("property: the line reported is the first statement whose header so far is wrong, and what follows it changes nothing")
  void firstWrongStatementInLineOrder() {
    long base = 0x5EEDL;
    int checked = 0;
    for (int i = 0; i < 600; i++) {
      long seed = base + i;
      SplittableRandom rng = new SplittableRandom(seed);
      String game = STATEMENTS.keySet().asList().get(rng.nextInt(STATEMENTS.size()));
      ImmutableList<String> pool = STATEMENTS.get(game);
      List<String> statements = new ArrayList<>();
      int count = 1 + rng.nextInt(5);
      for (int s = 0; s < count; s++) {
        statements.add(pool.get(rng.nextInt(pool.size())));
      }
      if (!holds(Validator::validate, game, statements)) {
        List<String> shrunk = shrink(game, statements);
        throw new AssertionError("seed " + seed + ": the header below is reported at the wrong line ("
            + Validator.validate(header(game, shrunk)).describe() + ")\n" + header(game, shrunk));
      }
      checked += Validator.validate(header(game, statements)) instanceof Verdict.Malformed ? 1 : 0;
    }
    // A property over right headers alone would check nothing.
    assertThat(checked).as("wrong headers among the 600").isGreaterThan(300);
  }

  @Test
  @DisplayName("the property fails on a validator that reports a later line")
  void thePropertyCanFail() {
    // As the fourth edition's validator did for some faults: a header wrong anywhere is blamed on
    // a later line (here its last). The property must call that wrong.
    Function<String, Verdict> late = text -> Validator.validate(text) instanceof Verdict.Malformed m
        ? new Verdict.Malformed((int) text.lines().count(), 0, m.problem()) : Validator.validate(text);
    assertThat(holds(late, "kemps", List.of("option nosuch=1", "players 4"))).isFalse();
    assertThat(holds(Validator::validate, "kemps", List.of("option nosuch=1", "players 4"))).isTrue();
  }

  /**
   * {@return whether {@code validator}'s verdict on the header made of {@code statements} is where
   * the rule puts it} For a malformed header reported at line k: the statements before line k
   * validate, and the header cut after line k is reported at line k with the same problem.
   */
  private static boolean holds(Function<String, Verdict> validator, String game, List<String> statements) {
    Verdict verdict = validator.apply(header(game, statements));
    if (!(verdict instanceof Verdict.Malformed malformed)) {
      return true;
    }
    int k = malformed.line();
    if (k < 3 || k > statements.size() + 2) {
      return false;
    }
    if (validator.apply(header(game, statements.subList(0, k - 3))) instanceof Verdict.Malformed) {
      return false;
    }
    return validator.apply(header(game, statements.subList(0, k - 2))).equals(verdict);
  }

  /** {@return a shorter list of statements that still breaks the property: one dropped at a time} */
  private static List<String> shrink(String game, List<String> statements) {
    List<String> list = new ArrayList<>(statements);
    boolean shorter = true;
    while (shorter) {
      shorter = false;
      for (int i = 0; i < list.size(); i++) {
        List<String> candidate = new ArrayList<>(list);
        candidate.remove(i);
        if (!holds(Validator::validate, game, candidate)) {
          list = candidate;
          shorter = true;
          break;
        }
      }
    }
    return list;
  }

  private static String header(String game, List<String> statements) {
    StringBuilder text = new StringBuilder("record 1\ngame " + game + "\n");
    for (String statement : statements) {
      text.append(statement.strip()).append('\n');
    }
    return text.toString();
  }
}
