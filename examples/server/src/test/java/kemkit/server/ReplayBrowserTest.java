package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import kemkit.game.Setup;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulEvent;
import kemkit.khamul.KhamulRules;
import kemkit.khamul.KhamulState;
import kemkit.record.RecordWriter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Spectators and replays in headless Chromium, on the real page of a real server: a stored Khamul
 * game stepped through from a seat's perspective (the page shows exactly the cards the seat knew),
 * everyone's at the end, a spectator link N moves behind a live table, and the time a step takes
 * in a 10,000-action record. Screenshots at 1280 and 375 px go to {@code target/screenshots}.
 */
class ReplayBrowserTest {

  private static final Path SHOTS = Path.of("target", "screenshots");

  @TempDir Path dir;
  private WebServer server;
  private ChromeDriver driver;
  private Store side;

  @BeforeEach
  void start() throws Exception {
    driver = Browser.start(dir.resolve("profile"));
    String url = "jdbc:sqlite:" + dir.resolve("tables.db");
    server = WebServer.start("127.0.0.1", 0, url);
    side = new Store(url);
  }

  @AfterEach
  void stop() {
    if (driver != null) {
      driver.quit();
    }
    if (server != null) {
      server.close();
    }
    if (side != null) {
      side.close();
    }
  }

  @Test
  @DisplayName("C-6, H-14: a stored game stepped through as seat 1 shows only what seat 1 knew; everyone's hands at the end")
  void replay() throws Exception {
    KhamulRules rules = Khamul.rules();
    List<Action> actions = game(rules, 42, Integer.MAX_VALUE);
    store("finished", rules, actions);
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));

    driver.get(base() + "/replay.html#finished/seat-1");
    wait.until(d -> moves() == actions.size());
    KhamulState state = rules.start();
    for (int move = 1; move <= actions.size(); move++) {
      state = rules.apply(state, actions.get(move - 1)).state();
      if (move % 7 != 0 && move != 40) {
        continue;
      }
      driver.executeScript("window.kemkitReplay.show(arguments[0])", move);
      Set<String> shown = new HashSet<>();
      for (WebElement card : driver.findElements(By.cssSelector("#hands .card[data-card]"))) {
        shown.add(card.getAttribute("data-card"));
      }
      Set<String> known = new HashSet<>();
      rules.view(state, 1).memory().forEach(hand -> hand.forEach(c -> c.ifPresent(k -> known.add(k.toString()))));
      assertThat(shown).as("the cards the page shows in the hands at move %d", move).isEqualTo(known);
      if (move == 40) {
        shots("replay-seat");
      }
    }

    driver.get(base() + "/replay.html#finished/everyone");
    wait.until(d -> moves() == actions.size());
    driver.executeScript("window.kemkitReplay.show(window.kemkitReplay.moves())");
    int held = 0;
    for (int seat = 0; seat < 4; seat++) {
      held += state.hand(seat).size();
    }
    assertThat(driver.findElements(By.cssSelector("#hands .card[data-card]"))).hasSize(held);
    assertThat(driver.findElements(By.cssSelector("#sheet tr:not(.later)")).size()).isGreaterThan(1);
    shots("replay-everyone");

    // Before the end, nobody may see every hand, and a seat's replay needs that seat's link.
    store("in-play", rules, actions.subList(0, 30));
    assertThat(get("/api/replay/in-play?perspective=everyone").statusCode()).isEqualTo(403);
    assertThat(get("/api/replay/in-play?perspective=seat-1").statusCode()).isEqualTo(403);
    assertThat(get("/api/replay/in-play?perspective=public").statusCode()).isEqualTo(200);
    assertThat(get("/api/replay/in-play?perspective=seat-9").statusCode()).isEqualTo(403);
    assertThat(get("/api/replay/in-play?perspective=nobody").statusCode()).isEqualTo(400);
    assertThat(get("/api/replay/no-such-table?perspective=public").statusCode()).isEqualTo(404);
  }

  @Test
  @DisplayName("H-15: a spectator link two moves behind a live table shows what no seat hides")
  void spectator() throws Exception {
    Setup setup = new Setup("khamul", Optional.empty(), ImmutableMap.of(), ImmutableMap.of("players", 4));
    WebServer.Created table = server.create(setup, List.of("bot", "bot", "bot", "bot"), 40);
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
    wait.until(d -> server.actions(table.table()) > 6);
    driver.get(base() + "/replay.html#watch/" + table.table() + "/2");
    wait.until(d -> d.findElement(By.id("where")).getText().startsWith("move "));
    String[] where = driver.findElement(By.id("where")).getText().split(" ");
    assertThat(Integer.parseInt(where[1])).isEqualTo(Math.max(0, Integer.parseInt(where[3]) - 2));
    // In play, no hand's card is public (H-15): every card of the hands lies face down.
    if (!driver.findElement(By.id("status")).getText().equals("over")) {
      assertThat(driver.findElements(By.cssSelector("#hands .card[data-card]"))).isEmpty();
      assertThat(driver.findElements(By.cssSelector("#hands .card.back"))).isNotEmpty();
    }
    shots("spectator");
  }

  @Test
  @DisplayName("a replay of a 10,000-action record steps in the browser without asking the server again; the time per step is printed")
  void tenThousandActions() throws Exception {
    // A measurement, not a check: about a minute on a loaded 2-core machine, so out of the default build.
    Assumptions.assumeTrue(Boolean.getBoolean("kemkit.replay.measure"),
        "run with -Dkemkit.replay.measure=true to time a 10,000-action replay in the browser");
    driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
    KhamulRules rules = Khamul.rules(new Setup("khamul", Optional.empty(), ImmutableMap.of("target", "100000"),
        ImmutableMap.of("players", 4)));
    List<Action> actions = game(rules, 7, 10_000);
    assertThat(actions).hasSize(10_000);
    store("long", rules, actions);
    driver.get(base() + "/replay.html#long/public");
    new WebDriverWait(driver, Duration.ofSeconds(60))
        .until(d -> moves() == 10_000);
    double laidOut = ((Number) driver.executeScript("return window.kemkitReplay.timeEveryStep(true)")).doubleValue();
    double again = ((Number) driver.executeScript("return window.kemkitReplay.timeEveryStep(true)")).doubleValue();
    double drawn = ((Number) driver.executeScript("return window.kemkitReplay.timeEveryStep(false)")).doubleValue();
    String line = String.format("replay step, 10,000-action Khamul record, public perspective: %.3f ms then %.3f ms"
        + " per step drawn and laid out, %.3f ms drawn only (the 10,001 steps in one loop of performance.now());"
        + " load average %s", laidOut, again, drawn, Files.readString(Path.of("/proc/loadavg")).strip());
    System.out.println(line);
    Files.createDirectories(SHOTS);
    Files.writeString(SHOTS.resolve("replay-step-time.txt"), line + "\n");
    assertThat(driver.findElement(By.id("where")).getText()).startsWith("move 10000 of 10000");
  }

  /** {@return a seeded game's accepted actions: to its end, or cut at {@code most}} */
  private static List<Action> game(KhamulRules rules, long seed, int most) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<Action> actions = new ArrayList<>();
    KhamulState state = rules.start();
    while (!state.isOver() && actions.size() < most) {
      Action action;
      if (state.chanceDue().isPresent()) {
        action = Chance.roll(state.chanceDue().get(), rng);
      } else {
        action = pick(rules, state, rng);
      }
      Outcome<KhamulState, KhamulEvent> outcome = rules.apply(state, action);
      if (outcome.isAccepted()) {
        actions.add(action);
        state = outcome.state();
      }
    }
    return actions;
  }

  /** Mostly the turn's own moves, rarely an announcement, so that rounds go on and end. */
  private static Action pick(KhamulRules rules, KhamulState state, SplittableRandom rng) {
    if (state.inPlay() && rng.nextInt(10) < 8) {
      ImmutableList<KhamulAction> mine = rules.legalActions(state, state.turn());
      List<KhamulAction> own = mine.stream()
          .filter(a -> !(a instanceof KhamulAction.Snap) && !(a instanceof KhamulAction.Rearrange)
              && (!(a instanceof KhamulAction.Announce) || rng.nextInt(20) == 0))
          .toList();
      if (!own.isEmpty()) {
        return own.get(rng.nextInt(own.size()));
      }
    }
    while (true) {
      ImmutableList<KhamulAction> legal = rules.legalActions(state, rng.nextInt(state.players()));
      if (!legal.isEmpty()) {
        return legal.get(rng.nextInt(legal.size()));
      }
    }
  }

  /** Stores a finished or unfinished record as a table of bots, beside the server (another server's table). */
  private void store(String id, KhamulRules rules, List<Action> actions) throws Exception {
    List<String> lines = new ArrayList<>();
    for (Action action : actions) {
      lines.add(RecordWriter.line(rules, action));
    }
    int seats = rules.start().players();
    side.createTable(new Store.TableRow(id, RecordWriter.header(rules.setup()),
        ImmutableList.copyOf(java.util.Collections.nCopies(seats, "bot")),
        ImmutableList.copyOf(java.util.Collections.nCopies(seats, "-")), 1000), "elsewhere",
        new Store.Admission(1000, Optional.empty(), 1000, 1000));
    side.append(id, 1, 0, lines, true);
  }

  private HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base() + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  /** {@return how many moves the page's replay holds; -1 while it loads} */
  private int moves() {
    return ((Number) driver.executeScript("return window.kemkitReplay ? window.kemkitReplay.moves() : -1")).intValue();
  }

  private String base() {
    return "http://127.0.0.1:" + server.port();
  }

  /** Saves the page at 1280 px and at 375 px wide (a phone); nothing is wider than the phone. */
  private void shots(String name) throws Exception {
    Browser.screenshot(driver, SHOTS.resolve(name + "-1280.png"));
    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
        Map.of("width", 375, "height", 1100, "deviceScaleFactor", 1, "mobile", true));
    try {
      new WebDriverWait(driver, Duration.ofSeconds(10))
          .until(d -> ((Number) driver.executeScript("return window.innerWidth")).intValue() == 375);
      Browser.screenshot(driver, SHOTS.resolve(name + "-375.png"));
      Object wide = driver.executeScript("return document.documentElement.scrollWidth");
      assertThat(((Number) wide).intValue()).as("page width at 375 px").isLessThanOrEqualTo(375);
    } finally {
      driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }
  }
}
