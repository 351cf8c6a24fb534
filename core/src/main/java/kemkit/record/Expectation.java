package kemkit.record;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.RejectionCode;

/**
 * An {@code expect …} line of a record: a check of the game at that point, not an action
 * (record-format.md, Expectations).
 */
public sealed interface Expectation {

  /** {@return the expectation as a record writes it, without {@code expect}} */
  String text();

  /**
   * {@code expect rejected [CODE]}: the previous action line was rejected (with that code).
   *
   * @param code the code expected, or empty for any
   */
  record Rejected(Optional<RejectionCode> code) implements Expectation {
    @Override
    public String text() {
      return code.map(c -> "rejected " + c).orElse("rejected");
    }
  }

  /**
   * {@code expect scores N0 N1 …}: the game scores, by team or by seat.
   *
   * @param scores the scores
   */
  record Scores(ImmutableList<Integer> scores) implements Expectation {
    @Override
    public String text() {
      return "scores" + RecordText.join(scores);
    }
  }

  /**
   * {@code expect hand S C1 C2 …}: seat S's hand (a set in the Kem's family, slot by slot in
   * Khamul).
   *
   * @param seat the seat
   * @param cards the cards
   */
  record Hand(int seat, ImmutableList<Card> cards) implements Expectation {
    @Override
    public String text() {
      return "hand " + seat + RecordText.join(cards);
    }
  }

  /**
   * {@code expect table C…}: the table cards, as a set.
   *
   * @param cards the cards
   */
  record Table(ImmutableList<Card> cards) implements Expectation {
    @Override
    public String text() {
      return "table" + RecordText.join(cards);
    }
  }

  /**
   * {@code expect round R}: the game is in round R.
   *
   * @param round the round number, 1 for the first
   */
  record Round(int round) implements Expectation {
    @Override
    public String text() {
      return "round " + round;
    }
  }

  /** {@code expect over}: the game has ended. */
  record Over() implements Expectation {
    @Override
    public String text() {
      return "over";
    }
  }

  /**
   * {@code expect winner W…}: the game has ended and these teams (or seats) won.
   *
   * @param winners the winners
   */
  record Winner(ImmutableSet<Integer> winners) implements Expectation {
    @Override
    public String text() {
      return "winner" + RecordText.join(winners);
    }
  }
}
