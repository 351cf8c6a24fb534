package kemkit.bots.search;

import java.util.SplittableRandom;
import kemkit.bots.Bot;
import kemkit.family.FamilyRules;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.khamul.KhamulRules;

/**
 * Seats a {@link SearchBot} at a table of any game.
 *
 * <pre>{@code
 * Bot<FamilyAction, FamilyEvent, FamilyView> bot = SearchBots.create(rules, 1,
 *     Sampler.of(rules, host::state, 1), SearchOptions.DEFAULT, new SplittableRandom(7));
 * host.subscribe(1, bot::observe);
 * }</pre>
 */
public final class SearchBots {

  private SearchBots() {}

  /**
   * {@return a search bot for {@code seat} at a table of {@code rules}}
   *
   * @param <S> the game's state
   * @param <A> the game's player actions
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rules of the table (public knowledge)
   * @param seat the bot's seat
   * @param sampler the seat's samples of the table (C-6)
   * @param options the budget and the rollout policy
   * @param rng where the bot's choices come from; seed it to replay a game
   * @throws IllegalArgumentException if there is no such seat, or no search for this game
   */
  @SuppressWarnings("unchecked") // each branch checks the rule set's class, which fixes S, A, E and V
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Bot<A, E, V> create(
      RuleSet<S, A, E, V> rules, int seat, Sampler<S> sampler, SearchOptions options, SplittableRandom rng) {
    if (!rules.start().seating().isSeat(seat)) {
      throw new IllegalArgumentException("no seat " + seat + " at this table");
    }
    if (rules instanceof FamilyRules family) {
      return new SearchBot<>(rules, seat, sampler, options, rng, (SearchGame<S, A, V>) (SearchGame<?, ?, ?>) new FamilySearch(family));
    }
    if (rules instanceof KhamulRules khamul) {
      return new SearchBot<>(rules, seat, sampler, options, rng, (SearchGame<S, A, V>) (SearchGame<?, ?, ?>) new KhamulSearch(khamul));
    }
    throw new IllegalArgumentException("no search bot for game " + rules.game());
  }
}
