package kemkit.learn;

import static java.util.Objects.requireNonNull;

import kemkit.family.FamilyRules;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.khamul.KhamulRules;

/**
 * The encodings of kemkit's games: one per rule set, its layouts sized by the rule set's seats.
 *
 * <pre>{@code
 * Encoding<FamilyAction, FamilyEvent, FamilyView> kemps = Encodings.of(Kemps.rules());
 * }</pre>
 */
public final class Encodings {

  private Encodings() {}

  /**
   * {@return the encoding of {@code rules}}
   *
   * @param rules a rule set of Kem's, Kemps or Khamul
   * @param <S> the game's state type
   * @param <A> the game's player action type
   * @param <E> the game's event type
   * @param <V> the game's view type
   * @throws IllegalArgumentException if the rule set is of another game
   */
  @SuppressWarnings("unchecked") // each branch checks the rule set's class, which fixes A, E and V
  public static <S extends GameState, A extends PlayerAction, E extends Event, V> Encoding<A, E, V> of(
      RuleSet<S, A, E, V> rules) {
    requireNonNull(rules, "rules");
    if (rules instanceof FamilyRules family) {
      return (Encoding<A, E, V>) new FamilyEncoding(family);
    }
    if (rules instanceof KhamulRules khamul) {
      return (Encoding<A, E, V>) new KhamulEncoding(khamul);
    }
    throw new IllegalArgumentException("no learning encoding for game " + rules.game());
  }
}
