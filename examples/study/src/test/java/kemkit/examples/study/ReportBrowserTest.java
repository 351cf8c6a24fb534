package kemkit.examples.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The HTML report of a small Khamul study, opened from disk in headless Chromium: every chart is
 * drawn (each image decoded, with a width), the page asks for nothing over the network, and a
 * screenshot goes to {@code target/screenshots/study-report.png} for a person to look at.
 */
class ReportBrowserTest {

  private static final Path OUT = Path.of("target", "screenshots");

  @TempDir Path dir;
  private ChromeDriver driver;

  @AfterEach
  void stop() {
    if (driver != null) {
      driver.quit();
    }
  }

  @Test
  @DisplayName("the report opens in Chromium, every chart renders, nothing is fetched")
  void everyChartRenders() throws Exception {
    Study study = StudyFile.parse(StudyFileTest.resource("khamul-small.json"));
    ImmutableList<CellResult> results = StudyRunner.run(study, 2, () -> {});
    Path page = Files.createDirectories(Path.of("target", "report")).resolve("khamul-small.html");
    Files.writeString(page, Report.html(study, results, "2 threads", Duration.ofSeconds(3)), StandardCharsets.UTF_8);

    driver = Browser.start(dir.resolve("profile"));
    driver.get(page.toUri().toString());
    List<?> widths = (List<?>) driver.executeScript(
        "return Array.from(document.images).map(i => i.complete ? i.naturalWidth : -1)");
    Object fetched = driver.executeScript("return performance.getEntriesByType('resource').length");
    // The whole page in one picture: as tall as its content.
    long height = ((Number) driver.executeScript("return document.documentElement.scrollHeight")).longValue();
    driver.manage().window().setSize(new Dimension(1400, (int) Math.min(4000, height + 120)));
    Browser.screenshot(driver, OUT.resolve("study-report.png"));

    // One group (threshold on x, a line per player count): the first side's advantage, who wins by
    // seat and by position from the starter, rounds and actions (one kind of bot: no chart by bot).
    assertThat(widths).hasSize(5).allSatisfy(w -> assertThat(((Number) w).intValue()).isEqualTo(760));
    assertThat(driver.findElements(By.cssSelector("figure figcaption"))).hasSize(5);
    assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo(study.name());
    assertThat(driver.findElements(By.cssSelector("div.cells table tr"))).hasSize(1 + study.cells().size());
    // Threshold 7 against 3, at 2 and at 3 players.
    assertThat(driver.findElements(By.cssSelector("table.differences tr"))).hasSize(1 + 2);
    assertThat(((Number) fetched).intValue()).as("resources fetched by the page").isZero();
  }
}
