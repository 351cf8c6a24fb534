package kemkit.examples.simulate;

import com.google.common.collect.ImmutableList;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Optional;
import kemkit.bots.Bot;
import kemkit.game.Event;
import kemkit.game.PlayerAction;

/**
 * A bot that times the decisions of another: the CPU time of the calling thread where the JVM
 * measures it, else wall time. One game's bots, one thread: not thread-safe.
 */
final class TimedBot<A extends PlayerAction, E extends Event, V> implements Bot<A, E, V> {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported();

  private final Bot<A, E, V> bot;
  private long[] nanos = new long[256];
  private int decisions;

  TimedBot(Bot<A, E, V> bot) {
    this.bot = bot;
  }

  @Override
  public void observe(E event) {
    bot.observe(event);
  }

  @Override
  public Optional<A> intention(V view, ImmutableList<A> legal) {
    long start = now();
    Optional<A> intended = bot.intention(view, legal);
    record(now() - start);
    return intended;
  }

  @Override
  public A choose(V view, ImmutableList<A> legal) {
    long start = now();
    A chosen = bot.choose(view, legal);
    record(now() - start);
    return chosen;
  }

  /** {@return the times of every decision so far} */
  DecisionTimes times() {
    return DecisionTimes.of(Arrays.copyOf(nanos, decisions));
  }

  private void record(long time) {
    if (decisions == nanos.length) {
      nanos = Arrays.copyOf(nanos, 2 * decisions);
    }
    nanos[decisions++] = Math.max(0, time);
  }

  private static long now() {
    return CPU ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
  }

  @Override
  public String toString() {
    return "Timed[" + bot + "]";
  }
}
