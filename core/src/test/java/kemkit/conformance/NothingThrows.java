package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.function.Supplier;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Starter;

/**
 * No exception escapes {@code apply}, {@code legalActions}, {@code view}, {@code eventsSeenBy} or
 * {@code determinize}, whatever the actions: a wrong action is a rejection, never a throw. The one
 * allowed exception is {@link NullPointerException} for a null argument of {@code apply}, and it
 * is required.
 */
record NothingThrows() implements Property {

  private static final int DETERMINIZE_ONE_IN = 8;

  @Override
  public String name() {
    return "no exception escapes apply, legalActions, view, eventsSeenBy or determinize";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    S state = rules.start();
    Optional<Violation> nulls = nulls(rules, state, script);
    if (nulls.isPresent()) {
      return nulls;
    }
    Optional<String> problem = probe(rules, state, sampling);
    if (problem.isPresent()) {
      return Optional.of(new Violation(0, "in the start state, " + problem.get()));
    }
    for (int i = 0; i < script.actions().size(); i++) {
      Action action = script.actions().get(i);
      Outcome<S, E> outcome;
      try {
        outcome = rules.apply(state, action);
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.of(new Violation(i + 1, "apply threw on `" + subject.line(action) + "`: " + describe(e)));
      }
      state = outcome.state();
      if (outcome instanceof Outcome.Accepted<S, E> accepted) {
        problem = seen(rules, state, accepted.events());
        if (problem.isEmpty()) {
          problem = probe(rules, state, sampling);
        }
        if (problem.isPresent()) {
          return Optional.of(new Violation(i + 1, "after `" + subject.line(action) + "`, " + problem.get()));
        }
      }
    }
    return Optional.empty();
  }

  /** apply(null, action) and apply(state, null) must throw NullPointerException, and only that. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> nulls(
      RuleSet<S, A, E, V> rules, S start, Script script) {
    Action some = script.actions().isEmpty() ? new Starter(0) : script.actions().get(0);
    Optional<String> problem = expectNpe("apply(null, " + some + ")", () -> rules.apply(null, some))
        .or(() -> expectNpe("apply(start, null)", () -> rules.apply(start, null)));
    return problem.map(p -> new Violation(0, p));
  }

  private static Optional<String> expectNpe(String call, Supplier<?> body) {
    try {
      body.get();
      return Optional.of(call + " returned instead of throwing NullPointerException");
    } catch (NullPointerException expected) {
      return Optional.empty();
    } catch (RuntimeException | StackOverflowError e) {
      return Optional.of(call + " must throw NullPointerException, not " + describe(e));
    }
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> seen(
      RuleSet<S, A, E, V> rules, S state, ImmutableList<E> events) {
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      try {
        rules.eventsSeenBy(seat, events);
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.of("eventsSeenBy(" + seat + ", events) threw " + describe(e));
      }
    }
    return Optional.empty();
  }

  /** Calls every per-seat query on {@code state}; determinize on a sample of states and seats. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> probe(
      RuleSet<S, A, E, V> rules, S state, Sampling sampling) {
    int[] determinized = sampling.pick(DETERMINIZE_ONE_IN) ? sampling.seats(state.seating().seats(), 1) : new int[0];
    for (int seat = 0; seat < state.seating().seats(); seat++) {
      boolean determinize = contains(determinized, seat);
      String call = "";
      try {
        call = "legalActions(state, " + seat + ")";
        rules.legalActions(state, seat);
        call = "view(state, " + seat + ")";
        rules.view(state, seat);
        if (determinize) {
          call = "determinize(state, " + seat + ", rng)";
          rules.determinize(state, seat, sampling.split());
        }
      } catch (RuntimeException | StackOverflowError e) {
        return Optional.of(call + " threw " + describe(e));
      }
    }
    return Optional.empty();
  }

  private static boolean contains(int[] seats, int seat) {
    for (int s : seats) {
      if (s == seat) {
        return true;
      }
    }
    return false;
  }

  /** {@return the exception, its message and where it was thrown, on one line} */
  static String describe(Throwable e) {
    StringBuilder out = new StringBuilder(e.toString());
    StackTraceElement[] frames = e.getStackTrace();
    for (int i = 0; i < Math.min(4, frames.length); i++) {
      out.append(i == 0 ? " at " : " < ").append(frames[i]);
    }
    return out.toString();
  }
}
