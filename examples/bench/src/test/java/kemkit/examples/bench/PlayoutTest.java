package kemkit.examples.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import kemkit.family.FamilyState;
import kemkit.khamul.Khamul;
import kemkit.khamul.KhamulAction;
import kemkit.khamul.KhamulState;
import kemkit.game.GameState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The playouts that the throughput figures count. */
class PlayoutTest {

  /** Adds up what the playouts report. */
  private static final class Count implements Playout.Tally {
    long actions;
    long moves;
    long games;
    long playouts;

    @Override
    public void playout(long applied, long played, boolean ended) {
      actions += applied;
      moves += played;
      playouts++;
      if (ended) {
        games++;
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"kems-en", "kems-fr32", "kems-classic", "kems-expert", "khamul"})
  @DisplayName("K-24, H-14: random games of Kem's and Khamul end well before the cap")
  void gamesEnd(String preset) {
    Playout<?, ?> playout = Playout.named(preset);
    Count count = new Count();
    SplittableRandom rng = new SplittableRandom(5);
    for (int i = 0; i < 20; i++) {
      playout.play(rng, count);
    }
    assertThat(count.games).isEqualTo(20);
    assertThat(count.actions).isBetween(20L * 10, 20L * Playout.MAX_PLAYER_ACTIONS);
  }

  @Test
  @DisplayName("K-16..K-19, K-24: random Kemps is cut by the cap, its wrong calls having sunk every score")
  void randomKempsNeverEnds() {
    Playout<FamilyState, ?> playout = Playout.family(Fixtures.kemps());
    SplittableRandom rng = new SplittableRandom(5);
    FamilyState state = playout.rules().start();
    for (int i = 0; i < Playout.MAX_PLAYER_ACTIONS; i++) {
      state = playout.step(state, rng);
    }
    assertThat(state.isOver()).isFalse();
    assertThat(state.scores()).allMatch(score -> score < 0);
    Count count = new Count();
    playout.play(new SplittableRandom(5), count);
    assertThat(count.games).isZero();
    assertThat(count.actions).isGreaterThan(Playout.MAX_PLAYER_ACTIONS);
  }

  @ParameterizedTest
  @ValueSource(strings = {"kemps", "khamul"})
  @DisplayName("C-4: the same seed plays the same game, action for action")
  void seededPlayoutsRepeat(String preset) {
    Playout<?, ?> playout = Playout.named(preset);
    assertThat(finalState(playout, 9)).isEqualTo(finalState(playout, 9)).isNotEqualTo(finalState(playout, 10));
  }

  private static <S extends GameState> S finalState(Playout<S, ?> playout, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    S state = playout.rules().start();
    for (int i = 0; i < 300 && !state.isOver(); i++) {
      state = playout.step(state, rng);
    }
    return state;
  }

  @ParameterizedTest
  @ValueSource(strings = {"kemps", "kems-en", "khamul"})
  @DisplayName("C-4: moves count the player actions only, chance actions apart")
  void movesLeaveChanceOut(String preset) {
    Count count = new Count();
    Playout.named(preset).play(new SplittableRandom(3), count);
    assertThat(count.moves).isPositive().isLessThan(count.actions);
    if (preset.equals("kemps")) {
      assertThat(count.moves).isEqualTo(Playout.MAX_PLAYER_ACTIONS);
    }
  }

  @Test
  @DisplayName("H-9: Khamul playouts let seats snap out of turn, as real games do")
  void khamulSnapsOutOfTurn() {
    Playout<KhamulState, KhamulAction> playout = Playout.khamul(Khamul.rules());
    SplittableRandom rng = new SplittableRandom(4);
    int outOfTurn = 0;
    for (int game = 0; game < 5; game++) {
      KhamulState state = playout.rules().start();
      while (!state.isOver()) {
        if (state.chanceDue().isPresent()) {
          state = playout.step(state, rng);
          continue;
        }
        KhamulAction action = playout.choose(state, rng);
        if (action instanceof KhamulAction.Snap snap && snap.seat() != state.turn()) {
          outOfTurn++;
        }
        state = playout.rules().apply(state, action).state();
      }
    }
    assertThat(outOfTurn).isPositive();
  }

  @Test
  @DisplayName("a name that is neither a preset nor khamul is refused")
  void unknownName() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Playout.named("poker"))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("poker");
  }
}
