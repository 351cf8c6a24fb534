package kemkit.conformance;

import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;

/**
 * rules.md C-5: a rejected action changes nothing, and says why. The state a rejection returns
 * equals the state before (equals and hashCode), the state before was not changed in place (its
 * hash is the same as before {@code apply}), the rejection's message is not blank, and its two persons are kept apart: the log's
 * sentence never says "you", the one for the seat that acted never calls it "seat N's".
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
        if (rejected.reason().message().isBlank() || rejected.reason().toActor().isBlank()) {
          return Optional.of(new Violation(i + 1, line + "the rejection's message is blank: it must name the card,"
              + " seat or phase at fault"));
        }
        Optional<String> persons = persons(rejected.reason(), action);
        if (persons.isPresent()) {
          return Optional.of(new Violation(i + 1, line + persons.get()));
        }
      }
      state = outcome.state();
    }
    return Optional.empty();
  }

  /**
   * {@return what is wrong with the two persons of a player action's rejection, if anything} The
   * log's sentence speaks of seats, never to "you"; the actor's sentence never calls the actor
   * "seat N's" (its own hand is "your hand"). Words the player typed are quoted and left out.
   */
  static Optional<String> persons(Rejection rejection, Action action) {
    if (!(action instanceof PlayerAction move)) {
      return Optional.empty();
    }
    String log = QUOTED.matcher(rejection.message()).replaceAll("''");
    String told = QUOTED.matcher(rejection.toActor()).replaceAll("''");
    if (YOU.matcher(log).find()) {
      return Optional.of("its message, for a log, speaks to \"you\": '" + rejection.message() + "'");
    }
    if (told.contains("seat " + move.seat() + "'s")) {
      return Optional.of("its sentence for seat " + move.seat() + " calls it \"seat " + move.seat() + "'s\": '"
          + rejection.toActor() + "'");
    }
    return Optional.empty();
  }

  private static final java.util.regex.Pattern QUOTED = java.util.regex.Pattern.compile("'[^']*'");
  private static final java.util.regex.Pattern YOU = java.util.regex.Pattern.compile("\\byou(r)?\\b");
}
