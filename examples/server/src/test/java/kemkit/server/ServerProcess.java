package kemkit.server;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A web table server as a real process ({@code java -cp … kemkit.server.WebServer}), its output in
 * a file (read back to check that no password was ever printed), killed with {@code kill -9},
 * paused with {@code SIGSTOP} and resumed with {@code SIGCONT}.
 */
final class ServerProcess implements AutoCloseable {

  /** The whole start-up line (a line read while being written would lack its end, and the server id in it). */
  private static final Pattern LISTENING = Pattern.compile("on http://127\\.0\\.0\\.1:(\\d+)/ \\(.*\\)\\R");
  private static final Pattern SERVER_ID = Pattern.compile("server (s-\\S+) reached at");

  final Process process;
  final int port;
  final Path output;

  private ServerProcess(Process process, int port, Path output) {
    this.process = process;
    this.port = port;
    this.output = output;
  }

  /** Starts a server with {@code flags}, the database password in its environment (never on the command line). */
  static ServerProcess start(Path dir, List<String> flags, Map<String, String> environment) throws Exception {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // C1 only: a server JVM of the tests compiles less while it warms up, on two cores shared with the
    // test's own JVM, PostgreSQL and the other servers.
    List<String> command = new ArrayList<>(List.of(java, "-Xmx192m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
        "-cp", classPath,
        "kemkit.server.WebServer", "--host", "127.0.0.1", "--port", "0"));
    command.addAll(flags);
    Path output = dir.resolve("server-" + System.nanoTime() + ".log");
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(output.toFile());
    builder.environment().putAll(environment);
    Process process = builder.start();
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < end) {
      Matcher m = LISTENING.matcher(Files.readString(output));
      if (m.find()) {
        return new ServerProcess(process, Integer.parseInt(m.group(1)), output);
      }
      if (!process.isAlive()) {
        throw new AssertionError("the server stopped before listening:\n" + Files.readString(output));
      }
      Thread.sleep(50);
    }
    process.destroyForcibly();
    throw new AssertionError("the server did not listen within 60 s:\n" + Files.readString(output));
  }

  /** Starts {@code count} servers at once (their JVMs start in parallel: seconds saved per test). */
  static List<ServerProcess> startAll(Path dir, int count, List<String> flags, Map<String, String> environment)
      throws Exception {
    return startAll(dir, java.util.Collections.nCopies(count, flags), environment);
  }

  /** Starts one server per list of flags, at once; if one fails, the others are stopped too. */
  static List<ServerProcess> startAll(Path dir, List<List<String>> flagsEach, Map<String, String> environment)
      throws Exception {
    int count = flagsEach.size();
    List<java.util.concurrent.CompletableFuture<ServerProcess>> starting = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<String> flags = flagsEach.get(i);
      starting.add(java.util.concurrent.CompletableFuture.supplyAsync(() -> {
        try {
          return start(dir, flags, environment);
        } catch (Exception e) {
          throw new java.util.concurrent.CompletionException(e);
        }
      }));
    }
    List<ServerProcess> servers = new ArrayList<>();
    Exception failed = null;
    for (var future : starting) {
      try {
        servers.add(future.get());
      } catch (java.util.concurrent.ExecutionException e) {
        failed = e;
      }
    }
    if (failed != null) {
      // None is left running: the ones that started are stopped with the one that did not.
      for (ServerProcess server : servers) {
        server.close();
      }
      throw failed;
    }
    return servers;
  }

  /** {@return the server's id in the database (PostgreSQL), from its start-up line} */
  String serverId() throws Exception {
    Matcher m = SERVER_ID.matcher(Files.readString(output));
    if (!m.find()) {
      throw new AssertionError("no server id in the start-up line:\n" + Files.readString(output));
    }
    return m.group(1);
  }

  /** {@code kill -TERM} (a graceful stop: the server hands its tables on), and waits for the process to end. */
  void terminate() throws Exception {
    signal("TERM");
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      throw new AssertionError("the server did not stop within 30 s of SIGTERM");
    }
  }

  /** {@code kill -9}, and waits for the process to be gone. */
  void kill() throws InterruptedException {
    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
  }

  void signal(String name) throws Exception {
    new ProcessBuilder("kill", "-" + name, String.valueOf(process.pid())).start().waitFor(5, TimeUnit.SECONDS);
  }

  String output() throws Exception {
    return Files.readString(output);
  }

  @Override
  public void close() throws Exception {
    if (process.isAlive()) {
      signal("CONT");
      process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }
  }

  /** {@return {@code ps}'s view of every process's command line} (a password must be in none) */
  static String ps() throws Exception {
    Process ps = new ProcessBuilder("ps", "-eo", "args").redirectErrorStream(true).start();
    String text = new String(ps.getInputStream().readAllBytes());
    ps.waitFor(5, TimeUnit.SECONDS);
    return text;
  }

  static File devNull() {
    return new File("/dev/null");
  }
}
