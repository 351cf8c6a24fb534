package kemkit.json;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.ForeignStateException;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.RuleSet;
import kemkit.game.Starter;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * RuleSet's contract across games, where every game is on the path (as in a server): a state or an
 * event of another game gets ForeignStateException from every call, never a ClassCastException,
 * for every pairing of the games (issue 22). A rule set of the same game with another setup is the
 * conformance kit's business.
 */
class ForeignGamesTest {

  @Test
  @DisplayName("RuleSet: every pairing of games, every call, refuses the other game's state and events")
  void everyPairingEveryCall() {
    List<RuleSet<?, ?, ?, ?>> games = List.of(Kemps.rules(), Kems.rules("kems-classic"), Khamul.rules());
    for (RuleSet<?, ?, ?, ?> rules : games) {
      for (RuleSet<?, ?, ?, ?> other : games) {
        if (other.start().getClass() != rules.start().getClass()) {
          refusesEverything(rules, other);
        }
      }
    }
  }

  private static <S extends GameState> Outcome<S, ?> dealt(RuleSet<S, ?, ?, ?> rules) {
    S start = rules.start();
    return rules.apply(start, Chance.roll(start.chanceDue().orElseThrow(), new SplittableRandom(1)));
  }

  private static <E extends Event> void refusesEverything(RuleSet<?, ?, E, ?> rules, RuleSet<?, ?, ?, ?> other) {
    Outcome<?, ?> dealt = dealt(other);
    GameState state = dealt.state();
    String pair = other.game() + "'s state given to " + rules.game();
    assertThatThrownBy(() -> rules.apply(state, new Starter(0))).as(pair).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> rules.legalActions(state, 0)).as(pair).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> rules.legalActionCount(state, 0)).as(pair).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> rules.legalAction(state, 0, 0)).as(pair).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> rules.view(state, 0)).as(pair).isInstanceOf(ForeignStateException.class);
    assertThatThrownBy(() -> rules.determinize(state, 0, new SplittableRandom(2)))
        .as(pair).isInstanceOf(ForeignStateException.class);
    // What a raw RuleSet lets through: the list's elements keep their own game's class.
    @SuppressWarnings("unchecked")
    ImmutableList<E> events = (ImmutableList<E>) (ImmutableList<?>) ImmutableList.copyOf(dealt.events());
    assertThatThrownBy(() -> rules.eventsSeenBy(0, events))
        .as(other.game() + "'s events given to " + rules.game()).isInstanceOf(ForeignStateException.class)
        .hasMessageContaining(rules.game());
  }
}
