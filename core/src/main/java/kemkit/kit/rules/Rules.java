package kemkit.kit.rules;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.game.Action;
import kemkit.game.Barrier;
import kemkit.game.ChanceAction;
import kemkit.game.Event;
import kemkit.game.ForeignStateException;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;
import kemkit.kit.event.EventSchema;
import kemkit.kit.state.Schema;
import kemkit.kit.state.SchemaState;
import kemkit.kit.state.Workspace;
import kemkit.seat.Seating;

/**
 * The reducer template: what every rule set does the same way, once. A game's rule set extends it
 * with its {@link Schema}, its {@link EventSchema}, its {@link Verbs}, and the sentences of its
 * prologue; the template does the rest.
 *
 * <p><b>The prologue</b> of {@link #apply}, in the order of rules.md §R: the state must be this
 * game's ({@link ForeignStateException} otherwise) and made by this rule set or an equal one; a
 * game that is over refuses everything ({@code GAME_OVER}); a chance action goes to {@link
 * #checkChance} and {@link #performChance}; while one is due every player action is refused
 * ({@code AWAITING_CHANCE}); the actor must be a seat ({@code NO_SUCH_SEAT}) and the action one of
 * this game's ({@code NOT_ALLOWED}). Then the action's {@link Verb} checks it and, if nothing is
 * wrong, performs it in the thread's {@link Workspace}; a rejected action returns the very state
 * it was given (C-5).
 *
 * <p><b>Legal actions</b> come from the same verbs: {@link #legalActionCount} and {@link
 * #legalAction} walk the verbs of the state's phase, and {@link #legalActions} lists them; empty
 * for a game over, a chance action due, or a number that is no seat.
 *
 * <p><b>The seats' doors</b> ({@link #view}, {@link #eventsSeenBy}, {@link #determinize}) check
 * the state and the seat once, here, then ask the game.
 *
 * <pre>{@code
 * sealed interface TrickAction extends PlayerAction permits Play, Pass {}   // the game's values
 * sealed interface TrickEvent extends Event permits Played, TrickWon {}
 * record TrickView(int seat, ImmutableList<Card> hand, ImmutableList<Card> trick) {}
 * record TrickOptions(int players, int target) {}
 *
 * public final class TrickRules extends Rules<TrickState, TrickAction, TrickEvent, TrickView, TrickOptions> {
 *   TrickRules(TrickOptions options) {
 *     super(TrickState.class, TrickState.SCHEMA, TrickAction.class, TrickEvents.SCHEMA, Trick.VERBS, options,
 *         Seating.players(options.players()));
 *   }
 *   protected Rejection gameOver(TrickState state) { … }   // and the prologue's other sentences
 *   …
 * }
 * }</pre>
 *
 * @param <S> the game's state
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view
 * @param <C> what the verbs read besides the state: the game's options
 */
public abstract class Rules<S extends SchemaState, A extends PlayerAction, E extends Event, V, C>
    implements RuleSet<S, A, E, V> {

  private final Class<S> stateType;
  private final Class<A> actionType;
  private final Schema<S> schema;
  private final EventSchema<E> events;
  private final Verbs<S, A, C> verbs;
  private final C context;
  private final Seating seating;

  /**
   * Makes the template of a game's rule set.
   *
   * @param stateType the game's state class
   * @param schema the game's state schema
   * @param actionType the game's action interface
   * @param events the game's event schema
   * @param verbs the game's verbs
   * @param context what the verbs read besides the state: the game's options
   * @param seating the table's seats and teams
   */
  protected Rules(Class<S> stateType, Schema<S> schema, Class<A> actionType, EventSchema<E> events,
      Verbs<S, A, C> verbs, C context, Seating seating) {
    this.stateType = requireNonNull(stateType, "stateType");
    this.schema = requireNonNull(schema, "schema");
    this.actionType = requireNonNull(actionType, "actionType");
    this.events = requireNonNull(events, "events");
    this.verbs = requireNonNull(verbs, "verbs");
    this.context = requireNonNull(context, "context");
    this.seating = requireNonNull(seating, "seating");
  }

  /** {@return the table's seats and teams} */
  public final Seating seating() {
    return seating;
  }

  // --- what the game says -----------------------------------------------------------------

  /**
   * {@return the rule set that made {@code state}, which every other rule set refuses}
   *
   * @param state a state of the game
   */
  protected abstract RuleSet<?, ?, ?, ?> madeBy(S state);

  /**
   * {@return whether a chance action is due: every player action is refused until it comes} Asked of
   * every state, so cheap: no list of cards.
   *
   * @param state a state of the game, not over
   */
  protected abstract boolean awaitsChance(S state);

  /**
   * {@return why a game that is over refuses an action: {@code GAME_OVER}, rules.md C-8}
   *
   * @param state the state, over
   */
  protected abstract Rejection gameOver(S state);

  /**
   * {@return why a player action is refused while a chance action is due: {@code AWAITING_CHANCE}}
   *
   * @param state the state, waiting for chance
   */
  protected abstract Rejection awaitingChance(S state);

  /**
   * {@return why an action of a number that is no seat is refused: {@code NO_SUCH_SEAT}}
   *
   * @param state the state
   * @param seat the number the action names as its seat
   */
  protected abstract Rejection noSeat(S state, int seat);

  /**
   * {@return why an action of another game is refused: {@code NOT_ALLOWED}}
   *
   * @param seat the acting seat
   * @param action the action
   */
  protected abstract Rejection notThisGame(int seat, PlayerAction action);

  /**
   * {@return why {@code chance} cannot be applied to {@code state}, or empty if it can}
   *
   * @param context the game's options
   * @param state the state, not over
   * @param chance the chance action
   */
  protected abstract Optional<Rejection> checkChance(C context, S state, ChanceAction chance);

  /**
   * Applies {@code chance}, which {@link #checkChance} accepted.
   *
   * @param context the game's options
   * @param work the action's workspace
   * @param chance the chance action
   */
  protected abstract void performChance(C context, Workspace<S> work, ChanceAction chance);

  /**
   * {@return what {@code seat} may see of {@code state} (C-6)}
   *
   * @param state a state of this rule set
   * @param seat a seat of the table
   */
  protected abstract V viewOf(S state, int seat);

  /**
   * {@return a state {@code seat} cannot tell from {@code state}; see {@link RuleSet#determinize}}
   *
   * @param state a state of this rule set
   * @param seat a seat of the table
   * @param rng the source of randomness
   */
  protected abstract S sample(S state, int seat, RandomGenerator rng);

  // --- the template ------------------------------------------------------------------------

  /**
   * {@inheritDoc}
   *
   * <p>Implements rules.md §R's order of rejections and C-5: a rejected action returns the very
   * state it was given.
   */
  @Override
  public final Outcome<S, E> apply(GameState given, Action action) {
    S state = own(given);
    requireNonNull(action, "action");
    if (state.isOver()) {
      return Outcome.rejected(state, gameOver(state));
    }
    if (action instanceof ChanceAction chance) {
      Optional<Rejection> refusal = checkChance(context, state, chance);
      if (refusal.isPresent()) {
        return Outcome.rejected(state, refusal.get());
      }
      try (Workspace<S> work = Workspace.begin(schema, state)) {
        performChance(context, work, chance);
        return work.accepted(events);
      }
    }
    if (awaitsChance(state)) {
      return Outcome.rejected(state, awaitingChance(state));
    }
    PlayerAction move = (PlayerAction) action;
    int seat = move.seat();
    if (seat < 0 || seat >= seating.seats()) {
      return Outcome.rejected(state, noSeat(state, seat));
    }
    if (!actionType.isInstance(move)) {
      return Outcome.rejected(state, notThisGame(seat, move));
    }
    return play(state, actionType.cast(move));
  }

  private <X extends A> Outcome<S, E> play(S state, X action) {
    Verb<S, X, C> verb = verbs.of(action);
    Optional<Rejection> refusal = verb.check(context, state, action);
    if (refusal.isPresent()) {
      return Outcome.rejected(state, refusal.get());
    }
    try (Workspace<S> work = Workspace.begin(schema, state)) {
      verb.perform(context, work, action);
      return work.accepted(events);
    }
  }

  /** {@return whether {@code seat} may act at all: the game goes on, no chance is due, a seat} */
  private boolean mayAct(S state, int seat) {
    return seat >= 0 && seat < seating.seats() && !state.isOver() && !awaitsChance(state);
  }

  @Override
  public final ImmutableList<A> legalActions(GameState given, int seat) {
    S state = own(given);
    return mayAct(state, seat) ? verbs.list(context, state, seat) : ImmutableList.of();
  }

  /**
   * {@inheritDoc}
   *
   * <p>Counted from the verbs of the state's phase, without the list.
   */
  @Override
  public final int legalActionCount(GameState given, int seat) {
    S state = own(given);
    return mayAct(state, seat) ? verbs.count(context, state, seat) : 0;
  }

  /**
   * {@inheritDoc}
   *
   * <p>Made by the verb the index falls in, without the list.
   */
  @Override
  public final A legalAction(GameState given, int seat, int index) {
    S state = own(given);
    A action = index >= 0 && mayAct(state, seat) ? verbs.at(context, state, seat, index) : null;
    if (action == null) {
      throw new IndexOutOfBoundsException("no legal action " + index + " of " + legalActionCount(state, seat)
          + " for seat " + seat);
    }
    return action;
  }

  @Override
  public final V view(GameState given, int seat) {
    S state = own(given);
    return viewOf(state, checkSeat(seat));
  }

  @Override
  public final ImmutableList<E> eventsSeenBy(int seat, ImmutableList<E> events) {
    requireNonNull(events, "events");
    checkSeat(seat);
    // Each element's class is looked at: through a raw RuleSet, an event of another game may come.
    for (Object event : (List<?>) events) {
      if (!this.events.type().isInstance(event)) {
        throw ForeignStateException.ofAnotherGame(event, "event", setup());
      }
    }
    return this.events.heardBy(events, seating, seat);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Besides {@link RuleSet#barrier}'s reasons, an event of a row marked {@link
   * kemkit.kit.event.Hearing#revealing(Hearing)} makes a {@link Barrier#HIDDEN}: the schema says, once
   * per event type, which public events lay open what was hidden.
   */
  @Override
  public final Optional<Barrier> barrier(GameState before, Action action, Outcome<?, E> outcome) {
    own(before);
    Optional<Barrier> barrier = RuleSet.super.barrier(before, action, outcome);
    if (barrier.isPresent()) {
      return barrier;
    }
    return events.reveals(outcome.events()) ? Optional.of(Barrier.HIDDEN) : Optional.empty();
  }

  @Override
  public final S determinize(GameState given, int seat, RandomGenerator rng) {
    S state = own(given);
    checkSeat(seat);
    return sample(state, seat, requireNonNull(rng, "rng"));
  }

  /**
   * {@return {@code state} as this game's, made by this rule set or an equal one} A state of another
   * game's class, or of another rule set, is refused with a {@link ForeignStateException}, never a
   * {@code ClassCastException} or an answer about the wrong table (RuleSet's contract). An identity
   * comparison first, as {@code apply} is the hot path, then equals: equal rule sets share states.
   *
   * @param state any state
   */
  @SuppressWarnings({"ReferenceEquality", "unchecked"}) // identity is the fast path; the class is checked
  protected final S own(GameState state) {
    if (!stateType.isInstance(requireNonNull(state, "state"))) {
      throw ForeignStateException.ofAnotherGame(state, "state", setup());
    }
    S own = (S) state; // checked just above: a second check (Class.cast) costs as much again
    RuleSet<?, ?, ?, ?> maker = madeBy(own);
    if (maker != this && !maker.equals(this)) {
      throw new ForeignStateException(maker.setup(), setup());
    }
    return own;
  }

  /**
   * {@return {@code seat}, checked to be a seat of the table}
   *
   * @param seat any number
   * @throws IllegalArgumentException if it is no seat of the table
   */
  protected final int checkSeat(int seat) {
    if (!seating.isSeat(seat)) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + seating.seats());
    }
    return seat;
  }
}
