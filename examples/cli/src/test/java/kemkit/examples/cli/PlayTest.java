package kemkit.examples.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import kemkit.card.Card;
import kemkit.family.FamilyState;
import kemkit.host.TableHost;
import kemkit.kemps.Kemps;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code kemkit play}, driven through its standard input as a person would type. */
class PlayTest {

  @TempDir Path dir;

  private static CliRun play(String input, String... args) {
    return CliRun.withInput(input.getBytes(UTF_8),
        Stream.concat(Stream.of("play"), Stream.of(args)).toArray(String[]::new)).assertNoStackTrace();
  }

  /** The seat-1 hand and the table that seed {@code seed} deals, as {@code play --seed} deals them. */
  private static FamilyState dealt(long seed) {
    TableHost<FamilyState, ?, ?, ?> host = TableHost.dealing(Kemps.rules(), new SplittableRandom(seed).split());
    host.open();
    return host.state();
  }

  @Test
  @DisplayName("the view is drawn, help lists the verbs and what is legal now, quit ends the game")
  void helpAndView() {
    CliRun run = play("help\nview\nquit\n", "--game", "kemps", "--pace", "0", "--seed", "7");
    FamilyState state = dealt(7);

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains(
        "kemps, preset kemps, seed 7",
        "You are seat 1 in team 1 with seat 3.",
        "you are dealt " + cards(state.hand(1)),
        "  table    " + cards(state.tableCards()),
        "  you      " + cards(state.hand(1)) + "   (seat 1, team 1, no sign yet)",
        "commands are the record verbs without the seat; legal for you now: exchange, sign, gesture, kemps",
        "legal now (one of the words at each place):",
        "  exchange " + String.join("|", state.hand(1).stream().map(Card::toString).toList()) + " ",
        "  kemps 3");
  }

  @Test
  @DisplayName("an action is the record line without the seat: the exchange shows up, and the view follows (K-9)")
  void exchange() {
    FamilyState state = dealt(7);
    Card give = state.hand(1).get(0);
    Card take = state.tableCards().get(0);

    CliRun run = play("exchange " + give + " " + take + "\nquit\n", "--game", "kemps", "--pace", "0", "--seed", "7");

    assertThat(run.out()).contains("you give " + give + " and take " + take);
    assertThat(run.out().substring(run.out().indexOf("you give"))).contains("  table    ").contains(take.toString());
  }

  @Test
  @DisplayName("bad input gets one line that says why, and the prompt again")
  void badInput() {
    CliRun run = play("exchange ZZ 5D\n1 exchange 2C 5D\nbogus\nsweep\nquit\n",
        "--game", "kemps", "--pace", "0", "--seed", "7");

    assertThat(run.exit()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains(
        "'exchange ZZ 5D': 'ZZ' is not a card (C-1: rank then suit, as TH) (type help)",
        "commands are the record verbs without the seat: 'exchange 2C 5D', not '1 exchange 2C 5D' (type help)",
        "'bogus' is no verb of this game; legal for you now: exchange, sign, gesture, kemps",
        "you are not the dealer: only the dealer, seat 0, sweeps (K-11)");
    assertThat(run.out().split("> ", -1).length).as("a prompt after each line").isGreaterThanOrEqualTo(5);
  }

  @Test
  @DisplayName("step by step, an empty line lets the bots move; the end of the input ends the game, which validates")
  void stepByStepAndRecord() throws IOException {
    Path record = dir.resolve("game.rec");
    CliRun run = play("\n".repeat(40), "--game", "kemps", "--pace", "0", "--seed", "11", "--record", record.toString());

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).containsPattern("seat [023].* (gives|makes a gesture|sets|calls|says top)");
    Verdict verdict = Validator.validate(Files.readString(record));
    assertThat(verdict).as(verdict.describe()).isInstanceOf(Verdict.Ok.class);
  }

  @Test
  @DisplayName("Khamul: peek, then watch the bots' turns; the memory shows the peeked cards (H-5, H-15)")
  void khamul() {
    CliRun run = play("peek 0 1\n\n\n\n\n\nview\nquit\n", "--game", "khamul", "--pace", "0", "--seed", "3");

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains("You are seat 1.", "you peek: slot 0 holds ", "seat 3 peeks at slots 0 and 1")
        .containsPattern("  you      \\[0\\] [2-9TJQKA][CDHS]  \\[1\\] [2-9TJQKA][CDHS]  \\[2\\] \\?\\?");
  }

  @Test
  @DisplayName("on a clock, the bots move while the person types, through the same host")
  void clock() throws Exception {
    PipedOutputStream typing = new PipedOutputStream();
    PipedInputStream stdin = new PipedInputStream(typing);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Console console = new Console(stdin, new PrintStream(out, true, UTF_8), new PrintStream(new ByteArrayOutputStream(), true, UTF_8));
    CompletableFuture<Exit> game = CompletableFuture.supplyAsync(() -> Cli.standard().run(
        List.of("play", "--game", "kemps", "--pace", "5", "--seed", "5"), console));

    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (!out.toString(UTF_8).contains(" gives ") && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    typing.write("help\nquit\n".getBytes(UTF_8));
    typing.flush();

    assertThat(game.get(20, TimeUnit.SECONDS)).isEqualTo(Exit.OK);
    assertThat(out.toString(UTF_8)).contains(" gives ", "legal now");
    typing.close();
  }

  @Test
  @DisplayName("help VERB explains a verb with its rule id; quit ends with a summary of the game")
  void helpVerbAndSummary() {
    CliRun run = play("help exchange\nhelp sign\nhelp chess\nquit\n", "--game", "kemps", "--pace", "0", "--seed", "7");

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains(
        "exchange GIVE TAKE: swap a card of your hand for a card on the open table; anyone, any time, no turns (K-9).",
        "sign WORD: set your team's secret sign, seen by your team only (K-2, K-14).",
        "'chess' is no verb of this game; legal now: exchange, sign, gesture, kemps",
        "you leave in round 1; scores team 0 0, team 1 (you) 0; 0 actions in all, 0 of them yours");
  }

  @Test
  @DisplayName("a --record path that cannot be written is refused before the deal: one line, exit 2")
  void badRecordPath() {
    CliRun run = play("quit\n", "--game", "kemps", "--pace", "0", "--seed", "7", "--record", "/nonexistent/dir/x.rec");

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).containsExactly("kemkit play: --record: cannot write /nonexistent/dir/x.rec: "
        + "there is no directory /nonexistent/dir (usage: kemkit help play)");
    assertThat(run.out()).doesNotContain("dealt");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "no game; --seat 1",
      "unknown game; --game chess",
      "no such seat; --game kemps --seat 4",
      "negative pace; --game kemps --pace -1",
      "not a number; --game kemps --seed lots",
      "unknown flag; --game kemps --fast yes",
      "bad option; --game kemps --option deck=33",
  })
  @DisplayName("a bad command line: one line on standard error, exit 2")
  void badCommandLine(String why, String args) {
    CliRun run = play("", args.split(" "));

    assertThat(run.exit()).as(why).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.errLines()).as(why).singleElement().asString().startsWith("kemkit play: ");
  }

  private static String cards(List<Card> cards) {
    return String.join(" ", cards.stream().map(Card::toString).toList());
  }

  @Test
  @DisplayName("--resume goes on with a recorded game: the same table, and the record written again holds it all")
  void resume() throws IOException {
    Path first = dir.resolve("first.rec");
    CliRun played = play("\n".repeat(12) + "quit\n", "--game", "kemps", "--pace", "0", "--seed", "11", "--record",
        first.toString());
    assertThat(played.exit()).as(played.err()).isEqualTo(Exit.OK);
    String recorded = Files.readString(first);

    Path second = dir.resolve("second.rec");
    CliRun resumed = play("view\nquit\n", "--game", "kemps", "--pace", "0", "--seed", "99", "--resume",
        first.toString(), "--record", second.toString());

    assertThat(resumed.exit()).as(resumed.err()).isEqualTo(Exit.OK);
    int actions = (int) recorded.lines().filter(line -> line.matches("(shuffle|[0-9]+ ) ?.*")).count();
    assertThat(resumed.out()).contains("resumed " + first + " after " + actions + " actions");
    assertThat(Files.readString(second)).isEqualTo(recorded);
    String lastTable = played.out().substring(played.out().lastIndexOf("  table    "));
    assertThat(resumed.out()).contains(lastTable.substring(0, lastTable.indexOf('\n')));
  }

  @Test
  @DisplayName("--resume of a broken record is refused with its line, before the deal: exit 2")
  void resumeBroken() throws IOException {
    Path broken = dir.resolve("broken.rec");
    Files.writeString(broken, "record 1\ngame kemps\nshuffle AC\n0 dance\n");
    CliRun run = play("quit\n", "--game", "kemps", "--resume", broken.toString());

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.err()).startsWith("kemkit play: --resume: ");
    assertThat(run.out()).doesNotContain("round 1");
  }

  @Test
  @DisplayName("a --record path under /proc is tried before the deal and refused: exit 2, nothing played")
  void recordUnderProc() {
    CliRun run = play("quit\n", "--game", "kemps", "--record", "/proc/x.rec");

    assertThat(run.exit()).isEqualTo(Exit.BAD_INPUT);
    assertThat(run.err()).startsWith("kemkit play: --record: cannot write /proc/x.rec: ");
    assertThat(run.out()).doesNotContain("round 1");
  }

  @Test
  @DisplayName("H-2, H-10 Khamul: legend gives values and powers; 'rearrange 1032', the form help shows, is played")
  void khamulLegendAndRearrange() {
    CliRun run = play("legend\nhelp rearrange\npeek 0 1\n\n\n\n\nrearrange 1032\nscores\nquit\n", "--game", "khamul",
        "--pace", "0", "--seed", "3");

    assertThat(run.exit()).as(run.err()).isEqualTo(Exit.OK);
    assertThat(run.out()).contains(
        "card values: A 1, 2 to 10 as marked, J 10, black Q 10, red Q 20, black K 10, red K 0 (H-2)",
        "say khamul at the start of your turn when your hand is worth 5 or less",
        "a Jack discarded gives a power: look I: look at your own slot I (H-8)",
        "P is a permutation, 1032 or 1 0 3 2",
        "you rearrange your slots",
        "nothing is scored yet");
  }
}
