package kemkit.record;

import java.util.Map;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.Game;
import kemkit.game.GameState;
import kemkit.game.Games;
import kemkit.game.Outcome;
import kemkit.game.Rejection;
import kemkit.game.RuleSet;

/**
 * An incremental validation: feed a record's lines one at a time (the header first), get each
 * line's {@link LineVerdict}, final when the line is read, and {@link #finish()} for the {@link
 * Verdict} (record-format.md, "What a validator reports"). It holds the game and at most one pending rejected action, never
 * the lines already fed, so a record of any length takes the same memory. Failures are reported
 * in line order: a rejected action followed by a line that does not parse is {@code illegal} at
 * the action's line. {@link Validator} is a loop over a session.
 *
 * <pre>{@code
 * ValidationSession session = ValidationSession.start();
 * for (String line : lines) {                  // "record 1", "game kemps", "shuffle …", "1 top"…
 *   LineVerdict each = session.feed(line);
 *   if (each instanceof LineVerdict.Rejected rejected) {
 *     return rejected.illegal();               // a live game's record expects no rejection
 *   }
 *   if (each instanceof LineVerdict.Failed failed) {
 *     return failed.verdict();                 // the record's verdict
 *   }
 * }
 * Verdict verdict = session.finish();
 * }</pre>
 *
 * <p>Not thread-safe: one session per record.
 */
public final class ValidationSession {

  private final HeaderReader header;
  private Optional<Replay<?>> replay = Optional.empty();
  private int lines;
  private boolean previousWasAction;
  private Optional<LineVerdict.Rejected> pending = Optional.empty();
  private Optional<Verdict> failed = Optional.empty();

  private ValidationSession(Map<String, Game> games) {
    this.header = new HeaderReader(games);
  }

  /** {@return a session for a record of one of the games found by {@link Games}} */
  public static ValidationSession start() {
    return start(Games.all());
  }

  /**
   * {@return a session for a record of one of these games, by name}
   *
   * @param games the games the record's header may name, by name (as {@link Games#all()} gives
   *     them)
   */
  public static ValidationSession start(Map<String, Game> games) {
    return new ValidationSession(games);
  }

  /** {@return how many lines were fed} */
  public int lines() {
    return lines;
  }

  /**
   * {@return the verdict on the next line of the record} {@code line} holds no line end (a CR at
   * its end is a character like any other, so malformed); once a line has failed, every later one
   * gives the same failure.
   *
   * @param line the record's next line, without its line end
   */
  public LineVerdict feed(String line) {
    int number = ++lines;
    if (failed.isPresent()) {
      return new LineVerdict.Failed(failed.get());
    }
    try {
      return feed(Words.of(number, line));
    } catch (MalformedRecordException e) {
      return fail(e);
    }
  }

  /** Feeds a line that could not even be read (not UTF-8, too long): it is malformed. */
  LineVerdict feedMalformed(MalformedRecordException e) {
    lines++;
    return failed.isPresent() ? new LineVerdict.Failed(failed.get()) : fail(e);
  }

  private LineVerdict feed(Words line) throws MalformedRecordException {
    if (line.isEmpty()) {
      return new LineVerdict.Held(line.number());
    }
    if (replay.isEmpty()) {
      if (header.takes(line)) {
        header.add(line);
        return new LineVerdict.Held(line.number());
      }
      replay = Optional.of(Replay.of(header.finish()));
    }
    Statement statement = RecordLine.statement(line, replay.get().rules, previousWasAction);
    return step(statement);
  }

  private LineVerdict step(Statement statement) {
    Replay<?> game = replay.orElseThrow();
    if (pending.isPresent()) {
      LineVerdict.Rejected rejected = pending.get();
      pending = Optional.empty();
      if (!(statement instanceof Statement.Expect expect && expect.expectation() instanceof Expectation.Rejected expected)) {
        return fail(rejected.illegal());
      }
      previousWasAction = false;
      if (expected.code().isPresent() && expected.code().get() != rejected.rejection().code()) {
        return fail(new Verdict.Mismatch(statement.line(), expected.text(),
            "rejected " + rejected.rejection().code() + " (" + message(rejected.rejection()) + ")"));
      }
      return new LineVerdict.Held(statement.line());
    }
    if (statement instanceof Statement.Play play) {
      previousWasAction = true;
      Optional<Rejection> rejection = game.apply(play.action());
      if (rejection.isPresent()) {
        pending = Optional.of(new LineVerdict.Rejected(play.line(), RecordText.clip(play.text(), RecordText.QUOTE_LIMIT),
            new Rejection(rejection.get().code(), rejection.get().rule(), message(rejection.get()))));
        return pending.get();
      }
      return new LineVerdict.Held(play.line());
    }
    Statement.Expect expect = (Statement.Expect) statement;
    previousWasAction = false;
    Optional<String> actual = expect.expectation() instanceof Expectation.Rejected
        ? Optional.of("the action accepted")
        : Validator.check(game.rules, game.state, expect.expectation());
    if (actual.isPresent()) {
      return fail(new Verdict.Mismatch(expect.line(), expect.expectation().text(), actual.get()));
    }
    return new LineVerdict.Held(expect.line());
  }

  /** Feeds the statements of a record already read: what {@link Validator#replay} does. */
  static Verdict replay(GameRecord record) {
    ValidationSession session = new ValidationSession(Map.of());
    session.replay = Optional.of(Replay.of(record.rules()));
    for (Statement statement : record.body()) {
      session.lines = statement.line();
      if (session.step(statement) instanceof LineVerdict.Failed failed) {
        return failed.verdict();
      }
    }
    return session.finish();
  }

  /**
   * {@return the verdict on the record fed} An action still pending is {@code illegal}: no {@code
   * expect rejected} followed it. A header that never ended (no body line) is made now.
   */
  public Verdict finish() {
    if (failed.isPresent()) {
      return failed.get();
    }
    if (pending.isPresent()) {
      return fail(pending.get().illegal()).verdict();
    }
    if (replay.isEmpty()) {
      try {
        replay = Optional.of(Replay.of(header.finish()));
      } catch (MalformedRecordException e) {
        return fail(e).verdict();
      }
    }
    GameState state = replay.get().state;
    return new Verdict.Ok(state.scores(), state.round(), state.isOver());
  }

  private LineVerdict.Failed fail(MalformedRecordException e) {
    return fail(pending.isPresent()
        ? pending.get().illegal()
        : new Verdict.Malformed(e.line(), e.column(), RecordText.clip(e.problem(), RecordText.MESSAGE_LIMIT)));
  }

  private LineVerdict.Failed fail(Verdict verdict) {
    failed = Optional.of(verdict);
    pending = Optional.empty();
    return new LineVerdict.Failed(verdict);
  }

  private static String message(Rejection rejection) {
    return RecordText.clip(rejection.message(), RecordText.MESSAGE_LIMIT);
  }

  /** The game being replayed, with its state type captured. */
  private static final class Replay<S extends GameState> {
    final RuleSet<S, ?, ?, ?> rules;
    S state;

    private Replay(RuleSet<S, ?, ?, ?> rules) {
      this.rules = rules;
      this.state = rules.start();
    }

    static <S extends GameState> Replay<S> of(RuleSet<S, ?, ?, ?> rules) {
      return new Replay<>(rules);
    }

    /** Applies {@code action}: {@return empty if accepted (the state moves on), else why not} */
    Optional<Rejection> apply(Action action) {
      return apply(rules, action);
    }

    private <E extends Event> Optional<Rejection> apply(RuleSet<S, ?, E, ?> typed, Action action) {
      Outcome<S, E> outcome = typed.apply(state, action);
      state = outcome.state(); // unchanged when rejected (C-5)
      return outcome.rejection();
    }
  }
}
