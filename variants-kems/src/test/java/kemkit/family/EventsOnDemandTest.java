package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Outcome;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code apply} runs the mechanics without recording events, and an outcome makes them on demand
 * by running the same action again, recording. Both runs must take the same steps: a state change
 * placed by mistake under an emit site's {@code if (t.recording)} would make them differ.
 */
class EventsOnDemandTest {

  /** Steps of seeded random play, a new game whenever one ends: dozens of Kem's games, many rounds. */
  private static final int STEPS = 4_000;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"kemps", "kems-en", "kems-fr32", "kems-classic", "kems-expert"})
  @DisplayName("C-4: the run that records events reaches the state apply reached, and the events are made once")
  void theRecordingRunAgreesWithApply(String preset) {
    FamilyRules rules = preset.equals("kemps") ? Kemps.rules() : Kems.rules(preset);
    SplittableRandom rng = new SplittableRandom(5);
    int seats = rules.seating().seats();
    FamilyState state = rules.start();
    for (int step = 0; step < STEPS; step++) {
      if (state.isOver()) {
        state = rules.start();
      }
      Optional<ChanceDue> due = state.chanceDue();
      Action action = due.isPresent() ? Chance.roll(due.get(), rng) : SeededGamesTest.choose(rules, state, seats, rng);
      Outcome<FamilyState, FamilyEvent> outcome = rules.apply(state, action);
      Outcome<FamilyState, FamilyEvent> recorded = rules.recorded(state, action);
      assertThat(outcome.state()).as("state after %s", action).isEqualTo(recorded.state());
      ImmutableList<FamilyEvent> events = outcome.events();
      assertThat(events).as("events of %s", action).isEqualTo(recorded.events()).isNotEmpty();
      assertThat(outcome.events()).as("asked twice").isSameAs(events);
      state = outcome.state();
    }
  }
}
