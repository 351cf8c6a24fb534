package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kemkit.json.JsonCodec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server as a real process, killed with {@code kill -9} in the middle of games and started
 * again on the same SQLite file: every table's stored record replays, holds every action a client
 * was told was accepted, and gives each seat exactly the view it was last sent; every link works
 * again and the games go on.
 */
class CrashTest {

  private static final Pattern LISTENING = Pattern.compile("on http://127\\.0\\.0\\.1:(\\d+)/");
  private static final JsonCodec CODEC = new JsonCodec();

  @TempDir Path dir;

  /** A table as the test sees it: its id and its client seats' tokens. */
  private record Table(String id, Map<Integer, String> tokens) {}

  @Test
  @DisplayName("C-5, C-6: kill -9 mid-game, restart: every record replays, no accepted action lost, every link resumes")
  void killAndRestart() throws Exception {
    Path db = dir.resolve("tables.db");
    Process server = start(db);
    int port = port(server);
    List<Table> tables = List.of(
        create(port, "kemps", "[\"person\",\"person\",\"person\",\"person\"]"),
        create(port, "kemps", "[\"bot\",\"person\",\"bot\",\"person\"]"),
        create(port, "khamul", "[\"person\",\"bot\",\"person\",\"bot\"]"),
        create(port, "kems", "[\"person\",\"person\",\"bot\",\"bot\"]"));
    Map<String, List<SeatClient>> clients = connect(port, tables);

    // A second server on the same file is refused: it would take every table and fence the first in turn.
    Process second = start(db);
    assertThat(second.waitFor(60, TimeUnit.SECONDS)).as("the second server stops by itself").isTrue();
    assertThat(second.exitValue()).isEqualTo(2);
    String said = java.nio.file.Files.readString(lastLog()).strip();
    assertThat(said).as("one line").doesNotContain("\n").contains("is served by another kemkit server (process "
        + server.pid() + ")");

    ScheduledExecutorService players = play(clients, 15);
    Thread.sleep(2500);
    server.destroyForcibly().waitFor(); // kill -9, while every seat is still playing
    players.shutdownNow();
    players.awaitTermination(5, TimeUnit.SECONDS);
    Thread.sleep(200);

    Map<String, Replay> stored = check(db, tables, clients);
    long actions = stored.values().stream().mapToLong(r -> r.lines.size()).sum();
    long told = clients.values().stream().flatMap(List::stream).mapToLong(c -> c.accepted.size()).sum();
    System.out.println("CRASH: killed with " + actions + " actions stored, " + told
        + " client actions told accepted; all present after restart");

    Process again = start(db);
    try {
      int port2 = port(again);
      clients.values().stream().flatMap(List::stream).forEach(SeatClient::close);
      Map<String, List<SeatClient>> back = connect(port2, tables);
      ScheduledExecutorService more = play(back, 25);
      Thread.sleep(1000);
      more.shutdownNow();
      more.awaitTermination(5, TimeUnit.SECONDS);
      again.destroyForcibly().waitFor();
      Map<String, Replay> after = check(db, tables, back);
      for (Table table : tables) {
        assertThat(after.get(table.id()).lines).as("the record only grows").startsWith(
            stored.get(table.id()).lines.toArray(String[]::new));
        for (SeatClient client : back.get(table.id())) {
          assertThat(client.firstActions).as("the rejoined seat resumes where the record was")
              .isGreaterThanOrEqualTo(stored.get(table.id()).lines.size());
        }
      }
      long played = back.values().stream().flatMap(List::stream).mapToLong(c -> c.accepted.size()).sum();
      assertThat(played).as("the games go on after the restart").isPositive();
      back.values().stream().flatMap(List::stream).forEach(SeatClient::close);
    } finally {
      again.destroyForcibly();
    }
  }

  /** Replays every stored record and checks it against what the clients were told. */
  private Map<String, Replay> check(Path db, List<Table> tables, Map<String, List<SeatClient>> clients)
      throws Exception {
    Map<String, Replay> replays = new HashMap<>();
    try (Store store = new Store("jdbc:sqlite:" + db)) {
      Map<String, String> headers = new HashMap<>();
      store.tables().forEach(row -> headers.put(row.id(), row.header()));
      for (Table table : tables) {
        List<String> lines = store.lines(table.id());
        Replay replay = Replay.of(headers.get(table.id()) + String.join("\n", lines) + "\n");
        replays.put(table.id(), replay);
        for (SeatClient client : clients.get(table.id())) {
          assertThat(replay.containsInOrder(client.accepted))
              .as("table %s: every action seat %d was told was accepted is stored", table.id(), client.seat).isTrue();
          JsonNode last = client.lastUpdate;
          int told = last.path("actions").asInt();
          assertThat(told).isLessThanOrEqualTo(replay.lines.size());
          assertThat(replay.views.get(told).get(client.seat))
              .as("table %s seat %d: the record replays to the view it was last sent", table.id(), client.seat)
              .isEqualTo(last.path("view"));
        }
      }
    }
    return replays;
  }

  private static Map<String, List<SeatClient>> connect(int port, List<Table> tables) throws InterruptedException {
    Map<String, List<SeatClient>> clients = new HashMap<>();
    for (Table table : tables) {
      List<SeatClient> seats = new ArrayList<>();
      for (Map.Entry<Integer, String> seat : table.tokens().entrySet()) {
        SeatClient client = SeatClient.join(port, seat.getKey(), seat.getValue());
        client.await(SeatClient.type("update"), 30);
        seats.add(client);
      }
      clients.put(table.id(), seats);
    }
    return clients;
  }

  private static ScheduledExecutorService play(Map<String, List<SeatClient>> clients, long seed) {
    ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
    SplittableRandom seeds = new SplittableRandom(seed);
    clients.values().stream().flatMap(List::stream).forEach(client -> {
      SplittableRandom rng = seeds.split();
      players.scheduleWithFixedDelay(() -> {
        JsonNode update = client.lastUpdate;
        if (update != null && !client.inFlight() && update.path("legal").size() > 0) {
          JsonNode legal = update.path("legal");
          client.act(legal.get(rng.nextInt(legal.size())).asText());
        }
      }, rng.nextInt(50), 20 + rng.nextInt(40), TimeUnit.MILLISECONDS);
    });
    return players;
  }

  /** {@return the standard error of the server started last} */
  private Path lastLog() throws Exception {
    try (var logs = java.nio.file.Files.list(dir)) {
      return logs.filter(p -> p.getFileName().toString().startsWith("server-")).max(java.util.Comparator.naturalOrder())
          .orElseThrow();
    }
  }

  private Process start(Path db) throws Exception {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder builder = new ProcessBuilder(java, "-cp", classPath, "kemkit.server.WebServer",
        "--host", "127.0.0.1", "--port", "0", "--db", db.toString());
    builder.redirectError(new File(dir.toFile(), "server-" + System.nanoTime() + ".log"));
    return builder.start();
  }

  private static int port(Process server) throws Exception {
    BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
    String line;
    while ((line = out.readLine()) != null) {
      Matcher m = LISTENING.matcher(line);
      if (m.find()) {
        return Integer.parseInt(m.group(1));
      }
    }
    throw new AssertionError("the server process stopped before listening");
  }

  private static Table create(int port, String game, String seats) throws Exception {
    String body = "{\"setup\":{\"game\":\"" + game + "\",\"preset\":null,\"options\":{},\"seating\":{}},"
        + "\"seats\":" + seats + ",\"botDelayMs\":20}";
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
    JsonNode created = CODEC.parse(response.body());
    Map<Integer, String> tokens = new HashMap<>();
    created.path("links").forEach(link -> tokens.put(link.path("seat").asInt(), link.path("token").asText()));
    return new Table(created.path("table").asText(), tokens);
  }
}
