package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * The first two faces of an action agree, and the reducer is pure: every action that {@code
 * legalActions(state, seat)} lists is accepted by {@code apply} (checked on a sample of states,
 * for a random seat; every seat when shrinking), and applying any action of the script a second
 * time to the same state gives an equal outcome (equal state and events, or an equal rejection).
 */
record LegalActionsAccepted() implements Property {

  private static final int STATES_ONE_IN = 4;

  @Override
  public String name() {
    return "legal actions are accepted, and apply is pure";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Trace<S, E> trace = Trace.of(rules, script.actions());
    Optional<String> problem = legalAccepted(subject, trace.start(), sampling);
    if (problem.isPresent()) {
      return Optional.of(new Violation(0, "in the start state, " + problem.get()));
    }
    for (Trace.Step<S, E> step : trace.steps()) {
      Outcome<S, E> again;
      try {
        again = rules.apply(step.before(), step.action());
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.empty(); // NothingThrows reports it
      }
      if (!again.equals(step.outcome())) {
        return Optional.of(new Violation(step.index() + 1, "applying `" + subject.line(step.action())
            + "` twice to the same state gives different outcomes: " + difference(step.outcome(), again)));
      }
      if (step.outcome().isAccepted()) {
        problem = legalAccepted(subject, step.after(), sampling);
        if (problem.isPresent()) {
          return Optional.of(new Violation(step.index() + 1, problem.get()));
        }
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> legalAccepted(
      Subject<S, A, E, V> subject, S state, Sampling sampling) {
    if (!sampling.pick(STATES_ONE_IN)) {
      return Optional.empty();
    }
    int seats = state.seating().seats();
    int first = sampling.nextInt(seats);
    for (int i = 0; i < (sampling.thorough() ? seats : 1); i++) {
      int seat = (first + i) % seats;
      ImmutableList<A> legal;
      try {
        legal = subject.rules().legalActions(state, seat);
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.empty();
      }
      for (A action : legal) {
        Outcome<S, E> outcome;
        try {
          outcome = subject.rules().apply(state, action);
        } catch (RuntimeException | StackOverflowError e) {
          return Optional.of("seat " + seat + "'s legal action `" + subject.line(action) + "` makes apply throw "
              + NothingThrows.describe(e));
        }
        if (outcome instanceof Outcome.Rejected<S, E> rejected) {
          return Optional.of("seat " + seat + "'s legal action `" + subject.line(action) + "` is rejected: "
              + rejected.rejection());
        }
      }
    }
    return Optional.empty();
  }

  private static String difference(Outcome<?, ?> first, Outcome<?, ?> second) {
    if (first.isAccepted() != second.isAccepted()) {
      return "first " + verb(first) + ", then " + verb(second);
    }
    if (first instanceof Outcome.Rejected<?, ?> a && second instanceof Outcome.Rejected<?, ?> b) {
      return a.state().equals(b.state())
          ? "rejected first as " + a.rejection() + ", then as " + b.rejection()
          : "both rejected, but the returned states differ";
    }
    Outcome.Accepted<?, ?> a = (Outcome.Accepted<?, ?>) first;
    Outcome.Accepted<?, ?> b = (Outcome.Accepted<?, ?>) second;
    return a.state().equals(b.state())
        ? "equal states but different events: " + a.events() + " then " + b.events()
        : "the two new states differ (does apply depend on something outside its arguments, or change them?)";
  }

  private static String verb(Outcome<?, ?> outcome) {
    return outcome instanceof Outcome.Rejected<?, ?> r ? "rejected (" + r.rejection() + ")" : "accepted";
  }
}
