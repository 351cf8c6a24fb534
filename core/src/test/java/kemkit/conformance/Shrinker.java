package kemkit.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import kemkit.game.Action;
import kemkit.game.ChanceAction;

/**
 * Delta debugging (Zeller's ddmin, complement variant): cuts a failing action list down to one
 * where removing any single action makes the failure go away.
 *
 * <p>Actions are kept as recorded, chance actions included: a removed action can make a later one
 * illegal (a shuffle nobody is waiting for any more), and the stream stays a valid input all the
 * same, since rejected actions are part of what the properties check. The failure test is re-run
 * on every candidate, so the result always still fails.
 *
 * <p>Deleting alone cannot drop a whole early round when the bug needs a later round's deal: the
 * later shuffle would then come too late. So once ddmin settles, each chance action is tried at
 * the front of the list, and such a move is kept when ddmin can then cut the list shorter.
 */
final class Shrinker {

  /** At most this many re-runs, so that a slow property on a long script still ends. */
  static final int BUDGET = 3000;

  private final Predicate<List<Action>> fails;
  private int runs;

  private Shrinker(Predicate<List<Action>> fails) {
    this.fails = fails;
  }

  /**
   * {@return a shortest list found that still fails, starting from {@code failing}, after first
   * trying its prefix of {@code hint} actions}
   */
  static List<Action> shrink(List<Action> failing, int hint, Predicate<List<Action>> fails) {
    return new Shrinker(fails).run(failing, hint);
  }

  private List<Action> run(List<Action> failing, int hint) {
    List<Action> list = List.copyOf(failing);
    if (hint >= 0 && hint < list.size() && test(list.subList(0, hint))) {
      list = List.copyOf(list.subList(0, hint));
    }
    list = ddmin(list);
    boolean shorter = true;
    while (shorter && runs < BUDGET) {
      shorter = false;
      for (int i = 1; i < list.size() && runs < BUDGET; i++) {
        if (list.get(i) instanceof ChanceAction) {
          List<Action> moved = new ArrayList<>(list);
          moved.add(0, moved.remove(i));
          if (test(moved)) {
            List<Action> cut = ddmin(moved);
            if (cut.size() < list.size()) {
              list = cut;
              shorter = true;
              break;
            }
          }
        }
      }
    }
    return list;
  }

  /** Zeller's ddmin: removes ever smaller chunks while the list still fails. */
  private List<Action> ddmin(List<Action> failing) {
    List<Action> list = failing;
    int granularity = 2;
    while (!list.isEmpty() && runs < BUDGET) {
      int chunk = (int) Math.ceil(list.size() / (double) granularity);
      boolean reduced = false;
      for (int start = 0; start < list.size() && runs < BUDGET; start += chunk) {
        List<Action> candidate = new ArrayList<>(list.subList(0, start));
        candidate.addAll(list.subList(Math.min(list.size(), start + chunk), list.size()));
        if (test(candidate)) {
          list = List.copyOf(candidate);
          granularity = Math.max(granularity - 1, 2);
          reduced = true;
          break;
        }
      }
      if (!reduced) {
        if (chunk == 1) {
          break;
        }
        granularity = Math.min(list.size(), granularity * 2);
      }
    }
    return list;
  }

  private boolean test(List<Action> candidate) {
    runs++;
    return fails.test(candidate);
  }
}
