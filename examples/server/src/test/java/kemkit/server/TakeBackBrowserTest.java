package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import kemkit.game.Setup;
import kemkit.undo.Reach;
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
 * A take-back in headless Chromium (rules C-10, K-14): the Undo button is hidden while the rules
 * refuse (right after the deal), shows after seat 0's gesture, and takes it back: the record is one
 * line shorter and the button gone. Screenshots at 1280 and 375 px go to {@code target/screenshots}.
 */
class TakeBackBrowserTest {

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
  @DisplayName("C-10, K-14: the Undo button shows only when the rules allow, and takes a gesture back")
  void undoAGesture() throws Exception {
    // The bots wait a minute: nobody else acts, so the gesture stays seat 0's last move.
    WebServer.Created table = server.create(Setup.of("kemps"), List.of("person", "bot", "bot", "bot"), 60_000);
    server.undo(table.table(), Reach.BARRIER);
    driver.get("http://127.0.0.1:" + server.port() + "/play.html?name=Ada#" + table.tokens().get(0));
    WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
    wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4);
    assertThat(driver.findElement(By.id("undo-row")).isDisplayed()).as("the deal is a barrier").isFalse();

    int dealt = lines(table.table());
    new WebDriverWait(driver, Duration.ofSeconds(10)).ignoring(StaleElementReferenceException.class).until(d -> {
      d.findElement(By.cssSelector("button.move.legal[data-line^='0 gesture ']")).click();
      return true;
    });
    wait.until(d -> d.findElement(By.id("undo-row")).isDisplayed());
    assertThat(lines(table.table())).isEqualTo(dealt + 1);
    driver.executeScript("document.getElementById('moves').scrollIntoView()");
    Files375.shot(driver, SHOTS.resolve("undo-offered-1280.png"));
    driver.manage().window().setSize(new Dimension(375, 800));
    driver.executeScript("document.getElementById('moves').scrollIntoView()");
    Files375.shot(driver, SHOTS.resolve("undo-offered-375.png"));
    driver.manage().window().setSize(new Dimension(1280, 1000));

    driver.findElement(By.id("undo")).click();
    wait.until(d -> !d.findElement(By.id("undo-row")).isDisplayed());
    wait.until(d -> d.findElement(By.id("notice")).getText().contains("taken back"));
    assertThat(lines(table.table())).isEqualTo(dealt);
    assertThat(server.record(table.table()).orElseThrow()).doesNotContain(" gesture ");
    Browser.screenshot(driver, SHOTS.resolve("undo-done-1280.png"));
  }

  private int lines(String table) {
    return server.record(table).orElseThrow().split("\n").length;
  }

  /** A screenshot where the page stands (scrolled to the moves, where the Undo button is). */
  private static final class Files375 {
    static void shot(ChromeDriver driver, Path file) throws java.io.IOException {
      java.nio.file.Files.createDirectories(file.getParent());
      java.nio.file.Files.write(file, driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES));
    }
  }
}
