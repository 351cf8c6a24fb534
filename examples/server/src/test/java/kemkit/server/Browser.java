package kemkit.server;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium through the system's chromedriver, or a skipped test that says why.
 *
 * <p>One Chromium serves every browser test of the test JVM: starting one costs one to three
 * seconds (more under load), and the build has a dozen browser tests. {@link #start} hands out the
 * shared one, and its {@code quit()} only wipes it for the next test: other windows closed, the
 * page blank, cookies gone, the window back to 1280 px. Each test's server listens on its own
 * port, so no page's storage is seen by another test's page. If the wipe fails (a test left the
 * browser hung), that Chromium is really closed and the next test gets a new one. The last one is
 * closed when the JVM exits.
 */
final class Browser {

  private static final List<String> BROWSERS = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser");
  private static final String DRIVER = "/usr/bin/chromedriver";

  /** The shared Chromium, or none before the first test and after a failed wipe. */
  private static Shared shared;

  private Browser() {}

  /**
   * {@return the shared headless Chromium, started on first use; skips the calling test, with the
   * reason printed, if there is none}
   *
   * @param profile unused since the browser is shared (its profile lives in a temporary folder of
   *     its own); kept so that a test names where its own files go
   */
  static synchronized ChromeDriver start(Path profile) throws IOException {
    if (shared == null) {
      shared = launch();
      Shared started = shared;
      Runtime.getRuntime().addShutdownHook(new Thread(started::shutDown, "close-chromium"));
    }
    return shared;
  }

  private static Shared launch() throws IOException {
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
        "--window-size=1280,1000", "--user-data-dir=" + Files.createTempDirectory("kemkit-chromium"));
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(new File(DRIVER)).usingAnyFreePort().build();
    Shared driver = new Shared(service, options);
    driver.manage().timeouts().implicitlyWait(Duration.ZERO);
    return driver;
  }

  /** Writes a screenshot of the page to {@code file}. */
  static void screenshot(ChromeDriver driver, Path file) throws IOException {
    Files.createDirectories(file.getParent());
    driver.executeScript("window.scrollTo(0, 0)");
    Files.write(file, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
  }

  /** The shared Chromium: a test's {@code quit()} wipes it instead of closing it. */
  private static final class Shared extends ChromeDriver {

    Shared(ChromeDriverService service, ChromeOptions options) {
      super(service, options);
    }

    @Override
    public void quit() {
      synchronized (Browser.class) {
        try {
          String first = getWindowHandles().iterator().next();
          for (String window : getWindowHandles()) {
            if (!window.equals(first)) {
              switchTo().window(window).close();
            }
          }
          switchTo().window(first);
          get("about:blank");
          manage().deleteAllCookies();
          manage().window().setSize(new Dimension(1280, 1000));
          manage().timeouts().implicitlyWait(Duration.ZERO);
        } catch (RuntimeException wipeFailed) {
          shutDown();
        }
      }
    }

    /** Really closes this Chromium; the next {@link Browser#start} launches another. */
    void shutDown() {
      synchronized (Browser.class) {
        if (shared == this) {
          shared = null;
        }
      }
      try {
        super.quit();
      } catch (RuntimeException alreadyGone) {
        // The process is gone already (a test killed it, or the JVM is exiting): nothing to close.
      }
    }
  }
}
