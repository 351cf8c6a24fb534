package kemkit.game;

import java.util.List;
import java.util.Optional;
import kemkit.card.Card;

/**
 * How a game's player actions are written in records: {@code S VERB ARGS…} (record-format.md).
 * Each game plugs its verbs into the record reader and writer through this interface.
 *
 * @param <A> the game's player action type
 */
public interface Notation<A extends PlayerAction> {

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
      throw new NotationException(index, "'" + word + "' is not a card (C-1: rank then suit, as TH)");
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
    if (!word.matches("-?[0-9]{1,9}")) {
      throw new NotationException(index, "'" + word + "' is not a number");
    }
    return Integer.parseInt(word);
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
