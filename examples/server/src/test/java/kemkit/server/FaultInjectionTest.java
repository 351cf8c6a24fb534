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
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import kemkit.json.JsonCodec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The faults between the database and the seats, injected into a running cluster: three real
 * server processes on one PostgreSQL, each through a {@link FaultProxy} of its own, nine tables of
 * two people (WebSocket clients that reconnect and watch their connection as the page does, seated
 * on other servers than the owner) and two bots. One after another: a lost {@code COMMIT}
 * acknowledgement, a commit slower than the driver waits, an owner's connections reset, a partition of an owner from the
 * database, an owner paused ({@code SIGSTOP}) past its lease, a database restart longer than the
 * lease, an owner killed with {@code kill -9}, and an owner restarted gracefully ({@code SIGTERM}, then
 * started again: it joins the cluster and the tables play on with it).
 *
 * <p>After each fault every table it touched must play on (no wedged table), and each of its seats
 * must hear a new action within the bound: lease + lease/3 + {@link #REPLAY} (plus the outage
 * itself and a seat's back-off between dials, for the database restart). A watchdog reads every seat's updates: no seat of a table
 * that is not over is silent longer than that. At the end each seat's stream is compared with the
 * stored record: its events are exactly the record's events for that seat (no gap, no duplicate),
 * every action it was told was stored is in the record at the place it was told, and no action it
 * was told was not stored is there. The database restart must not move any table to another
 * server (no takeover storm), and meanwhile a new table is refused with 503 and Retry-After. The
 * servers' output never holds the password, and tells a database outage once each way, not with
 * a pool warning per broken connection. The resume times per fault are printed (docs/server.md
 * quotes them).
 */
class FaultInjectionTest {

  private static final JsonCodec CODEC = new JsonCodec();
  private static final long LEASE_MS = 1500;
  /**
   * The third term of the bound, "its replay": replaying a table's record on its new owner, the
   * page's reconnection, and the scheduling of four JVMs and PostgreSQL on two loaded cores.
   */
  private static final long REPLAY = 3000;
  private static final long BOUND_MS = LEASE_MS + LEASE_MS / 3 + REPLAY;
  private static final int TABLES = 9;
  /**
   * The build runs the faults no other test injects (lost and late {@code COMMIT} answers, resets,
   * a partition, the database's restart); {@code -Dkemkit.faults.full=true} adds a pause, a
   * {@code kill -9} and a graceful restart (which {@code ClusterTest} and {@code CrashTest} also
   * cover), about 25 s more.
   */
  private static final boolean FULL = Boolean.getBoolean("kemkit.faults.full");

  @TempDir Path dir;

  /** A table as the test sees it. */
  private record Table(String id, Map<Integer, String> tokens) {}

  /** One fault: its name, when it began and ended (System.nanoTime), which tables it touched, and whether players could not play meanwhile. */
  private static final class Phase {
    final String name;
    final long start;
    long end;
    final List<String> touched;
    final boolean outage;
    final Map<String, Integer> before = new HashMap<>();
    final List<Double> resumes = new ArrayList<>();

    Phase(String name, List<String> touched, boolean outage) {
      this.name = name;
      this.start = System.nanoTime();
      this.end = start;
      this.touched = touched;
      this.outage = outage;
    }

    /**
     * {@return how long a seat may be silent across this fault}: the bound, and for an outage the
     * outage itself and the seat's back-off between dials (it kept dialling servers that could not
     * seat it, so its next dial after the database's return may be that far off)
     */
    long allowedNanos() {
      return TimeUnit.MILLISECONDS.toNanos(BOUND_MS)
          + (outage ? end - start + TimeUnit.MILLISECONDS.toNanos(RoamingSeat.MAX_BACKOFF_MS) : 0);
    }
  }

  @Test
  @DisplayName("C-5, C-6: faults between the database and the seats: lost COMMIT answers, a slow commit, resets, a partition, a database restart (and with kemkit.faults.full a pause, kill -9, a graceful restart); nothing told stored is lost, nothing told not stored is kept, no table wedges, every seat resumes within the bound")
  void faults() throws Exception {
    PgCluster cluster = PgCluster.shared();
    String url = cluster.newDatabase();
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, cluster.password());
    List<FaultProxy> proxies = new ArrayList<>();
    List<ServerProcess> servers = new ArrayList<>();
    List<ServerProcess> everyServer = new ArrayList<>();
    List<Phase> phases = new ArrayList<>();
    Map<String, List<RoamingSeat>> seats = new LinkedHashMap<>();
    ScheduledExecutorService clock = Executors.newScheduledThreadPool(2);
    try (Store store = new Store(new Database(url, Optional.of(cluster.password())))) {
      for (int i = 0; i < 3; i++) {
        proxies.add(new FaultProxy(cluster.port()));
      }
      servers.addAll(ServerProcess.startAll(dir, proxies.stream().map(p -> flags(p, url)).toList(), env));
      everyServer.addAll(servers);
      List<Integer> ports = new ArrayList<>(servers.stream().map(s -> s.port).toList());
      List<Table> tables = new ArrayList<>();
      for (int t = 0; t < TABLES; t++) {
        tables.add(create(ports.get(t % 3), t % 2 == 0 ? "khamul" : "kemps"));
      }
      int k = 0;
      for (int t = 0; t < TABLES; t++) {
        List<RoamingSeat> list = new ArrayList<>();
        for (Map.Entry<Integer, String> seat : tables.get(t).tokens().entrySet()) {
          // On other servers than the owner, as a load balancer would send them: their messages are relayed.
          list.add(new RoamingSeat(seat.getKey(), seat.getValue(), ports, t % 3 + 1 + (k++ % 2)));
        }
        seats.put(tables.get(t).id(), list);
      }
      play(clock, seats);
      waitFor(() -> seats.values().stream().flatMap(List::stream).allMatch(s -> s.actions > 10), 60,
          "every seat is playing");
      // The watchdog reads from here: the JVMs' warm-up on a loaded machine is no fault of the tables.
      long watchFrom = System.nanoTime();

      // 1. A lost COMMIT answer: PostgreSQL commits an append group, the server never hears it.
      int owner = busiest(store, servers, tables);
      Phase lost = begin("lost COMMIT answer", store, servers.get(owner), tables, seats, false);
      int faultsBefore = proxies.get(owner).commitFaults.get();
      proxies.get(owner).dropNextCommitAnswer();
      waitFor(() -> proxies.get(owner).commitFaults.get() > faultsBefore, 30, "a COMMIT answer was dropped");
      phases.add(end(lost, seats));

      // 2. A commit whose answer comes later than the server waits for it.
      int slowOwner = busiest(store, servers, tables);
      Phase slow = begin("slow COMMIT answer", store, servers.get(slowOwner), tables, seats, false);
      int slowBefore = proxies.get(slowOwner).commitFaults.get();
      proxies.get(slowOwner).delayNextCommitAnswer(2 * LEASE_MS);
      waitFor(() -> proxies.get(slowOwner).commitFaults.get() > slowBefore, 30, "a COMMIT answer was delayed");
      phases.add(end(slow, seats));

      // 3. Every connection of an owner to the database reset, five times a fifth of a second apart:
      //    appends fail before their COMMIT (not stored, and told so) or during it (asked again).
      int reset = busiest(store, servers, tables);
      Phase resets = begin("connections reset", store, servers.get(reset), tables, seats, false);
      for (int i = 0; i < 5; i++) {
        proxies.get(reset).reset();
        hold(200);
      }
      phases.add(end(resets, seats));

      // 4. An owner cut off from the database (its packets dropped, its sockets open) for twice the lease.
      int cut = busiest(store, servers, tables);
      Phase partition = begin("partition of an owner", store, servers.get(cut), tables, seats, false);
      proxies.get(cut).blackHole();
      hold(3 * LEASE_MS);
      proxies.get(cut).heal();
      phases.add(end(partition, seats));

      // 5. An owner paused (SIGSTOP) for twice the lease, then resumed (the full run: ClusterTest pauses one too).
      if (FULL) {
        int paused = busiest(store, servers, tables);
        Phase pause = begin("pause of an owner", store, servers.get(paused), tables, seats, false);
        servers.get(paused).signal("STOP");
        hold(2 * LEASE_MS);
        servers.get(paused).signal("CONT");
        phases.add(end(pause, seats));
      }

      // 6. PostgreSQL restarted, away longer than the lease: every server's lease runs out.
      Map<String, String> ownersBefore = owners(store, tables);
      calm(seats);
      Phase restart = new Phase("database restart", tables.stream().map(Table::id).toList(), true);
      record(restart, seats);
      cluster.stop();
      // Meanwhile a new table is refused for now (503, try again), not lost and not half stored.
      HttpResponse<String> away = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
              URI.create("http://127.0.0.1:" + servers.get(busiest(servers)).port + "/api/tables"))
          .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
              "{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"bot\",\"bot\",\"bot\",\"bot\"]}")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(away.statusCode()).as(away.body()).isEqualTo(503);
      assertThat(away.headers().firstValue("Retry-After")).isPresent();
      hold(LEASE_MS + LEASE_MS / 2);
      cluster.startServer();
      restart.end = System.nanoTime();
      phases.add(end(restart, seats));
      Map<String, String> ownersAfter = ownersOnceBack(store, tables);
      assertThat(ownersAfter).as("no takeover storm: after a database outage longer than the lease every table"
          + " stays with its server").isEqualTo(ownersBefore);

      long watchTo = System.nanoTime();
      if (FULL) {
        watchTo = killAndRestart(store, servers, everyServer, proxies, tables, phases, seats, url, env);
      }

      clock.shutdownNow();
      clock.awaitTermination(5, TimeUnit.SECONDS);
      seats.values().stream().flatMap(List::stream).forEach(RoamingSeat::close);
      report(phases, seats);
      checkSilences(phases, seats, watchFrom, watchTo);
      checkStreams(store, tables, seats);
      for (ServerProcess server : everyServer) {
        String output = server.output();
        assertThat(output).as("the password is printed nowhere").doesNotContain(cluster.password());
        // A database restart breaks every pooled connection: the operator reads one line each way, not dozens.
        assertThat(output).as("the pool's own warnings are summarised").doesNotContain("Failed to validate connection",
            "marked as broken");
        assertThat(output.lines().filter(l -> l.contains("the database is out of reach")).count())
            .as("told once per outage").isLessThanOrEqualTo(
                output.lines().filter(l -> l.contains("the database is back after")).count() + 1);
      }
    } catch (AssertionError | Exception e) {
      // What the servers said (warnings and errors: no INFO) and where each seat stands: the diagnosis.
      for (ServerProcess server : everyServer) {
        System.out.println("SERVER " + server.port + ":\n" + String.join("\n", server.output().lines()
            .filter(l -> !l.contains(" INFO ")).toList()));
        if (server.process.isAlive()) {
          Process jcmd = new ProcessBuilder("jcmd", String.valueOf(server.process.pid()), "Thread.print")
              .redirectErrorStream(true).start();
          String dump = new String(jcmd.getInputStream().readAllBytes());
          jcmd.waitFor(10, TimeUnit.SECONDS);
          java.nio.file.Files.writeString(Path.of("target", "threads-" + server.port + ".txt"), dump);
        }
      }
      seats.forEach((id, list) -> list.forEach(s -> System.out.println("SEAT " + id + "/" + s.seat + " actions "
          + s.actions + " reconnects " + s.reconnects + " silences " + s.silences + " refused " + s.refused + " last update "
          + (System.nanoTime() - s.lastUpdateAt()) / 1_000_000 + " ms ago; legal "
          + (s.lastUpdate == null ? "-" : s.lastUpdate.path("legal") + " hints " + s.lastUpdate.path("hints")
              + " sent " + (s.sent.isEmpty() ? "-" : s.sent.get(s.sent.size() - 1).line + " "
              + s.sent.get(s.sent.size() - 1).outcome)))));
      try (Store look = new Store(new Database(url, Optional.of(cluster.password())))) {
        for (String id : seats.keySet()) {
          List<String> lines = look.lines(id);
          System.out.println("TABLE " + id + " owner " + look.owner(id) + " " + lines.size() + " lines, last "
              + lines.subList(Math.max(0, lines.size() - 6), lines.size()));
        }
      }
      throw e;
    } finally {
      clock.shutdownNow();
      seats.values().stream().flatMap(List::stream).forEach(RoamingSeat::close);
      for (ServerProcess server : everyServer) {
        server.close();
      }
      for (FaultProxy proxy : proxies) {
        proxy.close();
      }
    }
  }

  /**
   * The full run's last faults: an owner killed with {@code kill -9}, then another stopped
   * gracefully and started again; {@return when the watchdog stops reading} (before the new start).
   */
  private long killAndRestart(Store store, List<ServerProcess> servers, List<ServerProcess> everyServer,
      List<FaultProxy> proxies, List<Table> tables, List<Phase> phases, Map<String, List<RoamingSeat>> seats,
      String url, Map<String, String> env) throws Exception {
    // 7. An owner killed with kill -9; a new server takes its place (on its proxy).
    int killed = busiest(store, servers, tables);
    Phase kill = begin("kill -9 of an owner", store, servers.get(killed), tables, seats, false);
    servers.get(killed).kill();
    phases.add(end(kill, seats));

    // 8. An owner stopped gracefully (SIGTERM: it hands its tables on), then started again.
    int stopping = busiest(store, servers, tables);
    Phase graceful = begin("graceful restart of an owner", store, servers.get(stopping), tables, seats, false);
    servers.get(stopping).terminate();
    phases.add(end(graceful, seats));
    // The watchdog reads up to here: a JVM starting next on the two cores is no fault of the tables.
    long watchTo = System.nanoTime();
    ServerProcess again = start(proxies.get(stopping), url, env);
    everyServer.add(again);
    servers.set(stopping, again);
    // Seats go on landing on it as they reconnect in turn; every table plays on with it in the cluster.
    Map<String, Integer> now = new HashMap<>();
    seats.forEach((id, list) -> now.put(id, list.stream().mapToInt(s -> s.actions).max().orElse(0)));
    waitFor(() -> seats.entrySet().stream().allMatch(e -> e.getValue().stream()
        .allMatch(s -> s.over() || s.actions > now.get(e.getKey()))), 30, "every table plays on after the restart");
    return watchTo;
  }

  private ServerProcess start(FaultProxy proxy, String url, Map<String, String> env) throws Exception {
    return ServerProcess.start(dir, flags(proxy, url), env);
  }

  private static List<String> flags(FaultProxy proxy, String url) {
    return List.of("--jdbc", PgCluster.viaProxy(url, proxy.port()), "--lease", LEASE_MS + "ms", "--create-burst", "100",
        "--min-bot-delay", "10ms");
  }

  /** Seats play a random legal action every 100–150 ms; every 100 ms each watches its connection, as the page does. */
  private static void play(ScheduledExecutorService clock, Map<String, List<RoamingSeat>> seats) {
    SplittableRandom seeds = new SplittableRandom(3131);
    seats.values().stream().flatMap(List::stream).forEach(seat -> {
      SplittableRandom random = seeds.split();
      clock.scheduleWithFixedDelay(() -> seat.play(random), random.nextInt(50), 100 + random.nextInt(50),
          TimeUnit.MILLISECONDS);
    });
    clock.scheduleWithFixedDelay(() -> seats.values().stream().flatMap(List::stream).forEach(RoamingSeat::watch),
        100, 100, TimeUnit.MILLISECONDS);
  }

  /** {@return the index of a running server} */
  private static int busiest(List<ServerProcess> servers) {
    for (int i = 0; i < servers.size(); i++) {
      if (servers.get(i).process.isAlive()) {
        return i;
      }
    }
    throw new AssertionError("no server runs");
  }

  /** {@return the index of the running server that owns the most tables now} */
  private static int busiest(Store store, List<ServerProcess> servers, List<Table> tables) throws Exception {
    Map<String, Integer> owned = new HashMap<>();
    owners(store, tables).values().forEach(id -> owned.merge(id, 1, Integer::sum));
    int best = -1;
    for (int i = 0; i < servers.size(); i++) {
      if (servers.get(i).process.isAlive() && (best < 0
          || owned.getOrDefault(servers.get(i).serverId(), 0) > owned.getOrDefault(servers.get(best).serverId(), 0))) {
        best = i;
      }
    }
    return best;
  }

  private static Map<String, String> owners(Store store, List<Table> tables) throws Exception {
    Map<String, String> owners = new LinkedHashMap<>();
    for (Map.Entry<String, Store.Owner> e : store.owners(tables.stream().map(Table::id).toList()).entrySet()) {
      owners.put(e.getKey(), e.getValue().server().orElse("-"));
    }
    return owners;
  }

  /** {@link #owners}, asked until the test's own pool has its connections back (30 s at most). */
  private static Map<String, String> ownersOnceBack(Store store, List<Table> tables) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (true) {
      try {
        return owners(store, tables);
      } catch (java.sql.SQLException e) {
        assertThat(System.nanoTime()).as("the database answers again: " + e.getMessage()).isLessThan(deadline);
        Thread.sleep(100);
      }
    }
  }

  /**
   * Waits until every seat whose table is not over heard an update in the last second: one fault's
   * effects are over before the next begins, so each silence is told against the fault that caused it.
   */
  private static void calm(Map<String, List<RoamingSeat>> seats) throws InterruptedException {
    waitFor(() -> seats.values().stream().flatMap(List::stream)
        .allMatch(s -> s.over() || System.nanoTime() - s.lastUpdateAt() < 1_000_000_000L), 30,
        "every seat hears its table again");
  }

  private static Phase begin(String name, Store store, ServerProcess target, List<Table> tables,
      Map<String, List<RoamingSeat>> seats, boolean outage) throws Exception {
    calm(seats);
    String id = target.serverId();
    Map<String, String> owners = owners(store, tables);
    List<String> touched = tables.stream().map(Table::id).filter(t -> id.equals(owners.get(t))).toList();
    Phase phase = new Phase(name, touched, outage);
    record(phase, seats);
    return phase;
  }

  /** Notes, per touched table, the most actions any of its seats heard when the fault began. */
  private static void record(Phase phase, Map<String, List<RoamingSeat>> seats) {
    for (String table : phase.touched) {
      phase.before.put(table, seats.get(table).stream().mapToInt(s -> s.actions).max().orElse(0));
    }
  }

  /**
   * Ends a fault: waits until every seat of every table it touched heard an action past the fault
   * (the bound, and some more to say how far over it is), and notes each seat's resume time: from
   * the fault's start, or from its end for an outage.
   */
  private static Phase end(Phase phase, Map<String, List<RoamingSeat>> seats) throws Exception {
    if (!phase.outage) {
      phase.end = System.nanoTime();
    }
    System.out.println("FAULTS: " + java.time.LocalTime.now() + " " + phase.name + " over; waiting for "
        + phase.touched.size() + " tables");
    long from = phase.outage ? phase.end : phase.start;
    if (phase.outage) {
      // Nothing was stored meanwhile: what the seats heard by the outage's end is where it began.
      record(phase, seats);
    }
    waitFor(() -> phase.touched.stream().allMatch(t -> seats.get(t).stream()
        .allMatch(s -> s.over() || (resumedAt(s, phase.before.get(t)) > 0 && s.lastUpdateAt() > phase.end))),
        (int) (TimeUnit.NANOSECONDS.toSeconds(phase.allowedNanos()) + 20),
        phase.name + ": every seat of the " + phase.touched.size() + " tables it touched heard a new action");
    // Each seat's resume: the end of its longest silence around the fault, counted from the fault's
    // start (from its end for an outage, when nothing could be played); 0 if it never went silent.
    long around = TimeUnit.MILLISECONDS.toNanos(BOUND_MS);
    for (String table : phase.touched) {
      for (RoamingSeat seat : seats.get(table)) {
        if (seat.over()) {
          continue; // A game that ended says nothing more: no resume to measure.
        }
        List<RoamingSeat.Heard> heard;
        synchronized (seat.heard) {
          heard = List.copyOf(seat.heard);
        }
        long longest = 0;
        long resumed = from;
        for (int i = 1; i < heard.size(); i++) {
          long gapFrom = heard.get(i - 1).at();
          long gapTo = heard.get(i).at();
          if (gapTo > phase.start && gapFrom < phase.end + around && gapTo - gapFrom > longest) {
            longest = gapTo - gapFrom;
            resumed = gapTo;
          }
        }
        phase.resumes.add(Math.max(0, resumed - from) / 1e9);
      }
    }
    return phase;
  }

  /** {@return when {@code seat} first heard more than {@code before} actions (System.nanoTime), or 0 if not yet} */
  private static long resumedAt(RoamingSeat seat, int before) {
    synchronized (seat.heard) {
      for (RoamingSeat.Heard heard : seat.heard) {
        if (heard.actions() > before) {
          return heard.at();
        }
      }
    }
    return 0;
  }

  /**
   * The watchdog, over the whole run: between two updates of a seat whose table is not over, no
   * more time passes than the bound allows: the bound itself, or across a fault, the fault's
   * allowance (its outage included).
   */
  private static void checkSilences(List<Phase> phases, Map<String, List<RoamingSeat>> seats, long watchFrom,
      long watchTo) {
    long bound = TimeUnit.MILLISECONDS.toNanos(BOUND_MS);
    List<String> silent = new ArrayList<>();
    for (Map.Entry<String, List<RoamingSeat>> table : seats.entrySet()) {
      for (RoamingSeat seat : table.getValue()) {
        List<RoamingSeat.Heard> heard;
        synchronized (seat.heard) {
          heard = List.copyOf(seat.heard);
        }
        for (int i = 1; i < heard.size(); i++) {
          long from = heard.get(i - 1).at();
          long to = heard.get(i).at();
          if (to < watchFrom || from > watchTo) {
            continue;
          }
          long allowed = bound;
          for (Phase phase : phases) {
            if (from <= phase.end && to >= phase.start) {
              allowed = Math.max(allowed, phase.allowedNanos());
            }
          }
          if (to - from > allowed) {
            silent.add(String.format(Locale.ROOT, "table %s seat %d silent %.2f s (allowed %.2f s) from action %d,"
                + " %.2f s to %.2f s into the run (faults: %s)", table.getKey(), seat.seat, (to - from) / 1e9,
                allowed / 1e9, heard.get(i - 1).actions(), (from - watchFrom) / 1e9, (to - watchFrom) / 1e9,
                phases.stream().map(p -> String.format(Locale.ROOT, "%s %.2f–%.2f", p.name, (p.start - watchFrom) / 1e9,
                    (p.end - watchFrom) / 1e9)).toList()));
          }
        }
      }
    }
    assertThat(silent).as("no seat is silent longer than the bound while its table is not over").isEmpty();
  }

  /** Each seat's stream against the stored record: no gap, no duplicate, nothing told stored missing, nothing told not stored kept. */
  private static void checkStreams(Store store, List<Table> tables, Map<String, List<RoamingSeat>> seats)
      throws Exception {
    int acknowledged = 0;
    int notStored = 0;
    for (Table table : tables) {
      Store.TableRow row = store.table(table.id()).orElseThrow();
      Replay replay = Replay.of(row.header() + String.join("\n", store.lines(table.id())) + "\n");
      for (RoamingSeat seat : seats.get(table.id())) {
        assertThat(seat.events).as("table %s seat %d heard exactly the record's events for it, no gap, no duplicate (C-6)",
            table.id(), seat.seat).containsExactlyElementsOf(replay.heard(CODEC, seat.seat, seat.firstActions,
                seat.actions));
        List<RoamingSeat.Sent> sent;
        synchronized (seat.sent) {
          sent = List.copyOf(seat.sent);
        }
        for (int i = 0; i < sent.size(); i++) {
          RoamingSeat.Sent one = sent.get(i);
          if (one.outcome == RoamingSeat.Outcome.ACCEPTED) {
            acknowledged++;
            assertThat(one.seq).as("table %s seat %d: an action told stored carries its place", table.id(), seat.seat)
                .isNotNegative();
            assertThat(one.seq < replay.lines.size() ? replay.lines.get(one.seq) : "(past the record's end)")
                .as("table %s seat %d: '%s', told stored at %d, is there", table.id(), seat.seat, one.line, one.seq)
                .isEqualTo(one.line);
          } else if (one.outcome == RoamingSeat.Outcome.NOT_STORED) {
            notStored++;
            // The same line sent again later by this seat may stand there: only that later send could have put it.
            String line = one.line;
            boolean sentAgain = sent.subList(i + 1, sent.size()).stream().anyMatch(s -> s.line.equals(line));
            if (!sentAgain && one.seq >= 0 && one.seq < replay.lines.size()) {
              assertThat(replay.lines.get(one.seq)).as("table %s seat %d: '%s', told not stored, is not at %d",
                  table.id(), seat.seat, one.line, one.seq).isNotEqualTo(one.line);
            }
          }
        }
      }
    }
    System.out.println("FAULTS: " + acknowledged + " actions told stored, all in the record at their place; "
        + notStored + " told not stored, none there");
  }

  private static void report(List<Phase> phases, Map<String, List<RoamingSeat>> seats) {
    StringBuilder out = new StringBuilder("FAULTS: bound lease + lease/3 + " + REPLAY + " ms = " + BOUND_MS
        + " ms (lease " + LEASE_MS + " ms)\n");
    for (Phase phase : phases) {
      List<Double> sorted = phase.resumes.stream().sorted().toList();
      double p50 = sorted.isEmpty() ? 0 : sorted.get(sorted.size() / 2);
      double max = sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1);
      out.append(String.format(Locale.ROOT, "FAULTS: %-30s %d tables, %2d seats: resume p50 %.2f s, max %.2f s%s%n",
          phase.name, phase.touched.size(), sorted.size(), p50, max,
          phase.outage ? String.format(Locale.ROOT, " (after an outage of %.1f s)", (phase.end - phase.start) / 1e9)
              : ""));
    }
    int reconnects = seats.values().stream().flatMap(List::stream).mapToInt(s -> s.reconnects.get()).sum();
    int silences = seats.values().stream().flatMap(List::stream).mapToInt(s -> s.silences.get()).sum();
    out.append("FAULTS: ").append(reconnects).append(" reconnections, ").append(silences)
        .append(" of them after a silent connection was given up");
    System.out.println(out);
  }

  /** Keeps a fault in place for {@code millis}: the fault's own length, not a wait for a result. */
  private static void hold(long millis) throws InterruptedException {
    Thread.sleep(millis);
  }

  private static void waitFor(BooleanSupplier done, int seconds, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (!done.getAsBoolean()) {
      assertThat(System.nanoTime()).as("within %d s: %s", seconds, what).isLessThan(deadline);
      Thread.sleep(20);
    }
  }

  private static Table create(int port, String game) throws Exception {
    String body = "{\"setup\":{\"game\":\"" + game + "\",\"options\":{\"target\":\"1000\"}},"
        + "\"seats\":[\"person\",\"bot\",\"person\",\"bot\"],\"botDelayMs\":50}";
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
    JsonNode created = CODEC.parse(response.body());
    Map<Integer, String> tokens = new ConcurrentHashMap<>();
    created.path("links").forEach(link -> tokens.put(link.path("seat").asInt(), link.path("token").asText()));
    return new Table(created.path("table").asText(), tokens);
  }
}
