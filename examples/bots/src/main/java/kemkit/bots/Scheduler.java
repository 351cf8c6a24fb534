package kemkit.bots;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.pile.FisherYates;

/**
 * Decides which bot acts next at a table, for games with turns and without. Each step it asks the
 * bots, in an order drawn at random, what they would do ({@link Bot#intention}); the first that
 * does not pass acts, which picks uniformly among the seats that want to act. When every bot
 * passes, it makes one act ({@link Bot#choose}): the seat {@link Bots#firstToPress} names (the
 * Kem's-family dealer, who sweeps), or the next bot seat after it. So a real-time game always
 * moves on; the caller caps the number of steps.
 *
 * <p>The scheduler reads the state to build each seat's view and legal actions, as a host does;
 * the bots only ever get those (C-6). Not thread-safe: one thread steps a scheduler.
 *
 * <pre>{@code
 * var scheduler = new Scheduler<>(rules, bots, rng);
 * Optional<Scheduler.Move<FamilyAction>> move = scheduler.next(host.state());
 * move.ifPresent(m -> host.submit(m.action()));
 * }</pre>
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class Scheduler<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /**
   * A bot's action, chosen by the scheduler.
   *
   * @param seat the acting seat
   * @param action what it does
   * @param pressed whether every bot passed and this one was made to act
   * @param <A> the game's player action type
   */
  public record Move<A extends PlayerAction>(int seat, A action, boolean pressed) {

    /**
     * Checks the components.
     *
     * @param seat the acting seat
     * @param action what it does
     * @param pressed whether every bot passed and this one was made to act
     */
    public Move {
      requireNonNull(action, "action");
    }
  }

  private final RuleSet<S, A, E, V> rules;
  private final List<Optional<Bot<A, E, V>>> bots;
  private final RandomGenerator rng;
  private final int[] order;

  /**
   * Creates a scheduler.
   *
   * @param rules the rules of the table
   * @param bots for each seat, its bot; empty for a seat that a person plays
   * @param rng where the order of asking comes from; seed it to replay a game
   */
  public Scheduler(RuleSet<S, A, E, V> rules, List<Optional<Bot<A, E, V>>> bots, RandomGenerator rng) {
    this.rules = requireNonNull(rules, "rules");
    this.bots = List.copyOf(bots);
    this.rng = requireNonNull(rng, "rng");
    this.order = new int[this.bots.size()];
  }

  /**
   * {@return a scheduler where every seat is a bot}
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rules of the table
   * @param bots the bot of each seat, by seat
   * @param rng picks among the bots that want to act; seed it to replay a game
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Scheduler<S, A, E, V> allBots(
      RuleSet<S, A, E, V> rules, List<? extends Bot<A, E, V>> bots, RandomGenerator rng) {
    List<Optional<Bot<A, E, V>>> seats = new ArrayList<>(bots.size());
    for (Bot<A, E, V> bot : bots) {
      seats.add(Optional.of(bot));
    }
    return new Scheduler<>(rules, seats, rng);
  }

  /**
   * {@return the next bot action at {@code state}, or empty if no bot may act now} Empty when a
   * chance action is due, when the game is over, and when every bot passed and the seat to press
   * is a person's.
   *
   * @param state the state of the game
   */
  public Optional<Move<A>> next(S state) {
    return willing(state).or(() -> press(state));
  }

  /**
   * {@return the action of a bot that wants to act at {@code state}, picked uniformly among them,
   * or empty if every bot passes} Nobody is made to act: a host that gives a person time to think
   * calls this, and {@link #press} only after a while.
   *
   * @param state the state of the game
   */
  public Optional<Move<A>> willing(S state) {
    if (state.isOver() || state.chanceDue().isPresent()) {
      return Optional.empty();
    }
    shuffleOrder();
    for (int seat : order) {
      Optional<Bot<A, E, V>> bot = bots.get(seat);
      if (bot.isEmpty()) {
        continue;
      }
      ImmutableList<A> legal = rules.legalActions(state, seat);
      if (legal.isEmpty()) {
        continue;
      }
      Optional<A> action = bot.get().intention(rules.view(state, seat), legal);
      if (action.isPresent()) {
        return Optional.of(new Move<>(seat, action.get(), false));
      }
    }
    return Optional.empty();
  }

  /**
   * {@return the action of the bot made to act at {@code state}: the seat {@link
   * Bots#firstToPress} names, or the next bot seat after it that has a legal action} Empty when a
   * chance action is due, the game is over, or that seat is a person's.
   *
   * @param state the state of the game
   */
  public Optional<Move<A>> press(S state) {
    if (state.isOver() || state.chanceDue().isPresent()) {
      return Optional.empty();
    }
    int first = Bots.firstToPress(state);
    if (bots.get(first).isEmpty()) {
      // A person holds the table up: the bots wait for them.
      return Optional.empty();
    }
    for (int i = 0; i < bots.size(); i++) {
      int seat = (first + i) % bots.size();
      Optional<Bot<A, E, V>> bot = bots.get(seat);
      ImmutableList<A> legal = bot.isEmpty() ? ImmutableList.of() : rules.legalActions(state, seat);
      if (!legal.isEmpty()) {
        return Optional.of(new Move<>(seat, bot.get().choose(rules.view(state, seat), legal), true));
      }
    }
    return Optional.empty();
  }

  private void shuffleOrder() {
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    FisherYates.shuffle(order, rng);
  }
}
