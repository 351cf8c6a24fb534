package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * rules.md C-6, non-interference: what a seat sees and may do depends only on what it may know.
 * At a sample of the script's states and seats (all of them when shrinking), a few {@code
 * determinize(state, seat, rng)} give states that the seat cannot tell from the real one: the
 * seat's {@code view} and {@code legalActions} must be equal in both. A view that shows a card
 * hidden from the seat, or a legal action that depends on one, differs as soon as determinize
 * deals that card elsewhere.
 *
 * <p>Determinize itself must conserve cards (C-7), and a bot must be able to play in the state it
 * returns: one of the seat's legal actions, applied there, is accepted.
 */
record NonInterference() implements Property {

  private static final int STATES_ONE_IN = 8;
  private static final int DRAWS = 2;
  private static final int SHOWN = 1500;
  private static final int SEATS = 3;

  @Override
  public String name() {
    return "C-6 a seat's view and legal actions depend only on what it may know";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    Trace<S, E> trace = Trace.of(subject.rules(), script.actions());
    List<Integer> positions = new ArrayList<>();
    List<S> states = new ArrayList<>();
    positions.add(0);
    states.add(trace.start());
    for (Trace.Step<S, E> step : trace.steps()) {
      if (step.outcome().isAccepted()) {
        positions.add(step.index() + 1);
        states.add(step.after());
      }
    }
    for (int i = 0; i < states.size(); i++) {
      if (i == states.size() - 1 || sampling.pick(STATES_ONE_IN)) {
        Optional<String> problem = problem(subject, states.get(i), sampling);
        if (problem.isPresent()) {
          return Optional.of(new Violation(positions.get(i), problem.get()));
        }
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> problem(
      Subject<S, A, E, V> subject, S state, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    for (int seat : sampling.seats(state.seating().seats(), SEATS)) {
      V view = rules.view(state, seat);
      ImmutableList<A> legal = rules.legalActions(state, seat);
      for (int draw = 0; draw < DRAWS; draw++) {
        S other = rules.determinize(state, seat, sampling.split());
        Optional<String> cards = Places.conservationProblem(other);
        if (cards.isPresent()) {
          return Optional.of("determinize(state, " + seat + ", rng) breaks C-7: " + cards.get());
        }
        V otherView = rules.view(other, seat);
        if (!Objects.equals(view, otherView)) {
          return Optional.of("seat " + seat + "'s view differs between two states it cannot tell apart"
              + " (determinize dealt the cards hidden from it elsewhere), so the view shows something hidden from seat "
              + seat + ":\n  view:         " + shorten(view) + "\n  determinized: " + shorten(otherView));
        }
        ImmutableList<A> otherLegal = rules.legalActions(other, seat);
        if (!legal.equals(otherLegal)) {
          return Optional.of("seat " + seat + "'s legal actions differ between two states it cannot tell apart,"
              + " so they depend on something hidden from seat " + seat + ":\n  legal:        " + shorten(legal)
              + "\n  determinized: " + shorten(otherLegal));
        }
        if (!otherLegal.isEmpty()) {
          A action = otherLegal.get(sampling.nextInt(otherLegal.size()));
          if (rules.apply(other, action) instanceof Outcome.Rejected<S, E> rejected) {
            return Optional.of("in a state made by determinize(state, " + seat + ", rng), seat " + seat
                + "'s legal action `" + subject.line(action) + "` is rejected: " + rejected.reason());
          }
        }
      }
    }
    return Optional.empty();
  }

  /** {@return {@code value} as text, cut to a readable length} */
  static String shorten(Object value) {
    String text = String.valueOf(value);
    return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "…";
  }
}
