package kemkit.conformance;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import kemkit.card.Card;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * The first two faces of an action agree, and the reducer is pure:
 *
 * <ul>
 *   <li>every action that {@code legalActions(state, seat)} lists is accepted by {@code apply}
 *       (checked on a sample of states, for a random seat; every seat when shrinking);
 *   <li>conversely, {@code legalActions} is complete, for bots and UIs offer nothing else: every
 *       player action of the script that {@code apply} accepts is listed for its seat, and so is
 *       every accepted near miss probed at a sample of states: the seat's legal actions, and other
 *       seats' re-attributed to it, with one card word changed to a card of its hand or of the
 *       table, or one number word to a small number. The contract lets one representative stand
 *       for a family of equivalent actions: free words are never invented here (only those of
 *       legal actions, see {@link kemkit.game.RuleSet#signalWords()}), and an action whose
 *       arguments are those of a listed action of the same verb in another order (one
 *       permutation listed for a blind reorder) counts as listed;
 *   <li>applying any action of the script a second time to the same state gives an equal outcome
 *       (equal state and events, or an equal rejection).
 * </ul>
 */
record LegalActionsAccepted() implements Property {

  private static final int STATES_ONE_IN = 4;
  private static final int NEIGHBOURS_ONE_IN = 8;
  private static final int SOURCES = 6;
  private static final int NUMBERS = 8;

  @Override
  public String name() {
    return "legal actions are exactly the accepted ones, and apply is pure";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Trace<S, E> trace = Trace.of(rules, script.actions());
    Optional<String> problem = legalAccepted(subject, trace.start(), sampling)
        .or(() -> unlisted(subject, trace.start(), sampling));
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
      if (step.outcome().isAccepted() && step.action() instanceof PlayerAction play) {
        ImmutableList<A> legal;
        try {
          legal = rules.legalActions(step.before(), play.seat());
        } catch (RuntimeException | StackOverflowError e) {
          return Optional.empty(); // NothingThrows reports it
        }
        if (!listed(subject, legal, ownAction(play))) {
          return Optional.of(new Violation(step.index() + 1, "`" + subject.line(play) + "` was accepted, but"
              + " legalActions(state, " + play.seat() + ") before it does not list it: the list is incomplete"));
        }
      }
      if (step.outcome().isAccepted()) {
        problem = legalAccepted(subject, step.after(), sampling).or(() -> unlisted(subject, step.after(), sampling));
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
              + rejected.reason());
        }
      }
    }
    return Optional.empty();
  }

  /** An accepted near miss of the seat's actions that legalActions does not list, if any. */
  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> unlisted(
      Subject<S, A, E, V> subject, S state, Sampling sampling) {
    if (state.isOver() || state.chanceDue().isPresent() || !sampling.pick(NEIGHBOURS_ONE_IN)) {
      return Optional.empty();
    }
    RuleSet<S, A, E, V> rules = subject.rules();
    int seats = state.seating().seats();
    for (int seat : sampling.seats(seats, 1)) {
      ImmutableList<A> legal = rules.legalActions(state, seat);
      Set<A> listed = new HashSet<>(legal);
      List<A> sources = new ArrayList<>(sample(legal, sampling));
      List<A> others = new ArrayList<>();
      for (int other = 0; other < seats; other++) {
        if (other != seat) {
          others.addAll(rules.legalActions(state, other));
        }
      }
      sources.addAll(sample(others, sampling));
      for (A candidate : neighbours(rules, state, seat, sources)) {
        if (!listed.contains(candidate) && rules.apply(state, candidate).isAccepted()
            && !listed(subject, legal, candidate)) {
          return Optional.of("`" + subject.line(candidate) + "` is accepted, but legalActions(state, " + seat
              + ") does not list it: the list is incomplete");
        }
      }
    }
    return Optional.empty();
  }

  /** Whether {@code action} is listed, itself or through a representative: same verb, same arguments in some order. */
  private static <A extends PlayerAction> boolean listed(Subject<?, A, ?, ?> subject, List<A> legal, A action) {
    if (legal.contains(action)) {
      return true;
    }
    List<String> words = Words.of(subject.rules().notation(), action);
    for (A other : legal) {
      List<String> otherWords = Words.of(subject.rules().notation(), other);
      if (otherWords.get(0).equals(words.get(0))
          && HashMultiset.create(otherWords).equals(HashMultiset.create(words))) {
        return true;
      }
    }
    return false;
  }

  /** An action that the rules accepted is one of the game's own: the reducer checked its type. */
  @SuppressWarnings("unchecked")
  private static <A extends PlayerAction> A ownAction(PlayerAction accepted) {
    return (A) accepted;
  }

  private static <A> List<A> sample(List<A> actions, Sampling sampling) {
    if (sampling.thorough() || actions.size() <= SOURCES) {
      return actions;
    }
    List<A> out = new ArrayList<>();
    for (int i = 0; i < SOURCES; i++) {
      out.add(actions.get(sampling.nextInt(actions.size())));
    }
    return out;
  }

  /** The actions one word away from {@code sources}, as {@code seat}'s. */
  private static <S extends GameState, A extends PlayerAction> Set<A> neighbours(
      RuleSet<S, A, ?, ?> rules, S state, int seat, List<A> sources) {
    List<String> cards = new ArrayList<>();
    state.hand(seat).forEach(c -> cards.add(c.toString().toLowerCase(Locale.ROOT)));
    state.table().ifPresent(table -> table.forEach(c -> cards.add(c.toString().toLowerCase(Locale.ROOT))));
    int numbers = Math.max(NUMBERS, state.seating().seats());
    Set<A> out = new LinkedHashSet<>();
    for (A source : sources) {
      List<String> words = Words.of(rules.notation(), source);
      Words.parse(rules.notation(), seat, words).ifPresent(out::add);
      for (int i = 1; i < words.size(); i++) {
        List<String> changed = new ArrayList<>(words);
        if (Card.parse(words.get(i)).isPresent()) {
          for (String card : cards) {
            changed.set(i, card);
            Words.parse(rules.notation(), seat, changed).ifPresent(out::add);
          }
        } else if (Words.isNumber(words.get(i))) {
          for (int n = 0; n < numbers; n++) {
            changed.set(i, String.valueOf(n));
            Words.parse(rules.notation(), seat, changed).ifPresent(out::add);
          }
        }
      }
    }
    return out;
  }

  private static String difference(Outcome<?, ?> first, Outcome<?, ?> second) {
    if (first.isAccepted() != second.isAccepted()) {
      return "first " + verb(first) + ", then " + verb(second);
    }
    if (first instanceof Outcome.Rejected<?, ?> a && second instanceof Outcome.Rejected<?, ?> b) {
      return a.state().equals(b.state())
          ? "rejected first as " + a.reason() + ", then as " + b.reason()
          : "both rejected, but the returned states differ";
    }
    return first.state().equals(second.state())
        ? "equal states but different events: " + first.events() + " then " + second.events()
        : "the two new states differ (does apply depend on something outside its arguments, or change them?)";
  }

  private static String verb(Outcome<?, ?> outcome) {
    return outcome instanceof Outcome.Rejected<?, ?> r ? "rejected (" + r.reason() + ")" : "accepted";
  }
}
