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
    assertThat(run.err()).contains("  validate FILE…", "  help [COMMAND]");
  }

  @Test
  @DisplayName("an unknown command: says so, then the usage, exit 2")
  void unknownCommand() {
    CliRun run = CliRun.of("valdiate", "game.rec").assertNoStackTrace();

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines().get(0)).isEqualTo("kemkit: unknown command 'valdiate'");
    assertThat(run.errLines().get(1)).isEqualTo("usage: kemkit COMMAND [ARGUMENTS…]");
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
    assertThat(viaHelp.out()).startsWith("usage: kemkit validate FILE…").contains("Exit status");
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
  @DisplayName("a command that throws is a bug: 'internal error: …' on one line, exit 3, no stack trace")
  void internalError() {
    Command broken = new Command() {
      @Override
      public String name() {
        return "broken";
      }

      @Override
      public String arguments() {
        return "";
      }

      @Override
      public String summary() {
        return "throws";
      }

      @Override
      public String help() {
        return "throws";
      }

      @Override
      public Exit run(List<String> args, Console console) {
        throw new IllegalStateException("the reducer lost a card");
      }
    };

    CliRun run = CliRun.withInput(new Cli(List.of(broken)), new byte[0], "broken");

    assertThat(run.exit()).isEqualTo(Exit.INTERNAL_ERROR);
    assertThat(run.out()).isEmpty();
    assertThat(run.errLines()).singleElement().asString()
        .startsWith("internal error: java.lang.IllegalStateException: the reducer lost a card");
    assertThat(run.err()).doesNotContain("\tat ");
  }
}
