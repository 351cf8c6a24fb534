package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.game.Action;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.ForeignStateException;
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
  public Outcome<KhamulState, KhamulEvent> apply(KhamulState state, Action action) {
    requireNonNull(state, "state");
    requireNonNull(action, "action");
    checkOwn(state);
    Optional<Rejection> refusal = refusal(options, state, action);
    if (refusal.isPresent()) {
      return Outcome.rejected(state, refusal.get());
    }
    Change change = new Change(options, state);
    perform(change, action);
    return change.accepted();
  }

  /** {@return why {@code action} cannot be applied to {@code state}, or empty if it can} */
  private static Optional<Rejection> refusal(KhamulOptions options, KhamulState state, Action action) {
    if (state.isOver()) {
      return Refusal.of(RejectionCode.GAME_OVER, "C-8", "the game is over");
    }
    if (action instanceof ChanceAction chance) {
      return chanceRefusal(state, chance);
    }
    Optional<ChanceDue> due = state.chanceDue();
    if (due.isPresent()) {
      return Refusal.of(RejectionCode.AWAITING_CHANCE, "C-4", "the game waits for a chance action ("
          + (due.get() instanceof ChanceDue.StarterDue ? "starter" : "shuffle") + ") in phase "
          + state.phase());
    }
    int seat = ((PlayerAction) action).seat();
    if (seat < 0 || seat >= state.players()) {
      return Refusal.noSeat(state, seat);
    }
    if (!(action instanceof KhamulAction play)) {
      return Refusal.of(RejectionCode.NOT_ALLOWED, "§R", action.getClass().getSimpleName() + " is not a Khamul action");
    }
    if (play instanceof KhamulAction.Peek peek) {
      return Peeking.check(state, peek);
    } else if (play instanceof KhamulAction.Draw draw) {
      return Turns.checkDraw(options, state, draw);
    } else if (play instanceof KhamulAction.Take take) {
      return Turns.checkTake(state, take);
    } else if (play instanceof KhamulAction.Discard discard) {
      return Turns.checkDiscard(state, discard);
    } else if (play instanceof KhamulAction.Swap swap) {
      return Turns.checkSwap(state, swap);
    } else if (play instanceof KhamulAction.Look look) {
      return Powers.checkLook(state, look);
    } else if (play instanceof KhamulAction.Force force) {
      return Powers.checkForce(state, force);
    } else if (play instanceof KhamulAction.KSwap swap) {
      return Powers.checkKingSwap(state, swap);
    } else if (play instanceof KhamulAction.Skip skip) {
      return Powers.checkSkip(state, skip);
    } else if (play instanceof KhamulAction.Snap snap) {
      return Snapping.check(state, snap);
    } else if (play instanceof KhamulAction.Rearrange rearrange) {
      return Rearranging.check(options, state, rearrange);
    } else {
      return Announcing.check(state, (KhamulAction.Announce) play);
    }
  }

  private static Optional<Rejection> chanceRefusal(KhamulState state, ChanceAction chance) {
    Optional<ChanceDue> due = state.chanceDue();
    if (due.isEmpty()) {
      return Refusal.of(RejectionCode.UNEXPECTED_CHANCE, "C-4", "no chance action is due in phase " + state.phase());
    }
    if (chance instanceof Starter starter) {
      if (!(due.get() instanceof ChanceDue.StarterDue)) {
        return Refusal.of(RejectionCode.UNEXPECTED_CHANCE, "C-4", "a shuffle is due, not a starter");
      }
      return Dealing.checkStarter(state, starter.seat());
    }
    if (!(due.get() instanceof ChanceDue.ShuffleDue)) {
      return Refusal.of(RejectionCode.UNEXPECTED_CHANCE, "H-6", "the first round's starter is due, not a shuffle");
    }
    Shuffle shuffle = (Shuffle) chance;
    return state.phase() == Phase.AWAITING_DEAL
        ? Dealing.checkShuffle(shuffle)
        : Recycling.checkShuffle(state, shuffle);
  }

  /** Performs an action that passed {@link #refusal}. */
  private static void perform(Change change, Action action) {
    if (action instanceof Shuffle shuffle) {
      if (change.phase == Phase.AWAITING_DEAL) {
        Dealing.deal(change, shuffle);
      } else {
        Recycling.recycle(change, shuffle);
      }
    } else if (action instanceof Starter starter) {
      Dealing.chooseStarter(change, starter.seat());
    } else if (action instanceof KhamulAction.Peek peek) {
      Peeking.peek(change, peek);
    } else if (action instanceof KhamulAction.Draw draw) {
      Turns.draw(change, draw.seat());
    } else if (action instanceof KhamulAction.Take take) {
      Turns.take(change, take.seat());
    } else if (action instanceof KhamulAction.Discard discard) {
      Turns.discard(change, discard.seat());
    } else if (action instanceof KhamulAction.Swap swap) {
      Turns.swap(change, swap.seat(), swap.slot());
    } else if (action instanceof KhamulAction.Look look) {
      Powers.look(change, look.seat(), look.slot());
    } else if (action instanceof KhamulAction.Force force) {
      Powers.force(change, force.seat(), force.target());
    } else if (action instanceof KhamulAction.KSwap swap) {
      Powers.kingSwap(change, swap);
    } else if (action instanceof KhamulAction.Skip skip) {
      Powers.skip(change, skip.seat());
    } else if (action instanceof KhamulAction.Snap snap) {
      Snapping.snap(change, snap.seat(), snap.slot());
    } else if (action instanceof KhamulAction.Rearrange rearrange) {
      Rearranging.rearrange(change, rearrange.seat(), rearrange.permutation());
    } else {
      Announcing.announce(change, ((KhamulAction.Announce) action).seat());
    }
  }

  /**
   * {@inheritDoc}
   *
   * <p>Every rearrange is accepted, but only one per seat is listed: all permutations of a hand
   * give the same game up to slot names (see H-10 in the module's RULES.md).
   */
  @Override
  public ImmutableList<KhamulAction> legalActions(KhamulState state, int seat) {
    return LegalActions.of(options, checkOwn(state), seat);
  }

  /**
   * {@inheritDoc} Implements rules.md H-15.
   *
   * @throws IllegalArgumentException if {@code seat} is not a seat of the state
   */
  @Override
  public KhamulView view(KhamulState state, int seat) {
    return Visibility.view(checkOwn(state), checkSeat(state, seat));
  }

  /**
   * {@inheritDoc} Implements rules.md H-15. A number that is no seat of the table (say -1) gets
   * the public stream, as a spectator would see it.
   */
  @Override
  public ImmutableList<KhamulEvent> eventsSeenBy(int seat, ImmutableList<KhamulEvent> events) {
    return Visibility.eventsSeenBy(seat, requireNonNull(events, "events"));
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
  public KhamulState determinize(KhamulState state, int seat, RandomGenerator rng) {
    return Determinizing.determinize(checkOwn(state), checkSeat(state, seat), options,
        requireNonNull(rng, "rng"));
  }

  /**
   * {@return {@code state}, unless another rule set made it (RuleSet's contract)} An identity
   * comparison first, as {@code apply} is the hot path, then equals: equal rule sets share states.
   */
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
