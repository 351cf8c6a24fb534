package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import kemkit.bots.BotKind;
import kemkit.game.Setup;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The clock on the page, in headless Chromium: seat 1 lets its time run out, a bot takes the seat
 * (the page says so, with a button to take it back, and the bot's moves are counted beside the
 * score sheet), then the person takes it back. Screenshots at 1280 and 375 px wide go to
 * {@code target/screenshots} (docs/web-clock-*.png are copies).
 */
class BrowserClockTest {

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
  @DisplayName("Seat 1's time runs out: the page shows a bot playing it and its moves; the person takes the seat back")
  void timeoutTakenOverByABot() throws Exception {
    ClockSettings clock = new ClockSettings("custom", Duration.ofMillis(400), Duration.ofSeconds(20),
        Duration.ofMinutes(10), BotKind.HEURISTIC);
    WebServer.Created table = server.create(Setup.of("khamul"), List.of("bot", "person", "person", "bot"), 100, clock);
    long start = System.nanoTime();
    driver.get("http://127.0.0.1:" + server.port() + "/play.html?name=Cy#" + table.tokens().get(1));
    // The page redraws the clock four times a second: an element found may be gone when read.
    WebDriverWait wait = (WebDriverWait) new WebDriverWait(driver, Duration.ofSeconds(30))
        .ignoring(StaleElementReferenceException.class);
    // Cy does nothing: 400 ms later a bot plays seat 1, and the page says so. Seat 2's person never
    // came: a bot plays it too, and its box says so.
    wait.until(d -> !d.findElements(By.cssSelector("#clock.stood-in #reclaim")).isEmpty());
    assertThat(driver.findElement(By.id("clock")).getText()).contains("A heuristic bot plays your seat (your time ran out)");
    // Its moves are counted beside the score sheet (and marked in the record).
    wait.until(d -> d.findElement(By.id("stand-ins")).isDisplayed());
    assertThat(driver.findElement(By.id("stand-ins")).getText()).startsWith("Moves made by stand-in bots: ")
        .contains("your seat");
    assertThat(server.storedRecord(table.table()).orElseThrow()).contains("by=stand-in:heuristic");
    wait.until(d -> d.findElement(By.cssSelector(".seat[data-seat='2'] .clock.stood-in")).getText()
        .equals("a heuristic bot plays (its time ran out)"));
    assertThat(driver.findElements(By.cssSelector(".seat[data-seat='0'] .clock"))).as("a bot seat has no clock").isEmpty();
    Browser.screenshot(driver, SHOTS.resolve("clock-stood-in-1280.png"));
    driver.manage().window().setSize(new Dimension(375, 900));
    wait.until(d -> d.findElement(By.id("reclaim")).isDisplayed());
    Browser.screenshot(driver, SHOTS.resolve("clock-stood-in-375.png"));
    driver.manage().window().setSize(new Dimension(1280, 1000));

    // Cy takes the seat back: the bar says the clock is hers again (at least 20 s: the increment).
    new WebDriverWait(driver, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class).until(d -> {
      d.findElement(By.id("reclaim")).click();
      return true;
    });
    wait.until(d -> d.findElements(By.cssSelector("#clock.stood-in")).isEmpty()
        && d.findElement(By.id("clock")).getText().contains("+0:20 a move"));
    // At least the increment to play with again, not a flag at once.
    assertThat(driver.findElement(By.id("clock")).getText()).containsPattern("0:[12]\\d left");
    Browser.screenshot(driver, SHOTS.resolve("clock-reclaimed-1280.png"));
    System.out.println("BrowserClockTest: " + (System.nanoTime() - start) / 1_000_000 + " ms from opening the page");
  }
}
