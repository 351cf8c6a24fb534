package kemkit.examples.cli;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import kemkit.game.Games;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import kemkit.examples.cli.Command.BadArgument;
import picocli.CommandLine;
import picocli.CommandLine.Parameters;

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
@CommandLine.Command(name = "validate", mixinStandardHelpOptions = true, versionProvider = Version.class,
    description = {
        "Replays game records and reports ok, illegal, mismatch or malformed.",
        "%nReplays each game record (record 1) and prints one line for it:",
        "  ok: final scores …              every line held",
        "  illegal: line N: …              an action was refused, no 'expect rejected'",
        "  mismatch: line N: …             an expectation did not hold",
        "  malformed: line N, column C: …  not a record (nothing past it is replayed)",
        "With several files, each line starts with the file's name. '-' reads standard input; '--' ends"
            + " the options."},
    footer = "%nExit status: the worst of all the files: 0 ok, 1 illegal or mismatch, 2 malformed or unreadable"
        + " (also a bad command line), 3 an internal error.")
public final class Validate implements Command {

  @Parameters(paramLabel = "FILE", arity = "0..*", description = "a record file, or - for standard input")
  private List<String> files = new ArrayList<>();

  /** Creates the command; picocli sets its files. */
  public Validate() {}

  @Override
  public Exit run(Console console) throws BadArgument {
    if (files.isEmpty()) {
      throw new BadArgument("no record given ('-' reads standard input)");
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
