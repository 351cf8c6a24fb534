package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * Plays one seeded game: an action stream from every seat, mostly legal, sometimes not.
 *
 * <p>Four actions in five are legal: the due chance action rolled with {@link Chance#roll}, or an
 * action of a random seat drawn from its {@code legalActions}: half the time uniformly, half the
 * time by kind (an action class drawn uniformly, then one of its actions). Drawing by kind keeps
 * free actions (gestures with every signal word, snaps of every slot, every rearrangement) from
 * drowning the moves that advance the game. The fifth is {@link Mischief}:
 * an action that is wrong in one of the ways a buggy client or a hostile record gets wrong. Once
 * the game is over, a few more actions are tried (each must be rejected {@code GAME_OVER}). The
 * stream ends there, at the length cap, at a dead end (no seat can act and no chance is due), or
 * at the first action whose {@code apply} throws (that action is kept: it is the finding).
 */
final class Generator<S extends GameState, A extends PlayerAction, E extends Event, V> {

  private static final int LEGAL_PERCENT = 80;
  private static final int AFTER_GAME_OVER = 3;

  private final RuleSet<S, A, E, V> rules;
  private final SplittableRandom rng;
  private final Mischief<S, A, E, V> mischief;
  private final List<Action> actions = new ArrayList<>();
  private S state;

  private Generator(RuleSet<S, A, E, V> rules, long seed) {
    this.rules = rules;
    this.rng = new SplittableRandom(seed);
    this.mischief = new Mischief<>(rules, rng);
  }

  /** {@return the script of game {@code seed}: at most {@code maxActions} actions} */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> Script generate(
      RuleSet<S, A, E, V> rules, long seed, int maxActions) {
    return new Script(seed, new Generator<>(rules, seed).play(maxActions));
  }

  private ImmutableList<Action> play(int maxActions) {
    try {
      state = rules.start();
    } catch (RuntimeException e) {
      return ImmutableList.of();
    }
    int afterOver = 0;
    while (actions.size() < maxActions) {
      Optional<Action> next;
      try {
        if (state.isOver()) {
          if (afterOver++ == AFTER_GAME_OVER) {
            break;
          }
          next = mischief.afterGameOver(state);
        } else if (rng.nextInt(100) < LEGAL_PERCENT) {
          next = legal();
        } else {
          next = mischief.any(state).or(this::legal);
        }
      } catch (RuntimeException | StackOverflowError e) {
        // legalActions (or the notation) threw: the properties replaying this stream report it.
        break;
      }
      if (next.isEmpty()) {
        break;
      }
      actions.add(next.get());
      try {
        state = rules.apply(state, next.get()).state();
      } catch (RuntimeException | StackOverflowError e) {
        break;
      }
    }
    return ImmutableList.copyOf(actions);
  }

  /** {@return the due chance action, or a uniform legal action of a random seat that has one} */
  private Optional<Action> legal() {
    if (state.chanceDue().isPresent()) {
      return Optional.of(Chance.roll(state.chanceDue().get(), rng));
    }
    int seats = state.seating().seats();
    int first = rng.nextInt(seats);
    for (int i = 0; i < seats; i++) {
      ImmutableList<A> legal = rules.legalActions(state, (first + i) % seats);
      if (!legal.isEmpty()) {
        A chosen = rng.nextBoolean() ? legal.get(rng.nextInt(legal.size())) : byKind(legal);
        mischief.remember(chosen);
        mischief.remember(legal.get(rng.nextInt(legal.size())));
        return Optional.of(chosen);
      }
    }
    return Optional.empty();
  }

  /** {@return an action of a uniformly drawn class among {@code legal}, then uniformly of that class} */
  private A byKind(ImmutableList<A> legal) {
    Map<Class<?>, List<A>> kinds = new LinkedHashMap<>();
    for (A action : legal) {
      kinds.computeIfAbsent(action.getClass(), k -> new ArrayList<>()).add(action);
    }
    List<List<A>> groups = new ArrayList<>(kinds.values());
    List<A> group = groups.get(rng.nextInt(groups.size()));
    return group.get(rng.nextInt(group.size()));
  }
}
