package kemkit.examples.study;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Numbered tasks on a pool of threads, without a list of them: each thread takes the next number
 * until none is left and does it into a state of its own (its partial sums), and the states come
 * back for the caller to merge. Memory is one state per thread, whatever the number of tasks, so
 * a study of 2^31 - 1 games a cell runs in the memory of a small one.
 */
public final class Workers {

  private Workers() {}

  /** One task, done into a thread's own state. */
  @FunctionalInterface
  public interface Task<T> {
    /**
     * Does task {@code number} into {@code state}.
     *
     * @param state the thread's own state
     * @param number the task's number, from 0
     */
    void run(T state, long number);
  }

  /**
   * {@return each thread's state after tasks 0 to {@code tasks - 1} are done, once each}
   *
   * @param <T> the threads' state
   * @param threads how many threads, at least 1
   * @param tasks how many tasks
   * @param state a new state, for each thread
   * @param task what a task does
   * @throws InterruptedException if the calling thread is interrupted: the threads stop after
   *     their task in flight
   */
  public static <T> List<T> run(int threads, long tasks, Supplier<T> state, Task<T> task)
      throws InterruptedException {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, not " + threads);
    }
    AtomicLong next = new AtomicLong();
    List<Callable<T>> workers = new ArrayList<>();
    for (int w = 0; w < threads; w++) {
      workers.add(() -> {
        T mine = state.get();
        for (long t = next.getAndIncrement(); t < tasks; t = next.getAndIncrement()) {
          if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedException();
          }
          task.run(mine, t);
        }
        return mine;
      });
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
      Thread thread = new Thread(runnable, "kemkit-study");
      thread.setDaemon(true);
      return thread;
    });
    try {
      List<T> states = new ArrayList<>();
      for (Future<T> done : pool.invokeAll(workers)) {
        try {
          states.add(done.get());
        } catch (ExecutionException e) {
          // The games catch what the rules throw; anything else is a bug of the runner.
          throw new IllegalStateException("a task failed", e.getCause());
        }
      }
      return states;
    } finally {
      pool.shutdownNow();
    }
  }
}
