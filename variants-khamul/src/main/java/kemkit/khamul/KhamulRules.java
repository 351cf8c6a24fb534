package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.game.Action;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.ForeignStateException;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * The rules of Khamul (rules.md §H) with every option fixed: the pure reducer, legal actions,
 * views, per-seat events and determinization. Immutable and thread-safe.
 *
 * <p>This class only dispatches. It checks what every action shares, in the order of rules.md §R
 * ({@code GAME_OVER}, {@code AWAITING_CHANCE} / {@code UNEXPECTED_CHANCE}, {@code NO_SUCH_SEAT}
 * for the actor, {@code NOT_ALLOWED}), then hands the action to the mechanic it belongs to, which
 * checks the rest ({@code WRONG_PHASE}, {@code NOT_YOUR_TURN}, targets, slots, arguments) and, if
 * nothing is wrong, performs it: dealing (H-3, H-6), peeking (H-5), turns (H-7), powers (H-8),
 * snaps (H-9), rearranges (H-10), recycling (H-11), the announcement (H-12) and scoring (H-13,
 * H-14), each keeping the memory of H-15.
 *
 * <pre>{@code
 * KhamulRules rules = Khamul.rules();
 * KhamulState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * }</pre>
 */
public final class KhamulRules implements RuleSet<KhamulState, KhamulAction, KhamulEvent, KhamulView> {

  private final KhamulOptions options;
  private final KhamulState start;

  KhamulRules(KhamulOptions options) {
    this.options = requireNonNull(options, "options");
    this.start = KhamulState.start(this);
  }

  /** {@return the options this rule set plays with} */
  public KhamulOptions options() {
    return options;
  }

  @Override
  public String game() {
    return KhamulOptions.GAME;
  }

  @Override
  public Setup setup() {
    return options.setup();
  }

  @Override
  public KhamulState start() {
    return start;
  }

  /**
   * {@inheritDoc}
   *
   * <p>Implements rules.md §R's order of rejections and C-5: a rejected action returns the very
   * state it was given.
   */
  @Override
  public Outcome<KhamulState, KhamulEvent> apply(GameState given, Action action) {
    KhamulState state = own(given);
    requireNonNull(state, "state");
    requireNonNull(action, "action");
    checkOwn(state);
    if (state.isOver()) {
      return rejected(state, Rejections.of(RejectionCode.GAME_OVER, "C-8",
          "the game is over: a total reached the target, and no action follows the end"));
    }
    if (action instanceof ChanceAction chance) {
      Optional<Rejection> refusal = chanceRefusal(state, chance);
      if (refusal.isPresent()) {
        return Outcome.rejected(state, refusal.get());
      }
      Transition change = Transition.begin(options, state);
      try {
        performChance(change, chance);
        return change.accepted();
      } finally {
        change.end();
      }
    }
    if (state.isChanceDue()) {
      Optional<ChanceDue> due = state.chanceDue();
      return rejected(state, Rejections.of(RejectionCode.AWAITING_CHANCE, "C-4", "the game waits for "
          + (due.get() instanceof ChanceDue.StarterDue ? "the first round's starting seat"
              : state.phase() == Phase.AWAITING_DEAL ? "the deck order of the round" : "the recycled cards' new order")
          + ": chance acts before anyone else"));
    }
    int seat = ((PlayerAction) action).seat();
    if (seat < 0 || seat >= state.players()) {
      return rejected(state, Rejections.noSeat(state, seat, seat));
    }
    if (!(action instanceof KhamulAction play)) {
      return rejected(state, Rejections.of(RejectionCode.NOT_ALLOWED, "§R", seat,
          "'%s' is not a Khamul action: Khamul has other verbs", action));
    }
    Transition change = Transition.begin(options, state);
    try {
      return play.accept(change.dispatch());
    } finally {
      change.end();
    }
  }

  /** {@return the rejection of an action with {@code state} untouched (C-5)} */
  private static Outcome<KhamulState, KhamulEvent> rejected(KhamulState state, Optional<Rejection> refusal) {
    return Outcome.rejected(state, refusal.orElseThrow());
  }

  private static Optional<Rejection> chanceRefusal(KhamulState state, ChanceAction chance) {
    Optional<ChanceDue> due = state.chanceDue();
    if (due.isEmpty()) {
      return Rejections.of(RejectionCode.UNEXPECTED_CHANCE, "C-4", "no chance action is due: "
          + Rejections.describe(state, -1) + ", and chance acts only when a deal, a starter or a recycle waits");
    }
    if (chance instanceof Starter starter) {
      if (!(due.get() instanceof ChanceDue.StarterDue)) {
        return Rejections.of(RejectionCode.UNEXPECTED_CHANCE, "C-4", "a shuffle is due, not a starter:"
            + " the starting seat is drawn once, in the first round");
      }
      return Dealing.checkStarter(state, starter.seat());
    }
    if (!(due.get() instanceof ChanceDue.ShuffleDue)) {
      return Rejections.of(RejectionCode.UNEXPECTED_CHANCE, "H-6", "the first round's starter is due, not a"
          + " shuffle: the deal is done and the starting seat comes next");
    }
    Shuffle shuffle = (Shuffle) chance;
    return state.phase() == Phase.AWAITING_DEAL
        ? Dealing.checkShuffle(shuffle)
        : Recycling.checkShuffle(state, shuffle);
  }

  /** Performs a chance action that passed {@link #chanceRefusal}. */
  private static void performChance(Transition change, ChanceAction chance) {
    if (chance instanceof Starter starter) {
      Dealing.chooseStarter(change, starter.seat());
    } else if (change.phase() == Phase.AWAITING_DEAL) {
      Dealing.deal(change, (Shuffle) chance);
    } else {
      Recycling.recycle(change, (Shuffle) chance);
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Every rearrange is accepted, but only one per seat with two or more slots is listed: all
   * permutations of a hand give the same game up to slot names, and a hand of one slot or none has
   * only the identity, which changes nothing (see H-10 in the module's RULES.md).
   */
  @Override
  public ImmutableList<KhamulAction> legalActions(GameState given, int seat) {
    KhamulState state = own(given);
    return LegalActions.of(options, checkOwn(state), seat);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Counted from the same predicates as the list, without it: a random playout draws its action
   * by index, and the count costs no more than a lookup of the list.
   */
  @Override
  public int legalActionCount(GameState given, int seat) {
    KhamulState state = own(given);
    return LegalActions.count(options, checkOwn(state), seat);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Made from the state, without the list: the action the list holds at {@code index}.
   */
  @Override
  public KhamulAction legalAction(GameState given, int seat, int index) {
    KhamulState state = own(given);
    return LegalActions.at(options, checkOwn(state), seat, index);
  }

  /**
   * {@inheritDoc} Implements rules.md H-15.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of the state
   */
  @Override
  public KhamulView view(GameState given, int seat) {
    KhamulState state = own(given);
    return Visibility.view(checkOwn(state), checkSeat(state, seat));
  }

  /**
   * {@inheritDoc} Implements rules.md H-15.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of the table
   */
  @Override
  public ImmutableList<KhamulEvent> eventsSeenBy(int seat, ImmutableList<KhamulEvent> events) {
    requireNonNull(events, "events");
    if (seat < 0 || seat >= options.players()) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + options.players());
    }
    // Each element's class is looked at: through a raw RuleSet, an event of another game may come.
    for (Object event : (List<?>) events) {
      if (!(event instanceof KhamulEvent)) {
        throw ForeignStateException.ofAnotherGame(event, "event", setup());
      }
    }
    return Visibility.eventsSeenBy(seat, events);
  }

  /**
   * {@inheritDoc}
   *
   * <p>The cards re-dealt are those whose place {@code seat} does not know (H-15): the slots it
   * does not remember, the stock, and a held card it did not see.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of the state
   */
  @Override
  public KhamulState determinize(GameState given, int seat, RandomGenerator rng) {
    KhamulState state = own(given);
    return Determinizing.determinize(checkOwn(state), checkSeat(state, seat), options,
        requireNonNull(rng, "rng"));
  }

  /**
   * {@return {@code state}, unless another rule set made it (RuleSet's contract)} An identity
   * comparison first, as {@code apply} is the hot path, then equals: equal rule sets share states.
   */
  /**
   * {@return {@code state} as a Khamul state} A state of another game's class is refused with a
   * ForeignStateException, not a ClassCastException (RuleSet's contract).
   */
  private KhamulState own(GameState state) {
    if (!(requireNonNull(state, "state") instanceof KhamulState own)) {
      throw ForeignStateException.ofAnotherGame(state, "state", setup());
    }
    return own;
  }

  @SuppressWarnings("ReferenceEquality") // the identity test is the fast path; equals follows
  private KhamulState checkOwn(KhamulState state) {
    KhamulRules maker = requireNonNull(state, "state").rules();
    if (maker != this && !maker.equals(this)) {
      throw new ForeignStateException(maker.setup(), setup());
    }
    return state;
  }

  private static int checkSeat(KhamulState state, int seat) {
    if (seat < 0 || seat >= state.players()) {
      throw new IllegalArgumentException("no seat " + seat + " at a table of " + state.players());
    }
    return seat;
  }

  @Override
  public Notation<KhamulAction> notation() {
    return KhamulNotation.INSTANCE;
  }

  /** {@return true: {@code expect hand} compares Khamul hands slot by slot} */
  @Override
  public boolean handsAreOrdered() {
    return true;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof KhamulRules rules && rules.options.equals(options);
  }

  @Override
  public int hashCode() {
    return options.hashCode();
  }

  @Override
  public String toString() {
    return "KhamulRules" + options;
  }
}
