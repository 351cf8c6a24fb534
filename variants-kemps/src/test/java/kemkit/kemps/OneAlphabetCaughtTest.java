package kemkit.kemps;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import kemkit.conformance.Conformance;
import kemkit.family.FamilyAction;
import kemkit.family.FamilyEvent;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.family.FamilyView;
import kemkit.game.Action;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.Outcome;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.record.Alphabet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The kit's C-9 property can fail: Kemps as it was before issue 22, taking any gesture word, fails
 * it with a shrunk record; the real Kemps passes it.
 */
class OneAlphabetCaughtTest {

  private static final int GAMES = 40;
  private static final String PROPERTY = "C-9 one alphabet";

  /**
   * Kemps that forgets C-9 for gestures, as the family did before issue 22: a gesture word no record
   * line can hold (an {@code é}, a tab…) is accepted, as if it were a wink.
   */
  record ForgetsTheAlphabet(FamilyRules real) implements RuleSet<FamilyState, FamilyAction, FamilyEvent, FamilyView> {
    @Override
    public Outcome<FamilyState, FamilyEvent> apply(GameState state, Action action) {
      if (action instanceof FamilyAction.Gesture gesture && !Alphabet.isWord(gesture.word())) {
        return real.apply(state, new FamilyAction.Gesture(gesture.seat(), "wink"));
      }
      return real.apply(state, action);
    }

    @Override
    public String game() {
      return real.game();
    }

    @Override
    public Setup setup() {
      return real.setup();
    }

    @Override
    public FamilyState start() {
      return real.start();
    }

    @Override
    public ImmutableList<FamilyAction> legalActions(GameState state, int seat) {
      return real.legalActions(state, seat);
    }

    @Override
    public FamilyView view(GameState state, int seat) {
      return real.view(state, seat);
    }

    @Override
    public ImmutableList<FamilyEvent> eventsSeenBy(int seat, ImmutableList<FamilyEvent> events) {
      return real.eventsSeenBy(seat, events);
    }

    @Override
    public FamilyState determinize(GameState state, int seat, RandomGenerator rng) {
      return real.determinize(state, seat, rng);
    }

    @Override
    public Notation<FamilyAction> notation() {
      return real.notation();
    }

    @Override
    public boolean handsAreOrdered() {
      return real.handsAreOrdered();
    }
  }

  @Test
  @DisplayName("C-9: the kit fails a Kemps that accepts any gesture word, with the seed and a shrunk record")
  void theKitCatchesIt() {
    DynamicTest test = property(Conformance.suite(GAMES, new ForgetsTheAlphabet(Kemps.rules())));

    assertThatThrownBy(() -> test.getExecutable().execute())
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining(PROPERTY)
        .hasMessageContaining("seed ")
        .hasMessageContaining("gesture")
        .hasMessageContaining("record 1\n");
  }

  @Test
  @DisplayName("C-9: the real Kemps passes the same property")
  void theRealKempsPasses() throws Throwable {
    property(Conformance.suite(GAMES, Kemps.rules())).getExecutable().execute();
  }

  private static DynamicTest property(Stream<DynamicNode> suite) {
    List<DynamicTest> tests = suite.flatMap(node -> ((DynamicContainer) node).getChildren())
        .map(DynamicTest.class::cast)
        .filter(t -> t.getDisplayName().startsWith(PROPERTY))
        .toList();
    assertThat(tests).hasSize(1);
    return tests.get(0);
  }
}
