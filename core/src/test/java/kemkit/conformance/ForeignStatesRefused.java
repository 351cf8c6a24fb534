package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
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
 * So is a state of another game (a registered game's preset, another game of the suite) and an
 * alien state of no game's class, by every call ({@code legalActionCount} and {@code legalAction}
 * too), and their events by {@code eventsSeenBy}: never a ClassCastException.
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
    if (!sampling.pick(SCRIPTS_ONE_IN)) {
      return Optional.empty();
    }
    // One of each: a rule set of this game with another setup, one of another game, and an alien.
    List<RuleSet<?, ?, ?, ?>> others = new ArrayList<>();
    ImmutableList<RuleSet<?, ?, ?, ?>> foreign = subject.foreign();
    if (!foreign.isEmpty()) {
      others.add(foreign.get(sampling.nextInt(foreign.size())));
    }
    ImmutableList<RuleSet<?, ?, ?, ?>> strangers = subject.strangers();
    if (!strangers.isEmpty()) {
      others.add(strangers.get(sampling.nextInt(strangers.size())));
    }
    for (RuleSet<?, ?, ?, ?> other : others) {
      Optional<String> problem = problem(subject.rules(), other, sampling.split());
      if (problem.isPresent()) {
        return Optional.of(new Violation(0, problem.get()));
      }
    }
    return alien(subject.rules()).map(p -> new Violation(0, p));
  }

  private static <S extends GameState, T extends GameState> Optional<String> problem(
      RuleSet<S, ?, ?, ?> rules, RuleSet<T, ?, ?, ?> other, SplittableRandom rng) {
    T made = other.start();
    List<Event> events = new ArrayList<>();
    int moves = rng.nextInt(MOST_MOVES + 1);
    for (int i = 0; i < moves && !made.isOver(); i++) {
      Optional<Action> move = move(other, made, rng);
      if (move.isEmpty()) {
        break;
      }
      var outcome = other.apply(made, move.get());
      events.addAll(outcome.events());
      made = outcome.state();
    }
    Action probe = move(other, made, rng).orElse(new Starter(0));
    T state = made;
    boolean sameClass = made.getClass() == rules.start().getClass();
    Optional<Setup> expected = Optional.of(other.setup());
    String origin = Conformance.describe(other);
    Setup refusing = rules.setup();
    int seats = Math.max(rules.start().seating().seats(), made.seating().seats());
    Optional<String> problem = refused(origin, "apply(state, `" + probe + "`)", expected, sameClass, refusing,
        () -> rules.apply(state, probe));
    for (int seat = 0; problem.isEmpty() && seat < seats; seat++) {
      int s = seat;
      problem = calls(rules, state, s, origin, expected, sameClass);
    }
    if (problem.isEmpty() && !sameClass && !events.isEmpty()) {
      problem = foreignEvents(rules, events, origin);
    }
    return problem;
  }

  /** {@return a problem if a call with {@code state} and {@code seat} is not refused} */
  private static Optional<String> calls(RuleSet<?, ?, ?, ?> rules, GameState state, int seat, String origin,
      Optional<Setup> expected, boolean sameClass) {
    Setup refusing = rules.setup();
    return refused(origin, "legalActions(state, " + seat + ")", expected, sameClass, refusing,
        () -> rules.legalActions(state, seat))
        .or(() -> refused(origin, "legalActionCount(state, " + seat + ")", expected, sameClass, refusing,
            () -> rules.legalActionCount(state, seat)))
        .or(() -> refused(origin, "legalAction(state, " + seat + ", 0)", expected, sameClass, refusing,
            () -> rules.legalAction(state, seat, 0)))
        .or(() -> refused(origin, "view(state, " + seat + ")", expected, sameClass, refusing,
            () -> rules.view(state, seat)))
        .or(() -> refused(origin, "determinize(state, " + seat + ", rng)", expected, sameClass, refusing,
            () -> rules.determinize(state, seat, new SplittableRandom(seat))));
  }

  /** {@return a problem if events of another game's class are not refused by eventsSeenBy} */
  private static <E extends Event> Optional<String> foreignEvents(RuleSet<?, ?, E, ?> rules, List<Event> events,
      String origin) {
    // The cast is what a raw RuleSet does: the list's elements keep their own class.
    @SuppressWarnings("unchecked")
    ImmutableList<E> foreign = (ImmutableList<E>) ImmutableList.copyOf(events);
    return refused(origin, "eventsSeenBy(0, events)", Optional.empty(), false, rules.setup(),
        () -> rules.eventsSeenBy(0, foreign));
  }

  /**
   * {@return a problem if a state or an event of a class no game has (a proxy that answers
   * nothing) is not refused by every call} A rule set must look at the class before anything else.
   */
  private static <E extends Event> Optional<String> alien(RuleSet<?, ?, E, ?> rules) {
    GameState state = alienOf(GameState.class);
    String origin = "the conformance kit (an alien state, of no game's class, that answers nothing)";
    Optional<String> problem = refused(origin, "apply(state, `starter 0`)", Optional.empty(), false,
        rules.setup(), () -> rules.apply(state, new Starter(0)));
    for (int seat = 0; problem.isEmpty() && seat < rules.start().seating().seats(); seat++) {
      problem = calls(rules, state, seat, origin, Optional.empty(), false);
    }
    if (problem.isEmpty()) {
      @SuppressWarnings("unchecked")
      E event = (E) alienOf(Event.class);
      problem = refused("the conformance kit (an alien event)", "eventsSeenBy(0, events)", Optional.empty(), false,
          rules.setup(), () -> rules.eventsSeenBy(0, ImmutableList.of(event)));
    }
    return problem;
  }

  /** {@return an object of {@code type} whose every method but the Object ones throws} */
  private static <T> T alienOf(Class<T> type) {
    InvocationHandler handler = (proxy, method, args) -> switch (method.getName()) {
      case "toString" -> "an alien " + type.getSimpleName();
      case "hashCode" -> System.identityHashCode(proxy);
      case "equals" -> proxy == args[0];
      default -> throw new UnsupportedOperationException("an alien " + type.getSimpleName()
          + " answers nothing: the rule set should have refused it by its class, before calling " + method.getName());
    };
    return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
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

  private static Optional<String> refused(String origin, String call, Optional<Setup> madeBy, boolean sameClass,
      Setup refusedBy, Supplier<Object> body) {
    String where = call + " on a state made by " + origin;
    Object answer;
    try {
      answer = body.get();
    } catch (ForeignStateException e) {
      // Of another class, the rule set may not know the maker: an empty madeBy is right then.
      boolean maker = sameClass ? e.madeBy().equals(madeBy) : e.madeBy().isEmpty() || e.madeBy().equals(madeBy);
      if (maker && e.refusedBy().equals(refusedBy)) {
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
