package kemkit.bots.search;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.random.RandomGenerator;
import kemkit.game.Action;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.pile.FisherYates;

/**
 * A {@link Rollout} that asks each seat, by reading the sampled world, what it wants to do: the
 * seats that want to act arrive in a random order; when none does, the seat {@link #firstToPress}
 * names (or the next one clockwise that can act) is made to. A proposal the rules reject is
 * replaced by a legal action of that seat drawn at random through the indexed view ({@link
 * RuleSet#legalAction}), so a rollout never builds a list of legal actions either.
 *
 * @param <S> the game's state type
 * @param <A> the game's player action type
 */
abstract class SeatPolicy<S extends GameState, A extends PlayerAction> implements Rollout<S, A> {

  final RuleSet<S, A, ?, ?> rules;
  final RandomGenerator rng;
  private final int[] order;

  SeatPolicy(RuleSet<S, A, ?, ?> rules, int seats, RandomGenerator rng) {
    this.rules = requireNonNull(rules, "rules");
    this.rng = requireNonNull(rng, "rng");
    this.order = new int[seats];
  }

  /** {@return what {@code seat} wants to do now, or null to wait} */
  abstract A wants(S state, int seat);

  /**
   * {@return the state after what {@code seat} does when made to act, or null for a random legal
   * action} Tries its proposals with {@link #tryPlay}.
   */
  abstract S pressed(S state, int seat);

  /** {@return the seat made to act when every seat waits} */
  abstract int firstToPress(S state);

  /** Hears an accepted action, chance actions too, and the states around it: where a policy keeps its memory. */
  void played(S before, Action action, S after) {}

  @Override
  public final S play(S state, Action action) {
    S next = tryPlay(state, action);
    if (next == null) {
      throw new IllegalStateException("the rules rejected a legal or chance action in a rollout: " + action);
    }
    return next;
  }

  @Override
  public final Optional<S> willing(S state, int skip) {
    shuffleOrder();
    for (int seat : order) {
      if (seat == skip) {
        continue;
      }
      A action = wants(state, seat);
      if (action != null) {
        S next = tryPlay(state, action);
        if (next == null) {
          next = playRandom(state, seat);
        }
        if (next != null) {
          return Optional.of(next);
        }
      }
    }
    return Optional.empty();
  }

  @Override
  public final Optional<S> press(S state) {
    int first = firstToPress(state);
    for (int i = 0; i < order.length; i++) {
      int seat = (first + i) % order.length;
      if (rules.legalActionCount(state, seat) == 0) {
        continue;
      }
      S next = pressed(state, seat);
      return Optional.ofNullable(next != null ? next : playRandom(state, seat));
    }
    return Optional.empty();
  }

  /** {@return the state after {@code action}, or null if the rules reject it} */
  final S tryPlay(S state, Action action) {
    Outcome<S, ?> outcome = rules.apply(state, action);
    if (!outcome.isAccepted()) {
      return null;
    }
    S next = outcome.state();
    played(state, action, next);
    return next;
  }

  /** {@return the state after a random legal action of {@code seat}, or null if it has none} */
  final S playRandom(S state, int seat) {
    int count = rules.legalActionCount(state, seat);
    return count == 0 ? null : play(state, rules.legalAction(state, seat, rng.nextInt(count)));
  }

  private void shuffleOrder() {
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    FisherYates.shuffle(order, rng);
  }
}
