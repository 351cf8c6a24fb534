package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.world.Belief;
import kemkit.world.NoWorldException;
import kemkit.world.SeatHistory;
import kemkit.world.Worlds;

/**
 * Possible worlds from a view ({@link Worlds}), checked on the suite's seeded games:
 *
 * <ul>
 *   <li>at sampled states, for a sampled seat, its view and history (the events it heard, its own
 *       actions) explain a world, and every sampled world gives that seat exactly that view;
 *   <li>blind: in two states the seat cannot tell apart ({@link Twins}) and whose histories are
 *       equal, equal generators give equal samples (the sampler is handed values only, and the
 *       history must not carry what the seat did not hear).
 * </ul>
 *
 * @param worlds the samplers, one per rule set of the suite
 */
record WorldsFromViews(ImmutableList<Worlds<?, ?, ?, ?>> worlds) implements Property {

  /** Explaining a history replays it many times: about one script in ten is looked at. */
  private static final int SCRIPTS_ONE_IN = 10;
  private static final int STATES_ONE_IN = 25;
  private static final int SAMPLES = 3;

  @Override
  public String name() {
    return "C-6 worlds sampled from a seat's view and history give that view, and depend on nothing else";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    @SuppressWarnings("unchecked")
    Worlds<S, A, E, V> sampler = (Worlds<S, A, E, V>) worlds.stream().filter(w -> w.rules() == rules).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no Worlds for " + Conformance.describe(rules)));
    if (!sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    Trace<S, E> trace = Trace.of(rules, script.actions());
    int seats = rules.start().seating().seats();
    for (int i = 0; i < trace.steps().size(); i++) {
      if (!sampling.pick(STATES_ONE_IN)) {
        continue;
      }
      int seat = sampling.split().nextInt(seats);
      Optional<String> problem = views(rules, sampler, trace, i + 1, seat, sampling.split().nextLong());
      if (problem.isPresent()) {
        return Optional.of(new Violation(i + 1, problem.get()));
      }
    }
    for (Twins.Twin<S> twin : Twins.of(rules, script, sampling, STATES_ONE_IN * 4, 1)) {
      Optional<String> problem = blind(rules, sampler, twin, sampling.split().nextLong());
      if (problem.isPresent()) {
        return Optional.of(new Violation(twin.actions(), problem.get()));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> views(
      RuleSet<S, A, E, V> rules, Worlds<S, A, E, V> sampler, Trace<S, ?> trace, int steps, int seat, long seed) {
    S state = trace.steps().get(steps - 1).after();
    V view = rules.view(state, seat);
    SeatHistory<A, E> history = history(rules, trace, steps, seat);
    Belief<S, A, E> belief;
    try {
      belief = sampler.belief(view, history);
    } catch (NoWorldException e) {
      return Optional.of("no world explains seat " + seat + "'s view and history of " + history.steps().size()
          + " steps, though the real game does: " + e.getMessage());
    }
    SplittableRandom rng = new SplittableRandom(seed);
    for (int i = 0; i < SAMPLES; i++) {
      S world = belief.sample(rng);
      V seen = rules.view(world, seat);
      if (!seen.equals(view)) {
        return Optional.of("a world sampled for seat " + seat + " gives it another view:\n  view:   " + view
            + "\n  sample: " + seen);
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> blind(
      RuleSet<S, A, E, V> rules, Worlds<S, A, E, V> sampler, Twins.Twin<S> twin, long seed) {
    int seat = twin.seat();
    SeatHistory<A, E> one = history(rules, twin.firstTrace(), twin.actions(), seat);
    SeatHistory<A, E> other = history(rules, twin.secondTrace(), twin.actions(), seat);
    if (!one.equals(other)) {
      return Optional.empty(); // the seat can tell the histories apart: no claim
    }
    Optional<S> a = sample(sampler, rules.view(twin.first(), seat), one, seed);
    Optional<S> b = sample(sampler, rules.view(twin.second(), seat), other, seed);
    if (!Objects.equals(a, b)) {
      return Optional.of("seat " + seat + " has equal views and histories in two states, yet equal generators sample"
          + " different worlds (or one is explained and the other not), so the sampler reads something hidden from it");
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<S> sample(
      Worlds<S, A, E, V> sampler, V view, SeatHistory<A, E> history, long seed) {
    try {
      return Optional.of(sampler.sample(view, history, new SplittableRandom(seed)));
    } catch (NoWorldException e) {
      return Optional.empty();
    }
  }

  /** {@return the history {@code seat} has of the trace's first {@code steps} steps} */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> SeatHistory<A, E> history(
      RuleSet<S, A, E, V> rules, Trace<S, ?> trace, int steps, int seat) {
    List<Action> actions = trace.applied().subList(0, steps);
    return SeatHistory.of(rules, seat, actions);
  }
}
