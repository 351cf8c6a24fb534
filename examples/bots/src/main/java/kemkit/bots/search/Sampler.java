package kemkit.bots.search;

import static java.util.Objects.requireNonNull;

import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import kemkit.game.GameState;
import kemkit.game.RuleSet;

/**
 * All a searching bot may ask its table besides its view: a state that its seat cannot tell from
 * the real one, with every card hidden from the seat dealt again at random ({@link
 * RuleSet#determinize}, rules.md C-6). The bot never holds the real state: only these samples.
 *
 * <pre>{@code
 * Sampler<FamilyState> sampler = Sampler.of(rules, host::state, seat);
 * FamilyState world = sampler.sample(rng);   // seat's view of world equals its view of the table
 * }</pre>
 *
 * @param <S> the game's state type
 */
@FunctionalInterface
public interface Sampler<S extends GameState> {

  /** {@return a state the seat cannot tell from the table's state now, drawn with {@code rng}} */
  S sample(RandomGenerator rng);

  /**
   * {@return the sampler of {@code seat} at a table whose state {@code table} gives} The table's
   * state goes only through {@link RuleSet#determinize}.
   */
  static <S extends GameState> Sampler<S> of(RuleSet<S, ?, ?, ?> rules, Supplier<S> table, int seat) {
    requireNonNull(rules, "rules");
    requireNonNull(table, "table");
    return rng -> rules.determinize(table.get(), seat, rng);
  }
}
