package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Khamul's verbs: the legal actions are listed from the verbs of the state's phase only, so a
 * verb that names too few phases would leave out actions its check accepts. In seeded games of every
 * table size and both rearrange options, asking every verb gives the count the phase's verbs give.
 */
class VerbsTest {

  @Test
  @DisplayName("H-5..H-12: the verbs of a phase list every action that all the verbs list, in every state met")
  void phaseIndexMissesNothing() {
    int compared = 0;
    for (int players = 2; players <= 6; players++) {
      for (KhamulOptions.Rearrange rearrange : KhamulOptions.Rearrange.values()) {
        KhamulOptions options = KhamulOptions.defaults().withPlayers(players).with(KhamulOptions.REARRANGE, rearrange);
        KhamulRules rules = Khamul.rules(options);
        RandomPlayer player = new RandomPlayer(rules, 31L * players + rearrange.ordinal());
        KhamulState state = rules.start();
        for (int step = 0; step < 1_500 && !state.isOver(); step++) {
          if (!state.isChanceDue()) {
            for (int seat = 0; seat < players; seat++) {
              assertThat(rules.legalActionCount(state, seat)).as("%s, seat %d", state.phase(), seat)
                  .isEqualTo(KhamulRules.verbs().countAsked(options, state, seat));
              compared++;
            }
          }
          state = rules.apply(state, player.next(state)).state();
        }
      }
    }
    assertThat(compared).as("seat-states compared").isGreaterThan(5_000);
  }
}
