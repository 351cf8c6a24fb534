package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableMap;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many Kemps tables at once on loopback, every action through a WebSocket: seats 1 and 3 of each
 * table are test clients (random legal actions, mostly exchanges, a few hundred milliseconds
 * apart), seats 0 and 2 are the server's bots. Reports the clients' action latency (send to
 * answer, p50 and p99) and the actions per second, then checks that no action a client was told
 * was accepted is missing from the stored record, and that every client heard exactly the
 * recorded game's events for its seat (C-6: no leak, nothing lost).
 *
 * <p>The build runs a short version (20 tables, 5 s). The full one, 200 tables for 60 s:
 * {@code ./mvnw -B -pl examples/server -am test -Dtest=LoadTest -Dsurefire.failIfNoSpecifiedTests=false -Dkemkit.load=true};
 * {@code -Dkemkit.load.thinkMs=200} (a client's pause, up to twice that) and {@code -Dkemkit.load.botMs=250}
 * (the bots' clock) set the offered load.
 */
class LoadTest {

  private static final boolean FULL = Boolean.getBoolean("kemkit.load");
  private static final int TABLES = FULL ? 200 : 20;
  private static final int SECONDS = FULL ? 60 : 5;
  private static final int[] CLIENT_SEATS = {1, 3};
  /** A client's pause between two actions: from this to twice this, in milliseconds. */
  private static final int THINK_MS = Integer.getInteger("kemkit.load.thinkMs", 200);
  /** The bots' clock, in milliseconds. */
  private static final int BOT_MS = Integer.getInteger("kemkit.load.botMs", 250);

  @TempDir Path dir;

  @Test
  @DisplayName("C-6, K-9: tables of Kemps through WebSockets: latency, throughput, no lost action, no leak")
  void load() throws Exception {
    Setup setup = new Setup("kemps", Optional.empty(), ImmutableMap.of("target", "1000"), ImmutableMap.of());
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("load.db"))) {
      List<String> tables = new ArrayList<>();
      List<List<SeatClient>> clients = new ArrayList<>();
      for (int t = 0; t < TABLES; t++) {
        WebServer.Created created = server.create(setup, List.of("bot", "person", "bot", "person"), BOT_MS);
        tables.add(created.table());
        List<SeatClient> seats = new ArrayList<>();
        for (int seat : CLIENT_SEATS) {
          seats.add(SeatClient.join(server.port(), seat, created.tokens().get(seat)));
        }
        clients.add(seats);
      }
      for (List<SeatClient> seats : clients) {
        for (SeatClient client : seats) {
          client.await(SeatClient.type("update"), 30);
        }
      }
      Map<String, Integer> before = new java.util.HashMap<>();
      for (String table : tables) {
        before.put(table, Replay.of(server.record(table).orElseThrow()).lines.size());
      }

      ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
      SplittableRandom seeds = new SplittableRandom(15);
      long start = System.nanoTime();
      long cpuStart = cpu();
      for (List<SeatClient> seats : clients) {
        for (SeatClient client : seats) {
          SplittableRandom rng = seeds.split();
          players.scheduleWithFixedDelay(() -> play(client, rng), rng.nextInt(300), THINK_MS + rng.nextInt(THINK_MS),
              TimeUnit.MILLISECONDS);
        }
      }
      Thread.sleep(SECONDS * 1000L);
      players.shutdownNow();
      players.awaitTermination(10, TimeUnit.SECONDS);
      double elapsed = (System.nanoTime() - start) / 1e9;
      double cpuSeconds = (cpu() - cpuStart) / 1e9;
      Thread.sleep(500); // the last answers and updates arrive

      long[] latencies = clients.stream().flatMap(List::stream).flatMap(c -> c.latencies.stream())
          .mapToLong(Long::longValue).sorted().toArray();
      long clientAccepted = clients.stream().flatMap(List::stream).mapToLong(c -> c.accepted.size()).sum();
      // The bots play on: each client is checked up to the last update it heard.
      clients.stream().flatMap(List::stream).forEach(SeatClient::close);
      long total = 0;
      for (int t = 0; t < TABLES; t++) {
        String record = server.record(tables.get(t)).orElseThrow();
        Replay replay = Replay.of(record);
        total += replay.lines.size() - before.get(tables.get(t));
        for (SeatClient client : clients.get(t)) {
          assertThat(replay.containsInOrder(client.accepted)).as("every accepted action of seat %d is stored",
              client.seat).isTrue();
          assertThat(client.events).as("table %s seat %d heard exactly its events", tables.get(t), client.seat)
              .containsExactlyElementsOf(replay.heard(client.seat, client.firstActions,
                  client.lastUpdate.path("actions").asInt()));
        }
      }
      System.out.printf("LOAD: clients every %d-%d ms, bots every %d ms: ", THINK_MS, 2 * THINK_MS, BOT_MS);
      System.out.printf("%d tables, %.1f s: %d client actions answered (%d accepted), %d actions stored "
              + "(%.0f/s, bots included); client action latency p50 %.2f ms, p99 %.2f ms, max %.2f ms; "
              + "this JVM (server and clients) used %.1f s of CPU; load average %.1f%n",
          TABLES, elapsed, latencies.length, clientAccepted, total, total / elapsed,
          percentile(latencies, 50), percentile(latencies, 99), latencies[latencies.length - 1] / 1e6, cpuSeconds,
          ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
      assertThat(latencies.length).isGreaterThan(TABLES);
      if (FULL) {
        assertThat(percentile(latencies, 99)).as("p99 latency, ms").isLessThan(20);
      }
    }
  }

  private static void play(SeatClient client, SplittableRandom rng) {
    JsonNode update = client.lastUpdate;
    if (update == null || client.inFlight() || update.path("over").asBoolean()) {
      return;
    }
    List<String> legal = new ArrayList<>();
    List<String> exchanges = new ArrayList<>();
    for (JsonNode line : update.path("legal")) {
      legal.add(line.asText());
      if (line.asText().contains(" exchange ")) {
        exchanges.add(line.asText());
      }
    }
    if (legal.isEmpty()) {
      return;
    }
    List<String> pool = !exchanges.isEmpty() && rng.nextInt(10) > 0 ? exchanges : legal;
    client.act(pool.get(rng.nextInt(pool.size())));
  }

  private static long cpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }

  private static double percentile(long[] sorted, int p) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int index = (int) Math.min(sorted.length - 1, Math.ceil(p / 100.0 * sorted.length) - 1);
    return sorted[Math.max(0, index)] / 1e6;
  }

}
