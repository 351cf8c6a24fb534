package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableMap;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import kemkit.bots.BotKind;
import kemkit.game.Setup;
import kemkit.record.Validator;
import kemkit.record.Verdict;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clocks and absent seats: a seat whose bank runs out, or whose page is gone too long, is played by
 * a bot of the clock's level until its person takes it back; the table finishes, and its stored
 * record validates and says which moves the stand-in made. Small banks (200 ms) keep it short.
 */
class ClockTest {

  @TempDir Path dir;

  private static ClockSettings clock(long bankMs, long incrementMs, long absentMs) {
    return new ClockSettings("custom", Duration.ofMillis(bankMs), Duration.ofMillis(incrementMs),
        Duration.ofMillis(absentMs), BotKind.HEURISTIC);
  }

  private static JsonNode json(String text) throws Exception {
    return SeatClient.CODEC.parse(text);
  }

  @Test
  @DisplayName("A clock is a profile or values in bounds; anything else is refused at creation with a sentence")
  void settings() throws Exception {
    assertThat(ClockSettings.of(json("{\"profile\":\"realtime\"}"))).isEqualTo(ClockSettings.REALTIME);
    assertThat(ClockSettings.of(json("{\"profile\":\"slow\"}"))).isEqualTo(ClockSettings.SLOW);
    ClockSettings custom = ClockSettings.of(json("{\"bankMs\":200,\"incrementMs\":0,\"standIn\":\"random\"}"));
    assertThat(custom).isEqualTo(new ClockSettings("custom", Duration.ofMillis(200), Duration.ZERO,
        ClockSettings.REALTIME.absent(), BotKind.RANDOM));
    // What the header keeps reads back the same.
    assertThat(ClockSettings.fromHeader("record 1\ngame khamul\n" + custom.comment() + "\n")).contains(custom);
    assertThat(ClockSettings.fromHeader("record 1\ngame khamul\n")).isEmpty();
    assertThatThrownBy(() -> ClockSettings.of(json("{\"profile\":\"blitz\"}")))
        .hasMessage("a clock's 'profile' is 'realtime', 'slow' or 'custom', not 'blitz'");
    assertThatThrownBy(() -> ClockSettings.of(json("{\"bankMs\":5}")))
        .hasMessage("'bankMs' is between 100 and 604800000 ms, not 5");
    assertThatThrownBy(() -> ClockSettings.of(json("{\"bankMs\":\"soon\"}")))
        .hasMessage("'bankMs' is a number of milliseconds, not 'soon'");
    assertThatThrownBy(() -> ClockSettings.of(json("{\"standIn\":\"grandmaster\"}")))
        .hasMessage("a stand-in bot is 'random', 'heuristic' or 'search', not 'grandmaster'");
    assertThatThrownBy(() -> ClockSettings.of(json("{\"pause\":1}")))
        .hasMessageStartingWith("a clock has 'profile', 'bankMs', 'incrementMs', 'absentMs' and 'standIn', not 'pause'");
    assertThatThrownBy(() -> ClockSettings.of(json("[]"))).hasMessageStartingWith("'clock' is an object");
  }

  @Test
  @DisplayName("A server that reopens a table takes the banks and stand-ins from the record and charges the time since the last move, never less than nothing")
  void reopened() {
    ClockSettings settings = clock(10_000, 1_000, 600_000);
    List<SeatKind> kinds = List.of(SeatKind.PERSON, SeatKind.BOT, SeatKind.PERSON);
    long now = System.nanoTime();
    long wall = System.currentTimeMillis();
    // As the old owner wrote it, 2 s ago: seat 2 was played by a bot that made this very move.
    String line = "2 draw # clock by=stand-in:heuristic banks=5000,0,0 at=" + (wall - 2_000) + " standIns=-,-,timeout";
    SeatClocks clocks = new SeatClocks(settings, kinds, now);
    clocks.restore(List.of("shuffle …", line), wall, now);
    clocks.waitFor(0, now);
    assertThat(clocks.left(0, now)).isEqualTo(3_000);
    assertThat(clocks.stoodIn(2)).isTrue();
    assertThat(clocks.marks()).containsExactly(new SeatClocks.Mark(1, 2, "heuristic"));
    // The comment it writes reads back the same.
    SeatClocks again = new SeatClocks(settings, kinds, now);
    again.restore(List.of("0 draw " + clocks.comment(now, wall, false)), wall, now);
    again.waitFor(0, now);
    assertThat(again.left(0, now)).isEqualTo(3_000);
    assertThat(again.stoodIn(2)).isTrue();

    // The other machine's clock ran ahead: nothing is charged, nothing given back.
    SeatClocks ahead = new SeatClocks(settings, kinds, now);
    ahead.restore(List.of(line.replace("at=" + (wall - 2_000), "at=" + (wall + 60_000))), wall, now);
    ahead.waitFor(0, now);
    assertThat(ahead.left(0, now)).isEqualTo(5_000);
    // A reopened table waits for nobody who is gone: seat 0's page has not come back.
    ahead.waitFor(-1, now);
    assertThat(ahead.due(now)).isEmpty();
    assertThat(ahead.due(now + Duration.ofMillis(600_000).toNanos())).contains(Map.entry(0, SeatClocks.Reason.ABSENT));
    // Taken back: at least the increment, at least a tenth of the bank.
    clocks.reclaim(2, now);
    assertThat(clocks.left(2, now)).isEqualTo(1_000);
  }

  @Test
  @DisplayName("A seat whose time runs out is played by a bot; the table finishes through a restart; the record validates and marks the bot's moves")
  void timeout() throws Exception {
    String url = "jdbc:sqlite:" + dir.resolve("tables.db");
    WebServer.Created table;
    try (WebServer server = WebServer.start("127.0.0.1", 0, url)) {
      // A short game (H-14: to 15 points): the whole table plays out in a few seconds.
      Setup setup = new Setup("khamul", Optional.empty(), ImmutableMap.of("target", "15"), ImmutableMap.of());
      table = server.create(setup, List.of("person", "bot", "bot", "bot"), 20, clock(200, 0, 600_000));
      try (SeatClient ann = SeatClient.join(server.port(), 0, table.tokens().get(0))) {
        JsonNode first = ann.await(SeatClient.type("update"), 10);
        assertThat(first.path("clock").path("bankMs").asLong()).isEqualTo(200);
        // Ann never moves: her 200 ms run out when the table waits for her, and a bot plays her seat.
        // (On a slow machine the whole game may be over by the time her page hears of it: the
        // table waits for nobody, so the first update may already say so.)
        if (!first.path("clock").path("seats").path(0).path("standIn").asText("").equals("timeout")) {
          ann.await(m -> m.path("clock").path("seats").path(0).path("standIn").asText("").equals("timeout"), 20);
        }
        await(() -> marked(server, table.table()) > 0, 20);
      }
      // The owner stops mid-game (or just after): the next one reads the stand-in from the record.
    }
    try (WebServer server = WebServer.start("127.0.0.1", 0, url);
        SeatClient ann = SeatClient.join(server.port(), 0, table.tokens().get(0))) {
      JsonNode again = ann.await(SeatClient.type("update"), 10);
      assertThat(again.path("clock").path("seats").path(0).path("standIn").asText()).isEqualTo("timeout");
      // (The game may have ended before the restart: then the first update says so.)
      JsonNode over = again.path("over").asBoolean() ? again : ann.await(m -> m.path("over").asBoolean(), 90);
      String record = server.storedRecord(table.table()).orElseThrow();
      assertThat(Validator.validate(record)).isInstanceOf(Verdict.Ok.class);
      List<String> byBot = Arrays.stream(record.split("\n")).filter(l -> l.contains("by=stand-in:heuristic")).toList();
      assertThat(byBot).isNotEmpty().allMatch(l -> l.startsWith("0 "));
      assertThat(record).contains("# clock profile=custom bankMs=200 incrementMs=0 absentMs=600000 standIn=heuristic");
      // The page lists the same moves (the newest ones, and how many there were).
      assertThat(over.path("clock").path("standInMoveCount").asInt()).isEqualTo(byBot.size());
    }
  }

  @Test
  @DisplayName("A seat whose page is gone longer than the clock allows is played by a bot; its person comes back and takes it back")
  void absentAndReclaim() throws Exception {
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"))) {
      WebServer.Created table = server.create(Setup.of("khamul"), List.of("person", "bot", "bot", "bot"), 20,
          clock(600_000, 5_000, 200));
      long gone;
      try (SeatClient ann = SeatClient.join(server.port(), 0, table.tokens().get(0))) {
        ann.await(SeatClient.type("update"), 10);
        gone = System.nanoTime();
      }
      // Nobody waits for a seat that is gone: 200 ms later a bot plays it (its first move then
      // comes at the bots' pace, when the table waits for seat 0).
      await(() -> marked(server, table.table()) > 0, 20);
      long firstMoveMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - gone);
      System.out.println("ClockTest: the stand-in's first move came " + firstMoveMs + " ms after the page left");
      try (SeatClient ann = SeatClient.join(server.port(), 0, table.tokens().get(0))) {
        JsonNode back = ann.await(SeatClient.type("update"), 10);
        assertThat(back.path("clock").path("seats").path(0).path("standIn").asText()).isEqualTo("absent");
        ann.send("{\"type\":\"reclaim\"}");
        ann.await(m -> m.path("type").asText().equals("update")
            && m.path("clock").path("seats").path(0).path("standIn").isNull(), 10);
        int marks = marked(server, table.table());
        // Her seat is hers again: she makes its next move herself, unmarked.
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (ann.accepted.isEmpty() && System.nanoTime() < end) {
          JsonNode update = ann.lastUpdate;
          Optional<String> mine = update == null ? Optional.empty() : streamOf(update.path("legal")).stream()
              .filter(l -> l.startsWith("0 ")).findFirst();
          if (mine.isPresent() && !ann.inFlight()) {
            ann.act(mine.get());
          }
          ann.await(m -> true, 5);
        }
        assertThat(ann.accepted).isNotEmpty();
        String record = server.storedRecord(table.table()).orElseThrow();
        assertThat(record).contains(ann.accepted.get(0) + " # clock banks=");
        assertThat(Validator.validate(record)).isInstanceOf(Verdict.Ok.class);
        assertThat(marked(server, table.table())).isEqualTo(marks);
        // A seat nobody stands in for cannot be taken back.
        ann.send("{\"type\":\"reclaim\"}");
        assertThat(ann.await(SeatClient.type("error"), 10).path("code").asText()).isEqualTo("not-stood-in");
      }
    }
  }

  @Test
  @DisplayName("Every stand-in level plays: random and search (ISMCTS) bots take a timed-out seat too")
  void levels() throws Exception {
    try (WebServer server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"))) {
      for (BotKind level : List.of(BotKind.RANDOM, BotKind.SEARCH)) {
        ClockSettings clock = new ClockSettings("custom", Duration.ofMillis(200), Duration.ZERO,
            Duration.ofMinutes(10), level);
        String id = server.create(Setup.of("khamul"), List.of("person", "bot", "bot", "bot"), 20, clock).table();
        await(() -> server.storedRecord(id).orElseThrow().contains("by=stand-in:" + level.label()), 30);
      }
    }
  }

  @Test
  @DisplayName("PostgreSQL: another server takes the table over (the owner's lease ended) and its stand-in plays on, under the next epoch")
  void failover() throws Exception {
    PgCluster cluster = PgCluster.shared();
    Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
    ServerOptions options = ServerOptions.of("127.0.0.1", 0, database).withLease(Duration.ofMillis(900));
    try (WebServer first = WebServer.start(options); WebServer second = WebServer.start(options);
        Store store = new Store(database)) {
      // A game no table finishes in the test's seconds (H-14: to 1,000 points).
      Setup endless = new Setup("khamul", Optional.empty(), ImmutableMap.of("target", "1000"), ImmutableMap.of());
      String id = first.create(endless, List.of("person", "bot", "bot", "bot"), 20, clock(200, 0, 600_000)).table();
      await(() -> marked(first, id) >= 2, 20);
      first.pauseLeaseForTest();
      store.release(first.serverId());
      await(() -> second.tableIds().contains(id), 20);
      // The new owner read the stand-in from the record: its bot goes on playing seat 0.
      await(() -> {
        List<String> lines = store.lines(id);
        List<Long> epochs = store.epochs(id);
        for (int i = 0; i < lines.size() && i < epochs.size(); i++) {
          if (epochs.get(i) == 2 && lines.get(i).startsWith("0 ") && lines.get(i).contains("by=stand-in:heuristic")) {
            return true;
          }
        }
        return false;
      }, 20);
      assertThat(Validator.validate(second.storedRecord(id).orElseThrow())).isInstanceOf(Verdict.Ok.class);
    }
  }

  private static List<String> streamOf(JsonNode array) {
    List<String> out = new java.util.ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static int marked(WebServer server, String id) throws Exception {
    return (int) Arrays.stream(server.storedRecord(id).orElseThrow().split("\n"))
        .filter(l -> l.contains("by=stand-in:")).count();
  }

  /** A condition that may throw (it reads the database). */
  private interface Check {
    boolean test() throws Exception;
  }

  private static void await(Check condition, int seconds) throws Exception {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (!condition.test()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("not within " + seconds + " s");
      }
      Thread.sleep(20); // polls a condition (the database), not a guess at how long it takes
    }
  }
}
