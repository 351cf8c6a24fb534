package kemkit.examples.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A progress bar on one terminal line, redrawn a few times a second by its own thread and erased
 * when closed, with the time left at the pace so far ({@code ETA 1:42}). Only for a person at a
 * terminal: piped output never sees it.
 *
 * <pre>{@code
 * try (ProgressBar bar = ProgressBar.start(console.err(), games)) {
 *   Simulator.run(plan, bar::step);
 * }
 * }</pre>
 */
final class ProgressBar implements AutoCloseable {

  private static final int WIDTH = 30;
  private static final long REDRAW_MILLIS = 200;

  private final PrintStream err;
  private final long total;
  private final AtomicLong done = new AtomicLong();
  private final long start = System.nanoTime();
  private final Thread painter;

  private ProgressBar(PrintStream err, long total) {
    this.err = err;
    this.total = total;
    this.painter = new Thread(this::paintUntilClosed, "kemkit-progress");
    this.painter.setDaemon(true);
  }

  /** {@return a bar of {@code total} steps, drawn on {@code err} from now on} */
  static ProgressBar start(PrintStream err, long total) {
    ProgressBar bar = new ProgressBar(err, total);
    bar.painter.start();
    return bar;
  }

  /** Counts one step done; safe from any thread. */
  void step() {
    done.incrementAndGet();
  }

  private void paintUntilClosed() {
    try {
      while (!Thread.currentThread().isInterrupted()) {
        paint();
        Thread.sleep(REDRAW_MILLIS);
      }
    } catch (InterruptedException e) {
      // Closed: the bar is erased by close().
    }
  }

  private void paint() {
    long now = done.get();
    int filled = total == 0 ? WIDTH : (int) (WIDTH * now / total);
    err.print(String.format(Locale.ROOT, "\r[%s%s] %d/%d games%s", "#".repeat(filled), " ".repeat(WIDTH - filled), now,
        total, eta(now)));
    err.flush();
  }

  /** {@return the time left at the pace so far, {@code  ETA m:ss}; nothing before the first step} */
  private String eta(long now) {
    if (now == 0 || now >= total) {
      return "            ";
    }
    long left = (long) ((System.nanoTime() - start) / 1e9 * (total - now) / now);
    return left >= 3600
        ? String.format(Locale.ROOT, ", ETA %d:%02d:%02d", left / 3600, left / 60 % 60, left % 60)
        : String.format(Locale.ROOT, ", ETA %d:%02d   ", left / 60, left % 60);
  }

  /** Stops drawing and erases the bar. */
  @Override
  public void close() {
    painter.interrupt();
    try {
      painter.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    err.print("\r" + " ".repeat(WIDTH + 50) + "\r");
    err.flush();
  }
}
