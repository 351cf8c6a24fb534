package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.game.Setup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium plays a whole game through the page, as a new player would, following the
 * library's hints: Kemps as the dealer (opening the table and sweeping it when the hint says the
 * table waits for it, K-8, K-11) and Khamul (peeking by clicking two slots, H-5, then drawing and
 * discarding). Each walk asserts what the page must show (the turn cue with its hint, the team's
 * sign, the legend, the score sheet with reasons, the result screen, no moves once over) and
 * saves screenshots at 1280 and 375 px wide in {@code target/screenshots}. Small games (a low
 * target, quick bots) keep each walk well under a minute. Every wait is on what the page shows,
 * never a sleep: under load the browser may take seconds to draw what the bots did in
 * milliseconds.
 */
class WalkthroughTest {

  private static final Path SHOTS = Path.of("target", "screenshots");

  @TempDir Path dir;
  private WebServer server;
  private ChromeDriver driver;

  @BeforeEach
  void start() throws Exception {
    driver = Browser.start(dir.resolve("profile"));
    server = WebServer.start("127.0.0.1", 0, "jdbc:sqlite:" + dir.resolve("tables.db"));
  }

  @AfterEach
  void stop() {
    if (driver != null) {
      driver.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  @Test
  @DisplayName("K-8, K-11, K-12, K-24: a whole Kemps game as the dealer, sweeping when the hint says so; cue, sign, sheet, result, play again")
  void kempsAsDealer() throws Exception {
    // The table stays closed until our dealer says top (K-8): the bots cannot play the game to its
    // end (target 1) before the page has even drawn it, as quick bots could on a loaded machine.
    Setup setup = new Setup("kemps", Optional.empty(), ImmutableMap.of("target", "1", "top", "yes"),
        ImmutableMap.of("dealer", 0));
    WebServer.Created table = server.create(setup, List.of("person", "bot", "bot", "bot"), 40);
    open(table.tokens().get(0), "");
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    // The page asks for a name before it joins; typed and sent by keyboard (Enter).
    wait.until(d -> d.findElement(By.id("sit")).isDisplayed());
    driver.findElement(By.id("name")).sendKeys("Ada\n");
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4);
    assertThat(text("title")).contains("you are Ada, seat 0");

    // The dealer's cue: the closed table waits for the dealer's top (K-8).
    try {
      wait.until(d -> text("cue").equals("Your move") && text("hints").contains("(top)"));
    } catch (org.openqa.selenium.TimeoutException e) {
      // What the page shows instead, so that a failure explains itself: whether the turn box is
      // hidden (the game over?), the result, the status line, the latest narration and the record.
      Object page = driver.executeScript("const t = document.getElementById('turn');"
          + "const n = document.getElementById('narration');"
          + "return 'turn hidden: ' + (t ? t.hidden : 'none') + '; narration: '"
          + " + (n ? [...n.children].slice(0, 6).map(i => i.textContent).join(' | ') : 'none');");
      throw new AssertionError("no dealer cue: cue " + text("cue") + ", hints " + text("hints") + ", moves "
          + legalLines() + "; " + page + "; result: " + text("result") + "; record: " + record(table.table()), e);
    }
    // Our team's sign is drawn (a bot partner may have chosen it; else we choose one), and the
    // partner is named (K-12, K-13).
    if (driver.findElements(By.cssSelector("#team .sign")).isEmpty()) {
      click(By.cssSelector("button.move.legal[data-line='0 sign wink']"));
    }
    wait.until(d -> !d.findElements(By.cssSelector("#team .sign svg")).isEmpty());
    assertThat(text("team")).contains("your partner: seat 2").contains("your team's sign: ");

    // The scores name each team by its number, ours marked (K-24); the log writes cards as the
    // cards show them, and numbers its lines from the first, the newest on top.
    assertThat(text("board-info")).containsPattern("scores: team 0 (\\(you\\) )?\\d+, team 1 (\\(you\\) )?\\d+")
        .contains("team 0 (you)");
    assertNarrationReadsAsTheCards();

    boolean sweptOnHint = false;
    boolean shot = false;
    // A whole game to 1 point: 16 to 30 s on a quiet 2-core machine, one seen past 45 s (long rounds of sweeps).
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    int seen = -1;
    while (!over() && System.nanoTime() < deadline) {
      String hints = text("hints");
      List<String> legal = legalLines();
      if (legal.contains("0 top")) {
        clickLine("0 top");
      } else if (legal.stream().anyMatch(l -> l.startsWith("0 show "))) {
        clickLine(legal.stream().filter(l -> l.startsWith("0 show ")).findFirst().orElseThrow());
      } else if (legal.contains("0 sweep") && hints.contains("sweep the table")
          && recordLines(table.table()) == seen) {
        // K-11: the dealer sweeps when nobody wants the table: nothing was played since the page
        // was last looked at (the bots had their turn at the table meanwhile).
        if (!shot) {
          assertThat(text("cue")).isEqualTo("Your move");
          shots("kemps-dealer");
          shot = true;
        }
        clickLine("0 sweep");
        sweptOnHint = true;
      } else {
        seen = recordLines(table.table());
        awaitChange(legal);
      }
    }
    assertThat(over()).as("the game ended within 90 s").isTrue();
    if (sweptOnHint) {
      assertThat(record(table.table())).contains("0 sweep");
    } else {
      // A game to 1 point can end at its first call, before the table ever waits for its dealer
      // (seen once, in a full build): then no sweep was due, and none was made.
      System.out.println("WalkthroughTest: the game ended before any sweep was due");
      assertThat(record(table.table())).doesNotContain("0 sweep");
    }

    // The result screen, the score sheet with its reasons, and no moves offered (K-24).
    wait.until(d -> d.findElement(By.id("over")).isDisplayed());
    assertThat(text("result")).containsIgnoringCase("the game is over").containsIgnoringCase("won");
    assertThat(driver.findElements(By.cssSelector("#sheet tr"))).hasSizeGreaterThanOrEqualTo(2);
    assertThat(text("sheet")).containsPattern("K-\\d+");
    assertThat(driver.findElements(By.cssSelector("button.move"))).isEmpty();
    assertThat(driver.findElement(By.id("turn")).isDisplayed()).isFalse();
    shots("kemps-over");

    playAgain();
  }

  @Test
  @DisplayName("H-2, H-5, H-7, H-8, H-13, H-14: a whole Khamul game; legend, peek by two clicks, the total remembered, sheet, result")
  void khamulWhole() throws Exception {
    Setup setup = new Setup("khamul", Optional.empty(), ImmutableMap.of("target", "1"), ImmutableMap.of());
    WebServer.Created table = server.create(setup, List.of("bot", "person", "bot", "bot"), 40);
    open(table.tokens().get(1), "?name=Bea");
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4 && text("hint").startsWith("Peek"));

    // The legend of the preset in use: values, threshold, penalties, powers (H-2, H-8, H-12, H-13).
    assertThat(text("legend")).containsIgnoringCase("card values").containsIgnoringCase("say khamul")
        .contains("gives a power");
    assertThat(text("cue")).isEqualTo("Your move");
    // By keyboard: each slot is a button, Enter presses it (two slots make the peek, H-5).
    driver.findElement(By.cssSelector("#hand .card[data-slot='2']")).sendKeys(Keys.ENTER);
    wait.until(d -> !d.findElements(By.cssSelector("#hand .card.selected[data-slot='2']")).isEmpty());
    driver.findElement(By.cssSelector("#hand .card[data-slot='3']")).sendKeys(Keys.ENTER);
    wait.until(d -> d.findElements(By.cssSelector("#hand .card.remembered")).size() == 2);
    assertThat(record(table.table())).containsPattern("1 peek (2 3|3 2)");
    assertThat(text("total")).startsWith("You remember");

    boolean shot = false;
    boolean powerExplained = false;
    int discardsChecked = 0;
    // A whole game to 1 point: 16 to 30 s on a quiet 2-core machine, one seen past 45 s (long rounds of sweeps).
    long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
    while (!over() && System.nanoTime() < deadline) {
      try {
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> over() || text("cue").equals("Your move"));
      } catch (org.openqa.selenium.TimeoutException e) {
        continue; // the deadline above decides
      }
      if (over()) {
        break;
      }
      List<String> legal = legalLines();
      discardsChecked += discardShownIsTheOneTheHintNames() ? 1 : 0;
      if (text("hints").contains("say khamul now") && legal.contains("1 khamul")) {
        clickLine("1 khamul");
      } else if (legal.contains("1 draw")) {
        if (!shot) {
          shots("khamul-turn");
          shot = true;
        }
        clickLine("1 draw");
      } else if (legal.contains("1 discard")) {
        clickLine("1 discard");
      } else if (legal.contains("1 skip")) {
        // A power offered now is explained where its buttons are (H-8).
        powerExplained |= !driver.findElements(By.id("power")).isEmpty() && text("power").startsWith("Your power: ");
        clickLine("1 skip");
      } else if (legal.contains("1 swap 0")) {
        clickLine("1 swap 0");
      } else {
        awaitChange(legal);
      }
    }
    assertThat(over()).as("the game ended within 90 s").isTrue();
    System.out.println("khamul walkthrough: the discard shown was the one the hint named " + discardsChecked + " times");
    wait.until(d -> d.findElement(By.id("over")).isDisplayed());
    assertThat(text("result")).startsWith("Game over: ").containsPattern("(you win|seat \\d+ wins) with the lowest total");
    assertThat(driver.findElements(By.cssSelector("#sheet tr"))).hasSizeGreaterThanOrEqualTo(2);
    assertThat(text("sheet")).contains("H-");
    assertThat(driver.findElements(By.cssSelector("button.move"))).isEmpty();
    System.out.println("khamul walkthrough: a power was offered and explained: " + powerExplained);
    shots("khamul-over");
    playAgain();
  }

  @Test
  @DisplayName("K-9, K-12: a Kem's table draws the same: cue with hints, partner, hand, moves")
  void kems() throws Exception {
    WebServer.Created table = server.create(Setup.of("kems"), List.of("bot", "person", "bot", "bot"), 500);
    open(table.tokens().get(1), "?name=Flo");
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4
        && !d.findElements(By.cssSelector("#hints li")).isEmpty());
    assertThat(text("cue")).isIn("Your move", "Wait");
    assertThat(text("team")).contains("your partner: seat 3");
    assertThat(text("hints")).containsPattern("K-\\d+");
    assertThat(driver.findElements(By.cssSelector("button.move.legal"))).isNotEmpty();
  }

  @Test
  @DisplayName("The lobby: a table created public on the home page lists its free seat; taking it joins, and the seat leaves the list")
  void lobby() throws Exception {
    // The favicon is there (no 404 in the browser's console), both forms.
    for (String icon : List.of("/favicon.ico", "/favicon.svg")) {
      java.net.http.HttpResponse<byte[]> got = java.net.http.HttpClient.newHttpClient().send(
          java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + server.port() + icon)).build(),
          java.net.http.HttpResponse.BodyHandlers.ofByteArray());
      assertThat(got.statusCode()).as(icon).isEqualTo(200);
      assertThat(got.headers().firstValue("Content-Type").orElse("")).as(icon).startsWith("image/");
    }
    driver.get("http://127.0.0.1:" + server.port() + "/");
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.until(d -> d.findElement(By.id("lobby-empty")).isDisplayed());
    new org.openqa.selenium.support.ui.Select(driver.findElement(By.id("game"))).selectByValue("khamul");
    driver.findElement(By.id("public")).click();
    driver.findElement(By.cssSelector("#create button[type=submit]")).click();
    wait.until(d -> !d.findElements(By.cssSelector("#lobby a.take")).isEmpty());
    String table = server.tableIds().get(0);
    assertThat(text("lobby")).contains("Khamul").contains("table " + table).contains("take seat 1");
    Browser.screenshot(driver, SHOTS.resolve("lobby-1280.png"));
    click(By.cssSelector("#lobby a.take"));
    wait.until(d -> d.findElement(By.id("sit")).isDisplayed());
    driver.findElement(By.id("name")).sendKeys("Eve\n");
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4);
    assertThat(text("title")).contains("you are Eve, seat 1");
    driver.get("http://127.0.0.1:" + server.port() + "/");
    wait.until(d -> d.findElement(By.id("lobby-empty")).isDisplayed());
    assertThat(text("lobby")).doesNotContain(table);
  }

  /** "Play again" makes a new table of the same setup and seats, and its link joins it. */
  private void playAgain() {
    int before = server.tableIds().size();
    click(By.id("again"));
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10));
    wait.until(d -> !d.findElements(By.id("again-go")).isEmpty());
    assertThat(server.tableIds()).hasSize(before + 1);
    click(By.id("again-go"));
    wait.until(d -> d.findElement(By.id("over")).getAttribute("hidden") != null
        && d.findElements(By.cssSelector("#hand .card")).size() == 4 && !text("cue").isEmpty());
    // The name chosen before is kept: the new table is joined without asking again.
    assertThat(text("title")).contains("you are ");
    assertThat(driver.findElement(By.id("sit")).isDisplayed()).isFalse();
  }

  /**
   * {@return whether the page's hint named the top discard ("take the top discard 10♠"), in which
   * case the discard it shows is that card} Read in one script, so both come from one drawing of
   * the page (a bot may snap onto the pile at any moment, H-9).
   */
  private boolean discardShownIsTheOneTheHintNames() {
    String seen = (String) driver.executeScript("const h = document.getElementById('hints').textContent;"
        + "const m = h.match(/take the top discard (\\S+) \\(take\\)/);"
        + "const c = document.querySelector('#table-cards .pile .card');"
        + "return m ? m[1] + ' ' + (c ? c.textContent : 'none') : '';");
    if (seen.isEmpty()) {
      return false;
    }
    String[] named = seen.split(" ");
    assertThat(named[1]).as("the discard shown, against the hint 'take the top discard %s'", named[0])
        .isEqualTo(named[0]);
    return true;
  }

  /** The log names cards as the cards show them (10♥, not TH), numbered with the newest on top. */
  private void assertNarrationReadsAsTheCards() {
    String log = text("narration");
    assertThat(log).doesNotContainPattern("\\b(10|[2-9TJQKA])[CDHS]\\b");
    Object values = driver.executeScript("return [...document.querySelectorAll('#narration li')].map(li => li.value);");
    List<?> numbers = (List<?>) values;
    assertThat(numbers).isNotEmpty();
    assertThat(((Number) numbers.get(0)).intValue()).as("the newest line carries the highest number")
        .isEqualTo(numbers.stream().mapToInt(n -> ((Number) n).intValue()).max().orElseThrow());
  }

  /** Waits until the moves offered change or the game ends: the bots' moves redraw the page. */
  private void awaitChange(List<String> legal) {
    try {
      new WebDriverWait(driver, Duration.ofSeconds(1)).until(d -> over() || !legalLines().equals(legal));
    } catch (org.openqa.selenium.TimeoutException e) {
      // Nothing changed: the caller looks again (a sweep is due, or the table is quiet).
    }
  }

  private boolean over() {
    try {
      return driver.findElement(By.id("over")).isDisplayed();
    } catch (StaleElementReferenceException e) {
      return false;
    }
  }

  private List<String> legalLines() {
    for (int attempt = 0; ; attempt++) {
      try {
        return driver.findElements(By.cssSelector("button.move.legal")).stream()
            .map(b -> b.getAttribute("data-line")).toList();
      } catch (StaleElementReferenceException e) {
        if (attempt > 20) {
          throw e;
        }
      }
    }
  }

  private String text(String id) {
    for (int attempt = 0; ; attempt++) {
      try {
        List<WebElement> found = driver.findElements(By.id(id));
        return found.isEmpty() ? "" : found.get(0).getText();
      } catch (StaleElementReferenceException e) {
        if (attempt > 20) {
          throw e;
        }
      }
    }
  }

  /** Saves the page at 1280 px and at 375 px wide (a phone), then goes back to 1280. */
  private void shots(String name) throws Exception {
    Browser.screenshot(driver, SHOTS.resolve(name + "-1280.png"));
    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
        Map.of("width", 375, "height", 1500, "deviceScaleFactor", 1, "mobile", true));
    try {
      new WebDriverWait(driver, Duration.ofSeconds(10))
          .until(d -> ((Number) driver.executeScript("return window.innerWidth")).intValue() == 375);
      Browser.screenshot(driver, SHOTS.resolve(name + "-375.png"));
      // At 375 px nothing is wider than the screen.
      Object wide = driver.executeScript("return document.documentElement.scrollWidth");
      Object culprits = driver.executeScript("return [...document.querySelectorAll('body *')]"
          + ".filter(e => e.getBoundingClientRect().right > 376).slice(0, 5)"
          + ".map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ')");
      assertThat(((Number) wide).intValue()).as("page width at 375 px; too wide: " + culprits).isLessThanOrEqualTo(375);
    } finally {
      driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }
  }

  private void open(String token, String query) {
    driver.get("http://127.0.0.1:" + server.port() + "/play.html" + query + "#" + token);
  }

  private String record(String table) {
    return server.record(table).orElseThrow();
  }

  private int recordLines(String table) {
    return record(table).split("\n").length;
  }

  private void clickLine(String line) {
    try {
      click(By.cssSelector("button.move.legal[data-line='" + line + "']"));
    } catch (org.openqa.selenium.TimeoutException gone) {
      // The bots moved first and the move is no longer legal: the loop looks again.
    }
  }

  /** Clicks what {@code by} finds, again if the page redrew it meanwhile (the bots' moves redraw it). */
  private void click(By by) {
    new WebDriverWait(driver, Duration.ofSeconds(5)).ignoring(StaleElementReferenceException.class)
        .ignoring(org.openqa.selenium.NoSuchElementException.class)
        .until(d -> {
          d.findElement(by).click();
          return true;
        });
  }
}
