package kemkit.khamul;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import kemkit.game.Action;
import kemkit.game.Chance;
import kemkit.game.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The reducer keeps a workspace per thread and shares made-once tables between threads: games
 * played on several threads at once must end exactly as the same games played one after another.
 */
class ThreadsTest {

  private static final int GAMES = 12;

  @Test
  @DisplayName("C-5: seeded games played on four threads at once end as they do on one thread")
  void threadsShareNoWorkspace() throws Exception {
    KhamulRules rules = Khamul.rules();
    List<List<Object>> alone = new ArrayList<>();
    for (long seed = 0; seed < GAMES; seed++) {
      alone.add(play(rules, seed));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<Object>>> together = new ArrayList<>();
      for (long seed = 0; seed < GAMES; seed++) {
        long game = seed;
        together.add(pool.submit(() -> play(rules, game)));
      }
      for (int game = 0; game < GAMES; game++) {
        assertThat(together.get(game).get()).as("game %d", game).isEqualTo(alone.get(game));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** {@return every event of a seeded uniform random game, then its final state} */
  private static List<Object> play(KhamulRules rules, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    List<Object> seen = new ArrayList<>();
    KhamulState state = rules.start();
    for (int step = 0; step < 2_000 && !state.isOver(); step++) {
      Outcome<KhamulState, KhamulEvent> outcome = rules.apply(state, next(rules, state, rng));
      seen.addAll(outcome.events());
      state = outcome.state();
    }
    seen.add(state);
    return seen;
  }

  private static Action next(KhamulRules rules, KhamulState state, SplittableRandom rng) {
    if (state.chanceDue().isPresent()) {
      return Chance.roll(state.chanceDue().get(), rng);
    }
    int players = state.players();
    int first = rng.nextInt(players);
    for (int i = 0; i < players; i++) {
      ImmutableList<KhamulAction> legal = rules.legalActions(state, (first + i) % players);
      if (!legal.isEmpty()) {
        return legal.get(rng.nextInt(legal.size()));
      }
    }
    throw new AssertionError("nobody can act: " + state);
  }
}
