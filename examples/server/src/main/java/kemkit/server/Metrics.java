package kemkit.server;

import io.javalin.Javalin;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.FunctionTimer;
import java.util.concurrent.TimeUnit;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What an operator watches, in Micrometer, read by Prometheus at {@code /metrics} on a listener of
 * its own ({@code --metrics-port}, on 127.0.0.1 unless {@code --metrics-host} says otherwise): not on
 * the public port, so the load balancer never hands it to the world, and each server is scraped
 * directly (the tables are per server). It is served by Jetty with a pool of threads of its own
 * and the same total deadline on a request's headers as the public port ({@link HeaderDeadline}):
 * a scraper that stops in the middle of its request holds no thread and blocks no other scrape.
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
  final Counter fenced = Counter.builder("kemkit.lease.fenced")
      .description("times this server's lease ran out unrenewed and it stopped serving its tables").register(registry);
  final Counter reloads = Counter.builder("kemkit.tables.reloaded")
      .description("tables dropped because an append's outcome was unknown, then reloaded from the database")
      .register(registry);
  final Counter refusedCreations = Counter.builder("kemkit.tables.refused")
      .description("table creations refused by a limit").register(registry);
  private Optional<Javalin> server = Optional.empty();
  private Optional<HeaderDeadline> deadline = Optional.empty();

  /** Registers the gauge of tables this server serves, and what {@code timings} counts. */
  void watch(Supplier<Number> tables, Timings timings) {
    Gauge.builder("kemkit.tables", tables).description("tables this server serves").register(registry);
    FunctionCounter.builder("kemkit.actions", timings, Timings::actionsStored)
        .description("accepted actions stored, chance actions included (rate: actions/s)").register(registry);
    FunctionTimer.builder("kemkit.append", timings, t -> t.of(Timings.Stage.STORE).count(),
            t -> t.of(Timings.Stage.STORE).count() * t.of(Timings.Stage.STORE).mean(), TimeUnit.NANOSECONDS)
        .description("an action's wait and commit in the database").register(registry);
  }

  /** Serves {@code /metrics} on {@code host}:{@code port}, with {@code headerDeadline} on each request's head. {@return the port} */
  int serve(String host, int port, Duration headerDeadline) {
    Javalin http = Javalin.create(config -> {
      config.startup.showJavalinBanner = false;
      config.jetty.threadPool = new org.eclipse.jetty.util.thread.QueuedThreadPool(8, 2, 60_000);
      config.jetty.modifyHttpConfiguration(h -> h.setSendServerVersion(false));
      config.jetty.modifyServer(s -> deadline = Optional.of(new HeaderDeadline(s, headerDeadline)));
      config.routes.get("/metrics", ctx -> ctx.header("X-Content-Type-Options", "nosniff")
          .contentType("text/plain; version=0.0.4; charset=utf-8").result(registry.scrape()));
    });
    http.start(host, port);
    server = Optional.of(http);
    return http.port();
  }

  /** {@return the port of {@code /metrics}, 0 if not served} */
  int port() {
    return server.map(Javalin::port).orElse(0);
  }

  @Override
  public void close() {
    server.ifPresent(Javalin::stop);
    deadline.ifPresent(HeaderDeadline::close);
  }
}
