package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.ForeignStateException;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Starter;

/**
 * RuleSet's contract on foreign states: a state made by another rule set (another preset, option
 * or seating: {@link Subject#foreign()}) is refused by {@code apply}, {@code legalActions}, {@code
 * view} and {@code determinize} with a {@link ForeignStateException} naming both setups, for
 * every seat number of either table: never an answer about the wrong table, never an index error.
 * The foreign state is the other rule set's start, or a few of its own moves later. It does not
 * depend on the script, so it is checked on about one script in {@value #SCRIPTS_ONE_IN}.
 */
record ForeignStatesRefused() implements Property {

  private static final int SCRIPTS_ONE_IN = 16;
  private static final int MOST_MOVES = 30;

  @Override
  public String name() {
    return "RuleSet: a state made by another rule set is refused with ForeignStateException";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    ImmutableList<RuleSet<?, ?, ?, ?>> foreign = subject.foreign();
    if (foreign.isEmpty() || !sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    RuleSet<?, ?, ?, ?> other = foreign.get(sampling.nextInt(foreign.size()));
    return problem(subject.rules(), other, sampling.split()).map(p -> new Violation(0, p));
  }

  private static <S extends GameState, T extends GameState> Optional<String> problem(
      RuleSet<S, ?, ?, ?> rules, RuleSet<T, ?, ?, ?> other, SplittableRandom rng) {
    T made = other.start();
    int moves = rng.nextInt(MOST_MOVES + 1);
    for (int i = 0; i < moves && !made.isOver(); i++) {
      Optional<Action> move = move(other, made, rng);
      if (move.isEmpty()) {
        break;
      }
      made = other.apply(made, move.get()).state();
    }
    Action probe = move(other, made, rng).orElse(new Starter(0));
    // The foreign state has the class of this rule set's states (Subject#foreign checks it).
    @SuppressWarnings("unchecked")
    S state = (S) made;
    Setup expected = other.setup();
    String origin = Conformance.describe(other);
    Setup refusing = rules.setup();
    int seats = Math.max(rules.start().seating().seats(), made.seating().seats());
    Optional<String> problem = refused(origin, "apply(state, `" + probe + "`)", expected, refusing,
        () -> rules.apply(state, probe));
    for (int seat = 0; problem.isEmpty() && seat < seats; seat++) {
      int s = seat;
      problem = refused(origin, "legalActions(state, " + s + ")", expected, refusing, () -> rules.legalActions(state, s))
          .or(() -> refused(origin, "view(state, " + s + ")", expected, refusing, () -> rules.view(state, s)))
          .or(() -> refused(origin, "determinize(state, " + s + ", rng)", expected, refusing,
              () -> rules.determinize(state, s, new SplittableRandom(s))));
    }
    return problem;
  }

  /** {@return a chance action due, or a legal action of some seat, in {@code state}} */
  private static <T extends GameState> Optional<Action> move(RuleSet<T, ?, ?, ?> rules, T state, SplittableRandom rng) {
    if (state.chanceDue().isPresent()) {
      return Optional.of(Chance.roll(state.chanceDue().get(), rng));
    }
    int seats = state.seating().seats();
    int first = rng.nextInt(seats);
    for (int k = 0; k < seats; k++) {
      ImmutableList<? extends PlayerAction> legal = rules.legalActions(state, (first + k) % seats);
      if (!legal.isEmpty()) {
        return Optional.of(legal.get(rng.nextInt(legal.size())));
      }
    }
    return Optional.empty();
  }

  private static Optional<String> refused(String origin, String call, Setup madeBy, Setup refusedBy,
      Supplier<Object> body) {
    String where = call + " on a state made by " + origin;
    Object answer;
    try {
      answer = body.get();
    } catch (ForeignStateException e) {
      if (e.madeBy().equals(madeBy) && e.refusedBy().equals(refusedBy)) {
        return Optional.empty();
      }
      return Optional.of(where + " threw ForeignStateException naming the wrong setups: " + e.getMessage());
    } catch (RuntimeException e) {
      return Optional.of(where + " threw " + NothingThrows.describe(e) + " instead of ForeignStateException");
    }
    return Optional.of(where + " answered instead of refusing the state with ForeignStateException: "
        + NonInterference.shorten(answer));
  }
}
