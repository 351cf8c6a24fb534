package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import kemkit.game.Chance;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hints and legend (H-2, H-7, H-8, H-12, H-13): from the seat's view and the options alone (H-15). */
class KhamulHintsTest {

  private final KhamulRules rules = Khamul.rules();

  @Test
  @DisplayName("H-2, H-12, H-13 the legend gives the values, the threshold and the penalties of the options in use")
  void legend() {
    KhamulRules strict = Khamul.rules(KhamulOptions.defaults().with(KhamulOptions.THRESHOLD, 3));
    assertThat(KhamulHints.of(strict, 0).legend()).extracting(h -> h.text())
        .contains("card values: A 1, 2 to 10 as marked, J 10, black Q 10, red Q 20, black K 10, red K 0")
        .anySatisfy(text -> assertThat(text).startsWith("say khamul at the start of your turn when your hand is worth 3"
            + " or less"))
        .anySatisfy(text -> assertThat(text).contains("+20 if you could have said khamul"))
        .contains("a black Queen discarded gives a power: force S: seat S draws the top stock card into a new slot,"
            + " unseen by anyone");
  }

  @Test
  @DisplayName("H-8, H-15 twins get equal hints; the turn's seat is told its move, a power what it does")
  void hintsFromTheViewOnly() {
    SplittableRandom rng = new SplittableRandom(9);
    KhamulState state = rules.start();
    boolean toldPower = false;
    boolean toldTurn = false;
    for (int step = 0; step < 3000 && !(toldPower && toldTurn && step > 1000); step++) {
      if (state.isOver()) {
        state = rules.start();
      }
      if (state.chanceDue().isPresent()) {
        state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
        continue;
      }
      for (int seat = 0; seat < 4; seat++) {
        KhamulState twin = rules.determinize(state, seat, rng);
        var hints = KhamulHints.of(rules, seat).hints(rules.view(state, seat));
        assertThat(KhamulHints.of(rules, seat).hints(rules.view(twin, seat))).isEqualTo(hints).isNotEmpty();
        if (state.phase() == Phase.POWER && state.turn() == seat) {
          Power power = state.power().orElseThrow();
          assertThat(hints.get(0).text()).isEqualTo("you discarded " + power.card() + ": " + power.does() + "; or skip");
          toldPower = true;
        }
        if (state.phase() == Phase.TURN_START && state.turn() == seat) {
          assertThat(hints.get(0).text()).startsWith("your turn: draw from the stock (draw) or take");
          toldTurn = true;
        }
      }
      int seat = rng.nextInt(4);
      var legal = rules.legalActions(state, seat).stream().filter(a -> !(a instanceof KhamulAction.Rearrange)).toList();
      if (!legal.isEmpty()) {
        state = rules.apply(state, legal.get(rng.nextInt(legal.size()))).state();
      }
    }
    assertThat(toldPower).as("a power was offered").isTrue();
    assertThat(toldTurn).as("a turn began").isTrue();
  }
}
