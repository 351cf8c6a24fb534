package kemkit.conformance;

import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * rules.md C-5: a rejected action changes nothing, and says why. The state a rejection returns
 * equals the state before (equals and hashCode), the state before was not changed in place (its
 * hash is the same as before {@code apply}), and the rejection's message is not blank.
 */
record RejectionChangesNothing() implements Property {

  @Override
  public String name() {
    return "C-5 a rejected action changes nothing and says why";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    S state = rules.start();
    for (int i = 0; i < script.actions().size(); i++) {
      Action action = script.actions().get(i);
      int hash = state.hashCode();
      Outcome<S, E> outcome;
      try {
        outcome = rules.apply(state, action);
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.empty(); // NothingThrows reports it
      }
      if (outcome instanceof Outcome.Rejected<S, E> rejected) {
        String line = "`" + subject.line(action) + "` was rejected (" + rejected.reason() + ") but ";
        if (!rejected.state().equals(state)) {
          return Optional.of(new Violation(i + 1, line + "the state it returns is not equal to the state before"));
        }
        if (rejected.state().hashCode() != hash || state.hashCode() != hash) {
          return Optional.of(new Violation(i + 1, line + "the state's hashCode changed: the state was changed in place,"
              + " or hashCode is not consistent with equals"));
        }
        if (rejected.reason().message().isBlank()) {
          return Optional.of(new Violation(i + 1, line + "the rejection's message is blank: it must name the card,"
              + " seat or phase at fault"));
        }
      }
      state = outcome.state();
    }
    return Optional.empty();
  }
}
