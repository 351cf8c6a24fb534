package kemkit.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar kemkit.jar serve --stdio}, the real jar: the Python and Node.js clients of {@code
 * examples/json/clients} play a legal game, an illegal move (its rule id included, C-5) and a
 * malformed request against it. Runs after {@code package}, in the surefire execution {@code jar}
 * of this module's pom, which names the jar in the system property {@code kemkit.jar}; anywhere
 * else (a {@code -Dtest} that names it in the test phase) it is skipped.
 */
class ServeJarIT {

  /** Set by the surefire execution {@code jar}, which runs after {@code package}. */
  private static final String JAR_PROPERTY = "kemkit.jar";

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  @DisplayName("C-5: the Python client (standard library only) plays against kemkit.jar serve --stdio")
  void pythonClient() throws Exception {
    runClient("python3", "kemkit_client.py");
  }

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  @DisplayName("C-5: the Node.js client (no packages) plays against kemkit.jar serve --stdio")
  void nodeClient() throws Exception {
    runClient("node", "kemkit_client.js");
  }

  @Test
  @Timeout(value = 1, unit = TimeUnit.MINUTES)
  @DisplayName("one garbage line gets one error answer; the end of input ends the jar with status 0")
  void garbage() throws Exception {
    Process server = new ProcessBuilder(server()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    server.getOutputStream().write("not json\n{\"op\":\"legal\",\"id\":\"none\",\"seat\":0}\n"
        .getBytes(StandardCharsets.UTF_8));
    server.getOutputStream().close();
    List<String> answers = new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(server.exitValue()).isZero();
    assertThat(answers).hasSize(2);
    assertThat(answers.get(0)).startsWith("{\"ok\":false,\"error\":{\"field\":\"$\"");
    assertThat(answers.get(1)).contains("\"ok\":false").contains("\"field\":\"$.id\"");
  }

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  @DisplayName("serve --http is quiet on stderr by default; --verbose shows Jetty's log")
  void httpQuietByDefault(@TempDir Path dir) throws Exception {
    assertThat(httpStderr(dir, "quiet", List.of())).isEmpty();
    assertThat(httpStderr(dir, "verbose", List.of("--verbose"))).contains("org.eclipse.jetty");
  }

  /** Starts {@code serve --http 0}, waits for the line that says where it listens, stops it: its stderr. */
  private static String httpStderr(Path dir, String name, List<String> flags) throws Exception {
    List<String> command = new ArrayList<>(jar());
    command.addAll(List.of("serve", "--http", "0", "--db", dir.resolve(name + ".db").toString()));
    command.addAll(flags);
    Path err = dir.resolve(name + ".err");
    Process server = new ProcessBuilder(command).redirectError(err.toFile()).start();
    try {
      String first = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8)).readLine();
      assertThat(first).as(Files.readString(err)).startsWith("kemkit web tables on http://127.0.0.1:");
    } finally {
      server.destroy();
      assertThat(server.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }
    return Files.readString(err);
  }

  @Test
  @Timeout(value = 2, unit = TimeUnit.MINUTES)
  @DisplayName("serve --http on a port in use says so in one line and exits 2, not an internal error")
  void portInUse(@TempDir Path dir) throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      List<String> command = new ArrayList<>(jar());
      command.addAll(List.of("serve", "--http", String.valueOf(taken.getLocalPort()), "--db",
          dir.resolve("t.db").toString()));
      Process server = new ProcessBuilder(command).start();
      server.getOutputStream().close();
      String out = new String(server.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      String err = new String(server.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(server.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(server.exitValue()).as(err).isEqualTo(2);
      assertThat(out).isEmpty();
      assertThat(err).isEqualTo("kemkit serve: port " + taken.getLocalPort() + " on 127.0.0.1 is in use (another server?)"
          + System.lineSeparator());
    }
  }

  private static void runClient(String interpreter, String script) throws Exception {
    Optional<Path> found = onPath(interpreter);
    if (found.isEmpty()) {
      System.out.println("ServeJarIT: " + interpreter + " is not on the PATH: the " + script + " check is skipped");
    }
    Assumptions.assumeTrue(found.isPresent(), interpreter + " is not on the PATH");
    List<String> command = new ArrayList<>(List.of(found.get().toString(),
        Path.of("..", "json", "clients", script).toString()));
    command.addAll(server());
    Process client = new ProcessBuilder(command).redirectErrorStream(true).start();
    client.getOutputStream().close();
    String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(client.waitFor(60, TimeUnit.SECONDS)).isTrue();
    System.out.print(output);
    assertThat(client.exitValue()).as(output).isZero();
    assertThat(output).contains("client: ok");
  }

  private static List<String> server() {
    List<String> command = new ArrayList<>(jar());
    command.addAll(List.of("serve", "--stdio"));
    return command;
  }

  /** {@return the command that runs kemkit.jar, without its arguments} */
  private static List<String> jar() {
    Optional<String> jar = Optional.ofNullable(System.getProperty(JAR_PROPERTY));
    Assumptions.assumeTrue(jar.isPresent(), "ServeJarIT runs after package, in the surefire execution 'jar'");
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
