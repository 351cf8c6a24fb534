package kemkit.server;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.security.SecureRandom;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A throw-away PostgreSQL cluster for the tests: Debian's {@code postgresql} binaries
 * ({@code initdb}, {@code pg_ctl}; {@code .ci/run} installs them), a data directory under a temp
 * directory, a free port on 127.0.0.1, a password of its own (scram, from a file: never on a
 * command line). Never skipped: a machine without the binaries fails the tests that need it, with
 * the reason. Run as root (CI), the server runs as the {@code postgres} user, as {@code initdb}
 * refuses root.
 */
final class PgCluster implements AutoCloseable {

  static final String USER = "kemkit";
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static PgCluster shared;

  private final Path dir;
  private final Path data;
  private final Path bin;
  private final boolean asPostgres;
  private final String password;
  private final int port;

  private PgCluster(Path dir, Path bin, boolean asPostgres, String password, int port) {
    this.dir = dir;
    this.data = dir.resolve("data");
    this.bin = bin;
    this.asPostgres = asPostgres;
    this.password = password;
    this.port = port;
  }

  /** {@return one cluster for the whole test JVM, started on first use, stopped when the JVM exits} */
  static synchronized PgCluster shared() throws Exception {
    if (shared == null) {
      shared = start();
      PgCluster cluster = shared;
      Runtime.getRuntime().addShutdownHook(new Thread(cluster::close));
    }
    return shared;
  }

  /** {@return a new cluster of its own (a test that stops and starts it)} */
  static PgCluster start() throws Exception {
    Path bin = binaries();
    boolean root = "root".equals(System.getProperty("user.name"));
    Path dir = Files.createTempDirectory("kemkit-pg");
    byte[] secret = new byte[12];
    new SecureRandom().nextBytes(secret);
    String password = "pw" + HexFormat.of().formatHex(secret);
    Files.writeString(dir.resolve("pwfile"), password + "\n");
    if (root) {
      UserPrincipal postgres = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
      Files.setOwner(dir, postgres);
      Files.setOwner(dir.resolve("pwfile"), postgres);
    }
    PgCluster cluster = new PgCluster(dir, bin, root, password, freePort());
    cluster.run(List.of(bin.resolve("initdb").toString(), "-D", cluster.data.toString(), "-U", USER,
        "--pwfile=" + dir.resolve("pwfile"), "--auth-host=scram-sha-256", "--auth-local=trust", "-E", "UTF8",
        "--no-sync", "--no-instructions"), 120);
    Files.delete(dir.resolve("pwfile"));
    cluster.startServer();
    return cluster;
  }

  private static Path binaries() {
    Path lib = Path.of("/usr/lib/postgresql");
    try (Stream<Path> versions = Files.list(lib)) {
      return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
          .max(Comparator.comparing(b -> Integer.parseInt(b.getParent().getFileName().toString().replaceAll("\\D", "0"))))
          .orElseThrow(() -> new IllegalStateException("no initdb under " + lib));
    } catch (IOException e) {
      throw new IllegalStateException("PostgreSQL is not installed (" + lib + "): apt-get install postgresql"
          + " (.ci/run does)", e);
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  /** Starts the server (again, after {@link #stop}), on the same port and data. */
  void startServer() throws Exception {
    run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-l", dir.resolve("log").toString(), "-w",
        "-t", "60", "-o", "-p " + port + " -c listen_addresses=127.0.0.1 -k " + dir + " -c max_connections=200",
        "start"), 90);
  }

  /** Stops the server: {@code fast} ends every session at once, as a restart by an operator would. */
  void stop() throws Exception {
    run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "fast", "-w", "stop"), 60);
  }

  /** {@return the JDBC URL of a new, empty database (no password in it)} */
  String newDatabase() throws SQLException {
    String name = "t" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
    try (var connection = DriverManager.getConnection(url("postgres"), properties());
        var statement = connection.createStatement()) {
      statement.execute("CREATE DATABASE " + name);
    }
    return url(name);
  }

  String url(String database) {
    return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?user=" + USER;
  }

  /** {@return the port PostgreSQL listens on (127.0.0.1): a proxy in front of it forwards there} */
  int port() {
    return port;
  }

  /** {@return the URL of {@code database} reached through a proxy on {@code proxyPort}, in plain text (no TLS)} */
  static String viaProxy(String databaseUrl, int proxyPort) {
    String name = databaseUrl.substring(databaseUrl.lastIndexOf('/') + 1).replaceFirst("[?].*$", "");
    return "jdbc:postgresql://127.0.0.1:" + proxyPort + "/" + name + "?user=" + USER
        + "&sslmode=disable&gssEncMode=disable";
  }

  /** {@return the password: tests hand it to servers by environment, never on a command line} */
  String password() {
    return password;
  }

  Properties properties() {
    Properties properties = new Properties();
    properties.setProperty("password", password);
    return properties;
  }

  private void run(List<String> command, int seconds) throws Exception {
    List<String> full = new ArrayList<>();
    if (asPostgres) {
      full.addAll(List.of("runuser", "-u", "postgres", "--"));
    }
    full.addAll(command);
    File log = dir.resolve("command.log").toFile();
    Process process = new ProcessBuilder(full).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(log)).start();
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException(String.join(" ", command) + " took over " + seconds + " s");
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException(String.join(" ", command) + " failed: " + Files.readString(log.toPath())
          + (Files.exists(dir.resolve("log")) ? Files.readString(dir.resolve("log")) : ""));
    }
  }

  @Override
  public void close() {
    try {
      run(List.of(bin.resolve("pg_ctl").toString(), "-D", data.toString(), "-m", "immediate", "-w", "stop"), 60);
    } catch (Exception e) {
      // Already stopped.
    }
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // A temp directory: the machine cleans it.
    }
  }
}
