package kemkit.bots;

import java.util.random.RandomGenerator;
import kemkit.family.FamilyRules;
import kemkit.family.FamilyState;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;

/**
 * Seats bots of a kind at a table of any game, and says who must act when every bot passes.
 *
 * <pre>{@code
 * Bot<FamilyAction, FamilyEvent, FamilyView> bot = Bots.create(BotKind.HEURISTIC, Kemps.rules(), 2, rng);
 * }</pre>
 */
public final class Bots {

  private Bots() {}

  /**
   * {@return a bot of {@code kind} for {@code seat} at a table of {@code rules}} The rules are
   * public knowledge (every seat knows the options it plays with); the bot gets no state.
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param kind the kind of bot
   * @param rules the rules of the table
   * @param seat the bot's seat
   * @param rng where the bot's choices come from; seed it to replay a game
   * @throws IllegalArgumentException if {@code kind} has no bot for this game, or is {@link
   *     BotKind#SEARCH} (which needs a sampler: {@link kemkit.bots.search.SearchBots#create})
   */
  @SuppressWarnings("unchecked") // each branch checks the rule set's class, which fixes A, E and V
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Bot<A, E, V> create(
      BotKind kind, RuleSet<S, A, E, V> rules, int seat, RandomGenerator rng) {
    if (kind == BotKind.SEARCH) {
      throw new IllegalArgumentException("a search bot needs a sampler of its table: use SearchBots.create");
    }
    if (kind == BotKind.RANDOM) {
      return new RandomBot<>(rng);
    }
    if (rules instanceof FamilyRules family) {
      return (Bot<A, E, V>) new FamilyBot(family, seat, rng);
    }
    if (rules instanceof KhamulRules khamul) {
      return (Bot<A, E, V>) new KhamulBot(khamul, seat);
    }
    throw new IllegalArgumentException("no " + kind.label() + " bot for game " + rules.game());
  }

  /**
   * {@return the seat to make act when every seat passes, so that a game without turns cannot
   * stall} The Kem's family's dealer, who may sweep the table (K-11) or open it (K-8); Khamul's
   * turn player (H-7); seat 0 otherwise.
   *
   * @param state the state of the game
   */
  public static int firstToPress(GameState state) {
    if (state instanceof FamilyState family) {
      return family.dealer();
    }
    if (state instanceof KhamulState khamul) {
      return khamul.turn();
    }
    return 0;
  }
}
