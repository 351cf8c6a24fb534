package kemkit.conformance;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.GameRecord;
import kemkit.record.MalformedRecordException;
import kemkit.record.RecordReader;
import kemkit.record.RecordWriter;
import kemkit.record.Statement;

/**
 * record-format.md, "Writing": a game written with {@link RecordWriter} and read back with {@link
 * RecordReader} gives the same actions (accepted and rejected alike), and replaying them gives
 * equal states. The header round trip comes first: {@code rules.setup()} written as a header and
 * read back gives an equal rule set, whose setup writes the same header.
 */
record RecordRoundTrip() implements Property {

  @Override
  public String name() {
    return "record round trip: write, read back, replay to equal states";
  }

  @Override
  public <S extends GameState, A extends PlayerAction, E extends Event, V> Optional<Violation> check(
      Subject<S, A, E, V> subject, Script script, Sampling sampling) {
    RuleSet<S, A, E, V> rules = subject.rules();
    Optional<String> header = headerProblem(subject);
    if (header.isPresent()) {
      return Optional.of(new Violation(0, header.get()));
    }
    Trace<S, E> trace = Trace.of(rules, script.actions());
    ImmutableList<Action> actions = trace.applied();
    String text;
    try {
      text = RecordWriter.write(rules, actions);
    } catch (RuntimeException e) {
      return Optional.of(new Violation(actions.size(), "RecordWriter.write threw " + NothingThrows.describe(e)
          + " (does the notation write every action that parse can make?)"));
    }
    int headerLines = RecordWriter.header(rules.setup()).split("\n").length;
    RecordReader.Reading reading = RecordReader.readPrefix(text, subject.games());
    if (reading.malformed().isPresent()) {
      MalformedRecordException e = reading.malformed().get();
      int index = e.line() - headerLines - 1;
      String line = text.split("\n", -1)[e.line() - 1];
      return Optional.of(new Violation(Math.max(0, index + 1), (index >= 0 ? "action " + actions.get(index) : "the header")
          + " is written `" + line + "`, which does not read back: " + e.getMessage()));
    }
    GameRecord record = reading.record().orElseThrow();
    List<Action> read = new ArrayList<>();
    for (Statement statement : record.body()) {
      read.add(((Statement.Play) statement).action());
    }
    for (int i = 0; i < actions.size(); i++) {
      if (i >= read.size() || !read.get(i).equals(actions.get(i))) {
        return Optional.of(new Violation(i + 1, "action " + actions.get(i) + " is written `" + subject.line(actions.get(i))
            + "`, which reads back as " + (i < read.size() ? read.get(i) : "nothing")));
      }
    }
    return replayProblem(record.rules(), read, trace);
  }

  /** The header written from {@code rules.setup()} reads back to an equal rule set, with the same header. */
  private static Optional<String> headerProblem(Subject<?, ?, ?, ?> subject) {
    String header = RecordWriter.header(subject.rules().setup());
    RecordReader.Reading reading = RecordReader.readPrefix(header, subject.games());
    if (reading.malformed().isPresent()) {
      return Optional.of("the header written from rules.setup() does not read back: "
          + reading.malformed().get().getMessage() + "\n" + header);
    }
    RuleSet<?, ?, ?, ?> again = reading.record().orElseThrow().rules();
    if (!again.equals(subject.rules())) {
      return Optional.of("the header written from rules.setup() reads back as a rule set that is not equal to the"
          + " rule set under test (does the rule set implement equals? is setup() complete?)\n" + header);
    }
    String twice = RecordWriter.header(again.setup());
    if (!twice.equals(header)) {
      return Optional.of("setup() is not canonical: the header\n" + header + "reads back as a rule set whose header is\n"
          + twice);
    }
    return Optional.empty();
  }

  /** Replays the read actions with the read rule set; each state must equal the original's. */
  private static <S extends GameState, E extends Event> Optional<Violation> replayProblem(
      RuleSet<?, ?, ?, ?> readRules, List<Action> read, Trace<S, E> trace) {
    List<GameState> states = replay(readRules, read);
    if (!states.get(0).equals(trace.start())) {
      return Optional.of(new Violation(0, "the rule set read back starts in a state that is not equal to the original's"));
    }
    for (Trace.Step<S, E> step : trace.steps()) {
      if (!states.get(step.index() + 1).equals(step.after())) {
        return Optional.of(new Violation(step.index() + 1, "replaying the record read back gives a different state"
            + " after action " + step.action()));
      }
    }
    return Optional.empty();
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> List<GameState> replay(
      RuleSet<S, A, E, V> rules, List<Action> actions) {
    List<GameState> states = new ArrayList<>();
    S state = rules.start();
    states.add(state);
    for (Action action : actions) {
      state = rules.apply(state, action).state();
      states.add(state);
    }
    return states;
  }
}
