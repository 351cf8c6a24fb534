package kemkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 * The mechanics write every action's events into their thread's log, reused from action to
 * action, and an outcome decodes its copy of the words when first asked. So an outcome's events
 * must not depend on when they are read, or on what the thread applied since: they are read here
 * at once from one outcome, and late from a twin outcome of the same action after the thread has
 * applied the next actions and another thread has applied the same ones, and must be equal. The
 * seeded-game digests ({@code SeededGamesPinTest}) pin what the events are.
 */
class EventsOnDemandTest {

  /** Steps of seeded random play, a new game whenever one ends: dozens of Kem's games, many rounds. */
  private static final int STEPS = 4_000;

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"kemps", "kems-en", "kems-fr32", "kems-classic", "kems-expert"})
  @DisplayName("C-4: an outcome's events are the same read at once or after the thread's next actions")
  void eventsReadLateAreTheEventsReadAtOnce(String preset) throws Exception {
    FamilyRules rules = preset.equals("kemps") ? Kemps.rules() : Kems.rules(preset);
    List<FamilyState> states = new ArrayList<>();
    List<Action> actions = new ArrayList<>();
    List<Outcome<FamilyState, FamilyEvent>> twins = new ArrayList<>();
    List<ImmutableList<FamilyEvent>> readAtOnce = new ArrayList<>();
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
      twins.add(rules.apply(state, action));
      ImmutableList<FamilyEvent> events = outcome.events();
      assertThat(events).as("events of %s", action).isNotEmpty();
      assertThat(outcome.events()).as("asked twice").isSameAs(events);
      states.add(state);
      actions.add(action);
      readAtOnce.add(events);
      state = outcome.state();
    }
    // Another thread applies every action again, with its own log: the twins are read after it.
    ExecutorService other = Executors.newSingleThreadExecutor();
    try {
      List<ImmutableList<FamilyEvent>> elsewhere = other.submit(() -> {
        List<ImmutableList<FamilyEvent>> out = new ArrayList<>();
        for (int step = 0; step < STEPS; step++) {
          out.add(rules.apply(states.get(step), actions.get(step)).events());
        }
        return out;
      }).get();
      for (int step = 0; step < STEPS; step++) {
        assertThat(twins.get(step).events()).as("events of %s, read late", actions.get(step))
            .isEqualTo(readAtOnce.get(step))
            .isEqualTo(elsewhere.get(step));
      }
    } finally {
      other.shutdown();
    }
  }
}
