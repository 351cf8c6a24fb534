package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import kemkit.json.JsonCodec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A person in headless Chromium plays seat 1 through a load balancer in front of two servers (real
 * processes, one PostgreSQL); the table's server is killed with {@code kill -9}; the page
 * reconnects by itself, the other server takes the table over from its record, and the person
 * plays on: the peek clicked after the kill is in the record under the new owner's epoch.
 */
class BrowserFailoverTest {

  private static final Path SHOTS = Path.of("target", "screenshots");

  @TempDir Path dir;

  @Test
  @DisplayName("H-5, C-5: a seat whose server is killed reconnects by itself and plays on")
  void reconnects() throws Exception {
    ChromeDriver driver = Browser.start(dir.resolve("profile"));
    PgCluster cluster = PgCluster.shared();
    String url = cluster.newDatabase();
    Map<String, String> env = Map.of(Database.PASSWORD_ENV, cluster.password());
    List<ServerProcess> both = ServerProcess.startAll(dir, 2, List.of("--jdbc", url, "--lease", "1500ms"), env);
    try (ServerProcess a = both.get(0); ServerProcess b = both.get(1);
        Balancer balancer = new Balancer(List.of(a.port, b.port));
        Store store = new Store(new Database(url, Optional.of(cluster.password())))) {
      HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
              URI.create("http://127.0.0.1:" + balancer.port() + "/api/tables"))
          .header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString("{\"setup\":{\"game\":\"khamul\"},"
              + "\"seats\":[\"bot\",\"person\",\"bot\",\"bot\"],\"botDelayMs\":300}")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
      JsonNode created = new JsonCodec().parse(response.body());
      String table = created.path("table").asText();
      String token = created.path("links").get(0).path("token").asText();
      driver.get("http://127.0.0.1:" + balancer.port() + "/play.html?name=Di#" + token);
      WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
      wait.until(d -> d.findElements(By.cssSelector("#hand .card")).size() == 4
          && d.findElement(By.id("hint")).getText().startsWith("Peek"));

      String owner = store.owner(table).orElseThrow().address().orElseThrow();
      ServerProcess killed = owner.endsWith(":" + a.port) ? a : b;
      killed.kill();
      // The page notices, reconnects through the balancer to the live server, which takes the table.
      new WebDriverWait(driver, Duration.ofSeconds(30)).until(d -> {
        try {
          return store.owner(table).orElseThrow().epoch() == 2
              && d.findElement(By.id("status")).getText().equals("connected");
        } catch (Exception e) {
          return false;
        }
      });
      Browser.screenshot(driver, SHOTS.resolve("failover-reconnected.png"));
      // A peek is two clicks on the slots (H-5).
      for (String slot : List.of("0", "1")) {
        new WebDriverWait(driver, Duration.ofSeconds(20)).ignoring(StaleElementReferenceException.class)
            .until(d -> {
              d.findElement(By.cssSelector("#hand .card[data-slot='" + slot + "']")).click();
              return true;
            });
      }
      new WebDriverWait(driver, Duration.ofSeconds(20)).until(d -> {
        try {
          List<String> lines = store.lines(table);
          int at = lines.indexOf("1 peek 0 1");
          return at >= 0 && store.epochs(table).get(at) == 2L;
        } catch (Exception e) {
          return false;
        }
      });
      wait.until(d -> d.findElements(By.cssSelector("#hand .card.remembered")).size() == 2);
      Browser.screenshot(driver, SHOTS.resolve("failover-played-on.png"));
    } finally {
      driver.quit();
    }
  }
}
