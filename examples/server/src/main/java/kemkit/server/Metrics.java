package kemkit.server;

import com.sun.net.httpserver.HttpServer;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.FunctionTimer;
import java.util.concurrent.TimeUnit;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What an operator watches, in Micrometer, read by Prometheus at {@code /metrics} on a listener of
 * its own ({@code --metrics-port}, on 127.0.0.1 unless {@code --metrics-host} says otherwise): not on
 * the public port, so the load balancer never hands it to the world, and each server is scraped
 * directly (the tables are per server).
 */
final class Metrics implements AutoCloseable {

  final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  final Counter takeovers = Counter.builder("kemkit.lease.changes").tag("kind", "taken")
      .description("tables this server took over or gave up").register(registry);
  final Counter losses = Counter.builder("kemkit.lease.changes").tag("kind", "lost").register(registry);
  final Counter databaseErrors = Counter.builder("kemkit.database.errors")
      .description("database calls that failed (the database away)").register(registry);
  final Counter notStored = Counter.builder("kemkit.actions.not.stored")
      .description("actions answered 'not stored, try again'").register(registry);
  final Counter refusedCreations = Counter.builder("kemkit.tables.refused")
      .description("table creations refused by a limit").register(registry);
  private Optional<HttpServer> server = Optional.empty();

  /** Registers the gauge of tables this server serves, and what {@code timings} counts. */
  void watch(Supplier<Number> tables, Timings timings) {
    Gauge.builder("kemkit.tables", tables).description("tables this server serves").register(registry);
    FunctionCounter.builder("kemkit.actions", timings, Timings::actionsStored)
        .description("accepted actions stored, chance actions included (rate: actions/s)").register(registry);
    FunctionTimer.builder("kemkit.append", timings, t -> t.of(Timings.Stage.STORE).count(),
            t -> t.of(Timings.Stage.STORE).count() * t.of(Timings.Stage.STORE).mean(), TimeUnit.NANOSECONDS)
        .description("an action's wait and commit in the database").register(registry);
  }

  /** Serves {@code /metrics} on {@code host}:{@code port}. {@return the port} */
  int serve(String host, int port) throws IOException {
    HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 16);
    http.createContext("/metrics", exchange -> {
      byte[] body = registry.scrape().getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "text/plain; version=0.0.4; charset=utf-8");
      exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    });
    http.start();
    server = Optional.of(http);
    return http.getAddress().getPort();
  }

  /** {@return the port of {@code /metrics}, 0 if not served} */
  int port() {
    return server.map(s -> s.getAddress().getPort()).orElse(0);
  }

  @Override
  public void close() {
    server.ifPresent(s -> s.stop(0));
  }
}
