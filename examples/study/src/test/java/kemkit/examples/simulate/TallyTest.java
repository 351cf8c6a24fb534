package kemkit.examples.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import kemkit.bots.BotKind;
import kemkit.game.Setup;
import kemkit.kemps.Kemps;
import kemkit.khamul.Khamul;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The tallies count what the rules did: checked against what the rules say must add up. */
class TallyTest {

  @Test
  @DisplayName("K-16 to K-19, K-20: in Kemps every round ends in exactly one call, and the tally says which")
  void kempsRoundsEndInOneCall() {
    Plan plan = new Plan(Kemps.rules(), Lineup.parse("heuristic,random").orElseThrow(), 12, 3, 1, 100_000, false);
    for (int game = 0; game < plan.games(); game++) {
      GameResult result = Simulator.play(plan, game);
      long calls = result.tally().entrySet().stream()
          .filter(e -> e.getKey().endsWith(" right") || e.getKey().endsWith(" wrong"))
          .mapToLong(e -> e.getValue()).sum();

      assertThat(result.over()).isTrue();
      assertThat(calls).as("game %d", game).isEqualTo(result.roundsEnded()).isPositive();
      assertThat(result.tally()).containsKeys("kemps right", "cut wrong", "double-cut right", "sweeps", "exchanges")
          .doesNotContainKeys("blocks", "sweeps refused", "deals voided");
    }
  }

  @Test
  @DisplayName("H-13, H-14: the round scores counted per seat add up to each seat's final total")
  void khamulRoundScoresAddUp() throws Exception {
    Plan plan = new Plan(Khamul.rules(Setup.of("khamul").withSeating("players", 3)), Lineup.of(BotKind.HEURISTIC),
        10, 8, 1, 100_000, false);
    for (int game = 0; game < plan.games(); game++) {
      GameResult result = Simulator.play(plan, game);

      assertThat(result.over()).isTrue();
      for (int seat = 0; seat < 3; seat++) {
        assertThat(result.tally().get("round score seat " + seat)).as("game %d seat %d", game, seat)
            .isEqualTo(result.scores().get(seat).longValue());
      }
      assertThat(result.tally().get("announcements")).isLessThanOrEqualTo(result.roundsEnded());
      assertThat(result.roundsEnded()).isEqualTo(result.rounds());
    }
  }
}
