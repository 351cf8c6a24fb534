package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import kemkit.game.Chance;
import kemkit.game.Narration.Sentence;
import kemkit.kemps.Kemps;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hints (K-8 to K-18): what a seat may do now and why, from its view alone (C-6). */
class FamilyHintsTest {

  private final FamilyRules rules = Kemps.rules();

  @Test
  @DisplayName("K-11 the Kemps dealer is told that everyone waits for its sweep; another seat is told who sweeps")
  void dealerStall() {
    FamilyState dealt = rules.apply(rules.start(), Chance.roll(rules.start().chanceDue().orElseThrow(),
        new SplittableRandom(3))).state();
    int dealer = dealt.dealer();

    List<Sentence> mine = FamilyHints.of(rules, dealer).hints(rules.view(dealt, dealer));
    assertThat(mine).anySatisfy(hint -> {
      assertThat(hint.text()).startsWith("you deal: sweep the table when nobody wants its cards (sweep), or wait for"
          + " an exchange").contains("everyone waits for you");
      assertThat(hint.ruleId()).isEqualTo("K-11");
    });
    int other = (dealer + 1) % 4;
    assertThat(FamilyHints.of(rules, other).hints(rules.view(dealt, other)))
        .anySatisfy(hint -> assertThat(hint.text()).isEqualTo("when nobody wants the table, the dealer, seat " + dealer
            + ", sweeps it"))
        .anySatisfy(hint -> assertThat(hint.text()).startsWith("your team has no sign yet"));
  }

  @Test
  @DisplayName("C-6 hints read the view only: a determinized state the seat cannot tell apart gives equal hints")
  void twinsGetEqualHints() {
    SplittableRandom rng = new SplittableRandom(5);
    FamilyState state = rules.start();
    int compared = 0;
    for (int step = 0; step < 600 && !state.isOver(); step++) {
      if (state.chanceDue().isPresent()) {
        state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
        continue;
      }
      for (int seat = 0; seat < 4; seat++) {
        FamilyState twin = rules.determinize(state, seat, rng);
        assertThat(rules.view(twin, seat)).isEqualTo(rules.view(state, seat));
        assertThat(FamilyHints.of(rules, seat).hints(rules.view(twin, seat)))
            .isEqualTo(FamilyHints.of(rules, seat).hints(rules.view(state, seat))).isNotEmpty();
        compared++;
      }
      int seat = rng.nextInt(4);
      var legal = rules.legalActions(state, seat);
      if (!legal.isEmpty()) {
        state = rules.apply(state, legal.get(rng.nextInt(legal.size()))).state();
      }
    }
    assertThat(compared).isGreaterThan(100);
  }
}
