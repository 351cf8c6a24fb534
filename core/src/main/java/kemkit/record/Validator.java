package kemkit.record;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.RuleSet;

/**
 * Replays a record from the start and stops at the first failure, in line order
 * (record-format.md): {@link Verdict.Ok}, {@link Verdict.Illegal}, {@link Verdict.Mismatch} or
 * {@link Verdict.Malformed}. Never throws, whatever the text. It reads and replays one line at a
 * time through a {@link ValidationSession}, so a record of a million lines takes no more memory
 * than a short one.
 *
 * <pre>{@code
 * Verdict verdict;
 * try (InputStream in = Files.newInputStream(path)) {
 *   verdict = Validator.validate(in, Games.all());
 * }
 * System.out.println(verdict.describe());
 * System.exit(verdict.exitCode());
 * }</pre>
 */
public final class Validator {

  private Validator() {}

  /**
   * {@return the verdict on {@code text}, with the games found by {@link Games}}
   *
   * @param text the record, as {@code record 1} writes it
   */
  public static Verdict validate(String text) {
    return validate(text, Games.all());
  }

  /**
   * {@return the verdict on {@code text}, with these games}
   *
   * @param text the record, as {@code record 1} writes it
   * @param games the games a record may name, by name
   */
  public static Verdict validate(String text, Map<String, Game> games) {
    try {
      return validate(LineSource.of(text), games);
    } catch (IOException e) {
      throw new UncheckedIOException("a string cannot fail to be read", e);
    }
  }

  /**
   * {@return the verdict on the record read from {@code in}, strict UTF-8, with these games} The
   * record is read and replayed one line at a time, so its length does not matter: the memory
   * holds one line (at most {@value LineSource#MAX_LINE} characters) and the game. Reading stops
   * at the first failure; the stream is not closed.
   *
   * @throws IOException if {@code in} cannot be read
   */
  public static Verdict validate(InputStream in, Map<String, Game> games) throws IOException {
    return validate(LineSource.of(in), games);
  }

  private static Verdict validate(LineSource source, Map<String, Game> games) throws IOException {
    ValidationSession session = ValidationSession.start(games);
    while (true) {
      Optional<String> line;
      try {
        line = source.next();
      } catch (MalformedRecordException e) {
        return session.feedMalformed(e) instanceof LineVerdict.Failed failed ? failed.verdict() : session.finish();
      }
      if (line.isEmpty() || session.feed(line.get()) instanceof LineVerdict.Failed) {
        return session.finish();
      }
    }
  }

  /**
   * {@return the verdict of replaying a parsed record}
   *
   * @param record the record, as {@link RecordReader} read it
   */
  public static Verdict replay(GameRecord record) {
    return ValidationSession.replay(record);
  }

  /** {@return empty if {@code expectation} holds in {@code state}, else what the game shows} */
  static Optional<String> check(RuleSet<?, ?, ?, ?> rules, GameState state, Expectation expectation) {
    if (expectation instanceof Expectation.Scores scores) {
      return scores.scores().equals(state.scores()) ? Optional.empty()
          : Optional.of("scores" + RecordText.join(state.scores()));
    }
    if (expectation instanceof Expectation.Hand hand) {
      if (!state.seating().isSeat(hand.seat())) {
        return Optional.of("no seat " + hand.seat());
      }
      ImmutableList<Card> actual = state.hand(hand.seat());
      boolean same = rules.handsAreOrdered()
          ? actual.equals(hand.cards())
          : HashMultiset.create(actual).equals(HashMultiset.create(hand.cards()));
      return same ? Optional.empty() : Optional.of("hand " + hand.seat() + RecordText.join(actual));
    }
    if (expectation instanceof Expectation.Table table) {
      if (state.table().isEmpty()) {
        return Optional.of("no table (game " + rules.game() + " has none)");
      }
      ImmutableList<Card> actual = state.table().get();
      return HashMultiset.create(actual).equals(HashMultiset.create(table.cards())) ? Optional.empty()
          : Optional.of("table" + RecordText.join(actual));
    }
    if (expectation instanceof Expectation.Round round) {
      return round.round() == state.round() ? Optional.empty() : Optional.of("round " + state.round());
    }
    if (expectation instanceof Expectation.Over) {
      return state.isOver() ? Optional.empty() : Optional.of("the game still in round " + state.round());
    }
    if (expectation instanceof Expectation.Winner winner) {
      if (!state.isOver()) {
        return Optional.of("the game still in round " + state.round());
      }
      return winner.winners().equals(state.winners()) ? Optional.empty()
          : Optional.of("winner" + RecordText.join(state.winners()));
    }
    // 'expect rejected' is consumed by the action before it; here it follows a rejected action's
    // expectation, which the reader refuses, so it cannot be reached.
    return Optional.empty();
  }
}
