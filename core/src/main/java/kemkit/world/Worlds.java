package kemkit.world;

import static java.util.Objects.requireNonNull;

import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * Possible worlds from a view: full states that one seat cannot tell from the real one, sampled
 * from what the seat saw and nothing else, its view and its {@link SeatHistory}. Unlike {@link
 * RuleSet#determinize}, which needs the real state, this works wherever the seat's messages are:
 * a bot fed over the wire, a UI's hint, a researcher's belief model.
 *
 * <pre>{@code
 * Worlds<FamilyState, FamilyAction, FamilyEvent, FamilyView> worlds = Worlds.of(rules, FamilyGuesses.of());
 * Belief<FamilyState, FamilyAction, FamilyEvent> belief = worlds.belief(view, history);
 * FamilyState world = belief.sample(rng);                        // many times, cheaply
 * Estimate kems = belief.estimate(w -> fourOfAKind(w.hand(partner)), 10_000, rng);
 * }</pre>
 *
 * <p>How: the game is replayed from its start through the reducer, with every chance action (deck
 * order, recycle, starter) chosen so that the seat hears, step by step, exactly what its history
 * says it heard; the other seats' actions are named from what the seat heard of them. That one
 * world found, a sample deals again, at random, every card of the round that the seat never saw,
 * replays the round, and keeps the result if the seat would have heard its history in it (see
 * {@link Belief}). Everything the seat saw is honoured this way (hands shown, cards taken from the
 * table, swept and discarded cards, peeks, swaps, a wrong call that left a hand without a Kem's),
 * with the rules themselves as the judge, never a second copy of them.
 *
 * <p>Blind by construction: the methods take the view and the history, values that are equal for
 * two real states the seat cannot tell apart; the search's generator has a fixed seed. Equal views,
 * histories and generators give equal samples.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 * @param <E> the game's event type
 * @param <V> the game's view type
 */
public final class Worlds<S extends GameState, A extends PlayerAction, E extends Event, V> {

  /** Searches from different random orders before a history is declared unexplained. */
  private static final int ATTEMPTS = 4;

  private final RuleSet<S, A, E, V> rules;
  private final Guesses<S, A, E> guesses;

  private Worlds(RuleSet<S, A, E, V> rules, Guesses<S, A, E> guesses) {
    this.rules = requireNonNull(rules, "rules");
    this.guesses = requireNonNull(guesses, "guesses");
  }

  /**
   * {@return the worlds of {@code rules}, naming other seats' actions among their legal actions}
   *
   * @param rules the game's rules
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   * @param <V> the game's view type
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Worlds<S, A, E, V> of(
      RuleSet<S, A, E, V> rules) {
    return new Worlds<>(rules, Guesses.none());
  }

  /**
   * {@return the worlds of {@code rules}, naming other seats' actions among their legal actions and
   * the game's {@code guesses}} Each game offers its guesses ({@code FamilyGuesses}, {@code
   * KhamulGuesses}).
   *
   * @param rules the game's rules
   * @param guesses the game's help in naming actions the legal lists leave out
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   * @param <V> the game's view type
   */
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Worlds<S, A, E, V> of(
      RuleSet<S, A, E, V> rules, Guesses<S, A, E> guesses) {
    return new Worlds<>(rules, guesses);
  }

  /** {@return the rules} */
  public RuleSet<S, A, E, V> rules() {
    return rules;
  }

  /**
   * {@return the worlds {@code history}'s seat may be in, ready to be sampled} The costly part
   * (finding one world that explains the history), done once.
   *
   * @param view the seat's view now
   * @param history the seat's history, from the game's start to now
   * @throws NoWorldException if no world explains the history, or its last state does not give
   *     {@code view}
   */
  public Belief<S, A, E> belief(V view, SeatHistory<A, E> history) {
    requireNonNull(view, "view");
    requireNonNull(history, "history");
    Reconstruction<S, A, E> found = null;
    // A search that went astray starts again from other random orders: a few fixed seeds, so that
    // the world found still depends on the history alone.
    for (int attempt = 0; found == null; attempt++) {
      try {
        found = new Reconstruction<>(rules, guesses, history, attempt).run();
      } catch (NoWorldException e) {
        if (attempt + 1 >= ATTEMPTS) {
          throw e;
        }
      }
    }
    V seen = rules.view(found.last(), history.seat());
    if (!seen.equals(view)) {
      throw new NoWorldException("the view is not the one the history of seat " + history.seat() + " leads to");
    }
    return new Belief<>(found);
  }

  /**
   * {@return one world drawn among those the seat may be in} Prepares a {@link #belief} each time:
   * to sample many, prepare it once.
   *
   * @param view the seat's view now
   * @param history the seat's history
   * @param rng the source of randomness
   * @throws NoWorldException as {@link #belief} does
   */
  public S sample(V view, SeatHistory<A, E> history, RandomGenerator rng) {
    return belief(view, history).sample(rng);
  }

  /**
   * {@return how often {@code predicate} holds in {@code samples} worlds the seat may be in} A
   * belief query.
   *
   * @param view the seat's view now
   * @param history the seat's history
   * @param predicate the question, asked of each sampled world
   * @param samples how many worlds to sample, at least 1
   * @param rng the source of randomness
   * @throws NoWorldException as {@link #belief} does
   */
  public Estimate estimate(V view, SeatHistory<A, E> history, Predicate<? super S> predicate, int samples,
      RandomGenerator rng) {
    return belief(view, history).estimate(predicate, samples, rng);
  }
}
