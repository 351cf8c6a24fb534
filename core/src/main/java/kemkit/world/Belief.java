package kemkit.world;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.pile.Pile;
import kemkit.world.SeatHistory.Step;

/**
 * The worlds one seat may be in, prepared once from its view and history ({@link Worlds#belief}),
 * to be sampled many times. Immutable and thread-safe: give each thread its own generator.
 *
 * <p>A sample is the round being played, replayed from its deck order with every card the seat
 * never saw dealt again at random among the places such cards had, the cards it saw kept where it
 * saw them, the other seats' actions named as it heard them; the sample is kept only if the seat
 * would have heard exactly its history (otherwise drawn again). So the samples are the worlds the
 * seat's history allows, each as likely as the deck orders behind it (uniform chance, the other
 * seats' actions taken as given), and nothing in them depends on a card the seat did not see.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 */
public final class Belief<S extends GameState, A extends PlayerAction, E extends Event> {

  /** Draws per sample before giving up: far above what any history here needs. */
  static final int TRIES = 10_000;

  private final RuleSet<S, A, E, ?> rules;
  private final Guesses<S, A, E> guesses;
  private final int seat;
  private final S roundStart;
  private final S found;
  private final ImmutableList<Plan> plan;

  /**
   * One step of the round to replay: a deck order (the cards the seat saw pinned, the others drawn
   * again), or an action, named again per sample when several explained the step.
   */
  private record Plan(Action action, Card[] order, int[] free, boolean again, ImmutableList<?> heard,
      List<? extends PlayerAction> alternatives) {}

  Belief(Reconstruction<S, A, E> found) {
    this.rules = found.rules;
    this.guesses = found.guesses;
    this.seat = found.seat;
    int n = found.steps.size();
    int start = n == 0 ? 0 : found.roundStart[n - 1];
    this.roundStart = found.before.get(start);
    this.found = found.last();
    // Which cards the seat heard of from each step on: their places in the orders before are fixed.
    long[] heardFrom = new long[n + 1];
    for (int k = n - 1; k >= start; k--) {
      Step<A, E> step = found.steps.get(k);
      heardFrom[k] = heardFrom[k + 1] | Leaves.cards(step.heard()) | Leaves.cards(step.action());
    }
    ImmutableList.Builder<Plan> plan = ImmutableList.builder();
    for (int k = start; k < n; k++) {
      Card[] order = found.orders[k];
      ImmutableList<?> heard = found.wantedList.get(k);
      if (order == null) {
        plan.add(new Plan(found.chosen[k], null, null, found.matches[k] > 1, heard, found.alternatives.get(k)));
        continue;
      }
      List<Integer> free = new ArrayList<>();
      for (int i = 0; i < order.length; i++) {
        if ((heardFrom[k] & (1L << order[i].index())) == 0) {
          free.add(i);
        }
      }
      plan.add(new Plan(null, order.clone(), free.stream().mapToInt(Integer::intValue).toArray(), false, heard,
          List.of()));
    }
    this.plan = plan.build();
  }

  /** {@return the seat whose belief this is} */
  public int seat() {
    return seat;
  }

  /**
   * {@return the world the search found first: one the history allows, the same for equal views and
   * histories} Not a sample: use it where any one consistent world will do.
   */
  public S anyWorld() {
    return found;
  }

  /**
   * {@return a world drawn at random among those the seat's history allows} Depends on the view,
   * the history and {@code rng} alone.
   *
   * @param rng the source of randomness; its state moves on
   * @throws IllegalStateException if no sample was accepted in {@value #TRIES} draws (a history
   *     whose every allowed world is very unlikely)
   */
  public S sample(RandomGenerator rng) {
    for (int tries = 0; tries < TRIES; tries++) {
      S world = draw(rng);
      if (world != null) {
        return world;
      }
    }
    throw new IllegalStateException("no world drawn in " + TRIES + " tries for seat " + seat);
  }

  /**
   * {@return in how many of {@code samples} sampled worlds {@code predicate} holds, with an
   * interval} A belief query: "does my partner hold four of a kind?"
   *
   * @param predicate the question, asked of each sampled world (a full state)
   * @param samples how many worlds to sample, at least 1
   * @param rng the source of randomness
   */
  public Estimate estimate(Predicate<? super S> predicate, int samples, RandomGenerator rng) {
    if (samples < 1) {
      throw new IllegalArgumentException("samples must be at least 1: " + samples);
    }
    int hits = 0;
    for (int i = 0; i < samples; i++) {
      if (predicate.test(sample(rng))) {
        hits++;
      }
    }
    return new Estimate(hits, samples);
  }

  /** {@return one draw, or null if the seat would not have heard its history in it} */
  @SuppressWarnings("unchecked")
  private S draw(RandomGenerator rng) {
    S state = roundStart;
    for (Plan step : plan) {
      Outcome<S, E> outcome;
      if (step.order != null) {
        outcome = rules.apply(state, Shuffle.of(Pile.of(java.util.Arrays.asList(redealt(step, rng)))));
      } else {
        outcome = rules.apply(state, step.action);
        if (step.again && (!outcome.isAccepted()
            || !guesses.heardAs(rules.eventsSeenBy(seat, outcome.events())).equals(step.heard))) {
          // Named from cards this world deals otherwise (a show between two other seats).
          outcome = again(state, step, rng);
          if (outcome == null) {
            return null;
          }
          state = outcome.state();
          continue;
        }
      }
      if (!outcome.isAccepted() || !guesses.heardAs(rules.eventsSeenBy(seat, outcome.events())).equals(step.heard)) {
        return null;
      }
      state = outcome.state();
    }
    return state;
  }

  private static Card[] redealt(Plan step, RandomGenerator rng) {
    Card[] order = step.order.clone();
    int[] free = step.free;
    for (int i = free.length - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      Card swap = order[free[i]];
      order[free[i]] = order[free[j]];
      order[free[j]] = swap;
    }
    return order;
  }

  /**
   * Names another seat's action again among all that the seat would have heard so: one of those
   * that explained the step in the world found (a sign's word, a reorder), or, if the one drawn does
   * not explain it here, any candidate that does.
   */
  @SuppressWarnings("unchecked")
  private Outcome<S, E> again(S state, Plan step, RandomGenerator rng) {
    ImmutableList<E> heard = (ImmutableList<E>) step.heard;
    if (!step.alternatives.isEmpty()) {
      Action drawn = step.alternatives.get(rng.nextInt(step.alternatives.size()));
      Outcome<S, E> outcome = rules.apply(state, drawn);
      if (outcome.isAccepted() && guesses.heardAs(rules.eventsSeenBy(seat, outcome.events())).equals(heard)) {
        return outcome;
      }
    }
    Outcome<S, E> picked = null;
    int seen = 0;
    for (A candidate : Reconstruction.candidates(rules, guesses, state, seat, heard)) {
      Outcome<S, E> outcome = rules.apply(state, candidate);
      if (outcome.isAccepted() && guesses.heardAs(rules.eventsSeenBy(seat, outcome.events())).equals(heard)
          && rng.nextInt(++seen) == 0) {
        picked = outcome;
      }
    }
    return picked;
  }
}
