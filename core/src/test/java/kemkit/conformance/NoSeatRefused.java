package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * RuleSet's contract on a number that is no seat of the table (-1, the seat count, 99 and the
 * extremes of {@code int}): {@code view}, {@code eventsSeenBy} and {@code determinize} refuse it
 * with IllegalArgumentException, in every game, and {@code legalActions} is empty (such a seat may
 * do nothing). A rule set that answers {@code eventsSeenBy(5, events)} at a four-seat table tells
 * someone a seat's secrets (a team computed as {@code seat % teams} hears that team's sign word).
 * Checked on the events of the script's first accepted actions, and on its last state.
 */
record NoSeatRefused() implements Property {

  /** The accepted actions whose events are looked at, per script: the deal and a few plays. */
  private static final int OUTCOMES = 4;

  @Override
  public String name() {
    return "RuleSet: a number that is no seat is refused by view, eventsSeenBy and determinize";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Trace<S, E> trace = Trace.of(rules, script.actions());
    int seen = 0;
    for (Trace.Step<S, E> step : trace.steps()) {
      if (step.outcome().isAccepted() && !step.outcome().events().isEmpty()) {
        ImmutableList<E> events = step.outcome().events();
        for (int seat : noSeats(step.after())) {
          Optional<String> problem = refused("eventsSeenBy(" + seat + ", events of `" + subject.line(step.action()) + "`)",
              () -> rules.eventsSeenBy(seat, events));
          if (problem.isPresent()) {
            return Optional.of(new Violation(step.index() + 1, problem.get()));
          }
        }
        if (++seen == OUTCOMES) {
          break;
        }
      }
    }
    S last = trace.last();
    for (int seat : noSeats(last)) {
      Optional<String> problem = refused("view(state, " + seat + ")", () -> rules.view(last, seat))
          .or(() -> refused("determinize(state, " + seat + ", rng)",
              () -> rules.determinize(last, seat, new SplittableRandom(seat))));
      if (problem.isEmpty() && !rules.legalActions(last, seat).isEmpty()) {
        problem = Optional.of("legalActions(state, " + seat + ") lists actions, but there is no seat " + seat);
      }
      if (problem.isPresent()) {
        return Optional.of(new Violation(trace.steps().size(), problem.get()));
      }
    }
    return Optional.empty();
  }

  private static int[] noSeats(GameState state) {
    int seats = state.seating().seats();
    return new int[] {-1, seats, seats + 1, 99, Integer.MIN_VALUE, Integer.MAX_VALUE};
  }

  private static Optional<String> refused(String call, Supplier<Object> body) {
    Object answer;
    try {
      answer = body.get();
    } catch (IllegalArgumentException expected) {
      return Optional.empty();
    }
    return Optional.of(call + " answered " + NonInterference.shorten(answer)
        + ", but that number is no seat of the table (RuleSet: IllegalArgumentException)");
  }
}
