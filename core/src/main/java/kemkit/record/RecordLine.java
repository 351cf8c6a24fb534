package kemkit.record;

import com.google.common.base.Ascii;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import java.util.OptionalInt;
import kemkit.card.Card;
import kemkit.game.Action;
import kemkit.game.Notation;
import kemkit.game.NotationException;
import kemkit.game.RejectionCode;
import kemkit.game.RuleSet;
import kemkit.game.Shuffle;
import kemkit.game.Starter;

/**
 * One record line in, one action out: the inverse of {@link RecordWriter#line}. Reads a chance
 * line ({@code shuffle …}, {@code starter S}) or a player line ({@code S VERB ARGS…}) of a game of a
 * given rule set (record-format.md, Body).
 *
 * <pre>{@code
 * Action action = RecordLine.parse(rules, "1 exchange 2C 5D");
 * assert RecordWriter.line(rules, action).equals("1 exchange 2C 5D");
 * }</pre>
 */
public final class RecordLine {

  private RecordLine() {}

  /**
   * {@return the action written on {@code line}} The line holds no line end; a comment is allowed.
   *
   * @param rules the rule set whose actions the line may name (its verbs, cards and seats)
   * @param line one body line of a record (record-format.md, Body), without its line end
   * @throws MalformedRecordException if the line is not a chance or player action of {@code rules}
   *     (blank, an expectation or a header statement included); its line number is 1 and its
   *     column the first character at fault
   */
  public static Action parse(RuleSet<?, ?, ?, ?> rules, String line) throws MalformedRecordException {
    Words words = Words.of(1, line);
    if (words.isEmpty()) {
      throw new MalformedRecordException(1, 0, "a blank line is not an action");
    }
    if (words.word(0).equals("expect")) {
      throw words.error(0, "an expectation is not an action");
    }
    if (statement(words, rules, true) instanceof Statement.Play play) {
      return play.action();
    }
    throw new AssertionError("statement() gives a Play for every line but 'expect'");
  }

  /**
   * {@return the body statement on {@code line}}
   *
   * @param previousWasAction whether the statement before was an action, which {@code expect
   *     rejected} needs
   */
  static Statement statement(Words line, RuleSet<?, ?, ?, ?> rules, boolean previousWasAction)
      throws MalformedRecordException {
    String head = line.word(0);
    if (HeaderReader.isHeaderWord(head)) {
      throw line.error(0, "'" + head + "' belongs to the header, which ends at the first action");
    }
    return switch (head) {
      case "shuffle" -> new Statement.Play(line.number(), new Shuffle(cards(line, 1)), line.text());
      case "starter" -> {
        expectWords(line, 2, "starter S");
        yield new Statement.Play(line.number(), new Starter(number(line, 1)), line.text());
      }
      case "expect" -> new Statement.Expect(line.number(), expectation(line, previousWasAction));
      default -> new Statement.Play(line.number(), playerAction(line, rules), line.text());
    };
  }

  private static Action playerAction(Words line, RuleSet<?, ?, ?, ?> rules) throws MalformedRecordException {
    OptionalInt seat = Notation.integer(line.word(0));
    if (seat.isEmpty()) {
      throw line.error(0, "unknown statement " + line.quoted(0)
          + " (a body line is 'shuffle', 'starter', 'expect' or 'SEAT VERB …', SEAT a 32-bit integer)");
    }
    if (line.size() < 2) {
      throw line.error(0, "a player action is 'SEAT VERB …'; the verb is missing");
    }
    try {
      return rules.notation().parse(seat.getAsInt(), line.word(1), line.wordsFrom(2));
    } catch (NotationException e) {
      throw line.error(e.word() < 0 ? 1 : e.word() + 2, RecordText.clip(e.getMessage(), RecordText.MESSAGE_LIMIT));
    }
  }

  private static Expectation expectation(Words line, boolean previousWasAction) throws MalformedRecordException {
    if (line.size() < 2) {
      throw line.error(0, "'expect' needs what to expect: rejected, scores, hand, table, round, over or winner");
    }
    return switch (line.word(1)) {
      case "rejected" -> {
        if (!previousWasAction) {
          throw line.error(1, "'expect rejected' must follow an action line");
        }
        if (line.size() > 3) {
          throw line.error(3, "'expect rejected' takes at most one code");
        }
        yield new Expectation.Rejected(line.size() == 2 ? Optional.empty() : Optional.of(code(line, 2)));
      }
      case "scores" -> new Expectation.Scores(numbers(line, 2));
      case "hand" -> {
        if (line.size() < 3) {
          throw line.error(1, "'expect hand' needs a seat");
        }
        yield new Expectation.Hand(number(line, 2), cards(line, 3));
      }
      case "table" -> new Expectation.Table(cards(line, 2));
      case "round" -> {
        expectWords(line, 3, "expect round R");
        yield new Expectation.Round(number(line, 2));
      }
      case "over" -> {
        expectWords(line, 2, "expect over");
        yield new Expectation.Over();
      }
      case "winner" -> new Expectation.Winner(ImmutableSet.copyOf(numbers(line, 2)));
      default -> throw line.error(1, "unknown expectation " + line.quoted(1));
    };
  }

  /** The §R code named by word {@code index}: ASCII letters fold, so a dotless i never reads as I. */
  private static RejectionCode code(Words line, int index) throws MalformedRecordException {
    String wanted = Ascii.toUpperCase(line.word(index));
    for (RejectionCode code : RejectionCode.values()) {
      if (code.name().equals(wanted)) {
        return code;
      }
    }
    throw line.error(index, "unknown rejection code " + line.quoted(index));
  }

  private static ImmutableList<Card> cards(Words line, int from) throws MalformedRecordException {
    ImmutableList.Builder<Card> cards = ImmutableList.builderWithExpectedSize(Math.max(0, line.size() - from));
    for (int i = from; i < line.size(); i++) {
      int index = i;
      cards.add(Card.parse(line.word(i)).orElseThrow(
          () -> line.error(index, line.quoted(index) + " is not a card (C-1: rank then suit, as TH)")));
    }
    return cards.build();
  }

  private static ImmutableList<Integer> numbers(Words line, int from) throws MalformedRecordException {
    ImmutableList.Builder<Integer> numbers = ImmutableList.builder();
    for (int i = from; i < line.size(); i++) {
      numbers.add(number(line, i));
    }
    return numbers.build();
  }

  private static int number(Words line, int index) throws MalformedRecordException {
    OptionalInt number = Notation.integer(line.word(index));
    if (number.isEmpty()) {
      throw line.error(index, line.quoted(index) + " is not a number (an integer from -2147483648 to 2147483647)");
    }
    return number.getAsInt();
  }

  static void expectWords(Words line, int count, String form) throws MalformedRecordException {
    if (line.size() != count) {
      throw line.error(Math.min(count, line.size() - 1),
          "expected '" + form + "', got " + RecordText.quote(line.text()));
    }
  }
}
