package kemkit.record;

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import java.util.Map;
import java.util.Optional;
import kemkit.card.Card;
import kemkit.game.Event;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;

/**
 * Replays a record from the start and stops at the first failure, in line order
 * (record-format.md): {@link Verdict.Ok}, {@link Verdict.Illegal}, {@link Verdict.Mismatch} or
 * {@link Verdict.Malformed}. Never throws, whatever the text.
 *
 * <pre>{@code
 * Verdict verdict = Validator.validate(Files.readString(path));
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
    RecordReader.Reading reading = RecordReader.readPrefix(text, games);
    Verdict replayed = reading.record().map(Validator::replay).orElse(null);
    if (replayed != null && !(replayed instanceof Verdict.Ok)) {
      return replayed;
    }
    if (reading.malformed().isPresent()) {
      MalformedRecordException e = reading.malformed().get();
      return new Verdict.Malformed(e.line(), e.column(), e.problem());
    }
    return replayed;
  }

  /**
   * {@return the verdict of replaying a parsed record}
   *
   * @param record the record, as {@link RecordReader} read it
   */
  public static Verdict replay(GameRecord record) {
    return replay(record.rules(), record.body());
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> Verdict replay(
      RuleSet<S, A, E, V> rules, ImmutableList<Statement> body) {
    S state = rules.start();
    for (int i = 0; i < body.size(); i++) {
      Statement statement = body.get(i);
      if (statement instanceof Statement.Play play) {
        Outcome<S, E> outcome = rules.apply(state, play.action());
        Optional<Expectation.Rejected> expected = i + 1 < body.size()
                && body.get(i + 1) instanceof Statement.Expect next
                && next.expectation() instanceof Expectation.Rejected rejected
            ? Optional.of(rejected)
            : Optional.empty();
        if (outcome instanceof Outcome.Rejected<S, E> rejection) {
          if (expected.isEmpty()) {
            return new Verdict.Illegal(play.line(), play.text(), rejection.rejection());
          }
          if (expected.get().code().isPresent() && expected.get().code().get() != rejection.rejection().code()) {
            return new Verdict.Mismatch(body.get(i + 1).line(), "rejected " + expected.get().code().get(),
                "rejected " + rejection.rejection().code() + " (" + rejection.rejection().message() + ")");
          }
          i++;
        } else if (expected.isPresent()) {
          return new Verdict.Mismatch(body.get(i + 1).line(), expected.get().text(), "the action accepted");
        }
        state = outcome.state();
      } else {
        Statement.Expect expect = (Statement.Expect) statement;
        Optional<String> actual = check(rules, state, expect.expectation());
        if (actual.isPresent()) {
          return new Verdict.Mismatch(expect.line(), expect.expectation().text(), actual.get());
        }
      }
    }
    return new Verdict.Ok(state.scores(), state.round(), state.isOver());
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
