package kemkit.game;

import com.google.common.collect.ImmutableList;
import java.util.random.RandomGenerator;

/**
 * A game with every option fixed: the pure reducer, the legal actions and the views of one rule
 * set. Rule sets are immutable and thread-safe; so are the states they make.
 *
 * <p>The three faces of every action (see the package documentation): can it be done ({@link
 * #legalActions}, or {@link #apply} returning {@link Outcome.Rejected}), do it ({@link #apply}),
 * and what happened ({@link Outcome#events()}).
 *
 * <p>A state belongs to the rule set that made it (or to an equal one, built from an equal {@link
 * #setup()}). Every method that takes a state refuses a state made by another rule set (another
 * game, preset, option or seating) with a {@link ForeignStateException} naming both setups: never
 * an index error, never an answer about the wrong table. The check is an identity comparison on
 * the hot path ({@link #apply}), an equals of the setups only when the rule set objects differ.
 * Those methods take any {@link GameState}, not only {@code S}, so that a state of another game
 * (through a raw or wildcard {@code RuleSet}, a server juggling tables of several games) is refused
 * the same way rather than failing a cast in a compiler-made bridge method; {@link #eventsSeenBy}
 * refuses an event of another game's class with a {@link ForeignStateException} too.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public interface RuleSet<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** {@return the game's name: {@code kems}, {@code kemps} or {@code khamul}} */
  String game();

  /**
   * {@return the setup that makes this rule set, in canonical form: the preset, every option that
   * differs from it, and every seating statement} Writing it as a record header and reading it
   * back gives an equal rule set.
   */
  Setup setup();

  /** {@return the state before anything happened: round 1, waiting for its chance action} */
  S start();

  /**
   * The reducer: applies {@code action} to {@code state}. Pure: the same arguments always give an
   * equal result, and {@code state} is never changed.
   *
   * @param state a state made by this rule set
   * @param action a chance action or a player action of this game
   * @return the new state and its events, or the unchanged state and a rejection (rules.md C-5)
   * @throws NullPointerException if an argument is null
   * @throws ForeignStateException if {@code state} was made by another rule set; apart from these
   *     two, nothing is thrown: every wrong action is a rejection
   */
  Outcome<S, E> apply(GameState state, Action action);

  /**
   * {@return the actions {@code seat} may make now; {@link #apply} accepts every one} Depends only
   * on what {@code seat} may know (C-6). Where a family of actions is too large to list and its
   * members are equivalent for play, one representative stands for the family, and {@link #apply}
   * accepts every member: free-word actions (signs, gestures) are listed with the words of {@link
   * #signalWords()}, and a game may list one permutation for a blind reorder of a hand. Empty when
   * a chance action is due or the game is over, and for a number that is no seat of the table
   * (such a seat may do nothing).
   *
   * @param state the state of the game
   * @param seat the seat that would act
   * @throws ForeignStateException if {@code state} was made by another rule set
   */
  ImmutableList<A> legalActions(GameState state, int seat);

  /**
   * {@return how many actions {@link #legalActions legalActions(state, seat)} holds, without
   * building the list} With {@link #legalAction} it is an indexed view of the same list, for bots
   * and playouts that draw one action among many millions of times: {@code legalAction(state,
   * seat, rng.nextInt(count))} picks what {@code legalActions(state, seat).get(rng.nextInt(size))}
   * picks, from the same draw. The default counts the list; a game overrides both methods together.
   *
   * @param state the state of the game
   * @param seat the seat that would act
   * @throws ForeignStateException if {@code state} was made by another rule set
   */
  default int legalActionCount(GameState state, int seat) {
    return legalActions(state, seat).size();
  }

  /**
   * {@return the action at {@code index} of {@link #legalActions legalActions(state, seat)},
   * without building the list} See {@link #legalActionCount}.
   *
   * @param state the state of the game
   * @param seat the seat that would act
   * @param index from 0 to {@code legalActionCount(state, seat) - 1}
   * @throws IndexOutOfBoundsException if {@code index} is not below the count
   * @throws ForeignStateException if {@code state} was made by another rule set
   */
  default A legalAction(GameState state, int seat, int index) {
    return legalActions(state, seat).get(index);
  }

  /**
   * {@return what {@code seat} may see of {@code state}, built from what it may know (C-6)}
   *
   * @param state the state of the game
   * @param seat the seat that looks
   * @throws IllegalArgumentException if {@code seat} is not a seat of the table
   * @throws ForeignStateException if {@code state} was made by another rule set
   */
  V view(GameState state, int seat);

  /**
   * {@return the events of one accepted action as {@code seat} may see them: hidden cards left
   * out, private events dropped (C-6)} Deny by default: each event type says what each seat sees
   * of it, so that a new event cannot be public by accident. The events are those of one accepted
   * action of this rule set.
   *
   * <p>A number that is no seat of the table is refused, as {@link #view} and {@link #determinize}
   * refuse it, in every game: a caller that asks for seat 5 of a four-seat table has a bug, and an
   * answer would be some seat's secret (a team computed as {@code seat % teams}) or a "public"
   * stream that each event type would have to get right a second time. Deny by default: there is
   * no spectator stream; a spectator is served by a seat's stream the host trusts it with, or by
   * events it builds from public state.
   *
   * @param seat the seat that looks
   * @param events the events of one accepted action, as {@link #apply} returned them
   * @throws IllegalArgumentException if {@code seat} is not a seat of the table
   * @throws ForeignStateException if an event is of another game's class
   */
  ImmutableList<E> eventsSeenBy(int seat, ImmutableList<E> events);

  /**
   * {@return a state that {@code seat} cannot tell from {@code state}: the cards hidden from it
   * dealt again at random among the places hidden from it} For bots that sample what they cannot
   * see; the seat's view and legal actions are the same in both states (C-6).
   *
   * <p>The result depends on what {@code seat} may know and on {@code rng}, nothing else: two states
   * the seat cannot tell apart, determinized with generators in equal states, give equal states.
   * Every secret is drawn again or replaced in every phase (hidden cards, other teams' signs,
   * secret marks…); hidden cards are gathered in a canonical order before they are dealt, so that
   * where they really lay leaves no trace.
   *
   * @param state the state of the game
   * @param seat the seat whose knowledge is kept
   * @param rng the source of randomness for the hidden cards
   * @throws IllegalArgumentException if {@code seat} is not a seat of the table
   * @throws ForeignStateException if {@code state} was made by another rule set
   */
  S determinize(GameState state, int seat, RandomGenerator rng);

  /**
   * {@return why the accepted {@code action} may not be taken back, or empty if it may (rules.md
   * C-10)} Decided from the action's own outcome, by the rules' own definition of who hears what:
   * a chance action is a barrier ({@link Barrier#CHANCE}); so is an action that ends a round or the
   * game ({@link Barrier#ROUND_END}), and one whose events some seat hears otherwise than whole
   * ({@link Barrier#HIDDEN}: a card drawn, peeked at, shown to one seat; an event told to nobody).
   * A game whose public events can lay open what was hidden (a card played from a hand) says so by
   * overriding this method; the games of kemkit mark such events in their event schema ({@code
   * kemkit.kit.event.Hearing#revealing}). The conformance kit checks the answer: taking back what
   * it allows tells no seat anything it could not see.
   *
   * <p>Whether another seat acted since is not this action's business: {@code kemkit.undo.Ledger}
   * walks a game back and adds it.
   *
   * @param before the state {@code action} was applied to
   * @param action the action
   * @param outcome what {@link #apply apply(before, action)} returned, accepted
   * @throws IllegalArgumentException if {@code outcome} is a rejection
   * @throws ForeignStateException if {@code before} was made by another rule set
   */
  default java.util.Optional<Barrier> barrier(GameState before, Action action, Outcome<?, E> outcome) {
    if (!outcome.isAccepted()) {
      throw new IllegalArgumentException("a rejected action changed nothing: there is nothing to take back");
    }
    if (action instanceof ChanceAction) {
      return java.util.Optional.of(Barrier.CHANCE);
    }
    GameState after = outcome.state();
    if (after.isOver() || after.round() != before.round()) {
      return java.util.Optional.of(Barrier.ROUND_END);
    }
    ImmutableList<E> events = outcome.events();
    for (int seat = 0; seat < after.seating().seats(); seat++) {
      if (!eventsSeenBy(seat, events).equals(events)) {
        return java.util.Optional.of(Barrier.HIDDEN);
      }
    }
    return java.util.Optional.empty();
  }

  /** {@return how this game's actions are written in records} */
  Notation<A> notation();

  /** {@return the words that legal actions use for signs and gestures (any word is accepted)} */
  default ImmutableList<String> signalWords() {
    return ImmutableList.of();
  }

  /** {@return whether {@code expect hand} compares slot by slot (true) or as a set (false)} */
  boolean handsAreOrdered();
}
