package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.EnumSet;
import java.util.Set;
import kemkit.game.Action;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The indexed view of the legal actions ({@code legalActionCount}, {@code legalAction}) is made
 * from the state without the list, by its own walk over the same predicates; the list is made
 * once per situation and kept. They must agree everywhere: at every state of seeded random games,
 * for every seat, the count is the list's size and the action at each index the list's.
 */
class LegalActionIndexTest {

  private static final int STEPS = 3_000;

  @ParameterizedTest(name = "{0} players")
  @ValueSource(ints = {2, 4, 6})
  @DisplayName("C-4, H-7, H-8: legalAction(i) is legalActions().get(i) for every i, and the count is the size")
  void indexedViewIsTheList(int players) {
    KhamulRules rules = Khamul.rules(KhamulOptions.defaults().withPlayers(players).with(KhamulOptions.TARGET, 60));
    long seed = 31L * players;
    RandomPlayer player = new RandomPlayer(rules, seed);
    Set<Power> powers = EnumSet.noneOf(Power.class);
    Set<Phase> phases = EnumSet.noneOf(Phase.class);
    KhamulState state = rules.start();
    for (int step = 0; step < STEPS; step++) {
      if (state.isOver()) {
        state = rules.start();
      }
      phases.add(state.phase());
      state.power().ifPresent(powers::add);
      for (int seat = -1; seat <= players; seat++) {
        ImmutableList<KhamulAction> list = rules.legalActions(state, seat);
        int count = rules.legalActionCount(state, seat);
        assertThat(count).as("seed %d, step %d, seat %d: the count", seed, step, seat).isEqualTo(list.size());
        for (int i = 0; i < count; i++) {
          assertThat(rules.legalAction(state, seat, i)).as("seed %d, step %d, seat %d, index %d", seed, step, seat, i)
              .isEqualTo(list.get(i));
        }
        KhamulState at = state;
        int s = seat;
        assertThatThrownBy(() -> rules.legalAction(at, s, count)).isInstanceOf(IndexOutOfBoundsException.class);
      }
      Action action = player.next(state);
      state = rules.apply(state, action).state();
    }
    // The walk has a branch per phase and per power: the games must have gone through each.
    assertThat(powers).as("powers met").containsExactlyInAnyOrder(Power.values());
    assertThat(phases).as("phases met").contains(Phase.PEEKING, Phase.TURN_START, Phase.HOLDING_DRAWN,
        Phase.HOLDING_TAKEN, Phase.POWER);
  }
}
