package kemkit.examples.cli;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import kemkit.game.Games;
import kemkit.record.Validator;
import kemkit.record.Verdict;

/**
 * {@code kemkit validate FILE…}: replays game records and says, one line per record, what
 * record-format.md's "What a validator reports" says: {@code ok: final scores …}, {@code illegal:
 * line N: …}, {@code mismatch: line N: …} or {@code malformed: line N, column C: …}. Exits with the
 * worst verdict's code: 0 ok, 1 illegal or mismatch, 2 malformed (or a file that cannot be read).
 *
 * <pre>{@code
 * $ java -jar kemkit.jar validate game.rec
 * ok: final scores -1 0 (round 1)
 * }</pre>
 */
public final class Validate implements Command {

  /** Creates the command. */
  public Validate() {}

  @Override
  public String name() {
    return "validate";
  }

  @Override
  public String arguments() {
    return "FILE…";
  }

  @Override
  public String summary() {
    return "replay game records and report ok, illegal, mismatch or malformed";
  }

  @Override
  public String help() {
    return String.join("\n",
        "usage: kemkit validate FILE…",
        "",
        "Replays each game record (record 1) and prints one line for it:",
        "  ok: final scores …              every line held",
        "  illegal: line N: …              an action was rejected and no 'expect rejected' followed",
        "  mismatch: line N: …             an expectation did not hold",
        "  malformed: line N, column C: …  the text is not a record (nothing past it is replayed)",
        "With several files, each line starts with the file's name. '-' reads standard input.",
        "",
        "Exit status: the worst of all the files: 0 ok, 1 illegal or mismatch, 2 malformed or",
        "unreadable (also a bad command line), 3 an internal error.");
  }

  @Override
  public Exit run(List<String> args, Console console) {
    List<String> files = new ArrayList<>();
    boolean options = true;
    for (String arg : args) {
      if (options && arg.equals("--")) {
        options = false;
      } else if (options && (arg.equals("-h") || arg.equals("--help"))) {
        console.out().println(help());
        return Exit.OK;
      } else if (options && arg.startsWith("-") && !arg.equals(RecordSource.STANDARD_INPUT)) {
        console.err().println("kemkit validate: unknown option '" + OneLine.of(arg) + "' (usage: kemkit validate FILE…)");
        return Exit.BAD_INPUT;
      } else {
        files.add(arg);
      }
    }
    if (files.isEmpty()) {
      console.err().println("kemkit validate: no record given (usage: kemkit validate FILE…; '-' reads standard input)");
      return Exit.BAD_INPUT;
    }
    Exit worst = Exit.OK;
    for (String file : files) {
      String prefix = files.size() > 1 ? OneLine.of(file) + ": " : "";
      worst = worst.worse(validate(file, prefix, console));
    }
    return worst;
  }

  private static Exit validate(String file, String prefix, Console console) {
    try {
      RecordSource.Opened opened = RecordSource.open(file, console.in());
      if (opened instanceof RecordSource.Unreadable unreadable) {
        return unreadable(file, unreadable.reason(), console);
      }
      Verdict verdict;
      try (InputStream in = new BufferedInputStream(((RecordSource.Stream) opened).in(), 1 << 16)) {
        verdict = Validator.validate(in, Games.all());
      } catch (IOException e) {
        return unreadable(file, RecordSource.describe(e), console);
      }
      console.out().println(prefix + OneLine.of(verdict.describe()));
      return Exit.ofVerdictCode(verdict.exitCode());
    } catch (RuntimeException | Error e) {
      // The validator promises never to throw: this is a bug in kemkit, not a bad record. Say so,
      // name the file that shows it, and go on with the others.
      console.err().println(prefix + BugReport.line(e));
      return Exit.INTERNAL_ERROR;
    }
  }

  private static Exit unreadable(String file, String reason, Console console) {
    console.err().println("kemkit validate: " + OneLine.of(file) + ": " + reason);
    return Exit.BAD_INPUT;
  }
}
