package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import kemkit.json.JsonCodec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several servers as real processes on one PostgreSQL (a throw-away cluster), people as WebSocket
 * clients that reconnect by themselves, bots on the servers. The owner of some tables is killed
 * with {@code kill -9} mid-game, or paused with {@code SIGSTOP} past its lease: every table goes on
 * on another server; each seat heard exactly the record's events for it (C-6), every action it
 * was told was accepted is in the record, every record replays, and a paused owner that comes back
 * writes nothing.
 */
class ClusterTest {

  private static final JsonCodec CODEC = new JsonCodec();
  /** Short, so the test is short: a dead owner's tables move within about 4/3 of it. */
  private static final String LEASE = "1500ms";
  private static final int TABLES = Integer.getInteger("kemkit.cluster.tables", 12);

  @TempDir Path dir;

  /** A table as the test sees it. */
  private record Table(String id, int owner, Map<Integer, String> tokens) {}

  @Test
  @DisplayName("C-5, C-6: three servers, one PostgreSQL; the owner killed with -9 mid-game: every table finishes, each seat heard the record's events, nothing lost or doubled")
  void ownerKilled() throws Exception {
    PgCluster cluster = PgCluster.shared();
    String url = cluster.newDatabase();
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, cluster.password());
    List<ServerProcess> servers = new ArrayList<>();
    try {
      servers.addAll(ServerProcess.startAll(dir, 3, List.of("--jdbc", url, "--lease", LEASE, "--create-burst", "100",
          "--min-bot-delay", "10ms"),
          env));
      List<Integer> ports = servers.stream().map(s -> s.port).toList();
      // Twelve tables (the issue asks 50: scaled down to keep the suite within its minutes on 2 cores;
      // -Dkemkit.cluster.tables=50 runs the 50).
      List<Table> tables = new ArrayList<>();
      for (int t = 0; t < TABLES; t++) {
        int owner = t % 3;
        tables.add(create(ports.get(owner), owner, "khamul"));
      }
      Map<String, List<RoamingSeat>> seats = new LinkedHashMap<>();
      int k = 0;
      for (Table table : tables) {
        List<RoamingSeat> list = new ArrayList<>();
        for (Map.Entry<Integer, String> seat : table.tokens().entrySet()) {
          // Seats join on other servers than the owner, as a load balancer would send them.
          list.add(new RoamingSeat(seat.getKey(), seat.getValue(), ports, table.owner() + 1 + (k++ % 2)));
        }
        seats.put(table.id(), list);
      }
      ScheduledExecutorService players = play(seats);
      waitFor(() -> seats.values().stream().flatMap(List::stream).allMatch(s -> s.actions >= 10),
          "every seat plays");
      servers.get(0).kill();
      long killed = System.nanoTime();
      long deadline = killed + TimeUnit.SECONDS.toNanos(60);
      while (System.nanoTime() < deadline
          && !seats.values().stream().flatMap(List::stream).allMatch(RoamingSeat::over)) {
        Thread.sleep(200);
      }
      players.shutdownNow();
      players.awaitTermination(5, TimeUnit.SECONDS);
      if (!seats.values().stream().flatMap(List::stream).allMatch(RoamingSeat::over)) {
        for (ServerProcess server : servers.subList(1, 3)) {
          new ProcessBuilder("jcmd", String.valueOf(server.process.pid()), "Thread.print")
              .redirectOutput(dir.resolve("threads-" + server.port + ".txt").toFile()).start().waitFor();
          System.out.println("THREADS: " + java.nio.file.Files.readString(dir.resolve("threads-" + server.port + ".txt")));
        }
      }
      System.out.println("CLUSTER: all over " + (System.nanoTime() - killed) / 1_000_000 + " ms after the kill");
      // Every seat heard its table's last action.
      try (Store heard = new Store(new Database(url, Optional.of(cluster.password())))) {
        Map<String, Integer> lengths = new HashMap<>();
        for (Table table : tables) {
          lengths.put(table.id(), heard.lines(table.id()).size());
        }
        waitFor(() -> seats.entrySet().stream().allMatch(e -> e.getValue().stream()
            .allMatch(s -> s.actions == lengths.get(e.getKey()))), "every seat heard its table's last action");
      }
      seats.values().stream().flatMap(List::stream).forEach(RoamingSeat::close);

      int reconnects = seats.values().stream().flatMap(List::stream).mapToInt(s -> s.reconnects.get()).sum();
      assertThat(reconnects).as("seats on or through the killed server reconnected").isPositive();
      try (Store store = new Store(new Database(url, Optional.of(cluster.password())))) {
        for (Table table : tables) {
          Store.TableRow row = store.table(table.id()).orElseThrow();
          Replay replay = Replay.of(row.header() + String.join("\n", store.lines(table.id())) + "\n");
          if (!replay.over) {
            System.out.println("NOT OVER: table " + table.id() + " owner " + store.owner(table.id()) + " lines "
                + replay.lines.size() + " seats " + seats.get(table.id()).stream().map(s -> s.seat + ":actions="
                + s.actions + ",refused=" + s.refused + ",reconnects=" + s.reconnects + ",legal="
                + (s.lastUpdate == null ? "-" : s.lastUpdate.path("legal").size())).toList());
          }
          assertThat(replay.over).as("table %s finished", table.id()).isTrue();
          for (RoamingSeat seat : seats.get(table.id())) {
            assertThat(replay.containsInOrder(seat.accepted))
                .as("table %s: every action seat %d was told was accepted is stored", table.id(), seat.seat).isTrue();
            assertThat(seat.events).as("table %s seat %d heard exactly the record's events (C-6)", table.id(),
                seat.seat).containsExactlyElementsOf(replay.heard(CODEC, seat.seat, seat.firstActions,
                    replay.lines.size()));
          }
          if (table.owner() == 0) {
            assertThat(store.owner(table.id()).orElseThrow().epoch()).as("table %s was taken over", table.id())
                .isGreaterThan(1);
          }
        }
      }
      seats.values().stream().flatMap(List::stream).forEach(RoamingSeat::close);
      for (ServerProcess server : servers) {
        assertThat(server.output()).as("the password is printed nowhere").doesNotContain(cluster.password());
      }
      assertThat(ServerProcess.ps()).doesNotContain(cluster.password());
      System.out.println("CLUSTER: " + TABLES + " tables finished after the owner of " + (TABLES + 2) / 3
          + " was killed; " + reconnects
          + " reconnections; every seat heard the record's events");
    } finally {
      for (ServerProcess server : servers) {
        server.close();
      }
    }
  }

  @Test
  @DisplayName("C-5: an owner paused (SIGSTOP) past its lease is fenced: another plays on, and once resumed it writes nothing and its seats move")
  void pausedOwnerFenced() throws Exception {
    PgCluster cluster = PgCluster.shared();
    String url = cluster.newDatabase();
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, cluster.password());
    List<ServerProcess> both = ServerProcess.startAll(dir, 2, List.of("--jdbc", url, "--lease", LEASE,
        "--min-bot-delay", "10ms"), env);
    try (ServerProcess first = both.get(0); ServerProcess second = both.get(1);
        Store store = new Store(new Database(url, Optional.of(cluster.password())))) {
      // One person, played by the test; a bot deals, so the table never waits for a seat nobody plays.
      Table table = create(first.port, 0, "kemps", "[\"person\",\"bot\",\"bot\",\"bot\"]", "{\"dealer\":1}");
      // The seat plays on the first server as long as it answers.
      RoamingSeat seat = new RoamingSeat(0, table.tokens().get(0), List.of(first.port, second.port), 0);
      ScheduledExecutorService players = play(Map.of(table.id(), List.of(seat)));
      waitFor(() -> seat.actions >= 10, "the seat plays on the first server");
      first.signal("STOP");
      waitFor(() -> query(() -> store.owner(table.id()).orElseThrow().epoch() > 1), "the second server took the table");
      waitFor(() -> query(() -> store.epochs(table.id()).stream().anyMatch(e -> e > 1)), "the second server plays on");
      List<Long> before = store.epochs(table.id());
      long byFirst = before.stream().filter(e -> e == 1).count();
      long leaseAtResume = store.leaseUntil(first.serverId()).orElseThrow();
      first.signal("CONT");
      // The resumed server has run (renewed its lease twice: its fence and upkeep ran meanwhile, its
      // bots ticked), the seat moved, and heard the new owner's actions.
      long[] renewals = {leaseAtResume, 0};
      waitFor(() -> query(() -> {
        long now = store.leaseUntil(first.serverId()).orElseThrow();
        if (now > renewals[0]) {
          renewals[0] = now;
          renewals[1]++;
        }
        return renewals[1] >= 2;
      }), "the resumed server renewed its lease twice");
      waitFor(() -> seat.reconnects.get() > 0 && seat.actions > before.size(), "the seat moved and plays on");
      players.shutdownNow();
      players.awaitTermination(5, TimeUnit.SECONDS);
      seat.close();
      List<Long> after = store.epochs(table.id());
      assertThat(after.stream().filter(e -> e == 1).count()).as("the resumed first server wrote nothing").isEqualTo(byFirst);
      assertThat(after.subList(0, (int) byFirst)).containsOnly(1L);
      assertThat(after.subList((int) byFirst, after.size())).as("every later action is a later owner's")
          .allMatch(e -> e > 1);
      assertThat(after.size()).as("the new owner played on").isGreaterThan(before.size());
      int told = seat.actions;
      assertThat(told).as("the seat hears the new owner's actions").isGreaterThan((int) byFirst);
      Replay replay = Replay.of(store.table(table.id()).orElseThrow().header()
          + String.join("\n", store.lines(table.id())) + "\n");
      assertThat(replay.containsInOrder(seat.accepted)).isTrue();
      assertThat(seat.events).containsExactlyElementsOf(replay.heard(CODEC, 0, seat.firstActions, told));
      System.out.println("FENCING: " + byFirst + " actions by the paused owner, " + (after.size() - byFirst)
          + " by the new one; the resumed owner wrote none");
    }
  }

  /** A database read inside a condition: a failure (the database busy a moment) counts as "not yet". */
  private interface Query {
    boolean ask() throws Exception;
  }

  private static boolean query(Query query) {
    try {
      return query.ask();
    } catch (Exception e) {
      return false;
    }
  }

  /** Waits for {@code done} (60 s at most: the machine may be loaded), then fails saying {@code what} did not happen. */
  private static void waitFor(java.util.function.BooleanSupplier done, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!done.getAsBoolean()) {
      assertThat(System.nanoTime()).as("within 60 s: " + what).isLessThan(deadline);
      Thread.sleep(50);
    }
  }

  private static ScheduledExecutorService play(Map<String, List<RoamingSeat>> seats) {
    ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
    SplittableRandom seeds = new SplittableRandom(2323);
    seats.values().stream().flatMap(List::stream).forEach(seat -> {
      SplittableRandom random = seeds.split();
      players.scheduleWithFixedDelay(() -> seat.play(random), random.nextInt(30), 45 + random.nextInt(20),
          TimeUnit.MILLISECONDS);
    });
    return players;
  }

  private static Table create(int port, int owner, String game) throws Exception {
    return create(port, owner, game, "[\"person\",\"bot\",\"person\",\"bot\"]", "{}");
  }

  private static Table create(int port, int owner, String game, String seats, String seating) throws Exception {
    String body = "{\"setup\":{\"game\":\"" + game + "\",\"seating\":" + seating + "},\"seats\":" + seats + ","
        + "\"botDelayMs\":10}";
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
    JsonNode created = CODEC.parse(response.body());
    Map<Integer, String> tokens = new HashMap<>();
    created.path("links").forEach(link -> tokens.put(link.path("seat").asInt(), link.path("token").asText()));
    return new Table(created.path("table").asText(), owner, tokens);
  }
}
