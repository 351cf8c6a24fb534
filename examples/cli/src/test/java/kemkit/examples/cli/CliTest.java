package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code kemkit} program's dispatch: usage, help, unknown commands, bugs. */
class CliTest {

  @Test
  @DisplayName("no argument: the usage on standard error, exit 2")
  void noArgument() {
    CliRun run = CliRun.of().assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.out()).isEmpty();
    assertThat(run.errLines().get(0)).isEqualTo("usage: kemkit COMMAND [ARGUMENTS…]");
    assertThat(run.err()).contains("  validate ", "  help ", "games on the class path: ");
  }

  @Test
  @DisplayName("an unknown command: says so, then the usage, exit 2")
  void unknownCommand() {
    CliRun run = CliRun.of("valdiate", "game.rec").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines().get(0)).isEqualTo("kemkit: unknown command 'valdiate'; did you mean 'validate'?");
    assertThat(run.errLines().get(1)).isEqualTo("usage: kemkit COMMAND [ARGUMENTS…]");
  }

  @Test
  @DisplayName("did you mean: a mistyped option or game is answered with the closest one; a word far from any, with none")
  void didYouMean() {
    assertThat(CliRun.of("simulate", "--game", "kemps", "--gmaes", "10").assertNoStackTrace().errLines())
        .containsExactly("kemkit simulate: unknown option '--gmaes'; did you mean '--games'? (usage: kemkit help simulate)");
    // The misspelling is said first, though --game is missing too.
    assertThat(CliRun.of("simulate", "--gmaes", "10").assertNoStackTrace().errLines())
        .containsExactly("kemkit simulate: unknown option '--gmaes'; did you mean '--games'? (usage: kemkit help simulate)");
    assertThat(CliRun.of("play", "--seet=2").assertNoStackTrace().errLines().get(0))
        .startsWith("kemkit play: unknown option '--seet'; did you mean '--seat'?");
    assertThat(CliRun.of("simulate", "--game", "kemsp").assertNoStackTrace().errLines().get(0))
        .startsWith("kemkit simulate: unknown game 'kemsp'; did you mean 'kemps'? (games on the class path: ");
    assertThat(CliRun.of("plya").assertNoStackTrace().errLines().get(0))
        .isEqualTo("kemkit: unknown command 'plya'; did you mean 'play'?");
    assertThat(CliRun.of("juggle").assertNoStackTrace().errLines().get(0)).isEqualTo("kemkit: unknown command 'juggle'");
  }

  @Test
  @DisplayName("the closest word: one edit in a short word (a swap counts one), a third of a longer one")
  void closestWord() {
    assertThat(Suggestion.distance("gmaes", "games")).isEqualTo(1);
    assertThat(Suggestion.closest("--gmaes", List.of("--game", "--games", "--seed"))).hasValue("--games");
    assertThat(Suggestion.closest("simulat", List.of("simulate", "study"))).hasValue("simulate");
    assertThat(Suggestion.closest("xyz", List.of("play", "serve"))).isEmpty();
    assertThat(Suggestion.closest("play", List.of("play"))).as("the word itself is no suggestion").isEmpty();
  }

  @Test
  @DisplayName("help, -h and --help: the usage on standard output, exit 0, with the games found")
  void help() {
    for (String word : List.of("help", "-h", "--help")) {
      CliRun run = CliRun.of(word).assertNoStackTrace();

      assertThat(run.exit()).as(word).isEqualTo(Exit.OK);
      assertThat(run.err()).as(word).isEmpty();
      assertThat(run.out()).as(word).startsWith("usage: kemkit COMMAND").contains("games on the class path: ");
    }
  }

  @Test
  @DisplayName("the usage lists every command the program runs, bench included, and help knows each")
  void everyCommandListed() {
    CliRun usage = CliRun.of("help").assertNoStackTrace();
    for (String command : List.of("validate", "simulate", "play", "bench", "serve", "help")) {
      assertThat(usage.out()).contains("\n  " + command + " ");
      CliRun help = CliRun.of("help", command).assertNoStackTrace();
      assertThat(help.exit()).as(command).isEqualTo(Exit.OK);
      assertThat(help.out()).as(command).startsWith("usage: kemkit " + command);
    }
  }

  @Test
  @DisplayName("help COMMAND and COMMAND --help: that command's help, exit 0")
  void commandHelp() {
    CliRun viaHelp = CliRun.of("help", "validate").assertNoStackTrace();
    CliRun viaOption = CliRun.of("validate", "--help").assertNoStackTrace();

    assertThat(viaHelp.exit()).isEqualTo(Exit.OK);
    assertThat(viaHelp.out()).startsWith("usage: kemkit validate [-hV] [FILE...]").contains("Exit status");
    assertThat(viaOption.out()).isEqualTo(viaHelp.out());
  }

  @Test
  @DisplayName("help of an unknown command: exit 2")
  void helpOfUnknownCommand() {
    CliRun run = CliRun.of("help", "juggle").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines().get(0)).isEqualTo("kemkit: unknown command 'juggle'");
  }

  @Test
  @DisplayName("--version and -V, on the program and on a command: the project version and the Java, exit 0")
  void version() {
    for (List<String> args : List.of(List.of("--version"), List.of("-V"), List.of("play", "--version"))) {
      CliRun run = CliRun.of(args.toArray(String[]::new)).assertNoStackTrace();

      assertThat(run.exit()).as("%s", args).isEqualTo(Exit.OK);
      assertThat(run.outLines()).as("%s", args).hasSize(2);
      assertThat(run.outLines().get(0)).as("%s", args).matches("kemkit \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
      assertThat(run.outLines().get(1)).startsWith("Java 17");
    }
  }

  @Test
  @DisplayName("an unknown option of a command: one line that names it and where the usage is, exit 2")
  void unknownOption() {
    CliRun run = CliRun.of("simulate", "--game", "kemps", "--fast", "yes").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).containsExactly("kemkit simulate: unknown option '--fast' (usage: kemkit help simulate)");
  }

  @Test
  @DisplayName("a seating flag of another game names the game's own")
  void seatingOfAnotherGame() {
    CliRun run = CliRun.of("simulate", "--game", "kemps", "--players", "4").assertNoStackTrace();

    assertThat(run.errLines()).singleElement().asString()
        .startsWith("kemkit simulate: unknown option '--players' (game kemps is seated with --teams, --team-size, --dealer)");
  }

  @Test
  @DisplayName("a command this jar was built without (-Dplay: bench) is listed, and says how to build it, exit 2")
  void commandNotInThisJar() {
    Cli cli = new Cli(List.of(NotInThisJar.orMissing("kemkit.examples.cli.NoSuchCommand", "bench")));
    CliRun run = CliRun.withInput(cli, new byte[0], "bench", "--short", "Playout").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).containsExactly("kemkit bench: " + NotInThisJar.WHY);
    assertThat(CliRun.withInput(cli, new byte[0], "help").out()).contains("  bench ");
    assertThat(NotInThisJar.load("kemkit.examples.cli.BenchCommand", Command.class)).as("the whole build has it").isPresent();
  }

  /** A command with a bug: it throws. */
  @picocli.CommandLine.Command(name = "broken")
  static final class Broken implements Command {
    @Override
    public Exit run(Console console) {
      throw new IllegalStateException("the reducer lost a card");
    }
  }

  @Test
  @DisplayName("a command that throws is a bug: 'internal error: …' on one line, exit 3, no stack trace")
  void internalError() {
    CliRun run = CliRun.withInput(new Cli(List.of(Broken::new)), new byte[0], "broken");

    assertThat(run.exit()).isEqualTo(Exit.INTERNAL_ERROR);
    assertThat(run.out()).isEmpty();
    assertThat(run.errLines()).singleElement().asString()
        .startsWith("internal error: java.lang.IllegalStateException: the reducer lost a card");
    assertThat(run.err()).doesNotContain("\tat ");
  }
}
