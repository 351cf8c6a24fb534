package kemkit.bots.search;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.bots.Bot;
import kemkit.bots.BotKind;
import kemkit.bots.Bots;
import kemkit.game.Chance;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * A bot that searches: information-set Monte Carlo tree search over its seat's options (rules.md
 * C-6). Each iteration draws a world the seat cannot tell from the real one ({@link Sampler}, that
 * is {@link RuleSet#determinize}), picks one of the seat's options by UCB1, plays it, and plays the
 * world on to the end of the round with every seat played by the rollout policy ({@link
 * SearchOptions#rollout}); the end's reward ({@link SearchGame#reward}) goes to the option. It
 * plays the option tried most (ties: the heuristic's choice).
 *
 * <p>The tree is one level deep: a node per option of the seat at the root, every later move by the
 * policy. Since each iteration is a fresh world, deeper nodes would split few iterations among many
 * information sets; at budgets of a few milliseconds, the root's statistics are what pays.
 *
 * <p>Its own heuristic bot (the <em>guide</em>) hears its seat's events and proposes the first
 * option; the game ({@link SearchGame#options}) says which other options are worth a search. A seat
 * in the Kem's family has no turns: asked for an intention, the bot may wait, and "wait" is an
 * option like the others. Rollouts model the other seats' simultaneous moves as the {@link
 * kemkit.bots.Scheduler} does at a real table: after "wait" the other seats, asked in a random
 * order, act first by the policy if any wants to; after that every seat, this one included, acts by
 * the policy, in a random arrival order drawn for each step.
 *
 * <p>The rollout policy ({@code RolloutPolicy}) reads the sampled world itself, which holds nothing
 * the seat may not know, and the states after each action: it builds no view, no list of legal
 * actions and decodes no event per step. With {@link kemkit.bots.BotKind#HEURISTIC} it plays every
 * seat as the heuristic bots do, from what that seat would know; with {@link
 * kemkit.bots.BotKind#RANDOM}, uniformly among the legal actions.
 *
 * <p>It sees only its view, its legal actions, its events and the samples: the real state never
 * reaches it. Each sample is checked to show the seat the view it was given. Deterministic for a
 * given seed when the budget is in iterations only. Not thread-safe.
 *
 * <pre>{@code
 * Bot<KhamulAction, KhamulEvent, KhamulView> bot = SearchBots.create(rules, seat,
 *     Sampler.of(rules, host::state, seat), SearchOptions.DEFAULT, new SplittableRandom(7));
 * }</pre>
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public final class SearchBot<S extends GameState, A extends PlayerAction, E extends Event, V> implements Bot<A, E, V> {

  /** UCB1's exploration constant, for rewards between 0 and 1. */
  private static final double EXPLORATION = 0.7;
  /** Player actions after which a rollout stops short of the round's end. */
  private static final int ROLLOUT_CAP = 400;

  private final RuleSet<S, A, E, V> rules;
  private final int seat;
  private final Sampler<S> sampler;
  private final SearchOptions options;
  private final SplittableRandom rng;
  private final SearchGame<S, A, V> game;
  private final Bot<A, E, V> guide;

  SearchBot(RuleSet<S, A, E, V> rules, int seat, Sampler<S> sampler, SearchOptions options, SplittableRandom rng,
      SearchGame<S, A, V> game) {
    this.rules = requireNonNull(rules, "rules");
    this.seat = seat;
    this.sampler = requireNonNull(sampler, "sampler");
    this.options = requireNonNull(options, "options");
    this.rng = requireNonNull(rng, "rng");
    this.game = requireNonNull(game, "game");
    this.guide = Bots.create(BotKind.HEURISTIC, rules, seat, rng.split());
  }

  @Override
  public void observe(E event) {
    guide.observe(event);
  }

  @Override
  public Optional<A> intention(V view, ImmutableList<A> legal) {
    if (legal.isEmpty()) {
      return Optional.empty();
    }
    Optional<A> guess = guide.intention(view, legal);
    return search(view, game.options(view, legal, guess, true), guess);
  }

  @Override
  public A choose(V view, ImmutableList<A> legal) {
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("no legal action to choose from");
    }
    A guess = guide.choose(view, legal);
    return search(view, game.options(view, legal, Optional.of(guess), false), Optional.of(guess)).orElse(guess);
  }

  /** {@return the option tried most in the budget, or {@code fallback} when there is no choice} */
  private Optional<A> search(V view, ImmutableList<Optional<A>> choices, Optional<A> fallback) {
    if (choices.size() < 2) {
      return choices.isEmpty() ? fallback : choices.get(0);
    }
    int n = choices.size();
    int[] visits = new int[n];
    double[] rewards = new double[n];
    long deadline = options.time().isZero() ? Long.MAX_VALUE : System.nanoTime() + options.time().toNanos();
    RolloutPolicy<S, A> policy = options.rollout() == BotKind.RANDOM ? RandomRollouts.policy(rules) : game.rollouts(view);
    for (int i = 0; i < options.iterations() && (i == 0 || System.nanoTime() < deadline); i++) {
      S world = sampler.sample(rng);
      if (i == 0 && !rules.view(world, seat).equals(view)) {
        throw new IllegalStateException("the sampler gave seat " + seat + " a world it can tell from its view");
      }
      int pick = pick(visits, rewards, i);
      rewards[pick] += rollout(policy, world, choices.get(pick));
      visits[pick]++;
    }
    int best = 0;
    for (int option = 1; option < n; option++) {
      if (visits[option] > visits[best]) {
        best = option;
      }
    }
    return choices.get(best);
  }

  /** UCB1: every option once, in order, then the best mean plus exploration bonus. */
  private static int pick(int[] visits, double[] rewards, int played) {
    int best = -1;
    double bestScore = Double.NEGATIVE_INFINITY;
    double log = Math.log(Math.max(1, played));
    for (int option = 0; option < visits.length; option++) {
      if (visits[option] == 0) {
        return option;
      }
      double score = rewards[option] / visits[option] + EXPLORATION * Math.sqrt(log / visits[option]);
      if (score > bestScore) {
        best = option;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * {@return the reward of playing {@code choice} in {@code world}, then the policy to the round's
   * end} The policy reads the world and the states after it, never a view or an event.
   */
  private double rollout(RolloutPolicy<S, A> policy, S world, Optional<A> choice) {
    Rollout<S, A> seats = policy.start(world, rng);
    S state = world;
    if (choice.isPresent()) {
      state = seats.play(state, choice.get());
    } else {
      state = seats.willing(state, seat).orElse(state);
    }
    for (int actions = 0; actions < ROLLOUT_CAP && !state.isOver() && state.round() == world.round(); ) {
      Optional<ChanceDue> due = state.chanceDue();
      if (due.isPresent()) {
        state = seats.play(state, Chance.roll(due.get(), rng));
        continue;
      }
      Optional<S> next = seats.next(state);
      if (next.isEmpty()) {
        break;
      }
      state = next.get();
      actions++;
    }
    return game.reward(world, state, seat);
  }

  @Override
  public String toString() {
    return "SearchBot[seat " + seat + ", " + options.iterations() + " iterations]";
  }
}
