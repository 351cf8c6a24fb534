package kemkit.conformance;

import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;

/**
 * rules.md C-7: at the start and after every accepted action, {@code placements()} holds every
 * card of {@code deck()} exactly once.
 */
record CardConservation() implements Property {

  @Override
  public String name() {
    return "C-7 every card is in exactly one place";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    Trace<S, E> trace = Trace.of(subject.rules(), script.actions());
    Optional<String> problem = Places.conservationProblem(trace.start());
    if (problem.isPresent()) {
      return Optional.of(new Violation(0, "in the start state, " + problem.get()));
    }
    for (Trace.Step<S, E> step : trace.steps()) {
      if (step.outcome().isAccepted()) {
        problem = Places.conservationProblem(step.after());
        if (problem.isPresent()) {
          return Optional.of(new Violation(step.index() + 1,
              "after `" + subject.line(step.action()) + "` was accepted, " + problem.get()));
        }
      }
    }
    return Optional.empty();
  }
}
