package kemkit.host;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
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
 * of the events it may see (C-6); a rejected action is answered to its sender only; and the host
 * can write its game as a record at any moment.
 *
 * <pre>{@code
 * TableHost<FamilyState, FamilyAction, FamilyEvent, FamilyView> host =
 *     TableHost.dealing(Kemps.rules(), new SplittableRandom(seed));
 * host.subscribe(2, event -> socketOfSeat2.send(event));     // seat 2 sees only what it may
 * host.open();                                                // deals round 1: subscribers see it
 * Outcome<?, ?> answer = host.submit(action);                 // from any thread
 * String record = host.record();                              // replays to host.state()
 * }</pre>
 *
 * <p>Listeners run on the submitting thread, inside the host's lock, in event order: keep them
 * short (hand events to your own executor or queue). A listener that throws does not stop the
 * others: every listener gets every event, and then the first exception is thrown to the
 * submitter, the action having been applied.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class TableHost<S extends GameState, A extends PlayerAction, E extends Event, V> {

  private final RuleSet<S, A, E, V> rules;
  private final Optional<RandomGenerator> dealer;
  private final List<List<Consumer<? super E>>> listeners;
  private final List<Action> accepted = new ArrayList<>();
  private volatile S state;

  private TableHost(RuleSet<S, A, E, V> rules, Optional<RandomGenerator> dealer) {
    this.rules = requireNonNull(rules, "rules");
    this.dealer = dealer;
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
   * replaying or for a host that receives shuffles from elsewhere.
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rule set, with the game not started
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V>
      TableHost<S, A, E, V> manual(RuleSet<S, A, E, V> rules) {
    return new TableHost<>(rules, Optional.empty());
  }

  /**
   * {@return a host that answers every chance action itself, from {@code rng}, as soon as one is
   * due (C-4)} It deals the first round at {@link #open()} (or at the first {@link #submit}), so
   * that listeners subscribed before then see the deal. The generator is used under the host's lock
   * only.
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
    return new TableHost<>(rules, Optional.of(requireNonNull(rng, "rng")));
  }

  /**
   * Answers the chance actions that are due now, if this host deals them ({@link #dealing}); does
   * nothing for a {@link #manual} host. Call it once the seats have subscribed.
   */
  public synchronized void open() {
    deal();
  }

  /** {@return the rule set} */
  public RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /** {@return the current state: the whole truth, for the server only, never for a player} */
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
   * go to every seat's listeners (each seeing its own projection); a rejection goes back to the
   * caller only, as the return value, and changes nothing.
   *
   * @param action a player or chance action
   * @return the outcome, for the sender
   */
  public synchronized Outcome<S, E> submit(Action action) {
    requireNonNull(action, "action");
    deal();
    Outcome<S, E> outcome = rules.apply(state, action);
    if (outcome instanceof Outcome.Accepted<S, E> acceptedOutcome) {
      commit(action, acceptedOutcome);
      deal();
    }
    return outcome;
  }

  /** {@return every accepted action so far, chance actions included, in the order applied} */
  public synchronized ImmutableList<Action> actions() {
    return ImmutableList.copyOf(accepted);
  }

  /** {@return the game so far as a record, which replays to {@link #state()}} */
  public synchronized String record() {
    return RecordWriter.write(rules, accepted);
  }

  private void commit(Action action, Outcome.Accepted<S, E> outcome) {
    accepted.add(action);
    state = outcome.state();
    RuntimeException first = null;
    for (int seat = 0; seat < listeners.size(); seat++) {
      List<Consumer<? super E>> seatListeners = listeners.get(seat);
      if (seatListeners.isEmpty()) {
        continue;
      }
      for (E event : rules.eventsSeenBy(seat, outcome.events())) {
        for (Consumer<? super E> listener : seatListeners) {
          try {
            listener.accept(event);
          } catch (RuntimeException e) {
            first = first == null ? e : first;
          }
        }
      }
    }
    if (first != null) {
      throw first;
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
      if (!(outcome instanceof Outcome.Accepted<S, E> acceptedOutcome)) {
        throw new IllegalStateException("the rules refused their own chance action: " + outcome);
      }
      commit(chance, acceptedOutcome);
      due = state.chanceDue();
    }
  }
}
