package kemkit.conformance;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * Cheap invariants that every game shares, checked at every state and step:
 *
 * <ul>
 *   <li>shape: one score per team (per seat when there are no teams); the seating and the deck
 *       never change; the round starts at 1, never decreases and goes up by at most one per
 *       action (C-8);
 *   <li>game over: then no chance is due, there is a winner and every winner is a team; before,
 *       there is none; after it, every action is rejected {@code GAME_OVER} and no seat has a legal
 *       action;
 *   <li>chance (C-4): while one is due no seat has a legal action, and every player action is
 *       rejected {@code AWAITING_CHANCE}; a chance action when none is due, or of the wrong kind,
 *       is rejected {@code UNEXPECTED_CHANCE}; the exact due shuffle or an in-range starter is
 *       accepted, any other shuffle is rejected {@code BAD_SHUFFLE}, a starter out of range {@code
 *       NO_SUCH_SEAT}; a due shuffle lists distinct cards of the deck;
 *   <li>§R, the actor first: a player action by a seat that does not exist is rejected {@code
 *       NO_SUCH_SEAT} (once the game-over and chance checks pass);
 *   <li>liveness: a game that is not over has a chance action due or a seat with a legal action;
 *       a seat's legal actions are its own, each listed once;
 *   <li>the indexed view ({@code legalActionCount}, {@code legalAction}) is the list, in its order,
 *       and throws {@code IndexOutOfBoundsException} outside it; a number that is no seat counts 0.
 * </ul>
 */
record Invariants() implements Property {

  private static final int LEGAL_ONE_IN = 4;

  @Override
  public String name() {
    return "invariants: scores, rounds, game over, chance (C-4, C-8) and the first codes of §R";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Trace<S, E> trace = Trace.of(rules, script.actions());
    S start = trace.start();
    if (start.round() != 1) {
      return Optional.of(new Violation(0, "the start state is in round " + start.round() + ", not 1 (C-8)"));
    }
    Optional<String> problem = stateProblem(rules, start, start, sampling);
    if (problem.isPresent()) {
      return Optional.of(new Violation(0, "in the start state, " + problem.get()));
    }
    for (Trace.Step<S, E> step : trace.steps()) {
      String line = "`" + subject.line(step.action()) + "`";
      problem = stepProblem(step.before(), step.action(), step.outcome()).map(p -> line + " " + p);
      if (problem.isEmpty() && step.outcome().isAccepted()) {
        problem = stateProblem(rules, start, step.after(), sampling).map(p -> "after " + line + ", " + p);
      }
      if (problem.isPresent()) {
        return Optional.of(new Violation(step.index() + 1, problem.get()));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<String> stateProblem(
      RuleSet<S, A, E, V> rules, S start, S state, Sampling sampling) {
    int seats = state.seating().seats();
    int teams = state.seating().teams();
    if (!state.seating().equals(start.seating()) || !state.deck().equals(start.deck())) {
      return Optional.of("the seating or the deck changed: " + state.seating() + ", " + state.deck());
    }
    if (state.scores().size() != teams) {
      return Optional.of("there are " + state.scores().size() + " scores for " + teams + " teams");
    }
    ImmutableSet<Integer> winners = state.winners();
    if (state.isOver()) {
      if (state.chanceDue().isPresent()) {
        return Optional.of("the game is over but a chance action is due: " + state.chanceDue().get());
      }
      if (winners.isEmpty() || !winners.stream().allMatch(state.seating()::isTeam)) {
        return Optional.of("the game is over but its winners are " + winners + " (teams are 0.." + (teams - 1) + ")");
      }
    } else if (!winners.isEmpty()) {
      return Optional.of("the game is not over but it has winners " + winners);
    }
    if (state.chanceDue().isPresent()) {
      Optional<String> due = dueProblem(state, state.chanceDue().get());
      if (due.isPresent()) {
        return due;
      }
    }
    boolean anyLegal = false;
    boolean full = sampling.pick(LEGAL_ONE_IN);
    for (int seat = 0; seat < seats && (full || !anyLegal); seat++) {
      ImmutableList<A> legal = rules.legalActions(state, seat);
      anyLegal |= !legal.isEmpty();
      if (!legal.isEmpty() && (state.isOver() || state.chanceDue().isPresent())) {
        return Optional.of("seat " + seat + " has legal actions " + legal + " although "
            + (state.isOver() ? "the game is over" : "a chance action is due"));
      }
      for (A action : legal) {
        if (action.seat() != seat) {
          return Optional.of("legalActions(state, " + seat + ") lists " + action + ", an action of seat " + action.seat());
        }
      }
      if (ImmutableSet.copyOf(legal).size() != legal.size()) {
        return Optional.of("legalActions(state, " + seat + ") lists an action twice: " + legal);
      }
      Optional<String> indexed = indexedProblem(rules, state, seat, legal);
      if (indexed.isPresent()) {
        return indexed;
      }
    }
    for (int stranger : new int[] {-1, seats}) {
      if (rules.legalActionCount(state, stranger) != 0) {
        return Optional.of("legalActionCount(state, " + stranger + ") is " + rules.legalActionCount(state, stranger)
            + " for a number that is no seat");
      }
    }
    if (!anyLegal && !state.isOver() && state.chanceDue().isEmpty()) {
      return Optional.of("dead end: the game is not over, no chance action is due and no seat has a legal action");
    }
    return Optional.empty();
  }

  /** The indexed view of the legal actions is the list, action for action, in the same order. */
  private static <S extends GameState, A extends PlayerAction> Optional<String> indexedProblem(
      RuleSet<S, A, ?, ?> rules, S state, int seat, ImmutableList<A> legal) {
    int count = rules.legalActionCount(state, seat);
    if (count != legal.size()) {
      return Optional.of("legalActionCount(state, " + seat + ") is " + count + " but legalActions lists "
          + legal.size() + ": " + legal);
    }
    for (int i = 0; i < count; i++) {
      A action = rules.legalAction(state, seat, i);
      if (!action.equals(legal.get(i))) {
        return Optional.of("legalAction(state, " + seat + ", " + i + ") is " + action + " but legalActions lists "
            + legal.get(i) + " there");
      }
    }
    for (int outside : new int[] {-1, count}) {
      try {
        A action = rules.legalAction(state, seat, outside);
        return Optional.of("legalAction(state, " + seat + ", " + outside + ") answers " + action + " for an index"
            + " outside 0.." + (count - 1) + " instead of throwing IndexOutOfBoundsException");
      } catch (IndexOutOfBoundsException expected) {
        // Right: no action there.
      }
    }
    return Optional.empty();
  }

  private static Optional<String> dueProblem(GameState state, ChanceDue due) {
    if (due instanceof ChanceDue.ShuffleDue shuffle) {
      ImmutableList<Card> cards = shuffle.cards();
      if (ImmutableSet.copyOf(cards).size() != cards.size() || !cards.stream().allMatch(state.deck()::contains)) {
        return Optional.of("the due shuffle lists cards twice or cards outside the deck: " + cards);
      }
    } else if (((ChanceDue.StarterDue) due).seats() != state.seating().seats()) {
      return Optional.of("a starter among " + ((ChanceDue.StarterDue) due).seats() + " seats is due at a table of "
          + state.seating().seats());
    }
    return Optional.empty();
  }

  /** The outcome that rules.md C-4, C-8 and the head of §R require, when they decide it alone. */
  private static <S extends GameState, E extends Event> Optional<String> stepProblem(
      S before, Action action, Outcome<S, E> outcome) {
    int round = outcome.state().round();
    if (round < before.round() || round > before.round() + 1) {
      return Optional.of("moved the game from round " + before.round() + " to round " + round
          + " (rounds never go back and begin one at a time, C-8)");
    }
    Optional<ChanceDue> due = before.chanceDue();
    if (before.isOver()) {
      return expect(outcome, RejectionCode.GAME_OVER, "the game is over");
    }
    if (action instanceof PlayerAction && due.isPresent()) {
      return expect(outcome, RejectionCode.AWAITING_CHANCE, "a chance action is due (C-4)");
    }
    if (action instanceof ChanceAction && !rightKind(due, action)) {
      return expect(outcome, RejectionCode.UNEXPECTED_CHANCE,
          due.isEmpty() ? "no chance action is due" : "the due chance action is of the other kind");
    }
    if (action instanceof Shuffle shuffle) {
      ImmutableList<Card> dueCards = ((ChanceDue.ShuffleDue) due.orElseThrow()).cards();
      if (HashMultiset.create(dueCards).equals(HashMultiset.create(shuffle.cards()))) {
        return outcome.isAccepted() ? Optional.empty() : Optional.of("was rejected although it orders exactly the due cards: "
            + outcome.rejection().orElseThrow());
      }
      return expect(outcome, RejectionCode.BAD_SHUFFLE, "it does not order exactly the due cards");
    }
    if (action instanceof Starter starter) {
      if (before.seating().isSeat(starter.seat())) {
        return outcome.isAccepted() ? Optional.empty() : Optional.of("was rejected although a starter is due and seat "
            + starter.seat() + " exists: " + outcome.rejection().orElseThrow());
      }
      return expect(outcome, RejectionCode.NO_SUCH_SEAT, "seat " + starter.seat() + " does not exist");
    }
    PlayerAction play = (PlayerAction) action;
    if (!before.seating().isSeat(play.seat())) {
      return expect(outcome, RejectionCode.NO_SUCH_SEAT, "seat " + play.seat() + " does not exist (§R: the actor first)");
    }
    return Optional.empty();
  }

  private static boolean rightKind(Optional<ChanceDue> due, Action action) {
    return due.isPresent() && (due.get() instanceof ChanceDue.ShuffleDue ? action instanceof Shuffle : action instanceof Starter);
  }

  private static Optional<String> expect(Outcome<?, ?> outcome, RejectionCode code, String because) {
    if (outcome instanceof Outcome.Rejected<?, ?> rejected) {
      return rejected.reason().code() == code ? Optional.empty()
          : Optional.of("must be rejected " + code + " because " + because + ", but was rejected " + rejected.reason());
    }
    return Optional.of("must be rejected " + code + " because " + because + ", but was accepted");
  }
}
