package kemkit.examples.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A progress bar on one terminal line, redrawn a few times a second by its own thread and erased
 * when closed. Only for a person at a terminal: piped output never sees it.
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
  private final int total;
  private final AtomicInteger done = new AtomicInteger();
  private final Thread painter;

  private ProgressBar(PrintStream err, int total) {
    this.err = err;
    this.total = total;
    this.painter = new Thread(this::paintUntilClosed, "kemkit-progress");
    this.painter.setDaemon(true);
  }

  /** {@return a bar of {@code total} steps, drawn on {@code err} from now on} */
  static ProgressBar start(PrintStream err, int total) {
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
    int now = done.get();
    int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * now / total);
    err.print(String.format(Locale.ROOT, "\r[%s%s] %d/%d games", "#".repeat(filled), " ".repeat(WIDTH - filled), now, total));
    err.flush();
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
    err.print("\r" + " ".repeat(WIDTH + 30) + "\r");
    err.flush();
  }
}
