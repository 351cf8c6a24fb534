package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import kemkit.game.Chance;
import kemkit.game.Rejection;
import kemkit.conformance.SentenceTable;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * §R, C-5: every rejection of Khamul says what is wrong with this action, then the rule, in the
 * third person for a log and in the second person for the seat that acted. The table of sentences
 * ({@code src/test/resources/rejections/khamul.tsv}) is what random play meets at every rejection
 * site; a changed sentence, or a new site, fails here until the table is reviewed (the test writes
 * the new one to {@code target/rejections/khamul.tsv}).
 */
class RejectionSentencesTest {

  @Test
  @DisplayName("§R every rejection sentence met in three seeded games is the one in the table")
  void sentencesMatchTheTable() throws Exception {
    SentenceTable table = SentenceTable.explore(Khamul.rules(), 3, 3000);
    Path written = table.write("khamul");
    assertThat(table.text()).as("review %s and copy it to src/test/resources/rejections/khamul.tsv", written)
        .isEqualTo(SentenceTable.read(getClass(), "/rejections/khamul.tsv").orElse(""));
    assertThat(table.rows()).hasSizeGreaterThan(25);
  }


  @Test
  @DisplayName("H-8 the powers' targets: force on yourself, a king swap with a slot the target lacks, another power")
  void powerTargets() throws Exception {
    KhamulRules rules = Khamul.rules();
    KhamulState force = until(rules, state -> state.power().equals(Optional.of(Power.FORCE)));
    int me = force.turn();
    assertThat(refusal(rules, force, me, "force " + me).toActor())
        .isEqualTo("seat " + me + " is you: 'force' names another seat");
    assertThat(refusal(rules, force, me, "force " + me).message())
        .isEqualTo("seat " + me + " is the player: 'force' names another seat");
    assertThat(refusal(rules, force, me, "force 7").toActor()).isEqualTo("there is no seat 7: the seats are 0 to 3");
    assertThat(refusal(rules, force, me, "look 0").toActor())
        .isEqualTo("the pending power is force, not look: a power is the one of the card discarded");

    KhamulState kswap = until(rules, state -> state.power().equals(Optional.of(Power.KSWAP)));
    int king = kswap.turn();
    int other = (king + 1) % 4;
    assertThat(refusal(rules, kswap, king, "kswap 0 " + other + " 30").toActor())
        .isEqualTo("there is no slot 30 in seat " + other + "'s hand: it has slots 0 to "
            + (kswap.handOf(other).size() - 1));
    assertThat(refusal(rules, kswap, king, "kswap 30 " + other + " 0").toActor())
        .isEqualTo("there is no slot 30 in your hand: it has slots 0 to " + (kswap.handOf(king).size() - 1));
  }

  /** {@return the first state of seeded random games where {@code wanted} holds} */
  private static KhamulState until(KhamulRules rules, Predicate<KhamulState> wanted) {
    SplittableRandom rng = new SplittableRandom(7);
    KhamulState state = rules.start();
    for (int step = 0; step < 100_000; step++) {
      if (wanted.test(state)) {
        return state;
      }
      if (state.isOver()) {
        state = rules.start();
      } else if (state.chanceDue().isPresent()) {
        state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
      } else {
        int seat = rng.nextInt(4);
        List<KhamulAction> legal = rules.legalActions(state, seat).stream()
            .filter(a -> !(a instanceof KhamulAction.Rearrange)).toList();
        if (!legal.isEmpty()) {
          state = rules.apply(state, legal.get(rng.nextInt(legal.size()))).state();
        }
      }
    }
    throw new AssertionError("no such state in 100,000 steps");
  }

  private static Rejection refusal(KhamulRules rules, KhamulState state, int seat, String line) throws Exception {
    List<String> words = List.of(line.split(" "));
    return rules.apply(state, rules.notation().parse(seat, words.get(0), words.subList(1, words.size())))
        .rejection().orElseThrow();
  }
}
