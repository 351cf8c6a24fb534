package kemkit.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A client that sends its request's head a byte at a time ("slowloris") is cut off once the head
 * took longer than the deadline, however often it sends a byte (Jetty's idle timeout starts again
 * with each); and {@code /metrics}, served the same way, answers other scrapers meanwhile.
 */
class HeaderDeadlineTest {

  @Test
  @DisplayName("a request head sent a byte at a time is cut off at the deadline; a whole request is answered")
  void slowHeaders() throws Exception {
    HeaderDeadline[] deadline = new HeaderDeadline[1];
    Javalin app = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.jetty.modifyServer(server -> deadline[0] = new HeaderDeadline(server, Duration.ofMillis(800)));
      config.routes.get("/", ctx -> ctx.result("ok"));
    }).start("127.0.0.1", 0);
    try (Socket slow = new Socket("127.0.0.1", app.port())) {
      OutputStream out = slow.getOutputStream();
      out.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.ISO_8859_1));
      long start = System.nanoTime();
      // A byte every 100 ms: far within any idle timeout, and never a whole head.
      boolean cut = false;
      while (System.nanoTime() - start < 10_000_000_000L) {
        try {
          out.write('X');
          out.flush();
        } catch (java.io.IOException closed) {
          cut = true;
          break;
        }
        if (slow.isInputShutdown() || readsEnd(slow)) {
          cut = true;
          break;
        }
        Thread.sleep(100);
      }
      assertThat(cut).as("the slow head was cut off").isTrue();
      assertThat((System.nanoTime() - start) / 1e9).as("within the deadline and a sweep or two").isLessThan(5);
      HttpResponse<String> whole = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
          URI.create("http://127.0.0.1:" + app.port() + "/")).build(), HttpResponse.BodyHandlers.ofString());
      assertThat(whole.body()).isEqualTo("ok");
    } finally {
      app.stop();
      deadline[0].close();
    }
  }

  /** {@return whether the server ended the request: it closed the connection or answered (waits at most 50 ms)} */
  private static boolean readsEnd(Socket socket) throws Exception {
    socket.setSoTimeout(50);
    try {
      InputStream in = socket.getInputStream();
      int ignored = in.read();
      return true;
    } catch (java.net.SocketTimeoutException stillOpen) {
      return false;
    } catch (java.io.IOException reset) {
      return true;
    }
  }

  @Test
  @DisplayName("/metrics: a scraper that stops in the middle of its request blocks no other scrape")
  void metricsNotBlocked() throws Exception {
    try (Metrics metrics = new Metrics()) {
      int port = metrics.serve("127.0.0.1", 0, Duration.ofSeconds(10));
      try (Socket stuck = new Socket("127.0.0.1", port)) {
        stuck.getOutputStream().write("GET /metrics HTTP/1.1\r\nHost: 127".getBytes(StandardCharsets.ISO_8859_1));
        stuck.getOutputStream().flush();
        HttpResponse<String> scrape = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build().send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).timeout(Duration.ofSeconds(5))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(scrape.statusCode()).isEqualTo(200);
        assertThat(scrape.body()).contains("kemkit_lease_changes_total");
      }
    }
  }
}
