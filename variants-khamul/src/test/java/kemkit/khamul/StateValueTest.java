package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A state stays a value however it keeps its books: a stock counted down from the pile it was
 * dealt equals the same cards as a fresh pile, and an outcome's events, made on demand, are the
 * same whenever they are asked for.
 */
class StateValueTest {

  @Test
  @DisplayName("C-5: a state whose stock was drawn from equals the state holding the cards left as a new pile")
  void drawnStockIsAValue() {
    KhamulRules rules = Khamul.rules();
    RandomPlayer player = new RandomPlayer(rules, 11);
    KhamulState state = rules.start();
    int compared = 0;
    for (int step = 0; step < 3_000 && !state.isOver(); step++) {
      state = rules.apply(state, player.next(state)).state();
      if (!state.stock().isEmpty()) {
        // The stock as dealt is the deck order less the cards drawn from its top; rebuilt, a new pile.
        String cards = state.stock().cards().stream().map(Card::toString).collect(Collectors.joining(" "));
        KhamulState rebuilt = Tweak.of(state).stock(cards).scores(state.scores().toArray(new Integer[0])).state();
        assertThat(rebuilt.stock()).isNotSameAs(state.stock());
        assertThat(rebuilt).as("step %d", step).isEqualTo(state);
        assertThat(state).isEqualTo(rebuilt);
        assertThat(rebuilt.hashCode()).isEqualTo(state.hashCode());
        assertThat(rebuilt.toString()).isEqualTo(state.toString());
        assertThat(rebuilt.stock()).isEqualTo(state.stock());
        assertThat(rebuilt.stock().size()).isEqualTo(state.stockSize());
        compared++;
      }
    }
    assertThat(compared).as("states with a drawn stock met").isGreaterThan(100);
  }

  @Test
  @DisplayName("C-5: events asked for after later actions are those asked for at once")
  void lateEvents() {
    KhamulRules rules = Khamul.rules();
    RandomPlayer player = new RandomPlayer(rules, 5);
    KhamulState state = rules.start();
    List<Outcome<KhamulState, KhamulEvent>> late = new ArrayList<>();
    List<ImmutableList<KhamulEvent>> atOnce = new ArrayList<>();
    for (int step = 0; step < 2_000 && !state.isOver(); step++) {
      Action action = player.next(state);
      atOnce.add(rules.apply(state, action).events());
      Outcome<KhamulState, KhamulEvent> outcome = rules.apply(state, action);
      late.add(outcome);
      state = outcome.state();
    }
    assertThat(late).hasSizeGreaterThan(100);
    for (int i = 0; i < late.size(); i++) {
      assertThat(late.get(i).events()).as("action %d", i).isEqualTo(atOnce.get(i)).isNotEmpty();
    }
  }
}
