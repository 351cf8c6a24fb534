package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import kemkit.game.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * PostgreSQL stopped ({@code pg_ctl stop -m fast}, every session cut) and started again under a
 * running server with people and bots playing: while it is away an action is answered "not stored,
 * try again" and a new table 503; nothing told accepted is missing from the record; once it is back
 * every table plays on, without restarting kemkit.
 */
class DatabaseRestartTest {

  @Test
  @DisplayName("C-5: PostgreSQL restarted under load: no table stops for good, no accepted action lost")
  void restart() throws Exception {
    // The shared cluster: the test classes of one JVM run one after another, and it is started again below.
    PgCluster cluster = PgCluster.shared();
    {
      Database database = new Database(cluster.newDatabase(), Optional.of(cluster.password()));
      try (WebServer server = WebServer.start(ServerOptions.of("127.0.0.1", 0, database))) {
        Map<String, List<SeatClient>> clients = new HashMap<>();
        for (int t = 0; t < 6; t++) {
          Setup setup = Setup.of(t % 2 == 0 ? "kemps" : "khamul");
          WebServer.Created created = server.create(setup, List.of("person", "bot", "person", "bot"), 30);
          List<SeatClient> seats = new ArrayList<>();
          for (Map.Entry<Integer, String> seat : created.tokens().entrySet()) {
            SeatClient client = SeatClient.join(server.port(), seat.getKey(), seat.getValue());
            client.await(SeatClient.type("update"), 20);
            client.keepMessages(false);
            seats.add(client);
          }
          clients.put(created.table(), seats);
        }
        AtomicInteger notStored = new AtomicInteger();
        ScheduledExecutorService players = play(clients, notStored);
        Thread.sleep(1500);
        cluster.stop();
        Map<String, Integer> whileAway = new HashMap<>();
        clients.keySet().forEach(id -> whileAway.put(id, server.actions(id)));
        Thread.sleep(1500);
        HttpResponse<String> create = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + server.port() + "/api/tables"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"setup\":{\"game\":\"khamul\"},\"seats\":[\"bot\",\"bot\",\"bot\",\"bot\"]}"))
            .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(create.statusCode()).as(create.body()).isEqualTo(503);
        assertThat(create.body()).contains("not-stored");
        cluster.startServer();
        // The pool reconnects and the tables rebuild from the record: on a loaded machine that can
        // take seconds. Wait until every table has moved on (or 30 s); the checks below decide.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        Thread.sleep(3000);
        try (Store watch = new Store(database)) {
          while (System.nanoTime() < deadline && !allMovedOn(watch, whileAway)) {
            Thread.sleep(200);
          }
        }
        players.shutdownNow();
        players.awaitTermination(5, TimeUnit.SECONDS);
        Thread.sleep(300);

        assertThat(notStored.get()).as("actions answered 'not stored, try again' while the database was away")
            .isPositive();
        try (Store store = new Store(database)) {
          for (Map.Entry<String, List<SeatClient>> table : clients.entrySet()) {
            String id = table.getKey();
            Store.TableRow row = store.table(id).orElseThrow();
            Replay replay = Replay.of(row.header() + String.join("\n", store.lines(id)) + "\n");
            assertThat(replay.over || replay.lines.size() > whileAway.get(id))
                .as("table %s plays on after the restart", id).isTrue();
            for (SeatClient client : table.getValue()) {
              assertThat(replay.containsInOrder(client.accepted))
                  .as("table %s: every action seat %d was told was accepted is stored", id, client.seat).isTrue();
            }
          }
        }
        clients.values().stream().flatMap(List::stream).forEach(SeatClient::close);
        System.out.println("DATABASE RESTART: " + notStored.get() + " actions answered not-stored; every table went on");
      }
    }
  }

  /** {@return whether every table's record is over, or longer than while the database was away} */
  private static boolean allMovedOn(Store store, Map<String, Integer> whileAway) throws Exception {
    for (Map.Entry<String, Integer> table : whileAway.entrySet()) {
      Store.TableRow row = store.table(table.getKey()).orElseThrow();
      Replay replay = Replay.of(row.header() + String.join("\n", store.lines(table.getKey())) + "\n");
      if (!replay.over && replay.lines.size() <= table.getValue()) {
        return false;
      }
    }
    return true;
  }

  private static ScheduledExecutorService play(Map<String, List<SeatClient>> clients, AtomicInteger notStored) {
    ScheduledExecutorService players = Executors.newScheduledThreadPool(2);
    SplittableRandom seeds = new SplittableRandom(23);
    clients.values().stream().flatMap(List::stream).forEach(client -> {
      SplittableRandom rng = seeds.split();
      client.onError = code -> {
        if (code.equals("not-stored")) {
          notStored.incrementAndGet();
        }
      };
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
}
