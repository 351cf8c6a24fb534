package kemkit.khamul;

import com.google.common.collect.ImmutableList;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import kemkit.game.Chance;

/**
 * Measures random playouts: applied actions per second, choosing each action uniformly among the
 * legal actions of the turn's player (or of a random seat during the peeks), chance actions
 * included. Not a test; run it with the test class path:
 * {@code java -cp … kemkit.khamul.PlayoutThroughput [seconds] [players]}.
 */
public final class PlayoutThroughput {

  /** CPU time, not wall time: the machine is shared, and other builds steal the cores. */
  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private PlayoutThroughput() {}

  /** Runs the measurement. */
  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
    int players = args.length > 1 ? Integer.parseInt(args[1]) : 4;
    KhamulRules rules = Khamul.rules(KhamulOptions.defaults().withPlayers(players));
    SplittableRandom rng = new SplittableRandom(1);
    for (int round = 0; round < 3; round++) {
      long actions = 0;
      long games = 0;
      long start = System.nanoTime();
      long cpuStart = CPU.getCurrentThreadCpuTime();
      long end = start + (long) (seconds * 1e9);
      while (System.nanoTime() < end) {
        KhamulState state = rules.start();
        while (!state.isOver()) {
          if (state.chanceDue().isPresent()) {
            state = rules.apply(state, Chance.roll(state.chanceDue().get(), rng)).state();
          } else {
            int seat = state.inPlay() ? state.turn() : rng.nextInt(players);
            ImmutableList<KhamulAction> legal = rules.legalActions(state, seat);
            if (legal.isEmpty()) {
              continue;
            }
            state = rules.apply(state, legal.get(rng.nextInt(legal.size()))).state();
          }
          actions++;
        }
        games++;
      }
      double elapsed = (System.nanoTime() - start) / 1e9;
      double cpu = (CPU.getCurrentThreadCpuTime() - cpuStart) / 1e9;
      System.out.printf("%d players: %,.0f actions/s wall, %,.0f per CPU second (%,d games, %.1f actions/game)%n",
          players, actions / elapsed, actions / cpu, games, (double) actions / games);
    }
  }
}
