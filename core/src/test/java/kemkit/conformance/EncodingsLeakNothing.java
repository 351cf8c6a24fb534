package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * rules.md C-6 for learning encodings: in two states that a seat cannot tell apart ({@link Twins}:
 * equal views, different hidden cards, hidden slot orders or sign words), the seat's observation
 * tensor, legal mask and the action of every index of its mask are equal; and where the seat's
 * histories are equal too (its own actions and the events it heard, in order), so are its
 * information-state tensors. An encoder that reads a hidden card, a hidden slot order or another
 * team's sign from the state it is handed differs as soon as the twins put that card elsewhere.
 *
 * <p>About one script in {@value #SCRIPTS_ONE_IN} is looked at, one state in {@value
 * #STATES_ONE_IN} of it, for the seat that acts next and {@value #SEATS} seats at random (every
 * script, state and seat when shrinking).
 *
 * @param encoders the encoder of each rule set
 */
record EncodingsLeakNothing(Encoder.Factory encoders) implements Property {

  private static final int SCRIPTS_ONE_IN = 3;
  private static final int STATES_ONE_IN = 4;
  private static final int SEATS = 2;

  @Override
  public String name() {
    return "C-6 a seat's observation and information-state tensors, mask and action numbering leak nothing hidden from it";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    if (!sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    Encoder encoder = encoders.of(subject.rules());
    for (Twins.Twin<S> twin : Twins.of(subject.rules(), script, sampling, STATES_ONE_IN, SEATS)) {
      Optional<String> problem = problem(subject.rules(), encoder, twin);
      if (problem.isPresent()) {
        return Optional.of(new Violation(twin.actions(), problem.get()));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> problem(
      RuleSet<S, A, E, V> rules, Encoder encoder, Twins.Twin<S> twin) {
    int seat = twin.seat();
    float[] one = encoder.observation(twin.first(), seat);
    float[] other = encoder.observation(twin.second(), seat);
    if (!Arrays.equals(one, other)) {
      return Optional.of(encoder.name() + ": seat " + seat + "'s observation tensors differ between two states it cannot tell"
          + " apart (equal views), so the tensor shows something hidden from it: " + firstDifference(one, other));
    }
    boolean[] mask = encoder.mask(twin.first(), seat);
    boolean[] otherMask = encoder.mask(twin.second(), seat);
    if (!Arrays.equals(mask, otherMask)) {
      return Optional.of(encoder.name() + ": seat " + seat + "'s legal masks differ between two states it cannot tell apart");
    }
    for (int index = 0; index < mask.length; index++) {
      if (mask[index]) {
        PlayerAction a = encoder.action(twin.first(), seat, index);
        PlayerAction b = encoder.action(twin.second(), seat, index);
        if (!a.equals(b)) {
          return Optional.of(encoder.name() + ": seat " + seat + "'s action " + index + " is " + a + " in one of two states it"
              + " cannot tell apart and " + b + " in the other");
        }
      }
    }
    return informationStates(rules, encoder, twin);
  }

  /**
   * {@return a problem if the seat's histories up to the twins are equal and its information-state
   * tensors are not} Both histories are fed to the encoder as they are made.
   */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> informationStates(
      RuleSet<S, A, E, V> rules, Encoder encoder, Twins.Twin<S> twin) {
    int seat = twin.seat();
    Encoder.History oneHistory = encoder.history(seat);
    Encoder.History otherHistory = encoder.history(seat);
    List<Object> one = feed(rules, seat, twin.firstTrace(), twin.actions(), oneHistory);
    List<Object> other = feed(rules, seat, twin.secondTrace(), twin.actions(), otherHistory);
    if (!one.equals(other)) {
      return Optional.empty(); // the seat can tell the histories apart: no claim
    }
    float[] a = oneHistory.informationState(twin.first());
    float[] b = otherHistory.informationState(twin.second());
    if (!Arrays.equals(a, b)) {
      return Optional.of(encoder.name() + ": seat " + seat + "'s information-state tensors differ after equal histories ("
          + one.size() + " items: its actions and the events it heard) in two states it cannot tell apart, so the tensor"
          + " shows something hidden from it: " + firstDifference(a, b));
    }
    return Optional.empty();
  }

  /** Feeds the seat's history of the trace's first {@code steps} steps; {@return that history} */
  @SuppressWarnings("unchecked")
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> List<Object> feed(
      RuleSet<S, A, E, V> rules, int seat, Trace<S, ?> trace, int steps, Encoder.History history) {
    List<Object> items = new ArrayList<>();
    for (int k = 0; k < steps && k < trace.steps().size(); k++) {
      Trace.Step<S, E> step = (Trace.Step<S, E>) trace.steps().get(k);
      if (!step.outcome().isAccepted()) {
        continue;
      }
      if (step.action() instanceof PlayerAction play && play.seat() == seat) {
        items.add(play);
        history.acted(play);
      }
      ImmutableList<E> heard = rules.eventsSeenBy(seat, step.outcome().events());
      for (E event : heard) {
        items.add(event);
        history.heard(event);
      }
    }
    return items;
  }

  /** {@return where two tensors first differ, or their lengths} */
  static String firstDifference(float[] one, float[] other) {
    if (one.length != other.length) {
      return "their lengths are " + one.length + " and " + other.length;
    }
    for (int i = 0; i < one.length; i++) {
      if (Float.compare(one[i], other[i]) != 0) {
        return "index " + i + " holds " + one[i] + " in one and " + other[i] + " in the other";
      }
    }
    return "they are equal";
  }
}
