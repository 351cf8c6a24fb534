package kemkit.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.ChanceAction;
import kemkit.game.ChanceDue;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.kemps.Kemps;
import kemkit.kems.Kems;
import kemkit.khamul.Khamul;

/**
 * Seeded random games for the tests: mostly legal actions (chance rolled, a random seat's legal
 * action), and now and then a wrong one (a stale action of an earlier state, a chance action of
 * the wrong kind) so that rejections go through the codec too.
 */
final class Playouts {

  /** The actions a game is cut at: long enough for several rounds, short enough for 1,000 games. */
  static final int MAX_ACTIONS = 100;

  private Playouts() {}

  /** {@return every preset of the Kem's family and Khamul, by name} */
  static ImmutableList<RuleSet<?, ?, ?, ?>> presets() {
    return ImmutableList.of(Kemps.rules(), Kems.rules("kems-en"), Kems.rules("kems-fr32"),
        Kems.rules("kems-classic"), Kems.rules("kems-expert"), Khamul.rules());
  }

  /** {@return the actions of game {@code seed} of {@code rules}, at most {@link #MAX_ACTIONS}} */
  static ImmutableList<Action> play(RuleSet<?, ?, ?, ?> rules, long seed) {
    return play(rules, seed, MAX_ACTIONS);
  }

  /** {@return the actions of game {@code seed} of {@code rules}, at most {@code maxActions}: a prefix of the longer game} */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> ImmutableList<Action> play(
      RuleSet<S, A, E, V> rules, long seed, int maxActions) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<Action> actions = new ArrayList<>();
    S state = rules.start();
    Action stale = new Starter(0);
    int seats = state.seating().seats();
    while (actions.size() < maxActions && !state.isOver()) {
      Action next;
      int roll = rng.nextInt(100);
      if (roll < 4) {
        next = stale;
      } else if (roll < 6) {
        next = state.chanceDue().isPresent() && state.chanceDue().get() instanceof ChanceDue.ShuffleDue
            ? new Starter(rng.nextInt(seats)) : new Shuffle(ImmutableList.of());
      } else if (state.chanceDue().isPresent()) {
        next = Chance.roll(state.chanceDue().get(), rng);
      } else {
        ImmutableList<A> legal = ImmutableList.of();
        for (int tries = 0; tries < 2 * seats && legal.isEmpty(); tries++) {
          legal = rules.legalActions(state, rng.nextInt(seats));
        }
        if (legal.isEmpty()) {
          break;
        }
        next = legal.get(rng.nextInt(legal.size()));
        stale = next;
      }
      actions.add(next);
      state = rules.apply(state, next).state();
    }
    return ImmutableList.copyOf(actions);
  }

  /**
   * {@return an action of a played game (a chance action or one of the game's) by the game's codec}
   * A record's actions are {@code Action}s; the codec's typed encoder takes the game's own.
   */
  static <A extends PlayerAction> ObjectNode encode(GameCodec<A, ?, ?> game, Action action) {
    if (action instanceof ChanceAction chance) {
      return game.chance(chance);
    }
    @SuppressWarnings("unchecked") // Playouts.play gives only the game's own player actions
    A own = (A) action;
    return game.action(own);
  }
}
