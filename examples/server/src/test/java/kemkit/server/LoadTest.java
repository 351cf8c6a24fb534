package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableMap;
import com.sun.management.GarbageCollectionNotificationInfo;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.management.ListenerNotFoundException;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
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
 * <p>The figures are those of a warm server: the load runs {@code kemkit.load.warmupS} seconds
 * (10; 1 in the short version) before the measured window, while the JIT compiles the hot code,
 * and that warm-up's latencies are reported apart. Latency is from a client's send to the first
 * byte of its answer (the client's own parsing excluded). The report breaks the server's part
 * down by stage ({@link Timings}), and counts the collector's pauses in the window.
 *
 * <p>The build runs a short version (20 tables, 5 s). The full one, 200 tables for 60 s:
 * {@code ./mvnw -B -pl examples/server -am test -Dtest=LoadTest -Dsurefire.failIfNoSpecifiedTests=false -Dkemkit.load=true};
 * {@code -Dkemkit.load.thinkMs=200} (a client's pause, up to twice that) and {@code -Dkemkit.load.botMs=250}
 * (the bots' clock) set the offered load; {@code -Dkemkit.testJvm="-Xlog:gc:file=target/gc.log"} passes
 * flags to the test's JVM.
 *
 * <p>One server on PostgreSQL (the target: at least 100 tables at p99 ≤ 250 ms, load generator
 * included): {@code -Dkemkit.load=true -Dkemkit.load.db=postgres -Dkemkit.load.tables=100
 * -Dkemkit.load.thinkMs=1000 -Dkemkit.load.botMs=800}; {@code -Dkemkit.load.seconds} sets the window.
 */
class LoadTest {

  private static final boolean FULL = Boolean.getBoolean("kemkit.load");
  /** Where the tables live: {@code sqlite} (one file), or {@code postgres} (a throw-away cluster, {@link PgCluster}). */
  private static final boolean POSTGRES = System.getProperty("kemkit.load.db", "sqlite").equals("postgres");
  private static final int TABLES = Integer.getInteger("kemkit.load.tables", FULL ? 200 : 20);
  private static final int SECONDS = Integer.getInteger("kemkit.load.seconds", FULL ? 60 : 5);
  /** The bar for p99, in milliseconds: SQLite's own (20), or the for one server on PostgreSQL (250). */
  private static final int P99_BAR_MS = POSTGRES ? 250 : 20;
  /** Load before the measured window: the JIT compiles the hot paths; a real server is warm. */
  private static final int WARMUP_SECONDS = Integer.getInteger("kemkit.load.warmupS", FULL ? 10 : 1);
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
    ServerOptions options = POSTGRES
        ? ServerOptions.of("127.0.0.1", 0, new Database(PgCluster.shared().newDatabase(),
            Optional.of(PgCluster.shared().password())))
        : ServerOptions.of("127.0.0.1", 0, new Database("jdbc:sqlite:" + dir.resolve("load.db"), Optional.empty()));
    try (WebServer server = WebServer.start(options.withBounds(new TableBounds(java.time.Duration.ofMillis(1), 1000,
        1_000_000, java.time.Duration.ofDays(1))))) {
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
          client.keepMessages(false);
          // The short version compares every event, the full one their digest (see SeatClient.keepEvents).
          client.keepEvents = !FULL;
        }
      }
      double loadAtStart = loadAverage();

      ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
      SplittableRandom seeds = new SplittableRandom(15);
      for (List<SeatClient> seats : clients) {
        for (SeatClient client : seats) {
          SplittableRandom rng = seeds.split();
          players.scheduleWithFixedDelay(() -> play(client, rng), rng.nextInt(300), THINK_MS + rng.nextInt(THINK_MS),
              TimeUnit.MILLISECONDS);
        }
      }
      Thread.sleep(WARMUP_SECONDS * 1000L);
      long[] warmup = latencies(clients, true);
      server.timings().reset();
      Map<String, Integer> before = new HashMap<>();
      for (String table : tables) {
        before.put(table, server.actions(table));
      }
      GcPauses gc = new GcPauses();
      long start = System.nanoTime();
      long cpuStart = cpu();
      Thread.sleep(SECONDS * 1000L);
      long[] latencies = latencies(clients, false);
      Map<String, Integer> after = new HashMap<>();
      for (String table : tables) {
        after.put(table, server.actions(table));
      }
      double elapsed = (System.nanoTime() - start) / 1e9;
      double cpuSeconds = (cpu() - cpuStart) / 1e9;
      gc.close();
      long storedInWindow = tables.stream().mapToLong(t -> after.get(t) - before.get(t)).sum();
      String gcReport = gc.report(elapsed, storedInWindow);
      String stages = server.timings().report();
      double loadAtEnd = loadAverage();
      players.shutdownNow();
      players.awaitTermination(10, TimeUnit.SECONDS);
      Thread.sleep(500); // the last answers and updates arrive

      long clientAccepted = clients.stream().flatMap(List::stream).mapToLong(c -> c.accepted.size()).sum();
      // The bots play on: each client is checked up to the last update it heard.
      clients.stream().flatMap(List::stream).forEach(SeatClient::close);
      long stored = 0;
      for (int t = 0; t < TABLES; t++) {
        String id = tables.get(t);
        stored += after.get(id) - before.get(id);
        Replay replay = Replay.of(server.record(id).orElseThrow());
        for (SeatClient client : clients.get(t)) {
          assertThat(replay.containsInOrder(client.accepted)).as("every accepted action of seat %d is stored",
              client.seat).isTrue();
          List<String> expected = replay.heard(SeatClient.CODEC, client.seat, client.firstActions,
              client.lastUpdate.path("actions").asInt());
          if (client.keepEvents) {
            assertThat(client.events).as("table %s seat %d heard exactly its events", id, client.seat)
                .containsExactlyElementsOf(expected);
          }
          assertThat(client.heard.summary()).as("table %s seat %d heard exactly its events (count and digest)", id,
              client.seat).isEqualTo(EventDigest.of(expected).summary());
        }
      }
      System.out.printf("LOAD: %d Kemps tables on %s, 2 client seats each acting every %d-%d ms, 2 bots on a %d ms"
              + " clock; %d s warm-up, then %.1f s measured; load average %.2f at the start, %.2f at the end%n",
          TABLES, POSTGRES ? "PostgreSQL" : "SQLite", THINK_MS, 2 * THINK_MS, BOT_MS, WARMUP_SECONDS, elapsed,
          loadAtStart, loadAtEnd);
      System.out.printf("  measured: %d client actions answered (%d accepted over the whole run), %d actions stored"
              + " (%.0f/s, bots and deals included)%n", latencies.length, clientAccepted, stored, stored / elapsed);
      System.out.printf("  client action latency (send to the answer's first byte): %s%n", summary(latencies));
      System.out.printf("  warm-up (%d s, not in the figures): %s%n", WARMUP_SECONDS, summary(warmup));
      System.out.printf("  server, per action (ms):%n%s", stages);
      System.out.printf("  GC in the window: %s%n", gcReport);
      System.out.printf("  CPU: this JVM (server and clients) used %.1f s of CPU in %.1f s (%d cores)%n",
          cpuSeconds, elapsed, Runtime.getRuntime().availableProcessors());
      assertThat(latencies.length).isGreaterThan(TABLES);
      if (FULL) {
        assertThat(percentile(latencies, 99)).as("p99 latency, ms").isLessThan(P99_BAR_MS);
      }
    }
  }

  /** {@return every client's latencies so far, sorted}; {@code reset}: and forgets them */
  private static long[] latencies(List<List<SeatClient>> clients, boolean reset) {
    List<long[]> all = new ArrayList<>();
    for (List<SeatClient> seats : clients) {
      for (SeatClient client : seats) {
        all.add(client.latencies());
        if (reset) {
          client.resetLatencies();
        }
      }
    }
    return all.stream().flatMapToLong(java.util.Arrays::stream).sorted().toArray();
  }

  private static String summary(long[] sorted) {
    if (sorted.length == 0) {
      return "none";
    }
    return String.format("n=%d p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, p99.9 %.2f ms, max %.2f ms", sorted.length,
        percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 99), percentile(sorted, 99.9),
        sorted[sorted.length - 1] / 1e6);
  }

  /**
   * The collector's work while it is open, as the JVM reports it: pauses per collector (G1's young
   * and mixed pauses; not its remark and cleanup; ZGC's cycles are concurrent, not pauses), and the
   * bytes allocated (the heap's growth between collections), which the machine's load does not change.
   */
  private static final class GcPauses implements AutoCloseable {
    private final Map<String, List<Long>> pauses = new java.util.TreeMap<>();
    private final List<Runnable> removals = new ArrayList<>();
    private long allocated;
    private long usedAfterLast = heapUsed();

    GcPauses() {
      for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
        NotificationEmitter emitter = (NotificationEmitter) bean;
        NotificationListener listener = (notification, handback) -> {
          if (notification.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
            collected(GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData()));
          }
        };
        emitter.addNotificationListener(listener, null, null);
        removals.add(() -> {
          try {
            emitter.removeNotificationListener(listener);
          } catch (ListenerNotFoundException e) {
            // Already gone.
          }
        });
      }
    }

    private synchronized void collected(GarbageCollectionNotificationInfo info) {
      pauses.computeIfAbsent(info.getGcName(), n -> new ArrayList<>()).add(info.getGcInfo().getDuration());
      long before = info.getGcInfo().getMemoryUsageBeforeGc().values().stream().mapToLong(MemoryUsage::getUsed).sum();
      allocated += Math.max(0, before - usedAfterLast);
      usedAfterLast = info.getGcInfo().getMemoryUsageAfterGc().values().stream().mapToLong(MemoryUsage::getUsed).sum();
    }

    private static long heapUsed() {
      return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    synchronized String report(double seconds, long actions) {
      long bytes = allocated + Math.max(0, heapUsed() - usedAfterLast);
      StringBuilder out = new StringBuilder(String.format("allocated %.0f MB/s (%.1f KB per stored action); heap in use"
          + " after the last collection %d MB", bytes / seconds / 1e6, bytes / 1e3 / Math.max(1, actions),
          usedAfterLast >> 20));
      pauses.forEach((name, list) -> {
        long total = list.stream().mapToLong(Long::longValue).sum();
        long max = list.stream().mapToLong(Long::longValue).max().orElse(0);
        long over10 = list.stream().filter(p -> p > 10).count();
        out.append(String.format("; %s: %d (one every %.1f s), %d ms in all, max %d ms, %d over 10 ms", name,
            list.size(), seconds / list.size(), total, max, over10));
      });
      return out.toString();
    }

    @Override
    public void close() {
      removals.forEach(Runnable::run);
    }
  }

  private static double loadAverage() {
    return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
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

  private static double percentile(long[] sorted, double p) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int index = (int) Math.min(sorted.length - 1, Math.ceil(p / 100.0 * sorted.length) - 1);
    return sorted[Math.max(0, index)] / 1e6;
  }

}
