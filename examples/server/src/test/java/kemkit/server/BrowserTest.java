package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableMap;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import kemkit.game.Setup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A person plays seat 1 in headless Chromium, on the real page of a real server, against three
 * bots: sees their hand, acts by clicking, is refused with the rules' sentence, and the game goes
 * on. Screenshots go to {@code target/screenshots}.
 */
class BrowserTest {

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
  @DisplayName("K-9, K-11, C-5: Kemps seat 1 sees its hand, exchanges by clicking, is refused a sweep, and the bots play on")
  void kemps() throws Exception {
    Setup setup = new Setup("kemps", Optional.empty(), ImmutableMap.of(), ImmutableMap.of("dealer", 0));
    WebServer.Created table = server.create(setup, List.of("bot", "person", "bot", "bot"), 1500);
    open(table.tokens().get(1));
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4
        && d.findElements(By.cssSelector("#table-cards .card")).size() == 4);
    Browser.screenshot(driver, SHOTS.resolve("kemps-joined.png"));

    // K-20: a cut names a team, and its button says so; a Kemps call on a partner names a seat.
    // Read in one script: the bots' moves redraw the buttons at any time.
    Object labels = ((JavascriptExecutor) driver).executeScript(
        "const text = (line) => { const b = document.querySelector(\"button.move.legal[data-line='\" + line + \"']\");"
            + " return b ? b.textContent : 'no button ' + line; };"
            + " return text('1 cut 0') + ' / ' + text('1 kemps 3');");
    assertThat(labels).isEqualTo("team 0 / seat 3 (partner)");

    // Seat 1 is not the dealer: its sweep is refused with the rules' sentence (K-11, C-5).
    click(By.cssSelector("button.move[data-line='1 sweep']"));
    wait.until(d -> d.findElement(By.id("notice")).getAttribute("class").equals("refusal"));
    String refusal = driver.findElement(By.id("notice")).getText();
    assertThat(refusal).containsIgnoringCase("dealer");
    // It speaks to the seat that acted, in the second person, and names the rule (C-5, K-11).
    assertThat(refusal).startsWith("you ").contains("(K-11)");
    Browser.screenshot(driver, SHOTS.resolve("kemps-refused.png"));

    // An exchange by two clicks (K-9); a bot may take the table card first, or a redraw may come between
    // the two clicks (its cards are new elements), so try again for a while, noting why each try failed.
    int before = recordLines(table.table());
    boolean exchanged = false;
    List<String> why = new java.util.ArrayList<>();
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (!exchanged && System.nanoTime() < deadline) {
      exchanged = tryExchange(wait, why);
    }
    assertThat(exchanged).as("an exchange by clicking was accepted; tries: %s; the record ends %s", why,
        record(table.table()).lines().skip(Math.max(0, before - 3)).toList()).isTrue();
    assertThat(record(table.table())).contains("1 exchange ");
    Browser.screenshot(driver, SHOTS.resolve("kemps-exchanged.png"));

    // The game moves on: the bots act on their clock.
    int after = recordLines(table.table());
    new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> recordLines(table.table()) > after);
    assertThat(recordLines(table.table())).isGreaterThan(before + 1);
  }

  @Test
  @DisplayName("H-5, H-7, C-5: Khamul seat 1 peeks by clicking, is refused an early draw, plays its turn, and the turn passes")
  void khamul() throws Exception {
    WebServer.Created table = server.create(Setup.of("khamul"), List.of("bot", "person", "bot", "bot"), 200);
    open(table.tokens().get(1));
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4
        && d.findElement(By.id("hint")).getText().startsWith("Peek"));

    // Drawing before every seat has peeked is refused (H-5, H-7).
    click(By.cssSelector("button.move[data-line='1 draw']"));
    wait.until(d -> d.findElement(By.id("notice")).getAttribute("class").equals("refusal"));
    assertThat(driver.findElement(By.id("notice")).getText()).isNotBlank();
    Browser.screenshot(driver, SHOTS.resolve("khamul-refused.png"));

    // A peek is two clicks on the slots (H-5), not a button per ordered pair.
    assertThat(driver.findElements(By.cssSelector("button.move[data-line^='1 peek']"))).isEmpty();
    click(By.cssSelector("#hand .card[data-slot='0']"));
    click(By.cssSelector("#hand .card[data-slot='1']"));
    wait.until(d -> d.findElements(By.cssSelector("#hand .card.remembered")).size() == 2);

    // Seat 1's turn comes round: draw, then discard what was drawn.
    WebDriverWait turn = new WebDriverWait(driver, Duration.ofSeconds(60));
    turn.until(d -> !d.findElements(By.cssSelector("button.move.legal[data-line='1 draw']")).isEmpty());
    click(By.cssSelector("button.move.legal[data-line='1 draw']"));
    turn.until(d -> !d.findElements(By.cssSelector("button.move.legal[data-line='1 discard']")).isEmpty());
    Browser.screenshot(driver, SHOTS.resolve("khamul-drawn.png"));
    click(By.cssSelector("button.move.legal[data-line='1 discard']"));
    turn.until(d -> record(table.table()).contains("1 discard"));
    // A discarded Jack, black Queen or black King leaves a power to use or skip (H-8).
    Thread.sleep(500);
    driver.findElements(By.cssSelector("button.move.legal[data-line='1 skip']")).forEach(WebElement::click);
    int after = recordLines(table.table());
    turn.until(d -> recordLines(table.table()) > after + 1);
    Browser.screenshot(driver, SHOTS.resolve("khamul-played.png"));
  }

  private void open(String token) {
    driver.get("http://127.0.0.1:" + server.port() + "/play.html?name=Cy#" + token);
  }

  private boolean tryExchange(WebDriverWait wait, List<String> why) {
    try {
      // A notice left by an earlier attempt (a bot took the card first; a redraw dropped the pick) would end
      // this attempt's wait at once: each attempt reads only its own.
      ((JavascriptExecutor) driver).executeScript("document.getElementById('notice').textContent = '';");
      List<WebElement> hand = driver.findElements(By.cssSelector("#hand .card"));
      List<WebElement> onTable = driver.findElements(By.cssSelector("#table-cards .card"));
      String give = hand.get(0).getAttribute("data-card");
      String take = onTable.get(0).getAttribute("data-card");
      hand.get(0).click();
      driver.findElement(By.cssSelector("#hand .card.selected")).isDisplayed();
      driver.findElement(By.cssSelector("#table-cards .card[data-card='" + take + "']")).click();
      wait.until(d -> d.findElements(By.cssSelector("#hand .card[data-card='" + take + "']")).size() == 1
          || d.findElement(By.id("notice")).getText().length() > 0 && !d.findElement(By.id("notice")).getText().contains("dealer"));
      if (record(tableOfPage()).contains("1 exchange " + give + " " + take)) {
        return true;
      }
      why.add(give + " for " + take + ": '" + driver.findElement(By.id("notice")).getText() + "'");
      return false;
    } catch (StaleElementReferenceException | org.openqa.selenium.NoSuchElementException raced) {
      if (why.size() < 20) {
        why.add(raced.getClass().getSimpleName());
      }
      return false;
    }
  }

  private String tableOfPage() {
    return server.tableIds().get(0);
  }

  private String record(String table) {
    return server.record(table).orElseThrow();
  }

  private int recordLines(String table) {
    return record(table).split("\n").length;
  }

  /** Clicks the button {@code by} finds, again if the page redrew it meanwhile (the bots' moves redraw the buttons). */
  private void click(By by) {
    new WebDriverWait(driver, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class)
        .until(d -> {
          d.findElement(by).click();
          return true;
        });
  }
}
