package kemkit.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import kemkit.game.Setup;
import kemkit.json.JsonCodec;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The figures of docs/server.md, "Run it on several servers": failover time over 20 kills, action
 * latency with one and three servers, memory per open table, appends a second one PostgreSQL takes.
 * Measurements, not checks: they run only with {@code -Dkemkit.bench=true} and print their figures
 * ({@code BENCH …} lines).
 */
class ClusterBench {

  private static final JsonCodec CODEC = new JsonCodec();

  @TempDir Path dir;

  @BeforeEach
  void onlyWhenAsked() {
    Assumptions.assumeTrue(Boolean.getBoolean("kemkit.bench"), "measurements: -Dkemkit.bench=true");
  }

  @Test
  void failover() throws Exception {
    PgCluster cluster = PgCluster.shared();
    String url = cluster.newDatabase();
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, cluster.password());
    String lease = System.getProperty("kemkit.bench.lease", "3s");
    List<ServerProcess> servers = new ArrayList<>();
    List<Long> times = new ArrayList<>();
    try (Store store = new Store(new Database(url, Optional.of(cluster.password())))) {
      for (int i = 0; i < 3; i++) {
        servers.add(ServerProcess.start(dir, List.of("--jdbc", url, "--lease", lease), env));
      }
      int kills = Integer.getInteger("kemkit.bench.kills", 20);
      for (int k = 0; k < kills; k++) {
        ServerProcess victim = servers.get(k % 3);
        List<String> ids = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
          ids.add(create(victim.port, "[\"bot\",\"bot\",\"bot\",\"bot\"]", "khamul", 20).path("table").asText());
        }
        Thread.sleep(1000);
        Map<String, Integer> before = new HashMap<>();
        for (String id : ids) {
          before.put(id, store.lines(id).size());
        }
        victim.kill();
        long killed = System.nanoTime();
        List<String> waiting = new ArrayList<>(ids);
        while (!waiting.isEmpty() && System.nanoTime() - killed < TimeUnit.SECONDS.toNanos(30)) {
          for (String id : List.copyOf(waiting)) {
            List<Long> epochs = store.epochs(id);
            if (epochs.size() > before.get(id) && epochs.get(epochs.size() - 1) > 1) {
              times.add((System.nanoTime() - killed) / 1_000_000);
              waiting.remove(id);
            }
          }
          Thread.sleep(20);
        }
        servers.set(k % 3, ServerProcess.start(dir, List.of("--jdbc", url, "--lease", lease), env));
      }
    } finally {
      for (ServerProcess server : servers) {
        server.close();
      }
    }
    long[] sorted = times.stream().mapToLong(Long::longValue).sorted().toArray();
    System.out.println("BENCH failover (lease " + lease + "): " + sorted.length + " tables over "
        + Integer.getInteger("kemkit.bench.kills", 20) + " kills: p50 " + sorted[sorted.length / 2] + " ms, max "
        + sorted[sorted.length - 1] + " ms (kill to the first action stored by the next owner)");
  }

  @Test
  void latency() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, cluster.password());
    for (int count : new int[] {1, 3}) {
      String url = cluster.newDatabase();
      List<ServerProcess> servers = new ArrayList<>();
      try {
        for (int i = 0; i < count; i++) {
          servers.add(ServerProcess.start(dir, List.of("--jdbc", url, "--create-burst", "100"), env));
        }
        List<SeatClient> clients = new ArrayList<>();
        for (int t = 0; t < 12; t++) {
          JsonNode created = create(servers.get(0).port, "[\"person\",\"bot\",\"person\",\"bot\"]", "kemps", 200);
          int s = 0;
          for (JsonNode link : created.path("links")) {
            // With three servers every seat is on another server than the owner: each action is relayed.
            int port = servers.get(count == 1 ? 0 : 1 + (s++ % 2)).port;
            SeatClient client = SeatClient.join(port, link.path("seat").asInt(), link.path("token").asText());
            client.await(SeatClient.type("update"), 30);
            client.keepMessages(false);
            clients.add(client);
          }
        }
        ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
        SplittableRandom seeds = new SplittableRandom(7);
        for (SeatClient client : clients) {
          SplittableRandom random = seeds.split();
          players.scheduleWithFixedDelay(() -> {
            JsonNode update = client.lastUpdate;
            if (update != null && !client.inFlight() && update.path("legal").size() > 0) {
              client.act(update.path("legal").get(random.nextInt(update.path("legal").size())).asText());
            }
          }, random.nextInt(100), 100 + random.nextInt(100), TimeUnit.MILLISECONDS);
        }
        Thread.sleep(5000);
        clients.forEach(SeatClient::resetLatencies);
        Thread.sleep(20_000);
        players.shutdownNow();
        long[] all = clients.stream().flatMapToLong(c -> Arrays.stream(c.latencies())).sorted().toArray();
        clients.forEach(SeatClient::close);
        System.out.printf("BENCH latency, %d server(s), 24 person seats at ~7 actions/s each, bots every 200 ms:"
            + " n=%d p50 %.2f ms p99 %.2f ms max %.2f ms%n", count, all.length, all[all.length / 2] / 1e6,
            all[(int) (all.length * 0.99)] / 1e6, all[all.length - 1] / 1e6);
      } finally {
        for (ServerProcess server : servers) {
          server.close();
        }
      }
    }
  }

  @Test
  void memoryPerTable() throws Exception {
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("m.db"))) {
      for (int i = 0; i < 50; i++) {
        server.create(Setup.of("kemps"), List.of("person", "person", "person", "person"), 800);
      }
      long before = used();
      int n = 1000;
      for (int i = 0; i < n; i++) {
        server.create(Setup.of(i % 2 == 0 ? "kemps" : "khamul"), List.of("person", "bot", "person", "bot"), 60_000);
      }
      long after = used();
      System.out.printf("BENCH memory: %d open tables (Kemps and Khamul, 2 bots each, dealt) hold %.1f KiB each"
          + " of heap after a full collection%n", n, (after - before) / 1024.0 / n);
    }
  }

  private static long used() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(200);
    }
    Runtime runtime = Runtime.getRuntime();
    return runtime.totalMemory() - runtime.freeMemory();
  }

  @Test
  void appendsPerSecond() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
    int tables = Integer.getInteger("kemkit.bench.tables", 64);
    try (Store store = new Store(database)) {
      for (int t = 0; t < tables; t++) {
        store.createTable(new Store.TableRow("b" + t, "record 1\ngame khamul\n",
            com.google.common.collect.ImmutableList.of("bot"), com.google.common.collect.ImmutableList.of("-"), 1),
            "bench", new Store.Admission(Integer.MAX_VALUE, Optional.empty(), 1, 1));
      }
      AtomicBoolean running = new AtomicBoolean(true);
      AtomicLong appended = new AtomicLong();
      ExecutorService writers = Executors.newFixedThreadPool(tables);
      for (int t = 0; t < tables; t++) {
        String id = "b" + t;
        writers.execute(() -> {
          int seq = 0;
          while (running.get()) {
            try {
              store.append(id, 1, seq++, List.of("0 peek 0 1"), false);
              appended.incrementAndGet();
            } catch (Exception e) {
              return;
            }
          }
        });
      }
      Thread.sleep(3000);
      long start = appended.get();
      long t0 = System.nanoTime();
      Thread.sleep(10_000);
      long done = appended.get() - start;
      double seconds = (System.nanoTime() - t0) / 1e9;
      running.set(false);
      writers.shutdown();
      writers.awaitTermination(10, TimeUnit.SECONDS);
      System.out.printf("BENCH appends: %d tables appending one line each, one at a time: %.0f appends/s"
          + " committed (group commit, fsync on)%n", tables, done / seconds);
    }
  }

  private static JsonNode create(int port, String seats, String game, int botMs) throws Exception {
    String body = "{\"setup\":{\"game\":\"" + game + "\"},\"seats\":" + seats + ",\"botDelayMs\":" + botMs + "}";
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 201) {
      throw new AssertionError(response.body());
    }
    return CODEC.parse(response.body());
  }
}
