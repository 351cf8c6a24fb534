package kemkit.undo;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Barrier;
import kemkit.game.ChanceAction;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A game followed action by action, for taking moves back (rules.md C-10): the state now, and for
 * each accepted action since the last barrier, who made it and the state before it. Immutable: a
 * new accepted action makes a new ledger, and the old one stays valid (a server swaps one
 * reference). What lies before the last barrier can never be taken back, so the ledger lets it go:
 * it holds as many states as there are actions since the last barrier.
 *
 * <p>A seat takes back one move at a time, its most recent one, and only while every action after
 * the barrier is its own ({@link Barrier#OTHER_SEAT}); the rules' barrier of each action ({@link
 * RuleSet#barrier}) stands whatever the table's {@link Reach}. With {@link Reach#LAST} a seat may
 * take back its last move once, not the one before it; with {@link Reach#BARRIER} it may go on
 * back to the barrier.
 *
 * <pre>{@code
 * Ledger<KhamulState> ledger = Ledger.of(rules, record.actions());   // or start(rules), then play
 * switch (ledger.takeBack(seat, Reach.BARRIER)) {
 *   case TakeBack.Allowed allowed -> ledger = ledger.back(allowed);   // record cut to allowed.keep()
 *   case TakeBack.Refused refused -> tell(seat, refused.barrier().sentence());
 * }
 * }</pre>
 *
 * @param <S> the game's state type
 */
public final class Ledger<S extends GameState> {

  private final RuleSet<S, ?, ?, ?> rules;
  private final S state;
  /** Accepted actions from the start. */
  private final int size;
  /** Who made the last action; -1 for a chance action or none. */
  private final int actor;
  /** What stands in the way of taking the last action back; empty if nothing does. */
  private final Optional<Barrier> barrier;
  /** The ledger before the last action; null when it can never be gone back to. */
  private final Ledger<S> previous;
  /** Whether this ledger was reached by taking a move back (with {@link Reach#LAST}, only once). */
  private final boolean rewound;

  private Ledger(RuleSet<S, ?, ?, ?> rules, S state, int size, int actor, Optional<Barrier> barrier,
      Ledger<S> previous, boolean rewound) {
    this.rules = rules;
    this.state = state;
    this.size = size;
    this.actor = actor;
    this.barrier = barrier;
    this.previous = previous;
    this.rewound = rewound;
  }

  /**
   * {@return the ledger of a game that has not begun: {@code rules.start()}, nothing to take back}
   *
   * @param rules the game's rule set
   * @param <S> the game's state type
   */
  public static <S extends GameState> Ledger<S> start(RuleSet<S, ?, ?, ?> rules) {
    requireNonNull(rules, "rules");
    return new Ledger<>(rules, rules.start(), 0, -1, Optional.of(Barrier.NOTHING), null, false);
  }

  /**
   * {@return the ledger of the game that {@code actions} make from the start: the accepted actions
   * of a record, in order}
   *
   * @param rules the game's rule set
   * @param actions the record's actions
   * @param <S> the game's state type
   * @throws IllegalArgumentException if one of the actions is rejected, naming it and why
   */
  public static <S extends GameState> Ledger<S> of(RuleSet<S, ?, ?, ?> rules, List<? extends Action> actions) {
    Ledger<S> ledger = start(rules);
    for (int i = 0; i < actions.size(); i++) {
      Action action = actions.get(i);
      Optional<Ledger<S>> next = ledger.play(action);
      if (next.isEmpty()) {
        throw new IllegalArgumentException("action " + (i + 1) + " of the record is rejected: "
            + rules.apply(ledger.state, action).rejection().orElseThrow());
      }
      ledger = next.get();
    }
    return ledger;
  }

  /** {@return the rule set of the game} */
  public RuleSet<S, ?, ?, ?> rules() {
    return rules;
  }

  /** {@return the state now: the whole truth, never shown to a seat} */
  public S state() {
    return state;
  }

  /** {@return how many actions have been accepted: the length of the game's record} */
  public int size() {
    return size;
  }

  /**
   * {@return the ledger after {@code action}, if {@link RuleSet#apply} accepts it; empty if it is
   * rejected (the game is where it was)}
   *
   * @param action a chance action or a player action
   */
  public Optional<Ledger<S>> play(Action action) {
    Outcome<S, ?> outcome = rules.apply(state, action);
    return outcome.isAccepted() ? Optional.of(after(action, outcome)) : Optional.empty();
  }

  /**
   * {@return the ledger after {@code action}, already applied to {@link #state()} with {@code
   * outcome}} For a host that applies the action itself and reads the outcome's events.
   *
   * @param action the action
   * @param outcome what {@code rules().apply(state(), action)} returned, accepted
   * @throws IllegalArgumentException if {@code outcome} is a rejection
   */
  @SuppressWarnings({"unchecked", "rawtypes"}) // the outcome's events are the rule set's own
  public Ledger<S> after(Action action, Outcome<S, ?> outcome) {
    requireNonNull(action, "action");
    Optional<Barrier> why = ((RuleSet) rules).barrier(state, action, outcome);
    int by = action instanceof PlayerAction move && !(action instanceof ChanceAction) ? move.seat() : -1;
    return new Ledger<>(rules, outcome.state(), size + 1, by, why, why.isEmpty() ? this : null, false);
  }

  /**
   * {@return whether {@code seat} may take back its most recent move now, at a table of {@code
   * reach}, and if not why} Read-only: {@link #back} takes it back.
   *
   * @param seat the seat that asks
   * @param reach the table's option
   */
  public TakeBack takeBack(int seat, Reach reach) {
    requireNonNull(reach, "reach");
    if (reach == Reach.OFF || reach == Reach.LAST && rewound) {
      return new TakeBack.Refused(seat, Barrier.OFF);
    }
    if (barrier.isPresent()) {
      return new TakeBack.Refused(seat, barrier.get());
    }
    if (actor != seat) {
      return new TakeBack.Refused(seat, Barrier.OTHER_SEAT);
    }
    return new TakeBack.Allowed(seat, 1, size - 1, previous.state);
  }

  /**
   * {@return how many of its moves {@code seat} could take back now, one after another, at a table
   * of {@code reach}: 0 when {@link #takeBack} refuses}
   *
   * @param seat the seat that asks
   * @param reach the table's option
   */
  public int reach(int seat, Reach reach) {
    int count = 0;
    for (Ledger<S> at = this; at.takeBack(seat, reach).isAllowed(); at = at.previous.rewound()) {
      count++;
    }
    return count;
  }

  /**
   * {@return the ledger before the move {@code allowed} takes back: its state, its size ({@code
   * allowed.keep()}), and what may be taken back from there}
   *
   * @param allowed what {@link #takeBack} answered, on this very ledger
   * @throws IllegalArgumentException if {@code allowed} was not answered by this ledger
   */
  public Ledger<S> back(TakeBack.Allowed allowed) {
    requireNonNull(allowed, "allowed");
    if (previous == null || allowed.keep() != size - 1 || allowed.actions() != 1 || allowed.seat() != actor
        || allowed.state() != previous.state) {
      throw new IllegalArgumentException(allowed + " was not answered by this ledger (" + size + " actions)");
    }
    return previous.rewound();
  }

  private Ledger<S> rewound() {
    return new Ledger<>(rules, state, size, actor, barrier, previous, true);
  }

  /** {@return the size and the last action's seat and barrier, never a card} */
  @Override
  public String toString() {
    return "Ledger[" + size + " actions, last by " + (actor < 0 ? "nobody" : "seat " + actor)
        + barrier.map(b -> ", barrier " + b.word()).orElse("") + "]";
  }
}
