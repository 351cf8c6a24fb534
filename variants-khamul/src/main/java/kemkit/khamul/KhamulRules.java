package kemkit.khamul;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.GameState;
import kemkit.game.Notation;
import kemkit.game.PlayerAction;
import kemkit.game.Rejection;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Setup;
import kemkit.game.Shuffle;
import kemkit.game.Spectated;
import kemkit.game.Starter;
import kemkit.khamul.KhamulAction.Announce;
import kemkit.khamul.KhamulAction.Discard;
import kemkit.khamul.KhamulAction.Draw;
import kemkit.khamul.KhamulAction.Force;
import kemkit.khamul.KhamulAction.KingSwap;
import kemkit.khamul.KhamulAction.Look;
import kemkit.khamul.KhamulAction.Peek;
import kemkit.khamul.KhamulAction.Rearrange;
import kemkit.khamul.KhamulAction.Skip;
import kemkit.khamul.KhamulAction.Snap;
import kemkit.khamul.KhamulAction.Swap;
import kemkit.khamul.KhamulAction.Take;
import kemkit.kit.rules.Rules;
import kemkit.kit.rules.Verbs;
import kemkit.kit.state.Workspace;
import kemkit.seat.Seating;

/**
 * The rules of Khamul (rules.md §H) with every option fixed: the pure reducer, legal actions,
 * views, per-seat events and determinization. Immutable and thread-safe.
 *
 * <p>The rules kit's reducer template ({@link Rules}) does what every game does the same way: the
 * prologue of {@code apply} in rules.md §R order ({@code GAME_OVER}, {@code AWAITING_CHANCE} /
 * {@code UNEXPECTED_CHANCE}, {@code NO_SUCH_SEAT} for the actor, {@code NOT_ALLOWED}), the
 * workspace around each action, the legal actions and the seats' doors. This class gives it
 * Khamul's verbs, in the order the legal actions are listed, and the sentences of the prologue;
 * each verb's mechanic checks the rest ({@code WRONG_PHASE}, {@code NOT_YOUR_TURN}, targets, slots,
 * arguments) and performs it: dealing (H-3, H-6), peeking (H-5), turns (H-7), powers (H-8), snaps
 * (H-9), rearranges (H-10), recycling (H-11), the announcement (H-12) and scoring (H-13, H-14),
 * each keeping the memory of H-15.
 *
 * <pre>{@code
 * KhamulRules rules = Khamul.rules();
 * KhamulState state = rules.start();
 * state = rules.apply(state, Chance.roll(state.chanceDue().orElseThrow(), rng)).state();
 * }</pre>
 */
public final class KhamulRules extends Rules<KhamulState, KhamulAction, KhamulEvent, KhamulView, KhamulOptions>
    implements Spectated<KhamulView> {

  /**
   * Khamul's verbs, in the order a seat's legal actions are listed (the blocks of each phase: while
   * peeking, the peeks then the rearrange; in play, the turn's own actions, the snaps, then the
   * rearrange), each with the phases in which it may be made at all.
   */
  private static final Verbs<KhamulState, KhamulAction, KhamulOptions> VERBS =
      Verbs.builder(KhamulAction.class, KhamulOptions.class, Phase.class, KhamulState::phase)
          .add(Peek.class, Peeking.PEEK, Phase.PEEKING)
          .add(Announce.class, Announcing.ANNOUNCE, Phase.TURN_START)
          .add(Draw.class, Turns.DRAW, Phase.TURN_START)
          .add(Take.class, Turns.TAKE, Phase.TURN_START)
          .add(Discard.class, Turns.DISCARD_DRAWN, Phase.HOLDING_DRAWN)
          .add(Swap.class, Turns.SWAP, Phase.HOLDING_DRAWN, Phase.HOLDING_TAKEN)
          .add(Skip.class, Powers.SKIP, Phase.POWER)
          .add(Look.class, Powers.LOOK, Phase.POWER)
          .add(Force.class, Powers.FORCE, Phase.POWER)
          .add(KingSwap.class, Powers.KING_SWAP, Phase.POWER)
          .add(Snap.class, Snapping.SNAP, Phase.TURN_START, Phase.HOLDING_DRAWN, Phase.HOLDING_TAKEN, Phase.POWER)
          .add(Rearrange.class, Rearranging.REARRANGE, Phase.PEEKING, Phase.TURN_START, Phase.HOLDING_DRAWN,
              Phase.HOLDING_TAKEN, Phase.POWER)
          .build();

  private final KhamulOptions options;
  private final KhamulState start;

  KhamulRules(KhamulOptions options) {
    super(KhamulState.class, KhamulState.SCHEMA, KhamulAction.class, KhamulEvents.SCHEMA, VERBS,
        requireNonNull(options, "options"), Seating.players(options.players()));
    this.options = options;
    this.start = Dealing.newGame(options.players(), this);
  }

  /** {@return Khamul's verbs, for tests that ask every verb} */
  static Verbs<KhamulState, KhamulAction, KhamulOptions> verbs() {
    return VERBS;
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

  // --- the prologue's sentences (the template checks in §R order) ----------------------------

  @Override
  protected RuleSet<?, ?, ?, ?> madeBy(KhamulState state) {
    return state.get(KhamulState.RULES);
  }

  @Override
  protected boolean awaitsChance(KhamulState state) {
    return state.isChanceDue();
  }

  @Override
  protected Rejection gameOver(KhamulState state) {
    return new Rejection(RejectionCode.GAME_OVER, "C-8",
        "the game is over: a total reached the target, and no action follows the end");
  }

  @Override
  protected Rejection awaitingChance(KhamulState state) {
    return new Rejection(RejectionCode.AWAITING_CHANCE, "C-4", "the game waits for "
        + (state.phase() == Phase.AWAITING_STARTER ? "the first round's starting seat"
            : state.phase() == Phase.AWAITING_DEAL ? "the deck order of the round" : "the recycled cards' new order")
        + ": chance acts before anyone else");
  }

  @Override
  protected Rejection noSeat(KhamulState state, int seat) {
    return Rejections.noSeat(state, seat, seat).orElseThrow();
  }

  @Override
  protected Rejection notThisGame(int seat, PlayerAction action) {
    return Rejection.of(RejectionCode.NOT_ALLOWED, "§R", seat, "'%s' is not a Khamul action: Khamul has other verbs",
        action);
  }

  // --- chance: the deck order, the first starter, a recycled stock (C-4) --------------------

  @Override
  protected Optional<Rejection> checkChance(KhamulOptions options, KhamulState state, ChanceAction chance) {
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

  @Override
  protected void performChance(KhamulOptions options, Workspace<KhamulState> work, ChanceAction chance) {
    if (chance instanceof Starter starter) {
      Dealing.chooseStarter(work, starter.seat());
    } else if (work.get(KhamulState.PHASE) == Phase.AWAITING_DEAL) {
      Dealing.deal(work, (Shuffle) chance);
    } else {
      Recycling.recycle(options, work, (Shuffle) chance);
    }
  }

  // --- the seats' doors ------------------------------------------------------------------------

  /** {@inheritDoc} Implements rules.md H-15. */
  @Override
  protected KhamulView viewOf(KhamulState state, int seat) {
    return Visibility.view(state, seat);
  }

  /** {@return what no seat hides: the public view (seat -1), with every hand once the game is over (H-14, H-15)} */
  @Override
  public KhamulView publicView(GameState state) {
    return Visibility.publicView(own(state));
  }

  /**
   * {@inheritDoc}
   *
   * <p>The cards re-dealt are those whose place {@code seat} does not know (H-15): the slots it
   * does not remember, the stock, and a held card it did not see.
   */
  @Override
  protected KhamulState sample(KhamulState state, int seat, RandomGenerator rng) {
    return Determinizing.determinize(state, seat, options, rng);
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
