package kemkit.examples.play;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kemkit.game.Action;
import kemkit.game.Event;
import kemkit.game.GameState;
import kemkit.game.PlayerAction;
import kemkit.game.RuleSet;
import kemkit.host.TableHost;
import kemkit.record.GameRecord;
import kemkit.record.RecordReader;
import kemkit.record.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code kemkit play} in a real terminal: the jar runs in tmux at a given width, a person's keys
 * are sent to it, and after every action the screen is read back ({@code capture-pane}) and the
 * table above the line is compared with the seat's view. The view as the program knows it is
 * printed by {@code view} just above the table, so after each action the screen must show the same
 * table twice (wrapped differently: words are compared); and at the end the last table shown must
 * be the one the game's record replays to, drawn by the same {@link Screen}. A table left stale or
 * garbled when it gains or loses a line ("seat 0's turn" kept in the header, "dealer seaJH0", the
 * last round's cards after a deal) fails here.
 *
 * <p>Runs after {@code package}, in the surefire execution {@code jar} of this module's pom, which
 * names the jar in {@code kemkit.jar}; it needs tmux on the PATH (CI installs it) and is skipped,
 * saying so, where there is none. About 5 s a table on an idle 2-core machine.
 */
class PlayScreenJarIT {

  private static final String JAR_PROPERTY = "kemkit.jar";
  private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(30);
  /** A command in a hint, as the hints write them: "(draw)", "(take)", "(gesture nod)". */
  private static final Pattern SUGGESTED = Pattern.compile("\\(([a-z][a-z-]*(?: [a-z0-9-]+)*)\\)");

  private String socket;
  private Path tmux;

  @BeforeEach
  void tmux() {
    Optional<Path> found = onPath("tmux");
    if (found.isEmpty()) {
      System.out.println("PlayScreenJarIT: tmux is not on the PATH: the terminal screen checks are skipped");
    }
    Assumptions.assumeTrue(found.isPresent(), "tmux is not on the PATH");
    tmux = found.get();
    socket = "kemkit-play-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
  }

  @AfterEach
  void stopTmux() throws Exception {
    if (socket != null) {
      run(List.of("kill-server"), true);
    }
  }

  @ParameterizedTest(name = "{0} at {1} columns, seed {2}")
  @DisplayName("after each action the table above the line is the seat's view, at every width")
  @CsvSource(delimiter = '|', value = {
      "khamul                       | 80  | 7             | 24",
      "kems --preset kems-fr32      | 120 | 4144710708340 | 24",
      "khamul                       | 160 | 7             | 16",
  })
  @Timeout(value = 4, unit = TimeUnit.MINUTES)
  void tableIsTheView(String game, int width, long seed, int steps, @TempDir Path dir) throws Exception {
    Path record = dir.resolve("game.rec");
    List<String> command = new ArrayList<>(jar());
    command.addAll(List.of("play", "--game"));
    command.addAll(Arrays.asList(game.split(" ")));
    command.addAll(List.of("--seed", Long.toString(seed), "--pace", "0", "--record", record.toString()));
    // remain-on-exit keeps the last screen after the program ends, to read its summary.
    run(List.of("-f", "/dev/null", "new-session", "-d", "-s", "play", "-x", Integer.toString(width), "-y", "60",
        String.join(" ", command.stream().map(PlayScreenJarIT::quoted).toList())), false);
    run(List.of("set-option", "-t", "play", "remain-on-exit", "on"), false);
    awaitScreen(screen -> prompts(screen) > 0, "the first prompt");

    SplittableRandom choices = new SplittableRandom(seed);
    String suggestion = "";
    for (int step = 0; step < steps; step++) {
      if (step == steps / 2) {
        keys("C-l"); // clears the screen and draws the table again, halfway through
      }
      String line = !suggestion.isEmpty() && choices.nextInt(3) > 0 ? suggestion : "";
      type(line);
      type("view");
      int views = step + 1;
      String screen = awaitScreen(s -> count(s, "\n> view\n") == views
          && prompts(s.substring(s.lastIndexOf("> view\n") + 7)) > 0, "step " + step + ": '" + line + "' then view");
      // Below the printed view: the table and the person's line, wherever the program puts them.
      String after = screen.substring(screen.lastIndexOf("> view\n") + "> view\n".length());
      List<String> words = words(after.lines().filter(l -> !l.strip().equals(">")).reduce("", (a, b) -> a + "\n" + b));
      assertThat(words.size() % 2).as("step %d ('%s'): the printed view, then the same table above the line:%n%s",
          step, line, screen).isZero();
      assertThat(words.subList(words.size() / 2, words.size()))
          .as("step %d ('%s'): the table above the line is the view printed just before it:%n%s", step, line, screen)
          .isEqualTo(words.subList(0, words.size() / 2));
      suggestion = suggested(after);
    }
    type("quit");
    String end = awaitScreen(s -> s.contains("the game is written to"), "the end of the game");
    end = end.substring(end.lastIndexOf("\n> view\n") + 1);

    // The last table shown is the one the record replays to: the screen matches the game itself.
    GameRecord game1 = RecordReader.read(Files.readString(record, UTF_8));
    String expected = expectedView(game1, 1);
    String afterQuit = end.substring(end.lastIndexOf("> quit\n") + "> quit\n".length());
    String shown = afterQuit.substring(0, Math.max(afterQuit.indexOf("you leave in"), afterQuit.indexOf("the game ended in")));
    assertThat(words(shown)).as("the last table shown, against the record's replay:%n%s", end)
        .isEqualTo(words(expected));
  }

  /** {@return the view of {@code seat} after replaying {@code record}, drawn as the terminal draws it} */
  private static String expectedView(GameRecord record, int seat) {
    return draw(record.rules(), record, seat);
  }

  private static <S extends GameState, A extends PlayerAction, E extends Event, V> String draw(
      RuleSet<S, A, E, V> rules, GameRecord record, int seat) {
    TableHost<S, A, E, V> host = TableHost.manual(rules);
    host.open();
    for (Statement statement : record.body()) {
      if (statement instanceof Statement.Play play) {
        Action action = play.action();
        assertThat(host.submit(action).isAccepted()).as(play.text()).isTrue();
      }
    }
    return Screen.of(rules, seat).draw(host.view(seat));
  }

  /** {@return the first command a hint of {@code table} suggests that needs no choice, or empty} */
  private static String suggested(String table) {
    Matcher matcher = SUGGESTED.matcher(table);
    while (matcher.find()) {
      String command = matcher.group(1);
      if (!command.startsWith("help") && !command.equals("quit")) {
        return command;
      }
    }
    return "";
  }

  private static List<String> words(String text) {
    return Arrays.stream(text.strip().split("\\s+")).filter(word -> !word.isEmpty()).toList();
  }

  private static int count(String text, String part) {
    int count = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      count++;
    }
    return count;
  }

  /** {@return how many empty prompts the screen shows: the person's line, waiting} */
  private static long prompts(String screen) {
    return screen.lines().filter(line -> line.strip().equals(">")).count();
  }

  private void type(String line) throws Exception {
    if (!line.isEmpty()) {
      run(List.of("send-keys", "-t", "play", "-l", line), false);
    }
    keys("Enter");
  }

  private void keys(String key) throws Exception {
    run(List.of("send-keys", "-t", "play", key), false);
  }

  /** {@return the screen once {@code ready} holds of it twice in a row, 50 ms apart} */
  private String awaitScreen(Predicate<String> ready, String what) throws Exception {
    long deadline = System.nanoTime() + WAIT_NANOS;
    String last = "";
    while (System.nanoTime() < deadline) {
      // The whole history, wrapped lines joined: the steps so far, and the screen at the bottom.
      String screen = run(List.of("capture-pane", "-p", "-J", "-S", "-", "-t", "play"), false);
      if (ready.test(screen) && screen.equals(last)) {
        return screen;
      }
      last = screen;
      Thread.sleep(50);
    }
    throw new AssertionError("the terminal never showed " + what + ":\n" + last);
  }

  private String run(List<String> args, boolean mayFail) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(tmux.toString(), "-L", socket));
    command.addAll(args);
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), UTF_8);
    assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
    if (!mayFail) {
      assertThat(process.exitValue()).as("tmux %s: %s", args, out).isZero();
    }
    return out;
  }

  private static String quoted(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }

  /** {@return the command that runs kemkit.jar, without its arguments} */
  private static List<String> jar() {
    Optional<String> jar = Optional.ofNullable(System.getProperty(JAR_PROPERTY));
    Assumptions.assumeTrue(jar.isPresent(), "PlayScreenJarIT runs after package, in the surefire execution 'jar'");
    assertThat(Path.of(jar.get())).as("kemkit.jar is built by 'package', before this test").exists();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return List.of(java, "-XX:TieredStopAtLevel=1", "-jar", jar.get());
  }

  private static Optional<Path> onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path candidate = Path.of(dir, program);
      if (Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }
}
