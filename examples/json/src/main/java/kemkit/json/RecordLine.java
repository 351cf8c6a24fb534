package kemkit.json;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.NotationException;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;
import kemkit.record.MalformedRecordException;

/**
 * Reads one body line of a record ({@code 2 exchange 2C 5D}, {@code shuffle …}, {@code starter 1})
 * into an action, with the words, case and comment rules of record-format.md.
 *
 * <p>SEAM, to be replaced on merge: the library's single-line parser ({@code kemkit.record}) does
 * this job; until it is on this branch, this class cuts the line as {@code RecordReader} does and
 * hands the verb to {@code rules.notation().parse(…)}. Nothing else in this module parses lines.
 */
final class RecordLine {

  private RecordLine() {}

  /**
   * {@return the action written on {@code text}, a line of a record of {@code rules}}
   *
   * @throws MalformedRecordException (line 1) if the line is not an action line of this game
   */
  static Action parse(RuleSet<?, ?, ?, ?> rules, String text) throws MalformedRecordException {
    int hash = text.indexOf('#');
    String body = hash >= 0 ? text.substring(0, hash) : text;
    List<String> words = new ArrayList<>();
    List<Integer> columns = new ArrayList<>();
    int i = 0;
    while (i < body.length()) {
      while (i < body.length() && isBlank(body.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < body.length() && !isBlank(body.charAt(i))) {
        i++;
      }
      if (i > start) {
        words.add(body.substring(start, i).toLowerCase(Locale.ROOT));
        columns.add(start + 1);
      }
    }
    if (words.isEmpty()) {
      throw new MalformedRecordException(1, 0, "the line holds no action");
    }
    String head = words.get(0);
    switch (head) {
      case "shuffle": {
        ImmutableList.Builder<Card> cards = ImmutableList.builder();
        for (int w = 1; w < words.size(); w++) {
          int at = w;
          cards.add(Card.parse(words.get(w)).orElseThrow(() -> error(columns, at,
              "'" + words.get(at) + "' is not a card (C-1: rank then suit, as TH)")));
        }
        return new Shuffle(cards.build());
      }
      case "starter":
        if (words.size() != 2) {
          throw error(columns, Math.min(2, words.size() - 1), "expected 'starter S'");
        }
        return new Starter(number(words, columns, 1));
      default:
        break;
    }
    if (!head.matches("-?[0-9]{1,9}")) {
      throw error(columns, 0, "unknown statement '" + head
          + "' (a move is 'shuffle', 'starter' or 'SEAT VERB …'; expectations and header lines are not moves)");
    }
    if (words.size() < 2) {
      throw error(columns, 0, "a player action is 'SEAT VERB …'; the verb is missing");
    }
    try {
      return rules.notation().parse(Integer.parseInt(head), words.get(1), words.subList(2, words.size()));
    } catch (NotationException e) {
      throw error(columns, e.word() < 0 ? 1 : e.word() + 2, e.getMessage());
    }
  }

  private static int number(List<String> words, List<Integer> columns, int index) throws MalformedRecordException {
    String word = words.get(index);
    if (!word.matches("-?[0-9]{1,9}")) {
      throw error(columns, index, "'" + word + "' is not a number");
    }
    return Integer.parseInt(word);
  }

  private static MalformedRecordException error(List<Integer> columns, int word, String problem) {
    int column = word >= 0 && word < columns.size() ? columns.get(word) : 0;
    return new MalformedRecordException(1, column, problem);
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000b';
  }
}
