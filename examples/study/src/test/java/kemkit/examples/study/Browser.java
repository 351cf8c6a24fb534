package kemkit.examples.study;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/** Headless Chromium through the system's chromedriver, or a skipped test that says why (as examples/server's). */
final class Browser {

  private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser");
  private static final String DRIVER = "/usr/bin/chromedriver";

  private Browser() {}

  /** {@return a fresh headless Chromium; skips the calling test, with the reason printed, if there is none} */
  static ChromeDriver start(Path profile) throws IOException {
    Optional<String> browser = BROWSERS.stream().filter(b -> new File(b).canExecute()).findFirst();
    if (browser.isEmpty() || !new File(DRIVER).canExecute()) {
      String reason = "no Chromium (" + BROWSERS + ") or no " + DRIVER
          + " here: install Debian's chromium and chromium-driver to run the browser test";
      System.out.println("SKIPPED: " + reason);
      Assumptions.abort(reason);
    }
    ChromeOptions options = new ChromeOptions();
    options.setBinary(browser.get());
    options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--window-size=1280,1000", "--user-data-dir=" + Files.createDirectories(profile));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(new File(DRIVER)).usingAnyFreePort().build();
    ChromeDriver driver = new ChromeDriver(service, options);
    driver.manage().timeouts().implicitlyWait(Duration.ZERO);
    return driver;
  }

  /** Writes a screenshot of the page to {@code file}. */
  static void screenshot(ChromeDriver driver, Path file) throws IOException {
    Files.createDirectories(file.getParent());
    driver.executeScript("window.scrollTo(0, 0)");
    Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
  }
}
