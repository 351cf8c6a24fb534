package kemkit.conformance;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import kemkit.game.Notation;
import kemkit.game.NotationException;
import kemkit.game.PlayerAction;

/**
 * A player action as the words of its record line, the form in which the kit varies actions: a
 * word changed and the line parsed back, as a record reader would.
 */
final class Words {

  private Words() {}

  /** {@return the words after the seat (verb first), lower case, as the reader passes them} */
  static <A extends PlayerAction> List<String> of(Notation<A> notation, A action) {
    return Arrays.asList(notation.write(action).strip().toLowerCase(Locale.ROOT).split("\\s+"));
  }

  /** {@return the action these words make for {@code seat}, if they parse} */
  static <A extends PlayerAction> Optional<A> parse(Notation<A> notation, int seat, List<String> words) {
    try {
      return Optional.of(notation.parse(seat, words.get(0), words.subList(1, words.size())));
    } catch (NotationException e) {
      return Optional.empty();
    }
  }

  /** {@return whether a word is a number, as the notation helpers read them} */
  static boolean isNumber(String word) {
    return Notation.integer(word).isPresent();
  }
}
