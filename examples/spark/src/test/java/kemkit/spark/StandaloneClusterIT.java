package kemkit.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kemkit.examples.tournament.Standings;
import kemkit.examples.tournament.Tournament;
import kemkit.examples.tournament.TournamentFile;
import kemkit.examples.tournament.TournamentRunner;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The shaded jar on a real standalone Spark cluster, started from Spark's jars as a distribution
 * starts it: a Master and a Worker of four cores ({@code java -cp SPARK_HOME/jars/*
 * org.apache.spark.deploy.master.Master}, {@code …worker.Worker}), on 127.0.0.1 and free ports,
 * and the job submitted by Spark's own {@code SparkSubmit} with the Kryo serializer. SPARK_HOME is a
 * temporary directory whose {@code jars} are Spark 4.0.1's, Jackson 2.18 included (as the
 * distribution has them), so the job's own relocated Jackson is what reads the tournament.
 *
 * <p>Checks: the tournament's table equals the thread runner's byte for byte; the default
 * partition count follows the 4 cores granted (16), not the 2 Spark reports before the executors
 * register; {@code --deploy-mode cluster --files} reads a shipped file on a Worker's driver; a bad
 * file is refused before Spark starts; {@code java -jar} without Spark prints the usage. Runs
 * after {@code package} (failsafe), every build; cluster mode with {@code
 * -Dkemkit.spark.clusterMode=true}.
 */
class StandaloneClusterIT {

  private static final Duration START = Duration.ofSeconds(420);
  private static final Path JAR = Path.of(System.getProperty("kemkit.spark.jar", "target/kemkit-spark.jar"))
      .toAbsolutePath();
  private static final List<String> FLAGS = Arrays.stream(System.getProperty("spark.jvm.flags", "").split("\\s+"))
      .filter(f -> !f.isBlank()).toList();

  private static Path home;
  private static Path work;
  private static int masterPort;
  private static final List<Process> daemons = new ArrayList<>();

  @BeforeAll
  static void startCluster() throws Exception {
    home = Files.createTempDirectory("kemkit-spark-home");
    work = Files.createTempDirectory("kemkit-spark-work");
    Path jars = Files.createDirectories(home.resolve("jars"));
    for (Path jar : sparkJars()) {
      Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar);
    }
    masterPort = freePort();
    Process master = daemon("master", List.of("org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
        "--port", Integer.toString(masterPort), "--webui-port", Integer.toString(freePort())));
    // One Worker offering 4 cores (more than the machine's 2: a Worker offers what it is told),
    // so that the 4 cores granted differ from the 2 Spark reports before executors register.
    // A second Worker would cost two more JVMs (it and its executor) and test nothing more.
    daemon("worker", List.of("org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--port",
        Integer.toString(freePort()), "--webui-port", Integer.toString(freePort()), "--cores", "4", "--memory", "3g",
        "--work-dir", Files.createDirectories(work.resolve("worker")).toString(),
        "spark://127.0.0.1:" + masterPort));
    waitFor(work.resolve("master.log"), "Registering worker", 1, master);
  }

  @AfterAll
  static void stopCluster() {
    for (Process daemon : daemons) {
      // The Workers' executors and drivers are their children: they go first.
      daemon.descendants().forEach(ProcessHandle::destroyForcibly);
      daemon.destroyForcibly();
    }
    for (Path dir : new Path[] {home, work}) {
      if (dir == null) {
        continue;
      }
      try (Stream<Path> files = Files.walk(dir)) {
        // Deepest first; the jars are symbolic links, deleted as links.
        files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
      } catch (IOException e) {
        // A temporary directory left behind says nothing of the job.
      }
    }
  }

  /** {@return Spark's jars from the test's class path, with Spark's own Jackson, as a distribution's jars/} */
  private static List<Path> sparkJars() throws IOException {
    List<Path> out = new ArrayList<>();
    Path databind = null;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path path = Path.of(entry);
      String text = path.toString().replace('\\', '/');
      if (!text.endsWith(".jar") || text.contains("/io/github/kemkit/") || text.contains("/target/") || text.contains("/org/junit/")
          || text.contains("/org/assertj/") || text.contains("/jackson-core/")) {
        continue;
      }
      if (text.contains("/jackson-databind/")) {
        databind = path;
      }
      out.add(path);
    }
    // jackson-core as Spark ships it (2.18), next to the databind of that version.
    Path repository = databind.getParent().getParent().getParent();
    String version = databind.getParent().getFileName().toString();
    Path core = repository.resolve("jackson-core").resolve(version).resolve("jackson-core-" + version + ".jar");
    assertThat(core).as("Spark's jackson-core in the local repository").exists();
    out.add(core);
    return out;
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static List<String> java(List<String> classPath, List<String> args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(FLAGS);
    command.add("-Xmx512m");
    command.add("-cp");
    command.add(String.join(File.pathSeparator, classPath));
    command.addAll(args);
    return command;
  }

  private static ProcessBuilder builder(List<String> command) {
    ProcessBuilder builder = new ProcessBuilder(command);
    Map<String, String> env = builder.environment();
    env.put("SPARK_HOME", home.toString());
    env.put("SPARK_SCALA_VERSION", "2.13");
    env.put("SPARK_LOCAL_IP", "127.0.0.1");
    env.put("SPARK_LOCAL_DIRS", work.toString());
    return builder;
  }

  private static Process daemon(String name, List<String> args) throws IOException {
    Process process = builder(java(List.of(home.resolve("jars") + "/*"), args))
        .redirectErrorStream(true).redirectOutput(work.resolve(name + ".log").toFile()).start();
    daemons.add(process);
    return process;
  }

  private static void waitFor(Path log, String line, int times, Process process) throws Exception {
    long deadline = System.nanoTime() + START.toNanos();
    while (System.nanoTime() < deadline) {
      String text = Files.exists(log) ? Files.readString(log, StandardCharsets.UTF_8) : "";
      if (text.split(Pattern.quote(line), -1).length - 1 >= times) {
        return;
      }
      assertThat(process.isAlive()).as("%s died:%n%s", log, text).isTrue();
      Thread.sleep(200);
    }
    throw new AssertionError(log + " never said '" + line + "' " + times + " times:\n" + Files.readString(log));
  }

  /** A finished run of a command: its exit status and what it printed. */
  private record Run(int exit, String out, String err) {}

  private static Run run(List<String> command) throws Exception {
    Path out = Files.createTempFile(work, "out", ".txt");
    Path err = Files.createTempFile(work, "err", ".txt");
    Process process = builder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    try {
      if (!process.waitFor(START.toSeconds(), java.util.concurrent.TimeUnit.SECONDS)) {
        throw new AssertionError("still running after " + START + ":\n" + Files.readString(err));
      }
    } finally {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
    return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
  }

  private static List<String> submit(String... args) {
    List<String> command = new ArrayList<>(List.of("org.apache.spark.deploy.SparkSubmit",
        "--master", "spark://127.0.0.1:" + masterPort,
        "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.ui.enabled=false",
        "--conf", "spark.serializer=org.apache.spark.serializer.KryoSerializer",
        "--conf", "spark.executor.memory=512m", "--conf", "spark.driver.memory=512m",
        // The job waits for the cores it asked for; on a loaded machine an executor takes a minute to start.
        "--conf", "spark.scheduler.maxRegisteredResourcesWaitingTime=" + START.toSeconds() + "s",
        "--conf", "spark.driver.extraJavaOptions=" + String.join(" ", FLAGS)));
    command.addAll(List.of(args));
    return java(List.of(home.resolve("jars") + "/*"), command);
  }

  private static String tournament() throws IOException {
    return Files.readString(Path.of("src", "test", "resources", "khamul-tournament.json"), StandardCharsets.UTF_8);
  }

  private static String expected() throws Exception {
    Tournament tournament = TournamentFile.parse(tournament());
    return Standings.of(tournament, TournamentRunner.run(tournament, 2, () -> {})).table().csv();
  }

  @Test
  @DisplayName("client mode, Kryo: the thread runner's table byte for byte; 16 partitions from the 4 cores granted")
  void clientMode() throws Exception {
    Path file = Files.writeString(work.resolve("tournament.json"), tournament());
    Path out = work.resolve("client-out");
    Run run = run(submit("--conf", "spark.cores.max=4", JAR.toString(), file.toString(), out.toString(),
        "--progress", "1"));

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(run.out()).contains("on Spark spark://127.0.0.1:" + masterPort + ", 4 cores, 16 partitions at least");
    assertThat(Files.readString(out.resolve("standings.csv"))).isEqualTo(expected());
    assertThat(out.resolve("standings.parquet")).isDirectory();
  }

  /**
   * Cluster mode costs a driver JVM on a Worker and its executors again (about a minute on this
   * machine when quiet, several under load): kept out of every build for CI's time, run with
   * {@code -Dkemkit.spark.clusterMode=true}.
   */
  @Test
  @EnabledIfSystemProperty(named = "kemkit.spark.clusterMode", matches = "true")
  @DisplayName("cluster mode: the file shipped with --files is read by the driver a Worker runs")
  void clusterMode() throws Exception {
    Path file = Files.writeString(Files.createDirectories(work.resolve("submitter")).resolve("shipped.json"),
        tournament());
    Path out = work.resolve("cluster-out");
    // The driver takes one of the Workers' four cores.
    Run run = run(submit("--conf", "spark.cores.max=3", "--deploy-mode", "cluster", "--files", file.toString(),
        "--conf", "spark.standalone.submit.waitAppCompletion=true", JAR.toString(), "shipped.json", out.toString()));

    assertThat(run.exit()).as(run.err()).isZero();
    assertThat(Files.readString(out.resolve("standings.csv"))).isEqualTo(expected());
  }

  @Test
  @DisplayName("a bad file is refused before Spark starts: exit 2, its line and rule; java -jar alone prints the usage")
  void refusals() throws Exception {
    Path bad = Files.writeString(work.resolve("bad.json"), tournament().replace("\"target\": 30", "\"target\": 0"));
    Run refused = run(submit("--conf", "spark.cores.max=4", JAR.toString(), bad.toString(),
        work.resolve("bad-out").toString()));
    assertThat(refused.exit()).isEqualTo(2);
    assertThat(refused.err()).contains("kemkit-spark: " + bad + " line 5 ($.setup.options.target): target must be at least 1, not 0")
        .doesNotContain("SparkContext");

    Run alone = run(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
    assertThat(alone.exit()).isEqualTo(2);
    assertThat(alone.err()).contains("this jar runs under spark-submit", "usage: spark-submit")
        .doesNotContain("NoClassDefFoundError");
    Matcher usage = Pattern.compile("usage: .*").matcher(alone.err());
    assertThat(usage.find()).isTrue();
    try (Stream<Path> leftovers = Files.list(work)) {
      assertThat(leftovers.map(p -> p.getFileName().toString())).doesNotContain("bad-out");
    }
  }
}
