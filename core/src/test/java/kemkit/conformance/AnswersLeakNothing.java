package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * rules.md C-6, answers leak nothing: in two states that a seat cannot tell apart ({@link Twins}:
 * equal views, different hidden cards or sign words), the seat's legal actions are equal, and each
 * action of that seat (a sample of its legal actions, and the script's next action when it is the
 * seat's) is accepted in both or rejected in both with the same code and message. When accepted
 * in both:
 *
 * <ul>
 *   <li>where the seat heard the same events in both, its views afterwards are equal (a view that
 *       shows a hidden card differs);
 *   <li>where its views afterwards are equal and the round goes on, it heard the same events: an
 *       event that differs there shows something hidden from the seat that nothing it may see
 *       shows. Events may reveal what the rules reveal (a call shows hands, a snap shows a card):
 *       such a reveal either changes the view (the snapped card lies face up) or ends the round
 *       (the hands shown at a call), and neither is reported.
 * </ul>
 */
record AnswersLeakNothing() implements Property {

  /** Twins cost two replays of a script: about one script in ten is looked at (every one when shrinking). */
  private static final int SCRIPTS_ONE_IN = 10;
  private static final int STATES_ONE_IN = 8;
  private static final int SEATS = 2;
  private static final int ACTIONS = 6;

  @Override
  public String name() {
    return "C-6 a seat's answers, views and events leak nothing hidden from it";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    if (!sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    for (Twins.Twin<S> twin : Twins.of(subject.rules(), script, sampling, STATES_ONE_IN, SEATS)) {
      Optional<String> problem = problem(subject, twin, sampling);
      if (problem.isPresent()) {
        return Optional.of(new Violation(twin.actions(), problem.get()));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> problem(
      Subject<S, A, E, V> subject, Twins.Twin<S> twin, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    int seat = twin.seat();
    ImmutableList<A> legal = rules.legalActions(twin.first(), seat);
    ImmutableList<A> otherLegal = rules.legalActions(twin.second(), seat);
    if (!legal.equals(otherLegal)) {
      return Optional.of("seat " + seat + "'s legal actions differ between two states it cannot tell apart (equal views):"
          + "\n  one:   " + NonInterference.shorten(legal) + "\n  other: " + NonInterference.shorten(otherLegal));
    }
    List<Action> actions = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      if (sampling.thorough() || legal.size() <= ACTIONS || sampling.nextInt(legal.size()) < ACTIONS) {
        actions.add(legal.get(i));
      }
    }
    twin.next().filter(a -> a instanceof PlayerAction p && p.seat() == seat).ifPresent(actions::add);
    for (Action action : actions) {
      Optional<String> problem = compare(subject, twin, action);
      if (problem.isPresent()) {
        return problem;
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> compare(
      Subject<S, A, E, V> subject, Twins.Twin<S> twin, Action action) {
    RuleSet<S, A, E, V> rules = subject.rules();
    int seat = twin.seat();
    Outcome<S, E> one = rules.apply(twin.first(), action);
    Outcome<S, E> other = rules.apply(twin.second(), action);
    String line = "`" + subject.line(action) + "`";
    if (one instanceof Outcome.Rejected<S, E> r1 && other instanceof Outcome.Rejected<S, E> r2) {
      return r1.rejection().equals(r2.rejection()) ? Optional.empty()
          : Optional.of("seat " + seat + "'s " + line + " is rejected differently in two states it cannot tell apart,"
              + " so the rejection tells it something hidden:\n  one:   " + r1.rejection() + "\n  other: " + r2.rejection());
    }
    if (one instanceof Outcome.Accepted<S, E> a1 && other instanceof Outcome.Accepted<S, E> a2) {
      ImmutableList<E> heard = rules.eventsSeenBy(seat, a1.events());
      ImmutableList<E> otherHeard = rules.eventsSeenBy(seat, a2.events());
      V view = rules.view(a1.state(), seat);
      V otherView = rules.view(a2.state(), seat);
      boolean sameEvents = heard.equals(otherHeard);
      boolean sameViews = Objects.equals(view, otherView);
      if (sameEvents && !sameViews) {
        return Optional.of("after seat " + seat + "'s " + line + " in two states it cannot tell apart, it heard the"
            + " same events but its views differ, so a view shows something hidden:\n  one:   " + NonInterference.shorten(view)
            + "\n  other: " + NonInterference.shorten(otherView));
      }
      if (!sameEvents && sameViews && goesOn(twin.first(), a1.state()) && goesOn(twin.second(), a2.state())) {
        return Optional.of("after seat " + seat + "'s " + line + " in two states it cannot tell apart, its views are"
            + " equal and the round goes on, yet it heard different events, so an event shows something hidden:"
            + "\n  one:   " + NonInterference.shorten(heard) + "\n  other: " + NonInterference.shorten(otherHeard));
      }
      return Optional.empty();
    }
    Outcome<S, E> rejected = one.isAccepted() ? other : one;
    return Optional.of("seat " + seat + "'s " + line + " is accepted in one of two states it cannot tell apart and"
        + " rejected in the other (" + ((Outcome.Rejected<S, E>) rejected).rejection() + "), so the answer"
        + " tells it something hidden");
  }

  /** {@return whether the action left the round (and the game) going: no reveal at its end} */
  private static boolean goesOn(GameState before, GameState after) {
    return after.round() == before.round() && !after.isOver() && after.chanceDue().isEmpty();
  }
}
