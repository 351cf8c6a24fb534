package kemkit.host;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;

/**
 * One table of one game, shared by many threads: a server or a UI submits every seat's actions
 * here. Actions are applied one at a time, in the order they arrive; each seat has its own stream
 * of the events it may see (C-6); the sender of an action gets a {@link SeatAnswer}: its own
 * projection of the events, or its rejection (C-5), never the state; and the host can write its
 * game as a record at any moment. Its four type parameters come from the rule set: declare a host
 * with {@code var}, as below (one type argument naming all four would need casts).
 *
 * <pre>{@code
 * var host = TableHost.dealing(Kemps.rules(), new SplittableRandom(seed));
 * host.subscribe(2, event -> socketOfSeat2.send(event));     // seat 2 sees only what it may
 * host.open();                                                // deals round 1: subscribers see it
 * SeatAnswer<FamilyEvent> answer = host.submit(action);       // from any thread; safe to forward
 * String record = host.record();                              // replays to host.state()
 * }</pre>
 *
 * <p>What may reach a seat: its {@link SeatAnswer}s, its listeners' events, {@link #view} and
 * {@link #legalActions}. What must not: {@link #state()} (its {@code toString} too) and the
 * {@link Outcome} of {@link #submitWithFullOutcome}, which hold every hidden card.
 *
 * <p>Listeners run on a submitting thread, outside the host's lock, one thread at a time, every
 * seat hearing the actions in the order of the record: keep them short (hand events to your own
 * executor or queue). While one thread delivers, an action submitted from another thread is
 * applied and answered at once, and the delivering thread hands its events on after those before
 * it; a {@code submit} returns once the events it found undelivered are heard, unless another
 * thread was delivering them. As no lock is held while listeners run, listeners of two tables
 * that submit to each other from two threads cannot deadlock. A listener that throws anything
 * short of a {@link VirtualMachineError} (an {@code AssertionError} too) is reported to the host's
 * {@link ErrorHandler} and changes nothing else: the other listeners and seats hear the event, the
 * sender gets its answer, and the next round is dealt. A listener may submit: the action is applied
 * at once and answered, and its events reach the seats after every seat has heard the action being
 * delivered.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class TableHost<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /**
   * Told when a listener throws; the table goes on. Runs on the delivering thread, outside the
   * host's lock; what it throws (short of a {@link VirtualMachineError}) is dropped, and every seat
   * still hears every event it is due.
   */
  @FunctionalInterface
  public interface ErrorHandler {

    /**
     * A listener of {@code seat} threw {@code error} while hearing an event.
     *
     * @param seat the seat the listener was subscribed for
     * @param error what it threw: an exception or an error such as {@code AssertionError}
     */
    void listenerFailed(int seat, Throwable error);

    /**
     * {@return the default: a warning on the {@link System.Logger} of {@code kemkit.host}, naming
     * the seat and the exception, and nothing of the state}
     */
    static ErrorHandler logging() {
      System.Logger logger = System.getLogger("kemkit.host");
      return (seat, error) -> logger.log(
          System.Logger.Level.WARNING, "a listener of seat " + seat + " threw; the table goes on", error);
    }
  }

  private final RuleSet<S, A, E, V> rules;
  private final Optional<RandomGenerator> dealer;
  private final ErrorHandler errors;
  private final List<List<Consumer<? super E>>> listeners;
  private final List<Action> accepted = new ArrayList<>();
  /**
   * The events of each accepted action, beside it: what a seat that comes back missed is told from
   * here ({@link #eventsSeenBy}), not by applying every action again.
   */
  private final List<ImmutableList<E>> events = new ArrayList<>();
  /** The events of accepted actions no seat has heard yet, in the record's order. */
  private final Deque<ImmutableList<E>> undelivered = new ArrayDeque<>();
  /**
   * Whether a thread is delivering (guarded by this): a listener that submits, or another thread,
   * leaves its events to that thread, which delivers until nothing is left.
   */
  private boolean delivering;
  private volatile S state;

  private TableHost(RuleSet<S, A, E, V> rules, Optional<RandomGenerator> dealer, ErrorHandler errors) {
    this.rules = requireNonNull(rules, "rules");
    this.dealer = dealer;
    this.errors = requireNonNull(errors, "errors");
    this.state = rules.start();
    int seats = state.seating().seats();
    List<List<Consumer<? super E>>> perSeat = new ArrayList<>(seats);
    for (int seat = 0; seat < seats; seat++) {
      perSeat.add(new CopyOnWriteArrayList<>());
    }
    this.listeners = List.copyOf(perSeat);
  }

  /**
   * {@return a host whose chance actions are submitted by the caller, like any other action} For
   * replaying or for a host that receives shuffles from elsewhere. Listeners that throw are logged
   * ({@link ErrorHandler#logging()}).
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rule set, with the game not started
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V>
      TableHost<S, A, E, V> manual(RuleSet<S, A, E, V> rules) {
    return manual(rules, ErrorHandler.logging());
  }

  /**
   * {@return a {@link #manual(RuleSet)} host that tells {@code errors} when a listener throws}
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rule set, with the game not started
   * @param errors told when a listener throws; the table goes on
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V>
      TableHost<S, A, E, V> manual(RuleSet<S, A, E, V> rules, ErrorHandler errors) {
    return new TableHost<>(rules, Optional.empty(), errors);
  }

  /**
   * {@return a host that answers every chance action itself, from {@code rng}, as soon as one is
   * due (C-4)} It deals the first round at {@link #open()} (or at the first {@link #submit}), so
   * that listeners subscribed before then see the deal. The generator is used under the host's lock
   * only. Listeners that throw are logged ({@link ErrorHandler#logging()}).
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rule set, with the game not started
   * @param rng the source of every chance action
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V>
      TableHost<S, A, E, V> dealing(RuleSet<S, A, E, V> rules, RandomGenerator rng) {
    return dealing(rules, rng, ErrorHandler.logging());
  }

  /**
   * {@return a {@link #dealing(RuleSet, RandomGenerator)} host that tells {@code errors} when a
   * listener throws}
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rule set, with the game not started
   * @param rng the source of every chance action (C-4), used under the host's lock only
   * @param errors told when a listener throws; the table goes on
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V>
      TableHost<S, A, E, V> dealing(RuleSet<S, A, E, V> rules, RandomGenerator rng, ErrorHandler errors) {
    return new TableHost<>(rules, Optional.of(requireNonNull(rng, "rng")), errors);
  }

  /**
   * Answers the chance actions that are due now, if this host deals them ({@link #dealing}); does
   * nothing for a {@link #manual} host. Call it once the seats have subscribed.
   */
  public void open() {
    synchronized (this) {
      deal();
    }
    deliver();
  }

  /** {@return the rule set} */
  public RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /**
   * {@return the current state: the whole truth, for the server only} Never send it, or its
   * {@code toString}, to a seat: a seat gets {@link #view}.
   */
  public S state() {
    return state;
  }

  /**
   * {@return what {@code seat} sees now}
   *
   * @param seat a seat of the table
   */
  public V view(int seat) {
    return rules.view(state, seat);
  }

  /**
   * {@return the legal actions of {@code seat} now}
   *
   * @param seat a seat of the table
   */
  public ImmutableList<A> legalActions(int seat) {
    return rules.legalActions(state, seat);
  }

  /**
   * Registers a listener for the events {@code seat} may see, from now on, in order.
   *
   * @param seat a seat of the table
   * @param listener called with each event, on the thread that submitted its action
   * @throws IllegalArgumentException if there is no such seat
   */
  public void subscribe(int seat, Consumer<? super E> listener) {
    if (!state.seating().isSeat(seat)) {
      throw new IllegalArgumentException("no seat " + seat + " at this table");
    }
    listeners.get(seat).add(requireNonNull(listener, "listener"));
  }

  /**
   * Applies {@code action} after every action that arrived before it. An accepted action's events
   * go to every seat's listeners (each hearing its own projection, C-6); a rejection goes back to
   * the sender only and changes nothing (C-5).
   *
   * @param action a player or chance action
   * @return the answer for the sender: the events as the acting seat may see them (none for a
   *     chance action, which no seat sends), or the rejection; safe to forward to that seat
   */
  public SeatAnswer<E> submit(Action action) {
    Outcome<S, E> outcome = submitWithFullOutcome(action);
    if (outcome.rejection().isPresent()) {
      return new SeatAnswer.Rejected<>(outcome.rejection().get());
    }
    return new SeatAnswer.Accepted<>(action instanceof PlayerAction move
        ? rules.eventsSeenBy(move.seat(), outcome.events())
        : ImmutableList.of());
  }

  /**
   * Like {@link #submit}, but returns the whole outcome: the new state and every event, hidden
   * cards included. For the server's own bookkeeping (tests, replays, a trusted dealer); never
   * forward it, its events or its state to a seat.
   *
   * @param action a player or chance action
   * @return the full outcome
   */
  public Outcome<S, E> submitWithFullOutcome(Action action) {
    requireNonNull(action, "action");
    Outcome<S, E> outcome;
    synchronized (this) {
      deal();
      outcome = rules.apply(state, action);
      if (outcome.isAccepted()) {
        commit(action, outcome);
        deal();
      }
    }
    deliver();
    return outcome;
  }

  /** {@return every accepted action so far, chance actions included, in the order applied} */
  public synchronized ImmutableList<Action> actions() {
    return ImmutableList.copyOf(accepted);
  }

  /**
   * {@return the accepted actions from the {@code from}-th on (0 for all), in the order applied}
   * A store that appends the record as the game goes copies only what is new, not the whole game.
   *
   * @param from how many accepted actions the caller has already: 0 to {@link #actions()}'s size
   * @throws IndexOutOfBoundsException if {@code from} is negative or more than were accepted
   */
  public synchronized ImmutableList<Action> actionsSince(int from) {
    Objects.checkFromToIndex(from, accepted.size(), accepted.size());
    return ImmutableList.copyOf(accepted.subList(from, accepted.size()));
  }

  /**
   * {@return the events of the accepted actions {@code from} (included) to {@code to} (excluded),
   * as {@code seat} may see them (C-6), in the order applied} For a seat that reconnects: it is
   * told what it missed from the events kept when each action was applied, which no action is
   * applied again for. Safe to forward to that seat.
   *
   * @param seat a seat of the table
   * @param from the first action, counted from 0 among {@link #actions()}
   * @param to the action after the last, at most {@link #actions()}'s size
   * @throws IllegalArgumentException if there is no such seat
   * @throws IndexOutOfBoundsException if {@code from} and {@code to} are not such a range
   */
  public synchronized ImmutableList<E> eventsSeenBy(int seat, int from, int to) {
    if (!state.seating().isSeat(seat)) {
      throw new IllegalArgumentException("no seat " + seat + " at this table");
    }
    Objects.checkFromToIndex(from, to, events.size());
    ImmutableList.Builder<E> out = ImmutableList.builder();
    for (int at = from; at < to; at++) {
      out.addAll(rules.eventsSeenBy(seat, events.get(at)));
    }
    return out.build();
  }

  /** {@return the game so far as a record, which replays to {@link #state()}} */
  public synchronized String record() {
    return RecordWriter.write(rules, accepted);
  }

  private void commit(Action action, Outcome<S, E> outcome) {
    accepted.add(action);
    state = outcome.state();
    ImmutableList<E> heard = outcome.events();
    events.add(heard);
    undelivered.add(heard);
  }

  /**
   * Gives every seat the events not heard yet, action by action, outside the lock: listeners may
   * block, submit here or to another table. One thread delivers at a time; a listener that submits,
   * or another thread, adds to the queue that this loop drains, so that every seat hears the
   * record's order. The queue is emptied and the flag dropped under one lock, so that no event is
   * left behind.
   */
  private void deliver() {
    synchronized (this) {
      if (delivering) {
        return;
      }
      delivering = true;
    }
    boolean drained = false;
    try {
      while (true) {
        ImmutableList<E> events;
        synchronized (this) {
          events = undelivered.poll();
          if (events == null) {
            delivering = false;
            drained = true;
            return;
          }
        }
        for (int seat = 0; seat < listeners.size(); seat++) {
          List<Consumer<? super E>> seatListeners = listeners.get(seat);
          if (!seatListeners.isEmpty()) {
            hear(seat, seatListeners, rules.eventsSeenBy(seat, events));
          }
        }
      }
    } finally {
      if (!drained) {
        // Only a VirtualMachineError gets here: the next submit delivers what is left.
        synchronized (this) {
          delivering = false;
        }
      }
    }
  }

  private void hear(int seat, List<Consumer<? super E>> seatListeners, ImmutableList<E> events) {
    for (E event : events) {
      for (Consumer<? super E> listener : seatListeners) {
        try {
          listener.accept(event);
        } catch (VirtualMachineError fatal) {
          throw fatal;
        } catch (Throwable e) {
          // An AssertionError of a test's listener, a broken socket: the others still hear it.
          report(seat, e);
        }
      }
    }
  }

  private void report(int seat, Throwable error) {
    try {
      errors.listenerFailed(seat, error);
    } catch (VirtualMachineError fatal) {
      throw fatal;
    } catch (Throwable dropped) {
      // The handler is the last resort: a failing one must not stop the table either.
    }
  }

  private void deal() {
    if (dealer.isEmpty()) {
      return;
    }
    Optional<ChanceDue> due = state.chanceDue();
    while (due.isPresent() && !state.isOver()) {
      Action chance = Chance.roll(due.get(), dealer.get());
      Outcome<S, E> outcome = rules.apply(state, chance);
      if (!outcome.isAccepted()) {
        throw new IllegalStateException("the rules refused their own chance action: " + outcome);
      }
      commit(chance, outcome);
      due = state.chanceDue();
    }
  }
}
