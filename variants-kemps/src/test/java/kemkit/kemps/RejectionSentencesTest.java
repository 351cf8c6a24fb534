package kemkit.kemps;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import kemkit.conformance.SentenceTable;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Chance;
import kemkit.game.Rejection;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * §R, C-5: every rejection of Kemps says what is wrong with this action, then the rule, in the
 * third person for a log and in the second person for the seat that acted. The table of sentences
 * ({@code src/test/resources/rejections/kemps.tsv}) is what random play meets at every rejection
 * site; a changed sentence, or a new site, fails here until the table is reviewed (the test writes
 * the new one to {@code target/rejections/kemps.tsv}).
 */
class RejectionSentencesTest {

  @Test
  @DisplayName("§R every rejection sentence met in three seeded games is the one in the table")
  void sentencesMatchTheTable() throws Exception {
    SentenceTable table = SentenceTable.explore(Kemps.rules(), 2, 500);
    Path written = table.write("kemps");
    assertThat(table.text()).as("review %s and copy it to src/test/resources/rejections/kemps.tsv", written)
        .isEqualTo(SentenceTable.read(getClass(), "/rejections/kemps.tsv").orElse(""));
    assertThat(table.rows()).hasSizeGreaterThan(18);
  }

  @Test
  @DisplayName("§R K-20 with three teams a bare cut names no team: the sentences of a six-seat table")
  void threeTeams() throws Exception {
    SentenceTable table = SentenceTable.explore(Kemps.rules(kemkit.game.Setup.of("kemps").withSeating("teams", 3)), 1, 300);
    Path written = table.write("kemps-3-teams");
    assertThat(table.text()).as("review %s and copy it to src/test/resources/rejections/kemps-3-teams.tsv", written)
        .isEqualTo(SentenceTable.read(getClass(), "/rejections/kemps-3-teams.tsv").orElse(""));
    assertThat(table.text()).contains("names no team: with more than two teams it must name the opposing team it means");
  }

  @Test
  @DisplayName("K-20 the refusals the issue found backwards read the right way round, to the seat")
  void backwardRefusals() {
    FamilyRules rules = Kemps.rules();
    FamilyState dealt = rules.apply(rules.start(), Chance.roll(rules.start().chanceDue().orElseThrow(),
        new SplittableRandom(1))).state();

    assertThat(refusal(rules, dealt, "kemps", "2").toActor()).isEqualTo("seat 2 is an opponent: 'kemps' names your partner");
    assertThat(refusal(rules, dealt, "kemps", "2").message())
        .isEqualTo("seat 2 is an opponent: 'kemps' names seat 1's partner");
    assertThat(refusal(rules, dealt, "cut", "1").toActor()).isEqualTo("team 1 is your own team: 'cut' names an opposing team");
    String notMine = dealt.hand(0).get(0).toString();
    String notOnTable = dealt.hand(2).get(0).toString();
    assertThat(refusal(rules, dealt, "exchange", notMine, dealt.table().orElseThrow().get(0).toString()).toActor())
        .isEqualTo(notMine + " is not in your hand: an exchange gives a card of your hand for one on the table");
    assertThat(refusal(rules, dealt, "exchange", dealt.hand(1).get(0).toString(), notOnTable).toActor())
        .isEqualTo(notOnTable + " is not on the table: an exchange takes a card of the table");
    assertThat(refusal(rules, dealt, "sweep").toActor())
        .isEqualTo("you are not the dealer: only the dealer, seat 0, sweeps");
    assertThat(refusal(rules, dealt, "sweep").rule()).isEqualTo("K-11");
  }

  @Test
  @DisplayName("C-5 a typed word is never read as a place of the template: {you} in a sign stays as typed")
  void typedWordsStayAsTyped() {
    Rejection refusal = Rejection.of(kemkit.game.RejectionCode.BAD_ARGUMENT, "K-2", 1, "'%s' is not {your} word", "{you}%s");
    assertThat(refusal.toActor()).isEqualTo("'{you}%s' is not your word");
    assertThat(refusal.message()).isEqualTo("'{you}%s' is not seat 1's word");
  }

  private static Rejection refusal(FamilyRules rules, FamilyState state, String verb, String... args) {
    try {
      FamilyAction action = rules.notation().parse(1, verb, java.util.List.of(args));
      return rules.apply(state, action).rejection().orElseThrow();
    } catch (kemkit.game.NotationException e) {
      throw new AssertionError(e);
    }
  }
}
