package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A learning encoding's action numbering and mask agree with the rules: at a sample of the
 * script's states, for a sample of seats, each legal action has an index below {@code
 * numDistinctActions()}, no two legal actions share one (the numbering is a bijection on the
 * legal list), the index gives the action back, and the mask is true exactly at those indices.
 * The observation tensor keeps one length and holds no NaN.
 *
 * @param encoders the encoder of each rule set
 */
record ActionsNumbered(Encoder.Factory encoders) implements Property {

  private static final int STATES_ONE_IN = 3;
  private static final int SEATS = 3;

  @Override
  public String name() {
    return "a seat's legal mask is exactly its legal actions, numbered one to one";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Encoder encoder = encoders.of(rules);
    Trace<S, E> trace = Trace.of(rules, script.actions());
    List<S> states = new ArrayList<>();
    List<Integer> positions = new ArrayList<>();
    states.add(trace.start());
    positions.add(0);
    for (Trace.Step<S, E> step : trace.steps()) {
      if (step.outcome().isAccepted()) {
        states.add(step.after());
        positions.add(step.index() + 1);
      }
    }
    int length = -1;
    for (int i = 0; i < states.size(); i++) {
      if (i != states.size() - 1 && !sampling.pick(STATES_ONE_IN)) {
        continue;
      }
      S state = states.get(i);
      for (int seat : sampling.seats(state.seating().seats(), SEATS)) {
        float[] observation = encoder.observation(state, seat);
        if (length >= 0 && observation.length != length) {
          return Optional.of(new Violation(positions.get(i), encoder.name() + ": the observation tensor holds "
              + observation.length + " numbers here and " + length + " before"));
        }
        length = observation.length;
        for (int k = 0; k < observation.length; k++) {
          if (Float.isNaN(observation[k]) || Float.isInfinite(observation[k])) {
            return Optional.of(new Violation(positions.get(i), encoder.name() + ": seat " + seat
                + "'s observation holds " + observation[k] + " at index " + k));
          }
        }
        Optional<String> problem = problem(subject, encoder, state, seat);
        if (problem.isPresent()) {
          return Optional.of(new Violation(positions.get(i), problem.get()));
        }
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> problem(
      Subject<S, A, E, V> subject, Encoder encoder, S state, int seat) {
    ImmutableList<A> legal = subject.rules().legalActions(state, seat);
    int distinct = encoder.numDistinctActions();
    boolean[] expected = new boolean[distinct];
    for (A action : legal) {
      int index;
      try {
        index = encoder.actionIndex(action);
      } catch (IllegalArgumentException e) {
        return Optional.of(encoder.name() + ": seat " + seat + "'s legal action `" + subject.line(action)
            + "` has no index: " + e.getMessage());
      }
      if (index < 0 || index >= distinct) {
        return Optional.of(encoder.name() + ": seat " + seat + "'s legal action `" + subject.line(action) + "` has index "
            + index + ", not below numDistinctActions " + distinct);
      }
      if (expected[index]) {
        return Optional.of(encoder.name() + ": two of seat " + seat + "'s legal actions share index " + index + ", one of"
            + " them `" + subject.line(action) + "`: the numbering is not one to one");
      }
      expected[index] = true;
      PlayerAction back = encoder.action(state, seat, index);
      if (!back.equals(action)) {
        return Optional.of(encoder.name() + ": seat " + seat + "'s legal action `" + subject.line(action) + "` has index "
            + index + ", whose action is `" + subject.line(back) + "`");
      }
    }
    boolean[] mask = encoder.mask(state, seat);
    if (mask.length != distinct) {
      return Optional.of(encoder.name() + ": the mask has " + mask.length + " entries, not numDistinctActions " + distinct);
    }
    for (int index = 0; index < distinct; index++) {
      if (mask[index] != expected[index]) {
        return Optional.of(encoder.name() + ": seat " + seat + "'s mask is " + mask[index] + " at index " + index
            + ", which is " + (expected[index] ? "" : "not ") + "the index of one of its " + legal.size()
            + " legal actions");
      }
    }
    return Optional.empty();
  }
}
