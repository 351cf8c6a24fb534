package kemkit.game;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;

/**
 * How a game's player actions are written in records: {@code S VERB ARGS…} (record-format.md).
 * Each game plugs its verbs into the record reader and writer through this interface.
 *
 * @param <A> the game's player action type
 */
public interface Notation<A extends PlayerAction> {

  /** The most characters of a record word that a message quotes. */
  int QUOTE_LIMIT = 80;

  /**
   * Parses a player action.
   *
   * @param seat the acting seat as written (it may be out of range: the rules reject it, the
   *     notation does not)
   * @param verb the verb, in lower case
   * @param args the words after the verb, as written
   * @return the action
   * @throws NotationException if the verb is not one of this game's or its arguments do not parse
   */
  A parse(int seat, String verb, List<String> args) throws NotationException;

  /**
   * {@return the action's words after the seat, as the writer emits them: {@code exchange 2C 5D}}
   *
   * @param action the action to write
   */
  String write(A action);

  /** {@return the verbs this game reads, for help texts} */
  List<String> verbs();

  /**
   * {@return {@code arg} as a card, or a {@link NotationException} naming word {@code index}}
   *
   * @param args the action's words after the verb
   * @param index which word to read, from 0
   * @throws NotationException if the word is missing or is no card
   */
  static Card card(List<String> args, int index) throws NotationException {
    String word = arg(args, index);
    Optional<Card> card = Card.parse(word);
    if (card.isEmpty()) {
      throw new NotationException(index, quote(word) + " is not a card (C-1: rank then suit, as TH)");
    }
    return card.get();
  }

  /**
   * {@return {@code arg} as a number, or a {@link NotationException} naming word {@code index}}
   *
   * @param args the action's words after the verb
   * @param index which word to read, from 0
   * @throws NotationException if the word is missing or is no number
   */
  static int number(List<String> args, int index) throws NotationException {
    String word = arg(args, index);
    OptionalInt number = integer(word);
    if (number.isEmpty()) {
      throw new NotationException(index, quote(word) + " is not a number (an integer from -2147483648 to 2147483647)");
    }
    return number.getAsInt();
  }

  /**
   * {@return {@code word} as a record integer: an optional {@code -}, then ASCII digits (leading
   * zeros allowed, no {@code +}), within a signed 32-bit int; empty if it is not one}
   * (record-format.md, Lexical rules)
   */
  static OptionalInt integer(String word) {
    int start = word.startsWith("-") ? 1 : 0;
    if (word.length() == start) {
      return OptionalInt.empty();
    }
    for (int i = start; i < word.length(); i++) {
      char c = word.charAt(i);
      if (c < '0' || c > '9') {
        return OptionalInt.empty();
      }
    }
    try {
      return OptionalInt.of(Integer.parseInt(word));
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }

  /**
   * {@return {@code word} in single quotes for a message, cut to 80 characters with an ellipsis}
   * The words come from untrusted records: a 50 MB word must not make a 50 MB message.
   */
  static String quote(String word) {
    return "'" + (word.length() <= QUOTE_LIMIT ? word : word.substring(0, QUOTE_LIMIT) + "…") + "'";
  }

  /**
   * {@return argument {@code index}, or a {@link NotationException} if it is missing}
   *
   * @param args the action's words after the verb
   * @param index which word to read, from 0
   * @throws NotationException if the word is missing
   */
  static String arg(List<String> args, int index) throws NotationException {
    if (index >= args.size()) {
      throw new NotationException(index, "argument " + (index + 1) + " is missing");
    }
    return args.get(index);
  }

  /**
   * Checks that exactly {@code count} arguments were given.
   *
   * @param verb the action's verb, named in the message
   * @param args the action's words after the verb
   * @param count how many words the verb takes
   * @throws NotationException if there are more or fewer
   */
  static void expectCount(String verb, List<String> args, int count) throws NotationException {
    if (args.size() < count) {
      throw new NotationException(args.size(), "'" + verb + "' takes " + count + " argument(s), got " + args.size());
    }
    if (args.size() > count) {
      throw new NotationException(count, "'" + verb + "' takes " + count + " argument(s), got " + args.size());
    }
  }
}
