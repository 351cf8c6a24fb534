package kemkit.examples.play;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import kemkit.game.Event;
import kemkit.game.RuleSet;
import kemkit.family.FamilyRules;
import kemkit.khamul.KhamulRules;

/**
 * How a game looks in a terminal, to the person at one seat: one line per event, and the seat's
 * view drawn as a few lines. Built from the seat's own event stream and view only (C-6), so it
 * cannot show what the seat may not see.
 *
 * @param <E> the game's event type
 * @param <V> the game's per-seat view type
 */
public interface Screen<E extends Event, V> {

  /**
   * {@return {@code event} in one line for the person at the seat, or empty if it tells nothing}
   *
   * @param event an event the seat may see
   */
  Optional<String> describe(E event);

  /**
   * {@return the seat's view as a few lines, each ending with a newline}
   *
   * @param view the seat's view
   */
  String draw(V view);

  /**
   * {@return one line that greets the person and says what to do first}
   *
   * @param view the seat's view at the start
   */
  String welcome(V view);

  /**
   * {@return the scores as the seat sees them, {@code team 0 3, team 1 (you) 5}}
   *
   * @param view the seat's view
   */
  String scores(V view);

  /**
   * {@return what the seat may do now and why, from the library's hints: "sentence (rule)", most
   *     pressing first}
   *
   * @param view the seat's view
   */
  List<String> hints(V view);

  /** {@return the rules of the table in a few lines (Khamul's values, threshold, penalties, powers)} */
  String legend();

  /**
   * {@return {@code event} as a line of the score sheet (a call right or wrong, points, a round's
   *     scores with the marks), or empty if it scores nothing}
   *
   * @param event an event the seat may see
   */
  Optional<String> sheet(E event);

  /** {@return the verbs of this game, as its notation writes them: not another dialect's} */
  Set<String> verbs();

  /**
   * {@return the cards the seat sees and may name in a command (its hand, the table), for Tab}
   *
   * @param view the seat's view
   */
  List<String> cards(V view);

  /**
   * {@return the screen of a game of {@code rules} for {@code seat}}
   *
   * @param <E> the game's events
   * @param <V> the game's per-seat view
   * @param rules the rules of the table
   * @param seat the person's seat
   * @throws IllegalArgumentException if this program has no screen for the game
   */
  @SuppressWarnings("unchecked") // each branch checks the rule set's class, which fixes E and V
  static <E extends Event, V> Screen<E, V> of(RuleSet<?, ?, E, V> rules, int seat) {
    if (rules instanceof FamilyRules family) {
      return (Screen<E, V>) new FamilyScreen(family, seat);
    }
    if (rules instanceof KhamulRules khamul) {
      return (Screen<E, V>) new KhamulScreen(khamul, seat);
    }
    throw new IllegalArgumentException("no screen for game " + rules.game());
  }
}
