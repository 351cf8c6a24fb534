package kemkit.examples.simulate;

import com.google.common.collect.ImmutableMap;
import java.util.OptionalInt;
import kemkit.family.FamilyRules;
import kemkit.game.Event;
import kemkit.game.RuleSet;
import kemkit.khamul.KhamulRules;

/**
 * Counts how the rounds of one game went, from the events of every accepted action as full
 * knowledge sees them: calls right and wrong, sweeps and blocks in the Kem's family;
 * announcements, missed marks, empty hands and round scores in Khamul. {@code kemkit simulate}
 * adds the counts up over its games and shows them per round.
 *
 * @param <E> the game's event type
 */
public interface Tally<E extends Event> {

  /**
   * Counts one event.
   *
   * @param event an event of the game
   */
  void count(E event);

  /** {@return how many rounds ended so far} */
  int rounds();

  /**
   * {@return every count, by name, in an order fixed by the rules} Every name is there from the
   * start, so that runs of the same rules have the same columns.
   */
  ImmutableMap<String, Long> counts();

  /**
   * {@return the side (team, or seat in Khamul) that went first, if the events said so yet} In
   * Khamul the seat that starts the first round, drawn by chance (H-6); in the Kem's family the
   * team of the first dealer, who opens the table (K-7) and sweeps it (K-11). What a study's
   * first-seat advantage is measured on.
   */
  default OptionalInt firstSide() {
    return OptionalInt.empty();
  }

  /**
   * {@return a tally for a game of {@code rules}}
   *
   * @param <E> the game's events
   * @param rules the rules of the game
   */
  @SuppressWarnings("unchecked") // each branch checks the rule set's class, which fixes E
  static <E extends Event> Tally<E> of(RuleSet<?, ?, E, ?> rules) {
    if (rules instanceof FamilyRules family) {
      return (Tally<E>) new FamilyTally(family);
    }
    if (rules instanceof KhamulRules khamul) {
      return (Tally<E>) new KhamulTally(khamul.options().players());
    }
    // A game this program does not know: its games are played and won, nothing is counted.
    return new Tally<>() {
      @Override
      public void count(E event) {}

      @Override
      public int rounds() {
        return 0;
      }

      @Override
      public ImmutableMap<String, Long> counts() {
        return ImmutableMap.of();
      }
    };
  }
}
