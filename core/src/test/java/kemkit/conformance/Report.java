package kemkit.conformance;

import java.util.List;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.Outcome;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.record.RecordWriter;

/**
 * The message of a failed property: what, for which rule set, how to replay it, and the shrunk
 * action list as a record that anyone can paste into a {@code .rec} file and validate. Rejected
 * actions are followed by their {@code expect rejected CODE} line, so that the record validates up
 * to the failure; the failure itself is a comment at the end.
 */
final class Report {

  private Report() {}

  /** {@return the failure message} */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> String failure(
      Subject<S, A, E, V> subject, Property property, Settings settings, int game, long seed,
      int originalLength, List<Action> shrunk, Violation violation) {
    return "conformance property failed: " + property.name() + "\n"
        + "rule set: " + Conformance.describe(subject.rules()) + "\n"
        + "game " + (game + 1) + " of " + settings.games() + ", seed " + seed + "\n"
        + "problem " + violation.describe() + "\n"
        + "replay: run the suite with -D" + Settings.SEED + "=" + seed + " -D" + Settings.GAMES + "=1"
        + " (same property, same game)\n"
        + "shrunk from " + originalLength + " to " + shrunk.size() + " action(s); as a record:\n"
        + "\n" + record(subject, shrunk, violation);
  }

  /** {@return {@code actions} as a record, each rejected action followed by its expectation} */
  static <S extends GameState, A extends PlayerAction, E extends Event, V> String record(
      Subject<S, A, E, V> subject, List<Action> actions, Violation violation) {
    RuleSet<S, A, E, V> rules = subject.rules();
    StringBuilder out = new StringBuilder();
    try {
      out.append(RecordWriter.header(rules.setup()));
    } catch (RuntimeException e) {
      out.append("# the header cannot be written: ").append(e).append('\n');
    }
    S state = rules.start();
    for (Action action : actions) {
      out.append(subject.line(action)).append('\n');
      try {
        Outcome<S, E> outcome = rules.apply(state, action);
        if (outcome instanceof Outcome.Rejected<S, E> rejected) {
          out.append("expect rejected ").append(rejected.reason().code()).append("   # ")
              .append(oneLine(rejected.reason().message())).append('\n');
        }
        state = outcome.state();
      } catch (RuntimeException | StackOverflowError e) {
        out.append("# apply throws here: ").append(oneLine(e.toString())).append('\n');
        break;
      }
    }
    out.append("# conformance failure: ").append(oneLine(violation.problem())).append('\n');
    return out.toString();
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s*[\\r\\n]+\\s*", " ");
  }
}
