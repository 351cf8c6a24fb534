package kemkit.examples.cli;

import static kemkit.examples.cli.DocsCommandsTest.read;
import static kemkit.examples.cli.DocsCommandsTest.root;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code kemkit} command that README.md and the pages under {@code docs/} show in a shell
 * block ({@code ```sh}) runs as shown, with the real jar: it exits 0, prints no internal error,
 * prints what its comment says it shows ({@code # shows: TEXT}) and ends within {@link #LIMIT}. It
 * runs in a scratch folder, with the paths of the project made absolute, so that the docs' files
 * are read and what a command writes ({@code --record game.rec}) lands there; the commands of one
 * block run in order in one folder ({@code --record}, then {@code --resume}).
 *
 * <p>A command that takes longer says so in its comment, {@code # slow: about 10 minutes}, and is
 * only parsed ({@link DocsCommandsTest}); the marker must say how long. {@code serve --http} serves
 * until stopped: it is started on a free port and stopped once it says where it listens. A line
 * with a placeholder ({@code FILE}, {@code …}) is a pattern, not a command. The drift this catches:
 * a command that no longer runs, one that no longer shows what the docs say it shows (a profile
 * that needs {@code --verbose}), and one slower than the docs admit.
 *
 * <p>Runs after {@code package}, in the surefire execution {@code jar} of this module's pom.
 */
class DocsShellJarIT {

  /** The most an unmarked command may take, on a loaded 2-core machine. */
  static final long LIMIT = TimeUnit.MINUTES.toSeconds(2);

  private static final Pattern COMMAND = Pattern.compile("java -jar \\S*kemkit\\.jar ([^`\\n]*)");
  private static final Pattern SLOW = Pattern.compile("#.*\\bslow: about \\d+(\\.\\d+)? (seconds?|minutes?|hours?)\\b");
  private static final Pattern SHOWS = Pattern.compile("#.*\\bshows: (.+)$");
  private static final Pattern PLACEHOLDER = Pattern.compile("…|\\b[A-Z][A-Z_]{2,}\\b");

  /** A command of a shell block: where it stands, its arguments, its comment. */
  record Shown(String where, int block, List<String> args, String line) {

    boolean slow() {
      return line.matches(".*#.*\\bslow\\b.*");
    }

    boolean servesUntilStopped() {
      return args.size() >= 2 && args.get(0).equals("serve") && args.contains("--http");
    }

    Optional<String> shows() {
      Matcher m = SHOWS.matcher(line);
      return m.find() ? Optional.of(m.group(1).strip()) : Optional.empty();
    }
  }

  @TestFactory
  Stream<DynamicTest> everyCommandOfTheDocsRunsAsShown() throws IOException {
    String jar = jar();
    List<Shown> commands = shellCommands();
    List<DynamicTest> tests = new ArrayList<>();
    Path scratch = Files.createTempDirectory("kemkit-docs");
    for (Shown command : commands) {
      if (command.slow() || PLACEHOLDER.matcher(stripComment(command.line())).find()) {
        continue;
      }
      Path dir = scratch.resolve("block-" + command.block());
      tests.add(DynamicTest.dynamicTest(command.where() + ": kemkit " + String.join(" ", command.args()), () -> {
        Files.createDirectories(dir);
        if (command.servesUntilStopped()) {
          startsServing(jar, command, dir);
        } else {
          runs(jar, command, dir);
        }
      }));
    }
    return tests.stream();
  }

  @Test
  @DisplayName("a command marked slow says how long it takes")
  void slowCommandsSayHowSlow() {
    List<Shown> slow = shellCommands().stream().filter(Shown::slow).toList();
    assertThat(slow).as("the docs mark some commands slow").isNotEmpty();
    for (Shown command : slow) {
      assertThat(SLOW.matcher(command.line()).find()).as("%s: '# slow: about N minutes', not: %s", command.where(),
          command.line()).isTrue();
    }
  }

  @Test
  @DisplayName("the commands are found, and a claim of what a command shows is among them")
  void commandsAreFound() {
    List<Shown> commands = shellCommands();
    assertThat(commands).extracting(c -> c.args().get(0)).contains("play", "simulate", "validate", "bench", "serve");
    assertThat(commands).anySatisfy(c -> assertThat(c.shows()).isPresent());
  }

  private static void runs(String jar, Shown command, Path dir) throws Exception {
    List<String> line = new ArrayList<>(javaJar(jar));
    line.addAll(absolute(command.args()));
    Path out = dir.resolve("out.txt");
    Path err = dir.resolve("err.txt");
    Process process = new ProcessBuilder(line).directory(dir.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(empty(dir).toFile())).redirectOutput(out.toFile()).redirectError(err.toFile())
        .start();
    if (!process.waitFor(LIMIT, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      throw new AssertionError(command.where() + ": 'kemkit " + String.join(" ", command.args()) + "' takes over "
          + LIMIT + " s: make it quicker, or say so in the docs with '# slow: about N minutes'");
    }
    String printed = Files.readString(out) + Files.readString(err);
    assertThat(process.exitValue()).as("%s: kemkit %s exits 0; it printed:%n%s", command.where(), command.args(), printed)
        .isZero();
    assertThat(printed).as("%s: no bug", command.where()).doesNotContain("internal error").doesNotContain("\tat ");
    command.shows().ifPresent(text -> assertThat(printed)
        .as("%s: the comment says the command shows '%s'", command.where(), text).contains(text));
  }

  /** Starts a {@code serve --http} command on a free port, waits until it serves, and stops it. */
  private static void startsServing(String jar, Shown command, Path dir) throws Exception {
    List<String> args = new ArrayList<>(absolute(command.args()));
    for (int i = 0; i + 1 < args.size(); i++) {
      if (args.get(i).equals("--http") || args.get(i).equals("--metrics-port")) {
        args.set(i + 1, String.valueOf(freePort()));
      }
      if (args.get(i).equals("--host") || args.get(i).equals("--advertise")) {
        args.set(i + 1, args.get(i).equals("--host") ? "127.0.0.1" : "http://127.0.0.1:" + freePort());
      }
    }
    List<String> line = new ArrayList<>(javaJar(jar));
    line.addAll(args);
    if (args.contains("--jdbc")) {
      return; // a PostgreSQL server to reach: examples/server's tests start it for real
    }
    Process process = new ProcessBuilder(line).directory(dir.toFile()).redirectErrorStream(true)
        .redirectInput(ProcessBuilder.Redirect.from(empty(dir).toFile())).start();
    try {
      BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
      String first = reader.readLine();
      assertThat(first).as("%s: serve --http says where it serves", command.where())
          .startsWith("kemkit web tables on http://127.0.0.1:");
    } finally {
      process.destroy();
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor();
      }
    }
  }

  /** {@return the arguments with every path of the project made absolute: read there, never in the scratch folder} */
  private static List<String> absolute(List<String> args) {
    return args.stream()
        .map(arg -> arg.contains("/") && Files.exists(root().resolve(arg)) ? root().resolve(arg).toString() : arg)
        .toList();
  }

  private static Path empty(Path dir) throws IOException {
    Path empty = dir.resolve("empty-input");
    if (!Files.exists(empty)) {
      Files.createFile(empty);
    }
    return empty;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static String stripComment(String line) {
    int hash = line.indexOf(" #");
    return hash < 0 ? line : line.substring(0, hash);
  }

  /** {@return every kemkit command of a shell block in README.md and docs/*.md, in page order} */
  static List<Shown> shellCommands() {
    List<Path> pages = new ArrayList<>(List.of(root().resolve("README.md")));
    try (Stream<Path> docs = Files.list(root().resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Shown> found = new ArrayList<>();
    int block = 0;
    for (Path page : pages) {
      // A shell line that ends with a backslash goes on on the next one: one command, one line.
      List<String> lines = read(page).replace("\\\n", " ").lines().toList();
      boolean shell = false;
      for (int i = 0; i < lines.size(); i++) {
        String text = lines.get(i);
        if (text.startsWith("```")) {
          shell = text.equals("```sh");
          block++;
          continue;
        }
        Matcher matcher = COMMAND.matcher(text);
        if (shell && matcher.find()) {
          List<String> args = DocsCommandsTest.arguments(matcher.group(1));
          if (!args.isEmpty()) {
            found.add(new Shown(root().relativize(page) + ":" + (i + 1), block, args, matcher.group(1)));
          }
        }
      }
    }
    return found;
  }

  private static List<String> javaJar(String jar) {
    return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:TieredStopAtLevel=1",
        "-jar", jar);
  }

  /** {@return kemkit.jar, built by 'package' before this test} */
  private static String jar() {
    Optional<String> jar = Optional.ofNullable(System.getProperty("kemkit.jar"));
    Assumptions.assumeTrue(jar.isPresent(), "DocsShellJarIT runs after package, in the surefire execution 'jar'");
    assertThat(Path.of(jar.get())).as("kemkit.jar is built by 'package', before this test").exists();
    return jar.get();
  }
}
